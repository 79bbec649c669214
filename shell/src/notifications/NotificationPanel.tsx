import { useEffect, useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Drawer, Tooltip } from '@festival/ui/later';
import { useMediaQuery } from '@mantine/hooks';
import { IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ErrorState, hrefOf } from '@festival/ui';
import { notificationsEntry } from './entry';
import { recentUnread } from './notificationCenter';
import { DeleteNotificationModal } from './DeleteNotificationModal';
import { followActionUrl, LiveIndicator } from './notificationDisplay';
import { NotificationRow } from './NotificationRow';
import { RECENT_UNREAD_LIMIT, type NotificationItem } from './notificationTypes';
import { useNotificationActions } from './useNotificationActions';
import { useNotificationCenter } from './useNotificationCenter';

/** The slide-over from the bell: the 5 most recent unread notifications and the centre's controls. */
export default function NotificationPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const state = useNotificationCenter();
  const actions = useNotificationActions();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [toDelete, setToDelete] = useState<NotificationItem | null>(null);
  const recent = recentUnread(state);

  // Opening the panel asks for fresh data (skipped under 5 s, or while live data is fresh).
  useEffect(() => {
    if (opened) void actions.refresh(false);
  }, [opened, actions]);

  const open = (item: NotificationItem) => {
    if (!item.isRead) void actions.markRead(item.id);
    if (item.actionUrl) {
      onClose();
      followActionUrl(item.actionUrl, navigate);
    }
  };

  // More pages may hold older unread items while fewer than 5 are shown.
  const canLoadMore = state.hasMore && recent.length < RECENT_UNREAD_LIMIT && state.unreadCount > recent.length;

  let body: React.ReactNode;
  if (state.loading && state.notifications.length === 0) {
    body = (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('panel.loading')}
          </Text>
        </Stack>
      </Center>
    );
  } else if (state.error && !state.loaded) {
    body = <ErrorState title={t('toasts.loadFailed')} onRetry={() => void actions.refresh(true)} />;
  } else if (recent.length === 0) {
    body = <EmptyState icon={<IconBellOff size={28} />} title={t('panel.empty')} description={t('panel.emptyText')} />;
  } else {
    body = (
      <Stack gap="xs" component="section" aria-label={t('panel.listLabel')}>
        {recent.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            compact
            onOpen={open}
            onToggleRead={(n) => void (n.isRead ? actions.markUnread(n.id) : actions.markRead(n.id))}
            onDelete={setToDelete}
          />
        ))}
        {state.unreadCount > recent.length && !canLoadMore && (
          <Text size="xs" c="dimmed" ta="center">
            {t('panel.moreUnread', { count: state.unreadCount - recent.length })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Drawer.Root opened={opened} onClose={onClose} position="right" size={narrow ? '100%' : 'md'}>
        <Drawer.Overlay />
        <Drawer.Content aria-label={t('panel.title')}>
          <Drawer.Header>
            <Group gap="sm" wrap="nowrap">
              <Drawer.Title fw={700} fz="lg">
                {t('panel.title')}
              </Drawer.Title>
              <LiveIndicator stream={state.stream} />
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('panel.refresh')}>
                <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void actions.refresh(true)} aria-label={t('panel.refresh')} loading={state.loading}>
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
              <Drawer.CloseButton aria-label={t('panel.close')} />
            </Group>
          </Drawer.Header>
          <Drawer.Body style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)', minHeight: 'calc(100% - 70px)' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="panel-unread-count">
                {t('panel.unread', { count: state.unreadCount })}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconChecks size={16} />}
                disabled={state.unreadCount === 0}
                onClick={() => void actions.markAllRead()}
              >
                {t('panel.markAllRead')}
              </Button>
            </Group>
            <div style={{ flex: 1 }}>{body}</div>
            {canLoadMore && (
              <Button variant="default" onClick={() => void actions.loadMore()} loading={state.loadingMore}>
                {t('panel.loadMore')}
              </Button>
            )}
            <Button component={Link} to={hrefOf(notificationsEntry)} variant="subtle" onClick={onClose} fullWidth>
              {t('panel.seeAll')}
            </Button>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <DeleteNotificationModal item={toDelete} onClose={() => setToDelete(null)} onConfirm={(item) => actions.remove(item.id)} />
    </>
  );
}
