import { Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Table } from '@festival/ui/later';
import { IconBed, IconCar, IconCheck, IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { formatInZone } from '@festival/i18n/zoned';
import { openableRow } from '../../shared/opensOnKey';
import type { ArtistItem } from '../artistsApi';
import { paymentStateColor, personName } from '../artistsRules';

function useLabels(currency: string, timeZone: string) {
  const { t, i18n } = useTranslation('artists');
  return {
    t,
    date: (iso: string | null) => (iso ? formatInZone(iso, i18n.language, timeZone, { dateStyle: 'short', timeStyle: 'short' }) : '—'),
    money: (cents: number) => formatCurrency(cents, i18n.language, currency),
    /** Who they are besides their name: the account's pseudo and e-mail, or the address invited. */
    who: (a: ArtistItem) => (a.user ? [a.stageName ? a.user.pseudo : null, a.user.email].filter(Boolean).join(' · ') : (a.invitedEmail ?? '')),
  };
}

function Badges({ artist }: { artist: ArtistItem }) {
  const { t } = useTranslation('artists');
  return (
    <Group gap={4}>
      {artist.invitationPending && (
        <Badge color="grape" variant="light">
          {t('records.invitationPending')}
        </Badge>
      )}
      {artist.entryValidated && (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
          {t('records.arrived')}
        </Badge>
      )}
    </Group>
  );
}

function Travel({ artist }: { artist: ArtistItem }) {
  const { t } = useTranslation('artists');
  if (!artist.pickupRequired && !artist.dropoffRequired) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {artist.pickupRequired && (
        <Group gap={4} wrap="nowrap">
          <IconCar size={14} aria-hidden />
          <Text size="xs">
            {t('records.list.pickup', { who: personName(artist.pickupResponsible) || t('records.list.nobody') })}
          </Text>
        </Group>
      )}
      {artist.dropoffRequired && (
        <Group gap={4} wrap="nowrap">
          <IconPlaneDeparture size={14} aria-hidden />
          <Text size="xs">
            {t('records.list.dropoff', { who: personName(artist.dropoffResponsible) || t('records.list.nobody') })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function Money({ artist, money }: { artist: ArtistItem; money: (cents: number) => string }) {
  const { t } = useTranslation('artists');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={paymentStateColor(artist.paymentState)} variant="light">
        {t(`records.paymentState.${artist.paymentState}`)}
      </Badge>
      {artist.stillToPay > 0 && (
        <Text size="xs" c="dimmed">
          {t('records.list.stillToPay', { amount: money(artist.stillToPay) })}
        </Text>
      )}
    </Stack>
  );
}

/** The artists of a page: a table on wide screens, cards on a phone; each opens its record (click, Enter or Space). */
export function ArtistsList({ items, currency, timeZone, onOpen }: { items: ArtistItem[]; currency: string; timeZone: string; onOpen: (id: number) => void }) {
  const l = useLabels(currency, timeZone);
  const { t } = l;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('records.columns.name')}</Table.Th>
                <Table.Th>{t('records.columns.stay')}</Table.Th>
                <Table.Th>{t('records.columns.travel')}</Table.Th>
                <Table.Th>{t('records.columns.accommodation')}</Table.Th>
                <Table.Th>{t('records.columns.money')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((a) => (
                <Table.Tr
                  key={a.id}
                  {...openableRow(() => onOpen(a.id), t('records.openLabel', { name: a.name }))}
                  data-testid="artist-row"
                >
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {a.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {l.who(a)}
                    </Text>
                    <Badges artist={a} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{t('records.list.arrival', { date: l.date(a.arrivalDateTime) })}</Text>
                    <Text size="xs">{t('records.list.departure', { date: l.date(a.departureDateTime) })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Travel artist={a} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.accommodationAutonomous ? t('records.list.autonomous') : t('records.list.needsAccommodation')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Money artist={a} money={l.money} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="xs" hiddenFrom="sm">
        {items.map((a) => (
          <UnstyledButton key={a.id} onClick={() => onOpen(a.id)} aria-label={t('records.openLabel', { name: a.name })} data-testid="artist-card">
            <Card withBorder padding="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Text>
                  <Money artist={a} money={l.money} />
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {l.who(a)}
                </Text>
                <Text size="xs">
                  {t('records.list.arrival', { date: l.date(a.arrivalDateTime) })} · {t('records.list.departure', { date: l.date(a.departureDateTime) })}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Travel artist={a} />
                  {!a.accommodationAutonomous && (
                    <Group gap={4} wrap="nowrap">
                      <IconBed size={14} aria-hidden />
                      <Text size="xs">{t('records.list.needsAccommodation')}</Text>
                    </Group>
                  )}
                </Group>
                <Badges artist={a} />
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </Stack>
    </>
  );
}
