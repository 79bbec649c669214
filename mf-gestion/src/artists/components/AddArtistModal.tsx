import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useAddArtist } from '../artistsApi';
import { addBody, addErrors, IDENTIFIER_MAX, TEXT_MAX, type AddValues } from '../artistsRules';

/**
 * Adds an artist: an existing user by e-mail or pseudo, or anyone by e-mail alone (they get an
 * invitation to create their account; a stage name is then needed). The record opens once added.
 */
export function AddArtistModal({ editionId, opened, onClose, onAdded }: { editionId: number; opened: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation('artists');
  const add = useAddArtist(editionId);
  const form = useForm<AddValues>({
    initialValues: { identifier: '', stageName: '' },
    validate: (values) =>
      Object.fromEntries(Object.entries(addErrors(values)).map(([field, code]) => [field, t(`records.errors.${code}`, { max: field === 'identifier' ? IDENTIFIER_MAX : TEXT_MAX.stageName })])),
  });
  const { error, pending, submit } = useFormSending(
    form,
    async (values) => {
      const record = await add.mutateAsync(addBody(values));
      form.reset();
      onClose();
      onAdded(record.id);
    },
    t('records.add.failed'),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('records.add.title')} centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError message={error} />
          <TextInput
            label={t('records.add.identifier')}
            description={t('records.add.identifierHelp')}
            required
            data-autofocus
            maxLength={IDENTIFIER_MAX}
            autoComplete="off"
            {...form.getInputProps('identifier')}
          />
          <TextInput label={t('records.fields.stageName')} description={t('records.add.stageNameHelp')} maxLength={TEXT_MAX.stageName} {...form.getInputProps('stageName')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('records.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('records.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
