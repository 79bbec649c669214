import { Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { ColorSwatch, Progress } from '@festival/ui/later';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '@festival/ui';
import type { MessageGroup } from '../messagesApi';
import { confirmedPercent, formatMoment, MESSAGES_PAGE_SIZE } from '../messagesRules';

/** Whom a message went to: everyone, or its teams with their colours. */
export function TargetBadges({ group }: { group: MessageGroup }) {
  const { t } = useTranslation('volunteers');
  if (group.target === 'ALL') return <Badge variant="light">{t('messages.list.toAll')}</Badge>;
  return (
    <Group gap={4}>
      {group.teams.map((team) => (
        <Badge key={team.id} variant="outline" color="gray" leftSection={<ColorSwatch color={team.color} size={10} aria-hidden />}>
          {team.name}
        </Badge>
      ))}
    </Group>
  );
}

/** How many of the recipients confirmed, as a bar and in words. */
export function ConfirmationProgress({ group }: { group: Pick<MessageGroup, 'confirmedCount' | 'recipientCount'> }) {
  const { t } = useTranslation('volunteers');
  const percent = confirmedPercent(group);
  const label = t('messages.list.confirmed', { confirmed: group.confirmedCount, total: group.recipientCount });
  return (
    <Stack gap={4}>
      <Progress value={percent} color={percent === 100 ? 'green' : 'blue'} aria-label={label} size="md" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The messages sent, newest first, a page at a time; each opens its recipients. */
export function SentMessages({
  items,
  total,
  page,
  onPage,
  onOpen,
}: {
  items: MessageGroup[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  onOpen: (groupId: number) => void;
}) {
  const { t, i18n } = useTranslation('volunteers');
  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-messages-title">
      <Title order={2} size="h4" id="sent-messages-title">
        {t('messages.list.title', { count: total })}
      </Title>
      {items.length === 0 ? (
        <EmptyCard icon={<IconMessages size={28} />} title={t('messages.list.emptyTitle')} description={t('messages.list.emptyText')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((group) => (
            <Card key={group.id} withBorder radius="md" padding="md" component="li">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {group.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('messages.list.sentBy', { sender: group.sender?.pseudo ?? t('messages.list.deletedSender'), date: formatMoment(group.sentAt, i18n.language) })}
                    </Text>
                  </Stack>
                  <TargetBadges group={group} />
                </Group>
                <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {group.message}
                </Text>
                <ConfirmationProgress group={group} />
                <Group justify="flex-end">
                  <Button variant="light" size="xs" onClick={() => onOpen(group.id)} aria-label={t('messages.list.openLabel', { title: group.title })}>
                    {t('messages.list.open')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {total > MESSAGES_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / MESSAGES_PAGE_SIZE)}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`messages.list.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
