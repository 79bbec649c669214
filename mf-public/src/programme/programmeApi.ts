/**
 * Every query and mutation of the public programme: an edition's shows, the stars users give them,
 * the user's starred shows across editions, and their calendar feed's address.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';
import { sharedEditionKeys, sharedShowKeys } from '@festival/ui/editions';

export type ProgrammeShow = Schemas['ProgrammeShowDto'];
export type FavoriteShow = Schemas['FavoriteShowDto'];

/**
 * The programme's cache keys. An edition's programme and the starred shows sit under
 * `sharedEditionKeys.programme(id)` and `sharedShowKeys.favorites` (@festival/ui/editions), which
 * the organisers' shows and artists pages invalidate after a change.
 */
export const programmeKeys = {
  all: (editionId: number) => sharedEditionKeys.programme(editionId),
  list: (userId: number | null, editionId: number) => [...sharedEditionKeys.programme(editionId), userId] as const,
  favorites: (userId: number | null) => [...sharedShowKeys.favorites, userId] as const,
  calendarFeed: (userId: number | null) => ['shows', 'calendar-feed', userId] as const,
};

const useUserId = () => useAuth().user?.id ?? null;

/** The edition's shows in time order (with the caller's stars when signed in). */
export function programmeQuery(userId: number | null, editionId: number) {
  return queryOptions({
    queryKey: programmeKeys.list(userId, editionId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/programme', { params: { path: { id: editionId } }, signal })).data!,
  });
}

export function useProgramme(editionId: number) {
  return useQuery(programmeQuery(useUserId(), editionId));
}

/** The signed-in user's starred shows across editions, in time order. */
export function useFavoriteShows(enabled = true) {
  const userId = useUserId();
  return useQuery({
    queryKey: programmeKeys.favorites(userId),
    queryFn: async ({ signal }) => (await api.GET('/api/shows/favorites', { signal })).data!,
    enabled: enabled && userId !== null,
  });
}

/** Stars or unstars a show of an edition, then refreshes the edition's programme and the starred shows. */
export function useToggleShowFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ editionId, showId, favorite }: { editionId: number; showId: number; favorite: boolean }) => {
      const params = { params: { path: { id: editionId, showId } } };
      if (favorite) await api.PUT('/api/editions/{id}/programme/{showId}/favorite', params);
      else await api.DELETE('/api/editions/{id}/programme/{showId}/favorite', params);
    },
    onSettled: async (_data, _error, { editionId }) => {
      const keys = [programmeKeys.all(editionId), sharedShowKeys.favorites];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** The address of the user's calendar feed of starred shows; asked (and made, the first time) only when `ask`. */
export function useCalendarFeed(ask: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: programmeKeys.calendarFeed(userId),
    // A POST: the server makes the feed's secret the first time it is asked for.
    queryFn: async () => (await api.POST('/api/shows/calendar-feed')).data!,
    enabled: ask && userId !== null,
    staleTime: Infinity,
  });
}

/** A new secret for the feed: the old address stops working. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async () => (await api.POST('/api/shows/calendar-feed/renew')).data!,
    onSuccess: (feed) => queryClient.setQueryData(programmeKeys.calendarFeed(userId), feed),
  });
}
