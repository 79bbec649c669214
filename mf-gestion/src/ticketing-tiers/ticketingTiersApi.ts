/**
 * Every mutation of the catalogue page (tiers, quotas, options, custom fields, returnable items,
 * what volunteer teams receive). The page reads one answer (useTicketingCatalogue, shared with the
 * orders desk); each change refreshes every ticketing query of the edition (the orders' filters and
 * counts name tiers too).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { editionPath as path, ticketingKeys } from '../shared/gestionApi';

export type Catalogue = Schemas['CatalogueDto'];
export type Tier = Schemas['TierDto'];
export type Quota = Schemas['QuotaDto'];
export type TicketingOption = Schemas['OptionDto'];
export type CustomField = Schemas['CustomFieldDto'];
export type ReturnableItem = Schemas['ReturnableItemDto'];
export type CatalogueTeam = Schemas['CatalogueTeamDto'];
export type ChoiceLink = Schemas['ChoiceLinkDto'];

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId) });
}

/** Creates a row (`id` null) or changes one, then replaces its links when `link` is given: the last answer. */
async function saveThenLink<T extends { id: number }>(
  id: number | null,
  create: () => Promise<{ data?: T }>,
  change: (id: number) => Promise<{ data?: T }>,
  link?: (id: number) => Promise<{ data?: T }>,
): Promise<T> {
  const saved = (await (id === null ? create() : change(id))).data!;
  return link ? (await link(saved.id)).data! : saved;
}

/** Deletes a row by its id; the edition's ticketing queries are refreshed once it is gone. */
function useRemoval(editionId: number, remove: (id: number) => Promise<unknown>) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (id: number) => {
      await remove(id);
    },
    onSuccess: refresh,
  });
}

// ── tiers ───────────────────────────────────────────────────────────────────────────────────────

/** Creates a tier (tierId null) or changes one, then its links when given. */
export function useSaveTier(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: ({ tierId, body, links }: { tierId: number | null; body: Schemas['UpdateTierDto']; links?: Schemas['TierLinksDto'] }) =>
      saveThenLink(
        tierId,
        () => api.POST('/api/editions/{id}/ticketing/tiers', { ...path(editionId), body: body as Schemas['CreateTierDto'] }),
        (id) => api.PATCH('/api/editions/{id}/ticketing/tiers/{tierId}', { params: { path: { id: editionId, tierId: id } }, body }),
        links && ((id) => api.PUT('/api/editions/{id}/ticketing/tiers/{tierId}/links', { params: { path: { id: editionId, tierId: id } }, body: links })),
      ),
    onSettled: refresh,
  });
}

/** Puts the tiers in this order; the list shows it at once and goes back if the server refuses. */
export function useReorderTiers(editionId: number) {
  const queryClient = useQueryClient();
  const key = ticketingKeys.catalogue(editionId);
  return useMutation({
    mutationFn: async (ids: number[]) => (await api.PUT('/api/editions/{id}/ticketing/tiers/order', { ...path(editionId), body: { ids } })).data!,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Catalogue>(key);
      if (before) {
        const byId = new Map(before.tiers.map((t) => [t.id, t]));
        const tiers = ids.flatMap((id, position) => (byId.has(id) ? [{ ...byId.get(id)!, position }] : []));
        queryClient.setQueryData<Catalogue>(key, { ...before, tiers: [...tiers, ...before.tiers.filter((t) => !ids.includes(t.id))] });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId) }),
  });
}

export const useDeleteTier = (editionId: number) =>
  useRemoval(editionId, (tierId) => api.DELETE('/api/editions/{id}/ticketing/tiers/{tierId}', { params: { path: { id: editionId, tierId } } }));

// ── quotas ──────────────────────────────────────────────────────────────────────────────────────

