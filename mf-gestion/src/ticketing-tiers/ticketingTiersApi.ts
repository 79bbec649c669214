/**
 * Every query and mutation of the catalogue page (tiers, quotas, options, custom fields, returnable
 * items, what volunteer teams receive). The page reads one answer (the catalogue); each change
 * refreshes every ticketing query of the edition (the orders' filters and counts name tiers too).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { useApiGet } from '../shared/gestionApi';

export type Catalogue = Schemas['CatalogueDto'];
export type Tier = Schemas['TierDto'];
export type Quota = Schemas['QuotaDto'];
export type TicketingOption = Schemas['OptionDto'];
export type CustomField = Schemas['CustomFieldDto'];
export type ReturnableItem = Schemas['ReturnableItemDto'];
export type CatalogueTeam = Schemas['CatalogueTeamDto'];
export type ChoiceLink = Schemas['ChoiceLinkDto'];

/** The root of every ticketing query of an edition. */
export const ticketingKeys = {
  all: (editionId: number) => ['editions', editionId, 'ticketing'] as const,
  catalogue: (editionId: number) => ['editions', editionId, 'ticketing', 'catalogue'] as const,
};

export const useCatalogue = (editionId: number) =>
  useApiGet(ticketingKeys.catalogue(editionId), () => api.GET('/api/editions/{id}/ticketing/catalogue', { params: { path: { id: editionId } } }));

function useRefresh(editionId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ticketingKeys.all(editionId) });
}

const path = (editionId: number) => ({ params: { path: { id: editionId } } });

// ── tiers ───────────────────────────────────────────────────────────────────────────────────────

/** Creates a tier (tierId null) or changes one, then its links when given. */
export function useSaveTier(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ tierId, body, links }: { tierId: number | null; body: Schemas['UpdateTierDto']; links?: Schemas['TierLinksDto'] }) => {
      const saved =
        tierId === null
          ? (await api.POST('/api/editions/{id}/ticketing/tiers', { ...path(editionId), body: body as Schemas['CreateTierDto'] })).data!
          : (await api.PATCH('/api/editions/{id}/ticketing/tiers/{tierId}', { params: { path: { id: editionId, tierId } }, body })).data!;
      if (links) return (await api.PUT('/api/editions/{id}/ticketing/tiers/{tierId}/links', { params: { path: { id: editionId, tierId: saved.id } }, body: links })).data!;
      return saved;
    },
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

export function useDeleteTier(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (tierId: number) => {
      await api.DELETE('/api/editions/{id}/ticketing/tiers/{tierId}', { params: { path: { id: editionId, tierId } } });
    },
    onSuccess: refresh,
  });
}

// ── quotas ──────────────────────────────────────────────────────────────────────────────────────

export function useSaveQuota(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ quotaId, body, links }: { quotaId: number | null; body: Schemas['CreateQuotaDto']; links: Schemas['QuotaLinksDto'] }) => {
      const saved =
        quotaId === null
          ? (await api.POST('/api/editions/{id}/ticketing/quotas', { ...path(editionId), body })).data!
          : (await api.PATCH('/api/editions/{id}/ticketing/quotas/{quotaId}', { params: { path: { id: editionId, quotaId } }, body })).data!;
      return (await api.PUT('/api/editions/{id}/ticketing/quotas/{quotaId}/links', { params: { path: { id: editionId, quotaId: saved.id } }, body: links })).data!;
    },
    onSettled: refresh,
  });
}

export function useDeleteQuota(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (quotaId: number) => {
      await api.DELETE('/api/editions/{id}/ticketing/quotas/{quotaId}', { params: { path: { id: editionId, quotaId } } });
    },
    onSuccess: refresh,
  });
}

// ── options ─────────────────────────────────────────────────────────────────────────────────────

export function useSaveOption(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ optionId, body, links }: { optionId: number | null; body: Schemas['UpdateOptionDto']; links?: Schemas['OptionLinksDto'] }) => {
      const saved =
        optionId === null
          ? (await api.POST('/api/editions/{id}/ticketing/options', { ...path(editionId), body: body as Schemas['CreateOptionDto'] })).data!
          : (await api.PATCH('/api/editions/{id}/ticketing/options/{optionId}', { params: { path: { id: editionId, optionId } }, body })).data!;
      if (links) return (await api.PUT('/api/editions/{id}/ticketing/options/{optionId}/links', { params: { path: { id: editionId, optionId: saved.id } }, body: links })).data!;
      return saved;
    },
    onSettled: refresh,
  });
}

export function useDeleteOption(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (optionId: number) => {
      await api.DELETE('/api/editions/{id}/ticketing/options/{optionId}', { params: { path: { id: editionId, optionId } } });
    },
    onSuccess: refresh,
  });
}

// ── custom fields ───────────────────────────────────────────────────────────────────────────────

export function useSaveCustomField(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ fieldId, body }: { fieldId: number | null; body: Schemas['UpdateCustomFieldDto'] }) =>
      fieldId === null
        ? (await api.POST('/api/editions/{id}/ticketing/custom-fields', { ...path(editionId), body: body as Schemas['CreateCustomFieldDto'] })).data!
        : (await api.PATCH('/api/editions/{id}/ticketing/custom-fields/{fieldId}', { params: { path: { id: editionId, fieldId } }, body })).data!,
    onSuccess: refresh,
  });
}

export function useDeleteCustomField(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (fieldId: number) => {
      await api.DELETE('/api/editions/{id}/ticketing/custom-fields/{fieldId}', { params: { path: { id: editionId, fieldId } } });
    },
    onSuccess: refresh,
  });
}

// ── returnable items and volunteer teams ────────────────────────────────────────────────────────

export function useSaveReturnableItem(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async ({ itemId, name, links }: { itemId: number | null; name: string; links: Schemas['ReturnableItemLinksDto'] }) => {
      const saved =
        itemId === null
          ? (await api.POST('/api/editions/{id}/ticketing/returnable-items', { ...path(editionId), body: { name } })).data!
          : (await api.PATCH('/api/editions/{id}/ticketing/returnable-items/{itemId}', { params: { path: { id: editionId, itemId } }, body: { name } })).data!;
      return (await api.PUT('/api/editions/{id}/ticketing/returnable-items/{itemId}/links', { params: { path: { id: editionId, itemId: saved.id } }, body: links })).data!;
    },
    onSettled: refresh,
  });
}

export function useDeleteReturnableItem(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (itemId: number) => {
      await api.DELETE('/api/editions/{id}/ticketing/returnable-items/{itemId}', { params: { path: { id: editionId, itemId } } });
    },
    onSuccess: refresh,
  });
}

/** What the volunteers of a team receive at the gate, replacing the previous items. */
export function useSetTeamItems(editionId: number) {
  const refresh = useRefresh(editionId);
  return useMutation({
    mutationFn: async (body: Schemas['TeamReturnableItemsDto']) => (await api.PUT('/api/editions/{id}/ticketing/volunteer-returnable-items', { ...path(editionId), body })).data!,
    onSettled: refresh,
  });
}
