import { useEffect, useRef } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { hrefOf, useAuth } from '@festival/ui';
import { notificationsEntry } from './entry';
import { followActionUrl, TypeIcon } from './notificationDisplay';
import { LIVE_TOAST_MS, typeColor } from './notificationTypes';
import { notificationCenter } from './useNotificationCenter';

/**
 * Binds the centre to the session (start when signed in, stop everything on logout) and shows live
 * notifications as toasts: at most 5 (the toast container's limit), 5 s, bottom-right, and not while
 * the user is on a path containing /notifications.
 */
export function NotificationsRuntime() {
  const { t, i18n } = useTranslation('notifications');
  const { user, sessionChecked } = useAuth();
  const userId = sessionChecked ? (user?.id ?? null) : null;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const path = useRef(location.pathname);

  useEffect(() => {
    path.current = location.pathname;
  }, [location.pathname]);

  useEffect(() => {
    if (userId !== null) notificationCenter.start(userId);
    else if (sessionChecked) notificationCenter.stop();
  }, [userId, sessionChecked]);
  // Rendered while a user is signed in: signing out unmounts it, which stops everything.
  useEffect(() => () => notificationCenter.stop(), []);

  // Texts come rendered in the reader's language: fetch them again when it changes.
  useEffect(() => {
    if (userId === null) return;
    const reload = () => {
      void notificationCenter.refresh(true).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    };
    i18n.on('languageChanged', reload);
    return () => i18n.off('languageChanged', reload);
  }, [i18n, userId, queryClient]);

  useEffect(
    () =>
      notificationCenter.onLive((n) => {
        void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
        void queryClient.invalidateQueries({ queryKey: ['notifications', 'stats'] });
        if (path.current.includes(hrefOf(notificationsEntry))) return;
        const id = `notification-${n.id}`;
        notifications.show({
          id,
          color: typeColor(n.type),
          icon: <TypeIcon type={n.type} size={18} />,
          title: n.title,
          autoClose: LIVE_TOAST_MS,
          message: (
            <Stack gap={2}>
              <Text size="sm" lineClamp={3}>
                {n.message}
              </Text>
              {n.actionUrl && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={() => {
                    notifications.hide(id);
                    void notificationCenter.markRead(n.id).catch(() => undefined);
                    followActionUrl(n.actionUrl, navigate);
                  }}
                >
                  {n.actionLabel || t('item.follow')}
                </Anchor>
              )}
            </Stack>
          ),
        });
      }),
    [queryClient, navigate, t],
  );

  return null;
}
