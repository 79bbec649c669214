/** The queries of "My conventions": the user's conventions (shared) and every edition of them in one request. */
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { editionKeys, useApiGet } from '../shared/gestionApi';

export { useMyConventions, type MyConvention } from '../shared/gestionApi';

export type MyEdition = Schemas['MyEditionDto'];

/** Editions of every convention the user belongs to, with the user's rights on each. */
export function useMyEditions() {
  const userId = useAuth().user?.id ?? null;
  return useApiGet(editionKeys.mine(userId), () => api.GET('/api/editions/mine'), { enabled: userId !== null });
}
