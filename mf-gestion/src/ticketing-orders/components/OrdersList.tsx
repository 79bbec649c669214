import { Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Table } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { openableRow } from '../../shared/opensOnKey';
import type { OrderItem } from '../ticketingOrdersApi';
import { paysAtGate, personName, statusColor } from '../ticketingOrdersRules';

function useLabels() {
  const { t, i18n } = useTranslation('ticketing');
  return {
    t,
    date: (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    money: (cents: number) => formatCurrency(cents, i18n.language),
    payer: (o: OrderItem) => personName(o.payerFirstName, o.payerLastName) || o.payerEmail || t('orders.noName'),
    number: (o: OrderItem) => (o.externalId ? t('orders.numberWithExternal', { id: o.id, externalId: o.externalId }) : t('orders.number', { id: o.id })),
    others: (o: OrderItem) => o.attendees.filter((a) => a !== personName(o.payerFirstName, o.payerLastName)),
  };
}

function StatusBadges({ order }: { order: OrderItem }) {
  const { t } = useTranslation('ticketing');
  return (
    <Group gap={4}>
      <Badge color={statusColor(order.status)} variant="light">
        {t(`orders.status.${order.status}`)}
      </Badge>
      {order.source === 'ONSITE' && (
        <Badge color="grape" variant="outline">
          {t('orders.onSite')}
        </Badge>
      )}
      {paysAtGate(order) && (
        <Badge color="orange" variant="light">
          {t('orders.unpaidAtGate')}
        </Badge>
      )}
    </Group>
  );
}

/** The orders of a page: a table on wide screens, cards on a phone; each opens its detail (click, Enter or Space). */
export function OrdersList({ items, onOpen }: { items: OrderItem[]; onOpen: (id: number) => void }) {
  const l = useLabels();
  const { t } = l;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.columns.order')}</Table.Th>
                <Table.Th>{t('orders.columns.payer')}</Table.Th>
                <Table.Th>{t('orders.columns.tickets')}</Table.Th>
                <Table.Th>{t('orders.columns.validated')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.amount')}</Table.Th>
                <Table.Th>{t('orders.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((o) => (
                <Table.Tr
                  key={o.id}
                  {...openableRow(() => onOpen(o.id), t('orders.openLabel', { name: l.payer(o), id: o.id }))}
                  data-testid="order-row"
                >
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {l.number(o)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {l.date(o.orderDate)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {l.payer(o)}
                    </Text>
                    {o.payerEmail && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {o.payerEmail}
                      </Text>
                    )}
                    {l.others(o).length > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('orders.alsoFor', { names: l.others(o).join(', ') })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t('orders.ticketCount', { count: o.itemCount, valid: o.validCount })}</Text>
                    <Text size="xs" c="dimmed">
                      {o.tiers.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{`${o.validatedCount}/${o.validCount}`}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{l.money(o.amount)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadges order={o} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="xs" hiddenFrom="sm">
        {items.map((o) => (
          <UnstyledButton key={o.id} onClick={() => onOpen(o.id)} aria-label={t('orders.openLabel', { name: l.payer(o), id: o.id })} data-testid="order-card">
            <Card withBorder padding="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {l.payer(o)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {l.money(o.amount)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {l.number(o)} · {l.date(o.orderDate)}
                </Text>
                <Text size="sm">
                  {t('orders.ticketCount', { count: o.itemCount, valid: o.validCount })} · {t('orders.validatedCount', { validated: o.validatedCount, count: o.validCount })}
                </Text>
                {o.tiers.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {o.tiers.join(', ')}
                  </Text>
                )}
                <StatusBadges order={o} />
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </Stack>
    </>
  );
}
