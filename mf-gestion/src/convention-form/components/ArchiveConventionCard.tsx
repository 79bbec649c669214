import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@festival/ui';
import type { Convention } from '../../shared/gestionApi';
import { useArchiveConvention } from '../conventionFormApi';

/** Archives a convention (or brings it back): it stays, out of the way. */
export function ArchiveConventionCard({ convention }: { convention: Convention }) {
  const { t } = useTranslation('gestion');
  const archive = useArchiveConvention(convention.id);
  const archived = convention.isArchived;
  const toggle = () =>
    archive.mutate(!archived, {
      onSuccess: (updated) =>
        notifications.show({
          color: 'green',
          message: updated.isArchived ? t('editConvention.archivedToast', { name: updated.name }) : t('editConvention.unarchivedToast', { name: updated.name }),
        }),
      onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('editConvention.archiveFailed')) }),
    });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {archived ? t('editConvention.unarchiveTitle') : t('editConvention.archiveTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {archived ? t('editConvention.unarchiveText') : t('editConvention.archiveText')}
        </Text>
        <Group justify="flex-end">
          <Button
            variant="light"
            color={archived ? 'blue' : 'orange'}
            leftSection={archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            loading={archive.isPending}
            onClick={toggle}
          >
            {archived ? t('editConvention.unarchive') : t('editConvention.archive')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
