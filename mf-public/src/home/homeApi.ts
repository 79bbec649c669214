/** The queries of the home page's edition search (list and calendar, map). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { queryClient, type PageVisit } from '@festival/ui';
import { editionKeys, useUserId } from '../shared/publicApi';
import { filtersFromParams, mapQueryOf, searchQueryOf, type EditionFilters } from './homeRules';

/** The backend wants amenities as one comma-separated value. */
const commaArrays = { array: { style: 'form', explode: false } } as const;

/** One page of the search, as the list asks for it and as the start-up fetches it before the first draw. */
export function editionSearchQuery(userId: number | string | null, filters: EditionFilters) {
  const query = searchQueryOf(filters);
  return queryOptions({
    queryKey: editionKeys.search(userId, query),
    queryFn: async ({ signal }) => (await api.GET('/api/editions', { params: { query }, querySerializer: commaArrays, signal })).data!,
  });
}

export function useEditionSearch(filters: EditionFilters, enabled = true) {
  return useQuery({ ...editionSearchQuery(useUserId(), filters), placeholderData: keepPreviousData, enabled });
}

/** The home page's first screen: the first page of editions its address asks for (the map view fetches its own). */
export async function prepareHome({ search, userId }: PageVisit): Promise<void> {
  const filters = filtersFromParams(new URLSearchParams(search));
  if (filters.view === 'map') return;
  await queryClient.prefetchQuery(editionSearchQuery(userId, filters));
}

/** Every located edition matching the filters (same for everyone: no user in the key). */
export function useEditionMap(filters: EditionFilters, enabled = true) {
  const query = mapQueryOf(filters);
  return useQuery({
    queryKey: editionKeys.map(query),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/map', { params: { query }, querySerializer: commaArrays, signal })).data!,
    placeholderData: keepPreviousData,
    enabled,
  });
}
