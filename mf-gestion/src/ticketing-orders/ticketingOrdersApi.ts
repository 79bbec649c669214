/**
 * Every query and mutation of the orders page: the list, one order, the counts (also read by the
 * edition's management home), the catalogue the desk sells from, on-site orders, cancelling, and
 * the CSV exports as files. A new or cancelled order refreshes every ticketing query of the edition
 * (the quotas' counts of the catalogue page too).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { editionPath as path, ticketingKeys, useApiGet, useTicketingCatalogue } from '../shared/gestionApi';
import type { FilterQuery, ListQuery } from './ticketingOrdersRules';

export type OrderItem = Schemas['OrderItemDto'];
export type OrderList = Schemas['OrderListDto'];
export type OrderDetail = Schemas['OrderDetailDto'];
export type Ticket = Schemas['TicketDto'];
export type TicketingSummary = Schemas['TicketingSummaryDto'];
export type Catalogue = Schemas['CatalogueDto'];

export function useOrders(editionId: number, query: ListQuery) {
  return useQuery({
    queryKey: ticketingKeys.ordersPage(editionId, query),
    queryFn: async () => (await api.GET('/api/editions/{id}/ticketing/orders', { params: { path: { id: editionId }, query } })).data!,
    placeholderData: keepPreviousData,
  });
}

export const useOrder = (editionId: number, orderId: number | null) =>
  useApiGet(ticketingKeys.order(editionId, orderId ?? 0), () => api.GET('/api/editions/{id}/ticketing/orders/{orderId}', { params: { path: { id: editionId, orderId: orderId ?? 0 } } }), {
    enabled: orderId !== null,
  });

/** Sold, valid, cancelled and validated tickets per tier, used places per quota (the orders page and the management home). */
export const useTicketingSummary = (editionId: number, options: { enabled?: boolean } = {}) =>
  useApiGet(ticketingKeys.summary(editionId), () => api.GET('/api/editions/{id}/ticketing/summary', path(editionId)), options);

/** The tiers, options, questions and quotas the desk sells from (read when the order form opens). */
export const useSaleCatalogue = (editionId: number, enabled: boolean) => useTicketingCatalogue(editionId, { enabled });

/** A new or cancelled order changes the list, the counts and the quotas of the catalogue. */
function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return (detail?: OrderDetail) => {
    if (detail) queryClient.setQueryData(ticketingKeys.order(editionId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId), predicate: (q) => !detail || q.queryKey[4] !== detail.id });
  };
}

export function useAddOnSiteOrder(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['CreateOnSiteOrderDto']) => (await api.POST('/api/editions/{id}/ticketing/orders', { ...path(editionId), body })).data!,
    onSuccess: (detail) => refresh(detail),
    // A refusal (a quota full meanwhile) changes the counts shown too.
    onError: () => refresh(),
  });
}

export function useCancelOrder(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (orderId: number) => (await api.POST('/api/editions/{id}/ticketing/orders/{orderId}/cancel', { params: { path: { id: editionId, orderId } } })).data!,
    onSuccess: (detail) => refresh(detail),
  });
}

/** The orders matching the filters as a CSV file (through the client: the request carries admin mode). */
export const fetchOrdersCsv = (editionId: number, query: FilterQuery) =>
  api.GET('/api/editions/{id}/ticketing/orders.csv', { params: { path: { id: editionId }, query }, parseAs: 'blob' });

/** The valid tickets, one line per attendee, as a CSV file. */
export const fetchAttendeesCsv = (editionId: number) => api.GET('/api/editions/{id}/ticketing/attendees.csv', { ...path(editionId), parseAs: 'blob' });
