/** The queries of the home page's edition search (list and calendar, map). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@festival/api-client';
import { editionKeys, useUserId } from '../shared/publicApi';
import { mapQueryOf, searchQueryOf, type EditionFilters } from './homeRules';

/** The backend wants amenities as one comma-separated value. */
const commaArrays = { array: { style: 'form', explode: false } } as const;

export function useEditionSearch(filters: EditionFilters, enabled = true) {
  const userId = useUserId();
  const query = searchQueryOf(filters);
  return useQuery({
    queryKey: editionKeys.search(userId, query),
    queryFn: async ({ signal }) => (await api.GET('/api/editions', { params: { query }, querySerializer: commaArrays, signal })).data!,
    placeholderData: keepPreviousData,
    enabled,
  });
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
