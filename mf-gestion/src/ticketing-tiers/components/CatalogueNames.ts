import { tierLabel } from '../ticketingTiersRules';
import type { Catalogue } from '../ticketingTiersApi';

/** The names the page shows for the ids its links hold, and the choices of the selects. */
export interface CatalogueNames {
  tier: Map<number, string>;
  option: Map<number, string>;
  quota: Map<number, string>;
  returnable: Map<number, string>;
  team: Map<number, string>;
  field: Map<number, string>;
}

export function namesOf(c: Catalogue): CatalogueNames {
  return {
    tier: new Map(c.tiers.map((t) => [t.id, tierLabel(t)])),
    option: new Map(c.options.map((o) => [o.id, o.name])),
    quota: new Map(c.quotas.map((q) => [q.id, q.title])),
    returnable: new Map(c.returnableItems.map((r) => [r.id, r.name])),
    team: new Map(c.teams.map((t) => [t.id, t.name])),
    field: new Map(c.customFields.map((f) => [f.id, f.label])),
  };
}

/** A select's data from a name map. */
export const selectData = (names: Map<number, string>) => [...names].map(([id, label]) => ({ value: String(id), label }));

/** The names of these ids (unknown ones left out). */
export const namesFor = (names: Map<number, string>, ids: readonly number[]) => ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));

/** Custom field values as "field: value" (a field unknown here as "?"). */
export const choiceNames = (fields: Map<number, string>, choices: readonly { customFieldId: number; choiceValue: string }[]) =>
  choices.map((c) => `${fields.get(c.customFieldId) ?? '?'}: ${c.choiceValue}`);
