import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { Figure } from '../../shared/Figure';
import type { ArtistList } from '../artistsApi';

/** How many of the edition's artists (arrived, to fetch, to house, to pay, invited) and the money across all of them, in the edition's currency. */
export function ArtistsSummary({ counts, totals, currency }: { counts: ArtistList['counts']; totals: ArtistList['totals']; currency: string }) {
  const { t, i18n } = useTranslation('artists');
  const money = (cents: number) => formatCurrency(cents, i18n.language, currency);
  return (
    <Card withBorder component="section" aria-labelledby="artists-summary-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="artists-summary-title">
          {t('records.summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure testId="count-all" label={t('records.summary.all')} value={counts.all} />
          <Figure testId="count-arrived" label={t('records.summary.arrived')} value={counts.arrived} />
          <Figure testId="count-pickups" label={t('records.summary.pickups')} value={counts.pickups} />
          <Figure testId="count-accommodation" label={t('records.summary.accommodation')} value={counts.accommodation} />
          <Figure testId="count-unpaid" label={t('records.summary.unpaid')} value={counts.unpaid} />
          <Figure testId="count-invitations" label={t('records.summary.invitations')} value={counts.invitations} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Figure testId="total-fees" label={t('records.summary.fees')} value={money(totals.fees)} />
          <Figure testId="total-fees-paid" label={t('records.summary.feesPaid')} value={money(totals.feesPaid)} />
          <Figure testId="total-reimbursements" label={t('records.summary.reimbursementsActual', { max: money(totals.reimbursementsMax) })} value={money(totals.reimbursementsActual)} />
          <Figure testId="total-reimbursed" label={t('records.summary.reimbursed')} value={money(totals.reimbursed)} />
          <Figure testId="total-still-to-pay" label={t('records.summary.stillToPay')} value={money(totals.stillToPay)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
