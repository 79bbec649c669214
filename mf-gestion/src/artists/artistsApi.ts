/**
 * Every query and mutation of the artists page: the list (with counts and totals), one record, the
 * team members who may take a pickup, adding, saving, deleting, and the CSV as a file. A change here
 * refreshes every artist query of the edition (`artistKeys.all`: the shows and pickups pages too)
 * and what mf-public shows of the artists.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { artistKeys, editionPath as path, invalidatePublicArtistQueries, useApiGet } from '../shared/gestionApi';
import type { FilterQuery, ListQuery } from './artistsRules';

export type ArtistItem = Schemas['ArtistItemDto'];
export type ArtistList = Schemas['ArtistListDto'];
export type ArtistRecord = Schemas['ArtistRecordDto'];
export type ArtistPerson = Schemas['ArtistPersonDto'];
export type ArtistWarning = Schemas['ArtistWarningDto'];
export type ArtistMeals = Schemas['ArtistMealListDto'];
export type ArtistMeal = Schemas['ArtistMealDto'];

/** Under `artistKeys.all` (not under the record's key, which a save sets rather than refetches): a change of the stay refreshes them. */
const mealsKey = (editionId: number, artistId: number) => [...artistKeys.all(editionId), 'meals', artistId] as const;

export function useArtists(editionId: number, query: ListQuery) {
  return useQuery({
    queryKey: artistKeys.list(editionId, query),
    queryFn: async () => (await api.GET('/api/editions/{id}/artists', { params: { path: { id: editionId }, query } })).data!,
    placeholderData: keepPreviousData,
  });
}

export const useArtistRecord = (editionId: number, artistId: number | null) =>
  useApiGet(artistKeys.record(editionId, artistId ?? 0), () => api.GET('/api/editions/{id}/artists/{artistId}', { params: { path: { id: editionId, artistId: artistId ?? 0 } } }), {
    enabled: artistId !== null,
  });

/** The convention's author and collaborators, who may be put in charge of a pickup or a drop-off. */
export const useResponsibles = (editionId: number, enabled = true) =>
  useApiGet(artistKeys.responsibles(editionId), () => api.GET('/api/editions/{id}/artists/responsibles', path(editionId)), { enabled });

/** A record added or changed: it is shown at once, and every artist query of the edition (lists, counts, other pages, public ones) refetches. */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return (record: ArtistRecord) => {
    queryClient.setQueryData(artistKeys.record(editionId, record.id), record);
    void queryClient.invalidateQueries({ queryKey: artistKeys.all(editionId), predicate: (q) => !(q.queryKey[3] === 'record' && q.queryKey[4] === record.id) });
    invalidatePublicArtistQueries(queryClient, editionId);
  };
}

export function useAddArtist(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['AddArtistDto']) => (await api.POST('/api/editions/{id}/artists', { ...path(editionId), body })).data!,
    onSuccess: refresh,
  });
}

export function useUpdateArtist(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ artistId, body }: { artistId: number; body: Schemas['UpdateArtistDto'] }) =>
      (await api.PATCH('/api/editions/{id}/artists/{artistId}', { params: { path: { id: editionId, artistId } }, body })).data!,
    onSuccess: refresh,
  });
}

/** Deletes a record: its query is dropped (it is gone), the others refetch. */
export function useDeleteArtist(editionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (artistId: number) => {
      await api.DELETE('/api/editions/{id}/artists/{artistId}', { params: { path: { id: editionId, artistId } } });
      return artistId;
    },
    onSuccess: (artistId) => {
      queryClient.removeQueries({ queryKey: artistKeys.record(editionId, artistId) });
      void queryClient.invalidateQueries({ queryKey: artistKeys.all(editionId) });
      invalidatePublicArtistQueries(queryClient, editionId);
    },
  });
}

/** An artist's meals by day, with their on/off and "after the show" switches. */
export const useArtistMeals = (editionId: number, artistId: number) =>
  useApiGet(mealsKey(editionId, artistId), () => api.GET('/api/editions/{id}/artists/{artistId}/meals', { params: { path: { id: editionId, artistId } } }));

/** Turns one of the artist's meals on or off, or keeps it aside after the show: the answer replaces it in the list; the artist's own space refetches. */
export function useUpdateArtistMeal(editionId: number, artistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mealId, body }: { mealId: number; body: Schemas['UpdateArtistMealDto'] }) =>
      (await api.PATCH('/api/editions/{id}/artists/{artistId}/meals/{mealId}', { params: { path: { id: editionId, artistId, mealId } }, body })).data!,
    onSuccess: (meal) => {
      queryClient.setQueryData<ArtistMeals>(mealsKey(editionId, artistId), (list) => list && { ...list, items: list.items.map((m) => (m.mealId === meal.mealId ? meal : m)) });
      invalidatePublicArtistQueries(queryClient, editionId);
    },
  });
}

/** The matching records as a CSV file (through the client: the request carries admin mode). */
export const fetchArtistsCsv = (editionId: number, query: FilterQuery) =>
  api.GET('/api/editions/{id}/artists.csv', { params: { path: { id: editionId }, query }, parseAs: 'blob' });
