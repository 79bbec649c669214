/** The queries of "My conventions": the user's conventions (shared), every edition of them in one request, and the editions where they are an artist. */
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { editionKeys, useApiGet } from '../shared/gestionApi';

export { useMyConventions, type MyConvention } from '../shared/gestionApi';

export type MyEdition = Schemas['MyEditionDto'];
export type MyArtistRecord = Schemas['MyArtistRecordDto'];

/** Editions of every convention the user belongs to, with the user's rights on each. */
export function useMyEditions() {
  const userId = useAuth().user?.id ?? null;
  return useApiGet(editionKeys.mine(userId), () => api.GET('/api/editions/mine'), { enabled: userId !== null });
}

/** The editions where the user is an artist (the public artist space's key: a change there refreshes this list). */
export function useMyArtistRecords() {
  const userId = useAuth().user?.id ?? null;
  return useApiGet(['artists', 'mine', userId], () => api.GET('/api/artists/mine'), { enabled: userId !== null });
}