export function useSaveQuota(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: ({ quotaId, body, links }: { quotaId: number | null; body: Schemas['CreateQuotaDto']; links: Schemas['QuotaLinksDto'] }) =>
      saveThenLink(
        quotaId,
        () => api.POST('/api/editions/{id}/ticketing/quotas', { ...path(editionId), body }),
        (id) => api.PATCH('/api/editions/{id}/ticketing/quotas/{quotaId}', { params: { path: { id: editionId, quotaId: id } }, body }),
        (id) => api.PUT('/api/editions/{id}/ticketing/quotas/{quotaId}/links', { params: { path: { id: editionId, quotaId: id } }, body: links }),
      ),
    onSettled: refresh,
  });
}

export const useDeleteQuota = (editionId: number) =>
  useRemoval(editionId, (quotaId) => api.DELETE('/api/editions/{id}/ticketing/quotas/{quotaId}', { params: { path: { id: editionId, quotaId } } }));

// ── options ─────────────────────────────────────────────────────────────────────────────────────

export function useSaveOption(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: ({ optionId, body, links }: { optionId: number | null; body: Schemas['UpdateOptionDto']; links?: Schemas['OptionLinksDto'] }) =>
      saveThenLink(
        optionId,
        () => api.POST('/api/editions/{id}/ticketing/options', { ...path(editionId), body: body as Schemas['CreateOptionDto'] }),
        (id) => api.PATCH('/api/editions/{id}/ticketing/options/{optionId}', { params: { path: { id: editionId, optionId: id } }, body }),
        links && ((id) => api.PUT('/api/editions/{id}/ticketing/options/{optionId}/links', { params: { path: { id: editionId, optionId: id } }, body: links })),
      ),
    onSettled: refresh,
  });
}

export const useDeleteOption = (editionId: number) =>
  useRemoval(editionId, (optionId) => api.DELETE('/api/editions/{id}/ticketing/options/{optionId}', { params: { path: { id: editionId, optionId } } }));

// ── custom fields ───────────────────────────────────────────────────────────────────────────────

export function useSaveCustomField(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: ({ fieldId, body }: { fieldId: number | null; body: Schemas['UpdateCustomFieldDto'] }) =>
      saveThenLink(
        fieldId,
        () => api.POST('/api/editions/{id}/ticketing/custom-fields', { ...path(editionId), body: body as Schemas['CreateCustomFieldDto'] }),
        (id) => api.PATCH('/api/editions/{id}/ticketing/custom-fields/{fieldId}', { params: { path: { id: editionId, fieldId: id } }, body }),
      ),
    onSuccess: refresh,
  });
}

export const useDeleteCustomField = (editionId: number) =>
  useRemoval(editionId, (fieldId) => api.DELETE('/api/editions/{id}/ticketing/custom-fields/{fieldId}', { params: { path: { id: editionId, fieldId } } }));

// ── returnable items and volunteer teams ────────────────────────────────────────────────────────

export function useSaveReturnableItem(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: ({ itemId, name, links }: { itemId: number | null; name: string; links: Schemas['ReturnableItemLinksDto'] }) =>
      saveThenLink(
        itemId,
        () => api.POST('/api/editions/{id}/ticketing/returnable-items', { ...path(editionId), body: { name } }),
        (id) => api.PATCH('/api/editions/{id}/ticketing/returnable-items/{itemId}', { params: { path: { id: editionId, itemId: id } }, body: { name } }),
        (id) => api.PUT('/api/editions/{id}/ticketing/returnable-items/{itemId}/links', { params: { path: { id: editionId, itemId: id } }, body: links }),
      ),
    onSettled: refresh,
  });
}

export const useDeleteReturnableItem = (editionId: number) =>
  useRemoval(editionId, (itemId) => api.DELETE('/api/editions/{id}/ticketing/returnable-items/{itemId}', { params: { path: { id: editionId, itemId } } }));

/** What the volunteers of a team receive at the gate, replacing the previous items. */
export function useSetTeamItems(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['TeamReturnableItemsDto']) => (await api.PUT('/api/editions/{id}/ticketing/volunteer-returnable-items', { ...path(editionId), body })).data!,
    onSettled: refresh,
  });
}
