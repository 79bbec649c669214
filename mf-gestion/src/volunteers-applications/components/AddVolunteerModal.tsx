import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal, Select, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { volunteerApplicationStatusValues } from '@festival/api-client';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useAddVolunteer, type ApplicationStatus } from '../applicationsApi';
import { NOTE_MAX } from '../applicationsRules';

interface Values {
  identifier: string;
  status: ApplicationStatus;
  acceptanceNote: string;
}

/** Adds an existing user by e-mail or pseudo (source MANUAL). */
export function AddVolunteerModal({ editionId, opened, onClose, onAdded }: { editionId: number; opened: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation('volunteers');
  const add = useAddVolunteer(editionId);
  const form = useForm<Values>({
    initialValues: { identifier: '', status: 'ACCEPTED', acceptanceNote: '' },
    validate: { identifier: (v) => (v.trim() ? null : t('applications.add.required')) },
  });
  const { error, pending, submit } = useFormSending(
    form,
    async (values) => {
      const detail = await add.mutateAsync({ identifier: values.identifier.trim(), status: values.status, acceptanceNote: values.acceptanceNote.trim() || null });
      form.reset();
      onClose();
      onAdded(detail.id);
    },
    t('applications.add.failed'),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('applications.add.title')} centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <FormError message={error} />
          <TextInput label={t('applications.add.identifier')} description={t('applications.add.identifierHelp')} required data-autofocus {...form.getInputProps('identifier')} />
          <Select
            label={t('applications.add.status')}
            data={volunteerApplicationStatusValues.map((v) => ({ value: v, label: t(`common.status.${v}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Textarea label={t('applications.decision.note')} autosize minRows={2} maxLength={NOTE_MAX} {...form.getInputProps('acceptanceNote')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('applications.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
