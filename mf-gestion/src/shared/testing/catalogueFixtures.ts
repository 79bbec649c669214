/**
 * Rows of a ticketing catalogue as the API answers them, for the component tests of the catalogue
 * and the orders desk (only specs import this).
 */
import type { Schemas } from '@festival/api-client';

export const tierRow = (t: Partial<Schemas['TierDto']> & { id: number; name: string }): Schemas['TierDto'] => ({
  customName: null,
  description: null,
  price: 2000,
  minAmount: null,
  maxAmount: null,
  isActive: true,
  validFrom: null,
  validUntil: null,
  position: t.id,
  countAsParticipant: true,
  isSynced: false,
  sold: 0,
  quotaIds: [],
  returnableItemIds: [],
  customFieldIds: [],
  mealIds: [],
  ...t,
});

/** A quota of 10 places by default; `used` sets what is left and by how much it is over. */
export const quotaRow = (q: Partial<Schemas['QuotaDto']> & { id: number; title: string }): Schemas['QuotaDto'] => {
  const quantity = q.quantity ?? 10;
  const used = q.used ?? 0;
  return { description: null, position: q.id, tierIds: [], optionIds: [], choices: [], ...q, quantity, used, remaining: Math.max(0, quantity - used), over: Math.max(0, used - quantity) };
};

export const catalogueOf = (c: Partial<Schemas['CatalogueDto']>): Schemas['CatalogueDto'] => ({ tiers: [], options: [], customFields: [], quotas: [], returnableItems: [], teams: [], meals: [], ...c });
