/** Every query of the pickups page: the edition's pickups and drop-offs by day (read only: the artist records change them). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

export type ArtistPickups = Schemas['ArtistPickupsDto'];
export type ArtistTrip = Schemas['ArtistTripDto'];
export type PickupResponsible = Schemas['PickupResponsibleDto'];

export const pickupKeys = {
  /** Under the edition's artists: a change of an artist record refreshes the list. */
  all: (editionId: number) => ['editions', editionId, 'artists', 'pickups'] as const,
  list: (editionId: number, mine: boolean) => ['editions', editionId, 'artists', 'pickups', { mine }] as const,
};

/** The required trips by day (or only those the caller drives), undated ones apart. */
export function useArtistPickups(editionId: number, mine: boolean) {
  return useQuery({
    queryKey: pickupKeys.list(editionId, mine),
    queryFn: async () => (await api.GET('/api/editions/{id}/artist-pickups', { params: { path: { id: editionId }, query: mine ? { mine: 'true' } : {} } })).data!,
    placeholderData: keepPreviousData,
  });
}
