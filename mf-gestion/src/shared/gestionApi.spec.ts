import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { sharedEditionKeys, sharedShowKeys } from '@festival/ui/editions';
import { artistKeys, invalidatePublicArtistQueries } from './gestionApi';

/** A cache holding an answer under each key, and which of them a change marks stale. */
function cacheOf(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}

const artistQueries = (editionId: number) => [
  artistKeys.list(editionId, { page: 1 }),
  artistKeys.record(editionId, 8),
  artistKeys.responsibles(editionId),
  artistKeys.showProgramme(editionId),
  artistKeys.showChoices(editionId),
  artistKeys.pickups(editionId, false),
  artistKeys.pickups(editionId, true),
];

describe('the artist pages’ cache keys', () => {
  it('refresh the shows and pickups pages, and those only of that edition, after a change of an artist record', async () => {
    const { queryClient, stale } = cacheOf([...artistQueries(3), ...artistQueries(4)]);
    await queryClient.invalidateQueries({ queryKey: artistKeys.all(3) });
    expect(stale()).toEqual(artistQueries(3).map((key) => JSON.stringify(key)));
  });

  it('refresh the shows page’s programme and choices, and nothing else of the organisers’, after a change of a show', async () => {
    const { queryClient, stale } = cacheOf(artistQueries(3));
    await queryClient.invalidateQueries({ queryKey: artistKeys.shows(3) });
    expect(stale()).toEqual([JSON.stringify(artistKeys.showProgramme(3)), JSON.stringify(artistKeys.showChoices(3))]);
  });

  it('make stale what mf-public shows of the edition’s artists and shows: the programme, the starred shows and the artist’s space, of every caller', () => {
    // Under the shared roots, as mf-public keeps them (programmeApi.ts, artistSpaceApi.ts): one answer per caller.
    const publicQueries = [
      [...sharedEditionKeys.programme(3), null],
      [...sharedEditionKeys.programme(3), 7],
      [...sharedShowKeys.favorites, 7],
      [...sharedEditionKeys.artistSpace(3), 7],
    ];
    const elsewhere = [[...sharedEditionKeys.programme(4), 7], [...sharedEditionKeys.artistSpace(4), 7], sharedEditionKeys.detail(3), ['favorites', 7]];
    const { queryClient, stale } = cacheOf([...publicQueries, ...elsewhere]);
    invalidatePublicArtistQueries(queryClient, 3);
    expect(stale()).toEqual(publicQueries.map((key) => JSON.stringify(key)));
  });
});
