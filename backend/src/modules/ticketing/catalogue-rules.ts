/**
 * The rules of the catalogue (tiers, quotas, options, custom fields, returnable items), pure: the
 * service applies them, `mf-gestion/src/ticketing-tiers/ticketingTiersRules.ts` mirrors them.
 */

/** Local rows of one kind an edition may have (tiers, quotas, options, custom fields, returnable items). */
export const CATALOGUE_MAX = 200;

/** The custom field types a field made here may have (a synced field keeps the provider's). */
export const CUSTOM_FIELD_TYPES = ['TextInput', 'ChoiceList', 'YesNo', 'Number', 'Date'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The option types an option made here may have. */
export const OPTION_TYPES = ['Checkbox', 'ChoiceList'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** What the provider decides on a synced row: read-only here (the sync writes them). */
export const TIER_PROVIDER_FIELDS = ['name', 'price', 'minAmount', 'maxAmount'] as const;
export const OPTION_PROVIDER_FIELDS = ['name', 'type', 'isRequired', 'choices', 'price'] as const;
export const CUSTOM_FIELD_PROVIDER_FIELDS = ['label', 'type', 'isRequired', 'values', 'tierIds'] as const;

/** A field's error: a key of `server:errors.ticketing.catalogue.*`, with its placeholders. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

const error = (key: string, params?: Record<string, unknown>): FieldError => ({ key: `errors.ticketing.catalogue.${key}`, ...(params ? { params } : {}) });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The provider's fields a change of a synced row would alter (those given with another value than
 * the stored one). Sending the stored value back is no change: a form may send every field.
 */
export function changedProviderFields<F extends string>(current: Record<F, unknown>, change: Partial<Record<F, unknown>>, fields: readonly F[]): F[] {
  return fields.filter((f) => change[f] !== undefined && !same(change[f], current[f]));
}

export interface Amounts {
  price: number;
  minAmount: number | null;
  maxAmount: number | null;
}

/** Pay what you want: the minimum (when given) at most the price, the maximum (when given) at least the price. */
export function amountErrors(a: Amounts): Partial<Record<'minAmount' | 'maxAmount', FieldError>> {
  const out: Partial<Record<'minAmount' | 'maxAmount', FieldError>> = {};
  if (a.minAmount !== null && a.minAmount > a.price) out.minAmount = error('minAbovePrice');
  if (a.maxAmount !== null && a.maxAmount < a.price) out.maxAmount = error('maxBelowPrice');
  return out;
}

/** A validity window: when both ends are set, the start comes strictly before the end. */
export function validityError(validFrom: Date | null, validUntil: Date | null): FieldError | null {
  return validFrom && validUntil && validFrom.getTime() >= validUntil.getTime() ? error('validUntilNotAfterFrom') : null;
}

/** The values of a choice list: trimmed and without repeats by the DTO; required for a list, refused otherwise. */
export function valuesError(listType: boolean, values: readonly string[] | null | undefined): FieldError | null {
  const n = values?.length ?? 0;
  if (listType && n === 0) return error('valuesRequired');
  if (!listType && n > 0) return error('valuesNotAllowed');
  if (values && new Set(values).size !== values.length) return error('duplicateValue');
  return null;
}

/** Whether a custom field of this type has values to choose from. */
export const isChoiceListType = (type: string | null | undefined): boolean => type === 'ChoiceList';

/** The values a change of a field's list would remove while quotas or returnable items are linked to them. */
export function removedLinkedValues(before: readonly string[] | null | undefined, after: readonly string[] | null | undefined, linked: readonly string[]): string[] {
  const kept = new Set(after ?? []);
  return [...new Set(linked)].filter((v) => (before ?? []).includes(v) && !kept.has(v)).sort();
}

/** A quota's count: what is left to sell, and by how much it is over (its quantity lowered below what is sold, or sales beyond it at the provider). */
export function quotaCount(quantity: number, used: number): { used: number; remaining: number; over: number } {
  return { used, remaining: Math.max(0, quantity - used), over: Math.max(0, used - quantity) };
}

/** The ids asked that the edition does not have (each once, in the order asked). */
export function unknownIds(asked: readonly number[], known: ReadonlySet<number>): number[] {
  return [...new Set(asked)].filter((id) => !known.has(id));
}

export interface ChoiceLink {
  customFieldId: number;
  choiceValue: string;
}

/**
 * The links to custom field choices that cannot be made: a field the edition does not have, or a
 * value that is not one of the field's values. `fields`: the edition's fields asked, with their values.
 */
export function badChoices(choices: readonly ChoiceLink[], fields: ReadonlyMap<number, readonly string[] | null>): ChoiceLink[] {
  return choices.filter((c) => !(fields.get(c.customFieldId) ?? []).includes(c.choiceValue));
}

/** Each (field, value) once, in the order given. */
export function distinctChoices(choices: readonly ChoiceLink[]): ChoiceLink[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const key = `${c.customFieldId}\u0000${c.choiceValue}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why a tier, option or custom field may not be deleted: synced from the provider (deactivate it), or pointed to by tickets. */
export function deletionRefusal(row: { isSynced: boolean; inUse: boolean }): 'SYNCED' | 'IN_USE' | null {
  if (row.isSynced) return 'SYNCED';
  if (row.inUse) return 'IN_USE';
  return null;
}

/** The name shown for a tier: the organiser's name for it when set, else the provider's (or the one given here). */
export function tierDisplayName(tier: { name: string; customName?: string | null }): string {
  return tier.customName?.trim() || tier.name;
}
