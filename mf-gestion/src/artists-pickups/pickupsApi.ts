/** Every query of the pickups page: the edition's pickups and drop-offs by day (read only: the artist records change them). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { artistKeys } from '../shared/gestionApi';

export type ArtistPickups = Schemas['ArtistPickupsDto'];
export type ArtistTrip = Schemas['ArtistTripDto'];
export type PickupResponsible = Schemas['ArtistPersonDto'];

/** The required trips by day (or only those the caller drives), undated ones apart. */
export function useArtistPickups(editionId: number, mine: boolean) {
  return useQuery({
    // Under the edition's artists (gestionApi.ts artistKeys): a change of a record refreshes the list.
    queryKey: artistKeys.pickups(editionId, mine),
    queryFn: async () => (await api.GET('/api/editions/{id}/artist-pickups', { params: { path: { id: editionId }, query: mine ? { mine: 'true' } : {} } })).data!,
    placeholderData: keepPreviousData,
  });
}
