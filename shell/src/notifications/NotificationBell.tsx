import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LaterTooltip } from '@festival/ui';
import { badgeLabel } from './notificationTypes';
import { useNotificationCenter } from './useNotificationCenter';

// The panel (and the list code) loads on the first click only.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** Header bell with the unread badge ('99+' above 99); opens the notification panel. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { unreadCount } = useNotificationCenter();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const label = unreadCount > 0 ? t('bell.labelUnread', { count: unreadCount }) : t('bell.label');
  return (
    <>
      <LaterTooltip label={t('bell.label')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => {
            setEverOpened(true);
            setOpened(true);
          }}
        >
          <Indicator
            label={badgeLabel(unreadCount)}
            disabled={unreadCount === 0}
            color="red"
            size={16}
            offset={2}
            inline
            styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
            data-testid="notification-badge"
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </LaterTooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <NotificationPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
