import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Textarea } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@festival/i18n';
import { errorMessageOf } from '@festival/ui';
import { useUpdateFeedback, type Feedback } from '../feedbackApi';

/** One feedback opened: who sent it, from where, the administrator's notes, resolve or reopen. */
export function FeedbackDetails({ item }: { item: Feedback }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateFeedback();
  const onError = (err: unknown) => notifications.show({ color: 'red', message: errorMessageOf(err, t('feedback.updateFailed')) });
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  useEffect(() => setNotes(item.adminNotes ?? ''), [item.adminNotes]);
  const from = item.user
    ? `${item.user.pseudo} <${item.user.email}>`
    : [item.name, item.email ? `<${item.email}>` : null].filter(Boolean).join(' ') || t('feedback.anonymous');
  return (
    <Stack gap="sm">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.from')}:{' '}
          </Text>
          {from}
          {item.user && (
            <Badge ml={6} size="xs" variant="light">
              {t('feedback.registeredUser')}
            </Badge>
          )}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.date')}:{' '}
          </Text>
          {formatDateTime(item.createdAt, i18n.language)}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          <Text span fw={600}>
            {t('feedback.url')}:{' '}
          </Text>
          {item.url ? (
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
              {item.url}
            </Anchor>
          ) : (
            '—'
          )}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('feedback.userAgent')}:{' '}
          </Text>
          <Code>{item.userAgent ?? '—'}</Code>
        </Text>
      </SimpleGrid>
      <Textarea
        label={t('feedback.adminNotes')}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Group justify="space-between">
        <Button
          variant="light"
          color={item.resolved ? 'gray' : 'green'}
          leftSection={item.resolved ? <IconRotate size={16} /> : <IconCheck size={16} />}
          loading={update.isPending && update.variables?.body.resolved !== undefined}
          onClick={() =>
            update.mutate(
              { id: item.id, body: { resolved: !item.resolved } },
              { onSuccess: () => notifications.show({ color: 'green', message: item.resolved ? t('feedback.markedUnresolved') : t('feedback.markedResolved') }), onError },
            )
          }
        >
          {item.resolved ? t('feedback.markUnresolved') : t('feedback.markResolved')}
        </Button>
        <Button
          disabled={notes === (item.adminNotes ?? '')}
          loading={update.isPending && update.variables?.body.adminNotes !== undefined}
          onClick={() =>
            update.mutate(
              { id: item.id, body: { adminNotes: notes.trim() ? notes : null } },
              { onSuccess: () => notifications.show({ color: 'green', message: t('feedback.notesSaved') }), onError },
            )
          }
        >
          {t('feedback.saveNotes')}
        </Button>
      </Group>
    </Stack>
  );
}
