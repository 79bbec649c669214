import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, errorMessageOf, UnsavedChangesGuard } from '@festival/ui';
import { Modal, Textarea } from '@festival/ui/later';
import { useRecordItem, type LostFoundItem } from '../lostFoundApi';
import { DESCRIPTION_MAX, descriptionProblem } from '../lostFoundRules';
import { photoErrorMessage } from './photoErrors';
import { PhotoPicker } from './PhotoPicker';

/** The team records a found item: what it is (where, when), and a photo if they have one. */
export function RecordItemModal({ editionId, opened, onClose, onRecorded }: { editionId: number; opened: boolean; onClose: () => void; onRecorded: (item: LostFoundItem) => void }) {
  const { t } = useTranslation('community');
  const phone = useMediaQuery('(max-width: 36em)');
  const record = useRecordItem(editionId);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { description: '' },
    validate: { description: (value) => descriptionProblem(value) && t(`lostFound.form.${descriptionProblem(value)}`, { max: DESCRIPTION_MAX }) },
  });

  const close = () => {
    form.reset();
    setPhoto(null);
    setError(null);
    onClose();
  };

  const submit = ({ description }: { description: string }) => {
    setError(null);
    record.mutate(
      { description: description.trim(), photo },
      {
        onSuccess: ({ item, photoError }) => {
          if (photoError) notifications.show({ color: 'red', title: t('lostFound.form.recordedWithoutPhoto'), message: photoErrorMessage(photoError, t), autoClose: 10000 });
          else notifications.show({ color: 'green', message: t('lostFound.form.recorded') });
          close();
          onRecorded(item);
        },
        onError: (err) => {
          if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('lostFound.form.failed')));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('lostFound.record')} size="lg" fullScreen={phone}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <UnsavedChangesGuard when={(form.isDirty() || photo !== null) && !record.isPending} />
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Textarea
            label={t('lostFound.form.description')}
            description={t('lostFound.form.descriptionHelp', { count: form.values.description.length, max: DESCRIPTION_MAX })}
            placeholder={t('lostFound.form.descriptionPlaceholder')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={DESCRIPTION_MAX}
            data-autofocus
            {...form.getInputProps('description')}
          />
          <PhotoPicker file={photo} onChange={setPhoto} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('lostFound.form.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('lostFound.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
