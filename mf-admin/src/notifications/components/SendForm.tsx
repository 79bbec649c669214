import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { SegmentedControl, Select, Textarea } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend, IconSpeakerphone, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, ConfirmModal, errorMessageOf } from '@festival/ui';
import {
  ACTION_TEXT_MAX,
  ADMIN_TARGETS,
  EMPTY_FORM,
  MESSAGE_MAX,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  TITLE_MAX,
  validateSendForm,
  type SendFormValues,
} from '../adminNotificationsRules';
import { useSendNotification } from '../adminNotificationsApi';
import { RecipientPicker } from './RecipientPicker';

/** The form: to one user, to everyone (confirmed first) or to oneself. */
export function SendForm() {
  const { t } = useTranslation(['admin', 'notifications']);
  const [confirmAll, setConfirmAll] = useState(false);
  const form = useForm<SendFormValues>({
    initialValues: EMPTY_FORM,
    validate: (values) => Object.fromEntries(Object.entries(validateSendForm(values)).map(([k, key]) => [k, t(key!)])),
  });
  const send = useSendNotification();
  const sendValues = (values: SendFormValues) =>
    send.mutateAsync(values).then(
      (data) => {
        notifications.show({
          color: 'green',
          message: values.target === 'self' ? t('notifications.toasts.testSent') : t('notifications.toasts.sent', { count: data.recipientCount }),
        });
        form.setValues({ ...values, title: '', message: '', actionUrl: '', actionText: '' });
        form.resetDirty();
      },
      (err: unknown) => {
        applyApiErrors(form, err);
        notifications.show({ color: 'red', title: t('notifications.toasts.sendFailed'), message: errorMessageOf(err, t('notifications.toasts.tryAgain')) });
      },
    );
  const submit = form.onSubmit((values) => {
    if (values.target === 'all') setConfirmAll(true);
    else void sendValues(values);
  });
  const target = form.values.target;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="send-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="send-heading">
            {t('notifications.form.heading')}
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="target-label">
              {t('notifications.form.target')}
            </Text>
            <SegmentedControl
              aria-labelledby="target-label"
              {...form.getInputProps('target')}
              data={ADMIN_TARGETS.map((value) => ({ value, label: t(`notifications.form.targets.${value}`) }))}
              fullWidth
            />
          </Stack>
          {target === 'user' && <RecipientPicker value={form.values.userId} onChange={(id) => form.setFieldValue('userId', id)} error={form.errors.userId} />}
          {target === 'all' && (
            <Text size="sm" c="orange">
              {t('notifications.form.allHint')}
            </Text>
          )}
          {target === 'self' && (
            <Text size="sm" c="dimmed">
              {t('notifications.form.selfHint')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('notifications.form.type')}
              allowDeselect={false}
              data={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`notifications:types.${value}`) }))}
              {...form.getInputProps('type')}
            />
            <Select
              label={t('notifications.form.category')}
              allowDeselect={false}
              data={NOTIFICATION_CATEGORIES.map((value) => ({ value, label: t(`notifications:categories.${value}`) }))}
              {...form.getInputProps('category')}
            />
          </SimpleGrid>
          <TextInput label={t('notifications.form.title')} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
          <Textarea
            label={t('notifications.form.message')}
            required
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MESSAGE_MAX}
            description={t('notifications.form.counter', { count: form.values.message.length, max: MESSAGE_MAX })}
            {...form.getInputProps('message')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('notifications.form.actionUrl')} description={t('notifications.form.actionUrlHint')} {...form.getInputProps('actionUrl')} />
            <TextInput
              label={t('notifications.form.actionText')}
              description={t('notifications.form.actionTextHint')}
              maxLength={ACTION_TEXT_MAX}
              {...form.getInputProps('actionText')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              color={target === 'all' ? 'orange' : undefined}
              leftSection={target === 'self' ? <IconTestPipe size={16} /> : target === 'all' ? <IconSpeakerphone size={16} /> : <IconSend size={16} />}
            >
              {t(`notifications.form.submit.${target}`)}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirmAll}
        onClose={() => setConfirmAll(false)}
        title={t('notifications.confirmAll.title')}
        description={t('notifications.confirmAll.description', { title: form.values.title.trim() })}
        confirmLabel={t('notifications.confirmAll.confirm')}
        cancelLabel={t('notifications.confirmAll.cancel')}
        color="orange"
        loading={send.isPending}
        onConfirm={async () => {
          await sendValues(form.values);
          setConfirmAll(false);
        }}
      />
    </Card>
  );
}
