import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPage, ErrorState, errorMessageOf, errorStatus, hrefOf, LoadingState, usePageMeta } from '@festival/ui';
import { editionEntry } from '../edition/entry';
import { volunteerMessageConfirmEntry } from './entry';
import { useConfirmMessage, useMyMessage, type MyMessage } from './volunteerMessageApi';
import { confirmState, formatMoment, parseId } from './volunteerMessageRules';

function Message({ editionId, message }: { editionId: number; message: MyMessage }) {
  const { t, i18n } = useTranslation('volunteers');
  const confirm = useConfirmMessage(editionId, message.id);
  // Confirmed by this visit (a thank-you) or before (when it was).
  const [justConfirmed, setJustConfirmed] = useState(false);
  const state = confirmState(message.confirmedAt);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby="volunteer-message-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="volunteer-message-title" style={{ overflowWrap: 'anywhere' }}>
            {message.title}
          </Title>
          <Text size="sm" c="dimmed">
            {message.senderPseudo
              ? t('messages.confirm.sentBy', { sender: message.senderPseudo, date: formatMoment(message.sentAt, i18n.language) })
              : t('messages.confirm.sentOn', { date: formatMoment(message.sentAt, i18n.language) })}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        {state === 'toConfirm' ? (
          <Stack gap="xs">
            {confirm.isError && (
              <Alert color="red" role="alert">
                {errorMessageOf(confirm.error, t('messages.confirm.failed'))}
              </Alert>
            )}
            <Group>
              <Button size="md" leftSection={<IconCircleCheck size={18} />} loading={confirm.isPending} onClick={() => confirm.mutate(undefined, { onSuccess: () => setJustConfirmed(true) })}>
                {t('messages.confirm.button')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" title={justConfirmed ? t('messages.confirm.thanks') : t('messages.confirm.alreadyTitle')}>
            {t('messages.confirm.confirmedOn', { date: formatMoment(message.confirmedAt!, i18n.language) })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** A group message of the organisers: read it, confirm in one click; a stranger to it gets the 404 page. */
export default function VolunteerMessagePage() {
  const { t } = useTranslation('volunteers');
  const { t: tp } = useTranslation('public');
  usePageMeta(tp(volunteerMessageConfirmEntry.title));
  const params = useParams();
  const editionId = parseId(params.id);
  const groupId = parseId(params.groupId);
  const query = useMyMessage(editionId ?? 0, groupId ?? 0);
  if (editionId === null || groupId === null) return <ErrorPage status={404} />;
  const status = errorStatus(query.error);
  if (query.isError && (status === 404 || status === 403)) return <ErrorPage status={404} />;
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <IconMailCheck size={28} aria-hidden />
          <Title order={1} size="h2">
            {t('messages.confirm.heading')}
          </Title>
        </Group>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError || !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Message editionId={editionId} message={query.data} />
        )}
        <Group>
          <Button component={Link} to={hrefOf(editionEntry, { id: editionId })} variant="subtle">
            {t('messages.confirm.toEdition')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
