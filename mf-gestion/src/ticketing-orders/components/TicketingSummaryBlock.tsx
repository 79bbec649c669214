import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Progress, Table } from '@festival/ui/later';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { Figure } from '../../shared/Figure';
import type { TicketingSummary } from '../ticketingOrdersApi';
import { usedPercent } from '../ticketingOrdersRules';

/** Each quota: its title, a bar of how full it is, used of quantity and what remains. */
export function QuotaBars({ quotas }: { quotas: TicketingSummary['quotas'] }) {
  const { t } = useTranslation('ticketing');
  return (
    <Stack gap="xs">
      {quotas.map((q) => (
        <Stack key={q.quotaId} gap={2} data-testid="quota-usage">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {q.title}
            </Text>
            <Text size="sm" c={q.remaining === 0 ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
              {t('summary.quotaUsed', { used: q.used, quantity: q.quantity, remaining: q.remaining })}
            </Text>
          </Group>
          <Progress value={usedPercent(q)} color={q.remaining === 0 ? 'red' : usedPercent(q) >= 90 ? 'orange' : 'blue'} aria-label={t('summary.quotaBar', { title: q.title })} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The counts of the edition's tickets: totals, then per tier (sold, valid, cancelled, validated at the gate, amount), and the quotas. */
export function TicketingSummaryBlock({ summary }: { summary: TicketingSummary }) {
  const { t, i18n } = useTranslation('ticketing');
  const money = (cents: number) => formatCurrency(cents, i18n.language);
  const { totals } = summary;
  return (
    <Card withBorder component="section" aria-labelledby="ticketing-summary-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="ticketing-summary-title">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Figure label={t('summary.orders')} value={totals.orders} />
          <Figure label={t('summary.valid')} value={totals.valid} />
          <Figure label={t('summary.validated')} value={totals.validated} />
          <Figure label={t('summary.cancelled')} value={totals.cancelled} />
          <Figure label={t('summary.amount')} value={money(totals.amount)} />
        </SimpleGrid>
        {summary.tiers.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('summary.tier')}</Table.Th>
                  <Table.Th ta="right">{t('summary.sold')}</Table.Th>
                  <Table.Th ta="right">{t('summary.valid')}</Table.Th>
                  <Table.Th ta="right">{t('summary.cancelled')}</Table.Th>
                  <Table.Th ta="right">{t('summary.validated')}</Table.Th>
                  <Table.Th ta="right">{t('summary.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.tiers.map((row) => (
                  <Table.Tr key={row.tierId ?? 'none'} data-testid="tier-summary">
                    <Table.Td>
                      <Text size="sm" c={row.isActive ? undefined : 'dimmed'}>
                        {row.name ?? t('summary.otherLines')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.sold}</Table.Td>
                    <Table.Td ta="right">{row.valid}</Table.Td>
                    <Table.Td ta="right">{row.cancelled}</Table.Td>
                    <Table.Td ta="right">{row.validated}</Table.Td>
                    <Table.Td ta="right">{money(row.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {summary.quotas.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('summary.quotas')}
            </Title>
            <QuotaBars quotas={summary.quotas} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
