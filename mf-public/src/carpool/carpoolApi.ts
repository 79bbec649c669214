/**
 * Every query and mutation of an edition's carpooling: the offers and requests (filtered, paged),
 * the caller's own carpooling, an offer's bookings for its driver, the comments under an offer or
 * a request, and every write. Each write refreshes the edition's carpool answers (seats, counts and
 * phone numbers change together).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useAuth } from '@festival/ui';

export type CarpoolOffer = Schemas['CarpoolOfferDto'];
export type CarpoolRequest = Schemas['CarpoolRequestDto'];
export type CarpoolBooking = Schemas['CarpoolBookingDto'];
export type CarpoolPassenger = Schemas['CarpoolPassengerDto'];
export type CarpoolMine = Schemas['CarpoolMineDto'];
export type CarpoolDriverOffer = Schemas['CarpoolDriverOfferDto'];
export type CarpoolDirection = Schemas['CarpoolDirection'];
export type OfferInput = Schemas['CreateCarpoolOfferDto'];
export type RequestInput = Schemas['CreateCarpoolRequestDto'];
export type BookingAsk = Schemas['AskCarpoolBookingDto'];
export type BookingAction = 'accept' | 'reject' | 'cancel';

/** The list filters the page sends. */
export interface CarpoolFilter {
  direction: CarpoolDirection;
  day: string | null;
  page: number;
}

/** Every answer of an edition's carpooling sits under `all(editionId)`; answers differ per caller. */
export const carpoolKeys = {
  all: (editionId: number) => ['editions', editionId, 'carpool'] as const,
  offers: (editionId: number, userId: number | null, f: CarpoolFilter) => [...carpoolKeys.all(editionId), 'offers', userId, f] as const,
  requests: (editionId: number, userId: number | null, f: CarpoolFilter) => [...carpoolKeys.all(editionId), 'requests', userId, f] as const,
  mine: (editionId: number, userId: number | null) => [...carpoolKeys.all(editionId), 'mine', userId] as const,
  bookings: (editionId: number, offerId: number) => [...carpoolKeys.all(editionId), 'bookings', offerId] as const,
  comments: (editionId: number, kind: 'offers' | 'requests', id: number, userId: number | null, page: number) => [...carpoolKeys.all(editionId), 'comments', kind, id, userId, page] as const,
};

export const CARPOOL_PAGE_SIZE = 20;

const useUserId = () => useAuth().user?.id ?? null;

const listQuery = (f: CarpoolFilter) => ({ direction: f.direction, page: f.page, pageSize: CARPOOL_PAGE_SIZE, ...(f.day ? { day: f.day } : {}) });

