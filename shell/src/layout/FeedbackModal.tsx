import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal, Select, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@festival/api-client';
import { applyApiErrors, errorMessageOf, useAuth } from '@festival/ui';
import { useSendFeedback } from './feedbackApi';

type FeedbackType = Schemas['FeedbackType'];
const TYPES: FeedbackType[] = ['BUG', 'SUGGESTION', 'GENERAL', 'COMPLAINT'];

interface Values {
  type: FeedbackType;
  subject: string;
  message: string;
  email: string;
  name: string;
}

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const { user } = useAuth();
  const form = useForm<Values>({
    initialValues: { type: 'GENERAL', subject: '', message: '', email: '', name: '' },
    validate: {
      subject: (v) => (v.trim() ? null : t('errors.subjectRequired')),
      message: (v) => (v.trim() ? null : t('errors.messageRequired')),
      email: (v) => (user || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('errors.emailRequired')),
      name: (v) => (user || v.trim() ? null : t('errors.nameRequired')),
    },
  });
  const send = useSendFeedback({
    onSuccess: () => {
      notifications.show({ color: 'green', title: t('success.title'), message: t('success.text') });
      form.reset();
      onClose();
    },
    onError: (error) => {
      if (!applyApiErrors(form, error)) notifications.show({ color: 'red', title: t('errors.title'), message: errorMessageOf(error, t('errors.generic')) });
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg">
      <form
        onSubmit={form.onSubmit((values) =>
          send.mutate({
            type: values.type,
            subject: values.subject.trim(),
            message: values.message.trim(),
            url: window.location.href,
            ...(user ? {} : { email: values.email.trim(), name: values.name.trim() }),
          }),
        )}
        noValidate
      >
        <Stack>
          <Select
            label={t('fields.type')}
            data={TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('type')}
          />
          {!user && (
            <Group grow align="flex-start">
              <TextInput label={t('fields.name')} autoComplete="name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
            </Group>
          )}
          <TextInput label={t('fields.subject')} withAsterisk maxLength={200} {...form.getInputProps('subject')} />
          <Textarea label={t('fields.message')} withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
