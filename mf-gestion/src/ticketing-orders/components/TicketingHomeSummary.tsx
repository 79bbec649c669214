import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefOf } from '@festival/ui';
import { ticketingOrdersEntry } from '../entry';
import { useTicketingSummary } from '../ticketingOrdersApi';
import { QuotaBars } from './TicketingSummaryBlock';

/**
 * The tickets on the edition's management home (for those who manage ticketing): valid and
 * validated per tier, and the quotas' bars; nothing while loading, on error, or without tiers.
 */
export default function TicketingHomeSummary({ editionId }: { editionId: number }) {
  const { t } = useTranslation('ticketing');
  const summary = useTicketingSummary(editionId);
  const tiers = summary.data?.tiers.filter((row) => row.tierId !== null) ?? [];
  if (!summary.data || tiers.length === 0) return null;
  const { totals } = summary.data;
  return (
    <Card withBorder component="section" aria-labelledby="ticketing-home-title" data-testid="ticketing-home-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="ticketing-home-title">
            {t('summary.homeTitle')}
          </Title>
          <Anchor component={Link} to={hrefOf(ticketingOrdersEntry, { id: editionId })} size="sm">
            {t('summary.openOrders')}
          </Anchor>
        </Group>
        <Text size="sm">{t('summary.homeTotals', { valid: totals.valid, validated: totals.validated, orders: totals.orders })}</Text>
        <Stack gap={4}>
          {tiers.map((row) => (
            <Group key={row.tierId} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c={row.isActive ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('summary.tierLine', { valid: row.valid, validated: row.validated })}
              </Text>
            </Group>
          ))}
        </Stack>
        {summary.data.quotas.length > 0 && <QuotaBars quotas={summary.data.quotas} />}
      </Stack>
    </Card>
  );
}
