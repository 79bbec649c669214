import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import type { ArtistSpace } from '../artistSpaceApi';
import { moneyState, type MoneyState } from '../artistSpaceRules';

const STATE_COLOR: Record<MoneyState, string> = { none: 'gray', due: 'yellow', paid: 'green' };

/** A label and its value, one line of a section. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Group>
  );
}

/** The money of the artist's record, read-only: fee, reimbursement, invoice and expense claim. */
export function MoneyDetails({ space }: { space: ArtistSpace }) {
  const { t, i18n } = useTranslation('artists');
  const money = (cents: number | null | undefined) => (cents == null ? t('space.money.notSet') : formatCurrency(cents, i18n.language, space.edition.currency));
  const state = (amount: number | null | undefined, paid: boolean) => {
    const s = moneyState(amount, paid);
    return s === 'none' ? null : (
      // Filled, the text in black or white by the colour: the light variant's yellow text on pale yellow is unreadable (1.8:1).
      <Badge color={STATE_COLOR[s]} variant="filled" autoContrast ml="xs">
        {t(`space.money.${s}`)}
      </Badge>
    );
  };
  const yesNo = (requested: boolean, provided: boolean) => (requested || provided ? t(provided ? 'space.money.received' : 'space.money.asked') : t('space.money.notAsked'));
  return (
    <Stack gap="xs" data-testid="artist-money">
      <Line label={t('space.money.fee')}>
        <Text size="sm" span fw={600}>
          {money(space.payment)}
        </Text>
        {state(space.payment, space.paymentPaid)}
      </Line>
      <Line label={t('space.money.reimbursementMax')}>
        <Text size="sm">{money(space.reimbursementMax)}</Text>
      </Line>
      <Line label={t('space.money.reimbursementActual')}>
        <Text size="sm" span>
          {money(space.reimbursementActual)}
        </Text>
        {state(space.reimbursementActual, space.reimbursementActualPaid)}
      </Line>
      <Line label={t('space.money.invoice')}>
        <Text size="sm">{yesNo(space.invoiceRequested, space.invoiceProvided)}</Text>
      </Line>
      <Line label={t('space.money.expenseClaim')}>
        <Text size="sm">{yesNo(space.feeRequested, space.feeProvided)}</Text>
      </Line>
    </Stack>
  );
}

/** The pickup on arrival and the drop-off on departure, read-only: whether planned, where, who. */
export function TravelDetails({ space }: { space: ArtistSpace }) {
  const { t } = useTranslation('artists');
  const trip = (kind: 'pickup' | 'dropoff', required: boolean, location: string | null, who: string | null) => (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t(`space.travel.${kind}`)}
      </Text>
      {required ? (
        <>
          <Line label={t('space.travel.place')}>
            <Text size="sm">{location || t('space.travel.placeUnknown')}</Text>
          </Line>
          <Line label={t('space.travel.responsible')}>
            <Text size="sm">{who || t('space.travel.responsibleUnknown')}</Text>
          </Line>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('space.travel.none')}
        </Text>
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="artist-travel">
      {trip('pickup', space.pickupRequired, space.pickupLocation, space.pickupResponsibleName)}
      {trip('dropoff', space.dropoffRequired, space.dropoffLocation, space.dropoffResponsibleName)}
    </SimpleGrid>
  );
}
