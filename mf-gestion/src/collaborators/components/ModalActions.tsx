import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of a team dialog: cancel, and save (busy while sending). */
export function ModalActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('gestion');
  return (
    <Group justify="flex-end">
      <Button variant="default" type="button" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('collaborators.save')}
      </Button>
    </Group>
  );
}
