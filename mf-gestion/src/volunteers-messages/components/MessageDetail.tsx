import { Button, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@festival/ui';
import { Drawer } from '@festival/ui/later';
import { QueryGate } from '../../shared/QueryGate';
import { useMessageDetail, useRemindMessage, type MessageGroupDetail, type MessageRecipient } from '../messagesApi';
import { formatMoment, recipientName, remindBlock, splitByConfirmation } from '../messagesRules';
import { ConfirmationProgress, TargetBadges } from './SentMessages';

/** The present, again every 30 s: the Remind button turns on by itself once ten minutes have passed. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Recipients({ title, people, icon, lng }: { title: string; people: MessageRecipient[]; icon: ReactNode; lng: string }) {
  const { t } = useTranslation('volunteers');
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.detail.nobody')}
        </Text>
      ) : (
        <List spacing={4} size="sm" icon={icon} center>
          {people.map((r) => (
            <List.Item key={r.userId}>
              <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                {recipientName(r)}
              </Text>
              {r.confirmedAt && (
                <Text size="xs" c="dimmed" span>
                  {' · '}
                  {formatMoment(r.confirmedAt, lng)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function RemindButton({ editionId, group }: { editionId: number; group: MessageGroupDetail }) {
  const { t } = useTranslation('volunteers');
  const remind = useRemindMessage(editionId, group.id);
  const block = remindBlock(group, useNow());
  const waiting = group.recipientCount - group.confirmedCount;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconBellRinging size={16} />}
        // A long label wraps on a phone instead of leaving the screen.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal' } }}
        disabled={block !== null}
        loading={remind.isPending}
        aria-describedby={block ? 'remind-blocked-reason' : undefined}
        onClick={() =>
          remind.mutate(undefined, {
            onSuccess: (r) => notifications.show({ color: 'green', message: t('messages.detail.remindedToast', { count: r.remindedCount }) }),
            onError: (err) => notifications.show({ color: 'red', message: errorMessageOf(err, t('messages.detail.remindFailed')) }),
          })
        }
      >
        {t('messages.detail.remind', { count: waiting })}
      </Button>
      {block && (
        <Text id="remind-blocked-reason" size="xs" c="dimmed">
          {block.reason === 'allConfirmed' ? t('messages.detail.allConfirmed') : t('messages.detail.tooSoon', { count: block.minutes })}
        </Text>
      )}
    </Stack>
  );
}

function Detail({ editionId, group }: { editionId: number; group: MessageGroupDetail }) {
  const { t, i18n } = useTranslation('volunteers');
  const { waiting, confirmed } = splitByConfirmation(group.recipients);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('messages.list.sentBy', { sender: group.sender?.pseudo ?? t('messages.list.deletedSender'), date: formatMoment(group.sentAt, i18n.language) })}
        </Text>
        <TargetBadges group={group} />
      </Stack>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{group.message}</Text>
      <ConfirmationProgress group={group} />
      {group.remindedAt && (
        <Text size="xs" c="dimmed">
          {t('messages.detail.remindedAt', { date: formatMoment(group.remindedAt, i18n.language) })}
        </Text>
      )}
      <RemindButton editionId={editionId} group={group} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <Recipients title={t('messages.detail.waiting', { count: waiting.length })} people={waiting} icon={<IconClock size={14} aria-hidden />} lng={i18n.language} />
        <Recipients title={t('messages.detail.confirmed', { count: confirmed.length })} people={confirmed} icon={<IconCircleCheck size={14} color="green" aria-hidden />} lng={i18n.language} />
      </SimpleGrid>
    </Stack>
  );
}

/** One message: its text, who confirmed and who did not, and the reminder. */
export function MessageDetail({ editionId, groupId, onClose }: { editionId: number; groupId: number | null; onClose: () => void }) {
  const { t } = useTranslation('volunteers');
  const query = useMessageDetail(editionId, groupId);
  // A phone gets the whole width (a drawer wider than the screen would cut its lists).
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={groupId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={<span style={{ overflowWrap: 'anywhere' }}>{query.data?.title ?? t('messages.detail.title')}</span>}
      closeButtonProps={{ 'aria-label': t('messages.detail.close') }}
    >
      {groupId !== null && <QueryGate queries={[query]}>{() => <Detail editionId={editionId} group={query.data!} />}</QueryGate>}
    </Drawer>
  );
}
