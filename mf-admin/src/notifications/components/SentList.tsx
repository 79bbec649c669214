import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Table } from '@festival/ui/later';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@festival/i18n';
import { DataLoader, EmptyCard } from '@festival/ui';
import { SENT_PAGE_SIZE } from '../adminNotificationsRules';
import { useSentNotifications, type SentNotification } from '../adminNotificationsApi';

const TYPE_COLORS: Record<string, string> = { SUCCESS: 'green', WARNING: 'yellow', ERROR: 'red', INFO: 'blue' };

/** What administrators sent, newest first, by pages. */
export function SentList() {
  const { t, i18n } = useTranslation(['admin', 'notifications']);
  const [page, setPage] = useState(1);
  const query = useSentNotifications(page);
  const n = (v: number) => formatNumber(v, i18n.language);
  const recipientsOf = (item: SentNotification) => {
    if (item.target === 'all') return t('notifications.sent.toAll', { count: item.recipientCount, formatted: n(item.recipientCount) });
    if (item.target === 'self') return t('notifications.sent.toSelf');
    return item.recipient?.pseudo ?? t('notifications.sent.deletedUser');
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="sent-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="sent-heading">
          {t('notifications.sent.heading')}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {t('notifications.sent.count', { count: query.data.total, formatted: n(query.data.total) })}
          </Text>
        )}
      </Group>
      <DataLoader
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyCard icon={<IconSend size={28} />} title={t('notifications.sent.emptyTitle')} description={t('notifications.sent.emptyText')} />}
      >
        {(data) => (
          <Stack>
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="sm" aria-labelledby="sent-heading">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notifications.sent.columns.date')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.notification')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.recipients')}</Table.Th>
                    <Table.Th>{t('notifications.sent.columns.sender')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm">{formatDateTime(item.createdAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          <Group gap={6}>
                            <Badge size="xs" variant="light" color={TYPE_COLORS[item.type] ?? 'blue'}>
                              {t(`notifications:types.${item.type}`)}
                            </Badge>
                            <Badge size="xs" variant="outline" color="gray">
                              {t(`notifications:categories.${item.category}`, { defaultValue: item.category })}
                            </Badge>
                          </Group>
                          <Text size="sm" fw={600}>
                            {item.title}
                          </Text>
                          <Text size="sm" c="dimmed" lineClamp={2}>
                            {item.message}
                          </Text>
                          {item.actionUrl && (
                            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                              {item.actionUrl}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{recipientsOf(item)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.sender?.pseudo ?? t('notifications.sent.deletedUser')}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.total > SENT_PAGE_SIZE && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(data.total / SENT_PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`feedback.pagination.${control}`) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataLoader>
    </Stack>
  );
}
