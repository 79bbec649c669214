import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@festival/ui';
import type { NotificationItem } from './notificationTypes';

/** Deleting needs a confirmation: translated title and description, delete and cancel buttons. */
export function DeleteNotificationModal({
  item,
  onClose,
  onConfirm,
}: {
  item: NotificationItem | null;
  onClose: () => void;
  onConfirm: (item: NotificationItem) => Promise<unknown>;
}) {
  const { t } = useTranslation('notifications');
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      title={t('delete.title')}
      description={item ? t('delete.description', { title: item.title }) : ''}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      color="red"
      loading={busy}
      onConfirm={async () => {
        if (!item) return;
        setBusy(true);
        try {
          await onConfirm(item);
        } finally {
          setBusy(false);
          onClose();
        }
      }}
    />
  );
}
