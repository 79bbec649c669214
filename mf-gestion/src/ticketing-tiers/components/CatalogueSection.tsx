import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, EmptyCard, errorMessageOf } from '@festival/ui';

/** The prefix of a tab's texts in the ticketing namespace. */
export type CatalogueTexts = 'tiers' | 'quotas' | 'options' | 'customFields' | 'returnables';

/** A failed change told in a toast: the server's message, else `fallback`. */
export const showFailure = (fallback: string) => (err: unknown) => notifications.show({ color: 'red', message: errorMessageOf(err, fallback) });

/**
 * A tab of the catalogue: its intro and "add" button, then its list, or the empty card when it has
 * no row (`<texts>.intro`, `.create`, `.emptyTitle`, `.emptyText`); then its dialogs (children).
 */
export function CatalogueSection({
  texts,
  isEmpty,
  emptyIcon,
  emptyAction,
  onCreate,
  list,
  children,
}: {
  texts: CatalogueTexts;
  isEmpty: boolean;
  emptyIcon: ReactNode;
  emptyAction?: ReactNode;
  onCreate: () => void;
  list: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ticketing');
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t(`${texts}.intro`)}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t(`${texts}.create`)}
        </Button>
      </Group>
      {isEmpty ? <EmptyCard icon={emptyIcon} title={t(`${texts}.emptyTitle`)} description={t(`${texts}.emptyText`)} action={emptyAction} /> : list}
      {children}
    </Stack>
  );
}

/**
 * Asks before deleting a row (`row` null: closed), named in the title (`<texts>.deleteTitle`,
 * `.deleteText`); a failure is told in a toast (`.deleteFailed` unless the server says why).
 * `refusable`: the server may refuse the deletion for good (409: the row is synced, or a ticket
 * points to it), so the dialog closes with the toast; otherwise it stays open to try again.
 */
export function DeleteConfirm({
  texts,
  row,
  name,
  remove,
  refusable = false,
  onClose,
}: {
  texts: CatalogueTexts;
  row: { id: number } | null;
  name: string;
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  refusable?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('ticketing');
  return (
    <ConfirmModal
      opened={row !== null}
      onClose={onClose}
      title={t(`${texts}.deleteTitle`, { name })}
      description={t(`${texts}.deleteText`)}
      confirmLabel={t('tiers.delete')}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutateAsync(row!.id).then(onClose, (err: unknown) => {
          if (refusable) onClose();
          showFailure(t(`${texts}.deleteFailed`))(err);
        })
      }
    />
  );
}
