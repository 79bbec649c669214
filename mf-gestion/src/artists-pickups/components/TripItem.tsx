import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone, IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ArtistTrip } from '../pickupsApi';
import { personName, telHref, timeOf } from '../pickupsRules';

/** One pickup or drop-off: when, who, where, the artist's phone, and who drives (a trip nobody drives yet stands out). */
export function TripItem({ trip, timeZone }: { trip: ArtistTrip; timeZone: string }) {
  const { t, i18n } = useTranslation('artists');
  const unassigned = trip.responsible === null;
  const kind = trip.kind === 'PICKUP' ? t('pickups.kind.pickup') : t('pickups.kind.dropoff');
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      data-unassigned={unassigned || undefined}
      // The thicker left border takes its width from the padding: the times of every trip stay in one column.
      style={{ breakInside: 'avoid', ...(unassigned ? { borderColor: 'var(--mantine-color-red-6)', borderLeftWidth: 5, paddingLeft: 'calc(var(--card-padding) - 4px)' } : {}) }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {/* One width for every time, so that the trips' details line up ("7:47 AM", "10:15 AM"). */}
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flex: '0 0 5.5rem' }}>
          {trip.at ? timeOf(trip.at, timeZone, i18n.language) : '—'}
        </Text>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={trip.kind === 'PICKUP' ? 'blue' : 'grape'}>
              {kind}
            </Badge>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {trip.artistName}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c={trip.location ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {trip.location || t('pickups.noLocation')}
            </Text>
          </Group>
          {trip.phone && (
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor href={telHref(trip.phone)} size="sm" aria-label={t('pickups.callArtist', { name: trip.artistName, phone: trip.phone })}>
                {trip.phone}
              </Anchor>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconSteeringWheel size={16} aria-hidden style={{ flexShrink: 0 }} />
            {unassigned ? (
              // Dark red for white text (red.6 is 3.3:1); the label wraps rather than being cut on a phone.
              <Badge color="red.9" variant="filled" h="auto" maw="100%" styles={{ label: { whiteSpace: 'normal' } }}>
                {t('pickups.nobodyYet')}
              </Badge>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('pickups.driver', { name: personName(trip.responsible!) })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
