import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of a settings form: Save (only with changes), then "Saved." once the change is stored. */
export function SaveSettings({ pending, dirty, saved }: { pending: boolean; dirty: boolean; saved: boolean }) {
  const { t } = useTranslation('volunteers');
  return (
    <>
      <Group justify="flex-end">
        <Button type="submit" loading={pending} disabled={!dirty}>
          {t('settings.save')}
        </Button>
      </Group>
      {saved && !dirty && (
        <Text size="sm" c="green" role="status">
          {t('settings.saved')}
        </Text>
      )}
    </>
  );
}
