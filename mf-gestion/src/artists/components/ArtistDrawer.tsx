import { useCallback, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Divider, Drawer } from '@festival/ui/later';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, ErrorState, errorMessageOf, LoadingState } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useArtistRecord, useDeleteArtist, type ArtistRecord } from '../artistsApi';
import { ArtistMealsSection } from './ArtistMealsSection';
import { RecordForm } from './RecordForm';

function DeleteArtist({ editionId, record, onDeleted }: { editionId: number; record: ArtistRecord; onDeleted: () => void }) {
  const { t } = useTranslation('artists');
  const remove = useDeleteArtist(editionId);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(record.id);
      setAsking(false);
      onDeleted();
    } catch (err) {
      setAsking(false);
      setError(errorMessageOf(err, t('records.delete.failed')));
    }
  };
  return (
    <Stack gap="xs">
      <FormError message={error} />
      <Group justify="flex-end">
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
          {t('records.delete.open')}
        </Button>
      </Group>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        loading={remove.isPending}
        title={t('records.delete.title', { name: record.name })}
        description={t('records.delete.description', { name: record.name })}
        confirmLabel={t('records.delete.confirm')}
        cancelLabel={t('records.cancel')}
      />
    </Stack>
  );
}

/**
 * One artist's record in a drawer: the form in sections with its save button, then deleting (asked
 * first). Closing with unsaved edits asks first too (the page's address keeps the open record).
 */
export function ArtistDrawer({ editionId, artistId, currency, timeZone, onClose }: { editionId: number; artistId: number | null; currency: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('artists');
  const { t: tc } = useTranslation('components');
  const record = useArtistRecord(editionId, artistId);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const onDirty = useCallback((d: boolean) => setDirty(d), []);
  const close = () => {
    if (dirty) setLeaving(true);
    else onClose();
  };
  const leave = () => {
    setLeaving(false);
    setDirty(false);
    onClose();
  };
  return (
    <Drawer
      opened={artistId !== null}
      onClose={close}
      position="right"
      size="xl"
      title={record.data?.name ?? t('records.detailTitle')}
      closeButtonProps={{ 'aria-label': t('records.close') }}
    >
      {record.isPending ? (
        <LoadingState />
      ) : record.isError ? (
        <ErrorState error={record.error} onRetry={() => void record.refetch()} />
      ) : record.data ? (
        <Stack gap="lg">
          <RecordForm key={record.data.id} editionId={editionId} record={record.data} currency={currency} timeZone={timeZone} onDirty={onDirty} />
          <Divider />
          <ArtistMealsSection editionId={editionId} artistId={record.data.id} />
          <Divider />
          <DeleteArtist editionId={editionId} record={record.data} onDeleted={leave} />
        </Stack>
      ) : (
        <Alert>
          <Text size="sm">{t('records.detailTitle')}</Text>
        </Alert>
      )}
      <ConfirmModal
        opened={leaving}
        onClose={() => setLeaving(false)}
        onConfirm={leave}
        title={tc('unsaved.title')}
        description={tc('unsaved.description')}
        confirmLabel={tc('unsaved.leave')}
        cancelLabel={tc('unsaved.stay')}
      />
    </Drawer>
  );
}
