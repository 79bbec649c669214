import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, errorMessageOf } from '@festival/ui';

interface DangerZoneProps {
  /** For aria-labelledby. */
  id: string;
  /** Where the page's texts are (gestion group): `.deleteText`, `.delete`, `.deleteModalTitle`, `.deleteModalText`, `.deleteConfirm`, `.deleteChecklist.<item>`, `.deleteFailed`. */
  texts: 'editConvention' | 'editEdition';
  /** The name to type to confirm. */
  name: string;
  /** What disappears with it, each to tick. */
  checklist: readonly string[];
  /** The delete mutation; its success (a toast, leaving the page) is the caller's. */
  remove: { mutateAsync: () => Promise<unknown>; isPending: boolean };
}

/** The red card at the bottom of a settings page: deleting, once the name is typed and every loss ticked. */
export function DangerZone({ id, texts, name, checklist, remove }: DangerZoneProps) {
  const { t } = useTranslation('gestion');
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutateAsync().then(
      () => setOpen(false),
      (err: unknown) => {
        notifications.show({ color: 'red', message: errorMessageOf(err, t(`${texts}.deleteFailed`)) });
      },
    );
  return (
    <>
      <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }} component="section" aria-labelledby={id}>
        <Stack gap="sm">
          <Title order={2} size="h4" c="red" id={id}>
            {t('editConvention.dangerZone')}
          </Title>
          <Text size="sm">{t(`${texts}.deleteText`)}</Text>
          <Group justify="flex-end">
            <Button color="red" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)}>
              {t(`${texts}.delete`)}
            </Button>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        loading={remove.isPending}
        title={t(`${texts}.deleteModalTitle`, { name })}
        description={t(`${texts}.deleteModalText`)}
        confirmLabel={t(`${texts}.deleteConfirm`)}
        expectedName={name}
        checklist={checklist.map((item) => ({ id: item, name: t(`${texts}.deleteChecklist.${item}`) }))}
      />
    </>
  );
}
