import { useState } from 'react';
import { Alert, Box, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconCheck, IconPencil, IconPhoto, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '@festival/i18n/zoned';
import { applyApiErrors, ConfirmModal, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { FileButton, Textarea } from '@festival/ui/later';
import { CommentThread } from '../../shared/comments/CommentThread';
import { threadProps } from '../../shared/comments/threadProps';
import { useAddComment, useDeleteComment, useDeleteItem, useLostFoundComments, useSetItemPhoto, useUpdateItem, type LostFoundItem } from '../lostFoundApi';
import { DESCRIPTION_MAX, descriptionProblem, PHOTO_TYPES, photoProblem } from '../lostFoundRules';
import { FOUND_AT_FORMAT } from './ItemCard';
import { ItemPhoto } from './ItemPhoto';
import { photoErrorMessage } from './photoErrors';
import { StatusBadge } from './StatusBadge';

interface ItemViewProps {
  editionId: number;
  item: LostFoundItem;
  timeZone: string;
  /** The caller belongs to the edition's team: they change the item and moderate its comments. */
  isTeam: boolean;
  onDeleted: () => void;
}

/** One item: its photo and description, what the team does with it, and the comments under it ("it's mine"). */
export function ItemView({ editionId, item, timeZone, isTeam, onDeleted }: ItemViewProps) {
  const { t, i18n } = useTranslation('community');
  const [editing, setEditing] = useState(false);
  const when = (iso: string) => formatInZone(iso, i18n.language, timeZone, FOUND_AT_FORMAT);
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lost-found-item-title">
          <Card.Section mb="sm">
            <ItemPhoto src={item.imageUrl} alt={t('lostFound.photoAlt', { description: item.description.slice(0, 120) })} noPhotoLabel={t('lostFound.noPhoto')} />
          </Card.Section>
          <Stack gap="sm">
            <Title order={2} size="h4" id="lost-found-item-title">
              {t('lostFound.item.title')}
            </Title>
            <Group gap="xs">
              <StatusBadge status={item.status} />
              {item.returnedAt && (
                <Text size="xs" c="dimmed" component="time" dateTime={item.returnedAt}>
                  {t('lostFound.returnedAt', { date: when(item.returnedAt) })}
                </Text>
              )}
            </Group>
            {editing ? (
              <DescriptionForm editionId={editionId} item={item} onDone={() => setEditing(false)} />
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text>
            )}
            <Text size="sm" c="dimmed">
              <time dateTime={item.createdAt}>{t('lostFound.foundAt', { date: when(item.createdAt) })}</time>
              {item.recordedBy && <> · {t('lostFound.recordedBy', { pseudo: item.recordedBy.pseudo })}</>}
            </Text>
            {isTeam && !editing && <TeamActions editionId={editionId} item={item} onEdit={() => setEditing(true)} onDeleted={onDeleted} />}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm" component="section" aria-labelledby="lost-found-comments-title">
          <Title order={2} size="h4" id="lost-found-comments-title">
            {t('lostFound.comments.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lostFound.comments.help')}
          </Text>
          <Comments editionId={editionId} itemId={item.id} timeZone={timeZone} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Comments({ editionId, itemId, timeZone }: { editionId: number; itemId: number; timeZone: string }) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const comments = useLostFoundComments(editionId, itemId, page);
  const add = useAddComment(editionId, itemId);
  const remove = useDeleteComment(editionId, itemId);
  return (
    <CommentThread
      label={t('lostFound.comments.title')}
      placeholder={t('lostFound.comments.placeholder')}
      {...threadProps({ page, onPageChange: setPage, comments, add, remove, timeZone })}
    />
  );
}

function DescriptionForm({ editionId, item, onDone }: { editionId: number; item: LostFoundItem; onDone: () => void }) {
  const { t } = useTranslation('community');
  const update = useUpdateItem(editionId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { description: item.description },
    validate: { description: (value) => descriptionProblem(value) && t(`lostFound.form.${descriptionProblem(value)}`, { max: DESCRIPTION_MAX }) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ description }) => {
        setError(null);
        update.mutate(
          { itemId: item.id, description: description.trim() },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('lostFound.form.saved') });
              onDone();
            },
            onError: (err) => {
              if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('lostFound.form.failed')));
            },
          },
        );
      })}
    >
      <UnsavedChangesGuard when={form.isDirty() && !update.isPending} />
      <Stack gap="xs">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label={t('lostFound.form.description')}
          description={t('lostFound.form.descriptionHelp', { count: form.values.description.length, max: DESCRIPTION_MAX })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="sm" onClick={onDone}>
            {t('lostFound.form.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={update.isPending}>
            {t('lostFound.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Confirming = 'delete' | 'removePhoto' | null;

/** Edit, photo (change, remove), returned / lost again, delete: removing anything asks first. */
function TeamActions({ editionId, item, onEdit, onDeleted }: { editionId: number; item: LostFoundItem; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('community');
  const update = useUpdateItem(editionId);
  const photo = useSetItemPhoto(editionId);
  const remove = useDeleteItem(editionId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const returned = item.status === 'RETURNED';

  const setStatus = () =>
    update.mutate(
      { itemId: item.id, status: returned ? 'LOST' : 'RETURNED' },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(returned ? 'lostFound.markedLost' : 'lostFound.markedReturned') }),
        onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('lostFound.form.failed')) }),
      },
    );

  const pickPhoto = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      notifications.show({ color: 'red', message: t(`lostFound.photo.${problem}`) });
      return;
    }
    photo.mutate(
      { itemId: item.id, file },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('lostFound.photo.saved') }),
        onError: (err) => notifications.show({ color: 'red', title: t('lostFound.photo.failed'), message: photoErrorMessage(err, t) }),
      },
    );
  };

  return (
    <Box>
      <Group gap="xs">
        <Button size="xs" variant="light" color={returned ? 'orange' : 'green'} leftSection={returned ? <IconArrowBackUp size={14} /> : <IconCheck size={14} />} loading={update.isPending} onClick={setStatus}>
          {t(returned ? 'lostFound.markLost' : 'lostFound.markReturned')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('lostFound.edit')}
        </Button>
        <FileButton onChange={pickPhoto} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconPhoto size={14} />} loading={photo.isPending}>
              {item.imageUrl ? t('lostFound.photo.change') : t('lostFound.photo.add')}
            </Button>
          )}
        </FileButton>
        {item.imageUrl && (
          <Button size="xs" variant="default" leftSection={<IconPhotoOff size={14} />} onClick={() => setConfirming('removePhoto')}>
            {t('lostFound.photo.remove')}
          </Button>
        )}
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirming('delete')}>
          {t('lostFound.delete')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'removePhoto' ? t('lostFound.photo.removeTitle') : t('lostFound.deleteTitle')}
        description={confirming === 'removePhoto' ? t('lostFound.photo.removeText') : t('lostFound.deleteText')}
        confirmLabel={confirming === 'removePhoto' ? t('lostFound.photo.remove') : t('lostFound.delete')}
        loading={remove.isPending || photo.isPending}
        onConfirm={async () => {
          try {
            if (confirming === 'removePhoto') {
              await photo.mutateAsync({ itemId: item.id, file: null });
              notifications.show({ color: 'gray', message: t('lostFound.photo.removed') });
              setConfirming(null);
            } else {
              await remove.mutateAsync(item.id);
              notifications.show({ color: 'gray', message: t('lostFound.deleted') });
              setConfirming(null);
              onDeleted();
            }
          } catch (err) {
            notifications.show({ color: 'red', message: errorMessageOf(err, t('lostFound.form.failed')) });
          }
        }}
      />
    </Box>
  );
}