export function useOffers(editionId: number, filter: CarpoolFilter) {
  const userId = useUserId();
  return useQuery({
    queryKey: carpoolKeys.offers(editionId, userId, filter),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/carpool/offers', { params: { path: { id: editionId }, query: listQuery(filter) }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

export function useRequests(editionId: number, filter: CarpoolFilter) {
  const userId = useUserId();
  return useQuery({
    queryKey: carpoolKeys.requests(editionId, userId, filter),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/carpool/requests', { params: { path: { id: editionId }, query: listQuery(filter) }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

/** The signed-in caller's own carpooling on the edition (not asked for visitors). */
export function useMine(editionId: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: carpoolKeys.mine(editionId, userId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/carpool/mine', { params: { path: { id: editionId } }, signal })).data!,
    enabled: userId !== null,
  });
}

/** The asks and passengers of the caller's own offer. */
export function useOfferBookings(editionId: number, offerId: number, enabled: boolean) {
  return useQuery({
    queryKey: carpoolKeys.bookings(editionId, offerId),
    queryFn: async ({ signal }) => (await api.GET('/api/editions/{id}/carpool/offers/{offerId}/bookings', { params: { path: { id: editionId, offerId } }, signal })).data!,
    enabled,
  });
}

/** Refreshes every carpool answer of the edition after a write. */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: carpoolKeys.all(editionId) });
}

/** Creates an offer (`offerId` null) or changes the caller's own. */
export function useSaveOffer(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ offerId, body }: { offerId: number | null; body: OfferInput }) =>
      offerId === null
        ? (await api.POST('/api/editions/{id}/carpool/offers', { params: { path: { id: editionId } }, body })).data!
        : (await api.PATCH('/api/editions/{id}/carpool/offers/{offerId}', { params: { path: { id: editionId, offerId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteOffer(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (offerId: number) => {
      await api.DELETE('/api/editions/{id}/carpool/offers/{offerId}', { params: { path: { id: editionId, offerId } } });
    },
    onSuccess: refresh,
  });
}

export function useSaveRequest(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ requestId, body }: { requestId: number | null; body: RequestInput }) =>
      requestId === null
        ? (await api.POST('/api/editions/{id}/carpool/requests', { params: { path: { id: editionId } }, body })).data!
        : (await api.PATCH('/api/editions/{id}/carpool/requests/{requestId}', { params: { path: { id: editionId, requestId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteRequest(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (requestId: number) => {
      await api.DELETE('/api/editions/{id}/carpool/requests/{requestId}', { params: { path: { id: editionId, requestId } } });
    },
    onSuccess: refresh,
  });
}

/** Asks the driver for seats (PENDING until they answer). */
export function useAskBooking(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ offerId, body }: { offerId: number; body: BookingAsk }) =>
      (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/bookings', { params: { path: { id: editionId, offerId } }, body })).data!,
    onSuccess: refresh,
  });
}

/** The driver accepts or rejects an ask; the requester cancels their booking. */
export function useBookingAction(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ offerId, bookingId, action }: { offerId: number; bookingId: number; action: BookingAction }) => {
      const params = { path: { id: editionId, offerId, bookingId } };
      if (action === 'accept') return (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/accept', { params })).data!;
      if (action === 'reject') return (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/reject', { params })).data!;
      return (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/bookings/{bookingId}/cancel', { params })).data!;
    },
    // A refusal (no seats left, answered meanwhile) also changed what the page should show.
    onSettled: refresh,
  });
}

export function useAddPassenger(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ offerId, identifier }: { offerId: number; identifier: string }) =>
      (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/passengers', { params: { path: { id: editionId, offerId } }, body: { identifier } })).data!,
    onSuccess: refresh,
  });
}

export function useRemovePassenger(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ offerId, passengerId }: { offerId: number; passengerId: number }) => {
      await api.DELETE('/api/editions/{id}/carpool/offers/{offerId}/passengers/{passengerId}', { params: { path: { id: editionId, offerId, passengerId } } });
    },
    onSuccess: refresh,
  });
}

// ── comments (the shared CommentThread's feed) ──────────────────────────────────────────────────

export function useComments(editionId: number, kind: 'offers' | 'requests', id: number, page: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: carpoolKeys.comments(editionId, kind, id, userId, page),
    queryFn: async ({ signal }) =>
      kind === 'offers'
        ? (await api.GET('/api/editions/{id}/carpool/offers/{offerId}/comments', { params: { path: { id: editionId, offerId: id }, query: { page, pageSize: 10 } }, signal })).data!
        : (await api.GET('/api/editions/{id}/carpool/requests/{requestId}/comments', { params: { path: { id: editionId, requestId: id }, query: { page, pageSize: 10 } }, signal })).data!,
    placeholderData: keepPreviousData,
  });
}

export function useAddComment(editionId: number, kind: 'offers' | 'requests', id: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (content: string) =>
      kind === 'offers'
        ? (await api.POST('/api/editions/{id}/carpool/offers/{offerId}/comments', { params: { path: { id: editionId, offerId: id } }, body: { content } })).data!
        : (await api.POST('/api/editions/{id}/carpool/requests/{requestId}/comments', { params: { path: { id: editionId, requestId: id } }, body: { content } })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteComment(editionId: number, kind: 'offers' | 'requests', id: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (commentId: number) => {
      if (kind === 'offers') await api.DELETE('/api/editions/{id}/carpool/offers/{offerId}/comments/{commentId}', { params: { path: { id: editionId, offerId: id, commentId } } });
      else await api.DELETE('/api/editions/{id}/carpool/requests/{requestId}/comments/{commentId}', { params: { path: { id: editionId, requestId: id, commentId } } });
    },
    onSuccess: refresh,
  });
}
