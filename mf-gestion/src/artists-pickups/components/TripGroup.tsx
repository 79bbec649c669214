import { Stack, Title } from '@mantine/core';
import type { ArtistTrip } from '../pickupsApi';
import { TripItem } from './TripItem';

/** A day (or the trips without a date yet): its title and its trips in time order. */
export function TripGroup({ id, title, trips, timeZone }: { id: string; title: string; trips: readonly ArtistTrip[]; timeZone: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} style={{ breakAfter: 'avoid' }}>
        {title}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {trips.map((trip) => (
          <TripItem key={`${trip.artistId}-${trip.kind}`} trip={trip} timeZone={timeZone} />
        ))}
      </Stack>
    </Stack>
  );
}
