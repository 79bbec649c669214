/**
 * The server's checks of the catalogue (backend/src/modules/ticketing/catalogue-rules.ts), mirrored
 * to answer at once, and what the page computes: amounts in cents, the order of the tiers, a quota's
 * bar, the keys of custom field values. Error values are keys of the `ticketing` namespace.
 */
import { ticketingCustomFieldTypeValues } from '@festival/api-client';
import { toLocalInput, fromLocalInput } from '@festival/ui/dates';
import { fieldBounds } from '@festival/api-client/bounds';

export const TIER_NAME_MAX = fieldBounds.CreateTierDto.name.maxLength;
export const QUOTA_TITLE_MAX = fieldBounds.CreateQuotaDto.title.maxLength;
export const QUOTA_MAX = fieldBounds.CreateQuotaDto.quantity.maximum;
export const OPTION_NAME_MAX = fieldBounds.CreateOptionDto.name.maxLength;
export const FIELD_LABEL_MAX = fieldBounds.CreateCustomFieldDto.label.maxLength;
export const RETURNABLE_NAME_MAX = fieldBounds.CreateReturnableItemDto.name.maxLength;
export const VALUE_MAX = fieldBounds.CreateCustomFieldDto.values.items.maxLength;
export const VALUES_MAX = fieldBounds.CreateCustomFieldDto.values.maxItems;
/** Ten million in any currency (the API's limit), in cents. */
export const MONEY_MAX_CENTS = fieldBounds.CreateTierDto.price.maximum;

/** An amount typed in the currency's units (12.5) as cents (1250); '' stays empty. */
export const toCents = (amount: number | ''): number | null => (amount === '' ? null : Math.round(amount * 100));
/** Cents as the amount an input shows (12.5); null as empty. */
export const fromCents = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);

type Errors<F extends string> = Partial<Record<F, string>>;

/** The name shown for a tier: the organiser's name for it when set. */
export function tierLabel(tier: { name: string; customName?: string | null }): string {
  return tier.customName?.trim() || tier.name;
}

// ── tiers ───────────────────────────────────────────────────────────────────────────────────────

/** Whether a pay-what-you-want tier's price reads as a suggestion: above zero and within its bounds (HelloAsso may give 0). */
export function suggestsPrice(tier: { price: number; minAmount: number | null; maxAmount: number | null }): boolean {
  return tier.price > 0 && tier.price >= (tier.minAmount ?? 0) && (tier.maxAmount === null || tier.price <= tier.maxAmount);
}

export interface TierValues {
  name: string;
  customName: string;
  description: string;
  /** In the currency's units, as typed. */
  price: number | '';
  minAmount: number | '';
  maxAmount: number | '';
  isActive: boolean;
  countAsParticipant: boolean;
  /** datetime-local values on the edition's clocks ('' for open). */
  validFrom: string;
  validUntil: string;
  quotaIds: string[];
  returnableItemIds: string[];
  mealIds: string[];
}

export interface TierLike {
  name: string;
  customName: string | null;
  description: string | null;
  price: number;
  minAmount: number | null;
  maxAmount: number | null;
  isActive: boolean;
  countAsParticipant: boolean;
  validFrom: string | null;
  validUntil: string | null;
  quotaIds: number[];
  returnableItemIds: number[];
  mealIds: number[];
}

export const emptyTier = (): TierValues => ({
  name: '',
  customName: '',
  description: '',
  price: 0,
  minAmount: '',
  maxAmount: '',
  isActive: true,
  countAsParticipant: true,
  validFrom: '',
  validUntil: '',
  quotaIds: [],
  returnableItemIds: [],
  mealIds: [],
});

/** The form's values of a tier; its validity on the clocks of `timeZone` (the edition's). */
export function tierValues(tier: TierLike, timeZone: string): TierValues {
  return {
    name: tier.name,
    customName: tier.customName ?? '',
    description: tier.description ?? '',
    price: fromCents(tier.price),
    minAmount: fromCents(tier.minAmount),
    maxAmount: fromCents(tier.maxAmount),
    isActive: tier.isActive,
    countAsParticipant: tier.countAsParticipant,
    validFrom: toLocalInput(tier.validFrom, timeZone),
    validUntil: toLocalInput(tier.validUntil, timeZone),
    quotaIds: tier.quotaIds.map(String),
    returnableItemIds: tier.returnableItemIds.map(String),
    mealIds: tier.mealIds.map(String),
  };
}

const moneyError = (v: number | '', required: boolean): string | undefined => {
  if (v === '') return required ? 'tiers.errors.priceRequired' : undefined;
  if (!Number.isFinite(v) || v < 0 || Math.round(v * 100) > MONEY_MAX_CENTS) return 'tiers.errors.amount';
  return undefined;
};

/** A tier's errors by field; a synced tier's provider fields (name, price, amounts) are not checked: they are not sent. */
export function tierErrors(v: TierValues, synced: boolean, timeZone: string): Errors<'name' | 'customName' | 'price' | 'minAmount' | 'maxAmount' | 'validUntil'> {
  const out: Errors<'name' | 'customName' | 'price' | 'minAmount' | 'maxAmount' | 'validUntil'> = {};
  if (!synced) {
    if (!v.name.trim()) out.name = 'tiers.errors.nameRequired';
    else if (v.name.trim().length > TIER_NAME_MAX) out.name = 'tiers.errors.tooLong';
    const price = moneyError(v.price, true);
    if (price) out.price = price;
    const min = moneyError(v.minAmount, false);
    const max = moneyError(v.maxAmount, false);
    if (min) out.minAmount = min;
    else if (v.minAmount !== '' && v.price !== '' && v.minAmount > v.price) out.minAmount = 'tiers.errors.minAbovePrice';
    if (max) out.maxAmount = max;
    else if (v.maxAmount !== '' && v.price !== '' && v.maxAmount < v.price) out.maxAmount = 'tiers.errors.maxBelowPrice';
  }
  if (v.customName.trim().length > TIER_NAME_MAX) out.customName = 'tiers.errors.tooLong';
  const from = fromLocalInput(v.validFrom, timeZone);
  const until = fromLocalInput(v.validUntil, timeZone);
  if (from && until && from >= until) out.validUntil = 'tiers.errors.validity';
  return out;
}

/** What the API takes: on a synced tier, only the organiser's fields; the validity read on the clocks of `timeZone`. */
export function tierBody(v: TierValues, synced: boolean, timeZone: string) {
  const organiser = {
    customName: v.customName.trim() || null,
    description: v.description.trim() || null,
    isActive: v.isActive,
    countAsParticipant: v.countAsParticipant,
    validFrom: fromLocalInput(v.validFrom, timeZone),
    validUntil: fromLocalInput(v.validUntil, timeZone),
  };
  if (synced) return organiser;
  return { name: v.name.trim(), price: toCents(v.price) ?? 0, minAmount: toCents(v.minAmount), maxAmount: toCents(v.maxAmount), ...organiser };
}

// ── the order of the tiers ──────────────────────────────────────────────────────────────────────

/** The ids with `id` moved by `delta` places (−1 up, +1 down); null when it cannot move that way. */
export function moveBy(ids: readonly number[], id: number, delta: number): number[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length || delta === 0) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The ids with `dragged` dropped at the place of `target` (before it when moving up, after it when moving down); null when nothing moves. */
export function moveTo(ids: readonly number[], dragged: number, target: number): number[] | null {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return null;
  return moveBy(ids, dragged, to - from);
}

// ── quotas ──────────────────────────────────────────────────────────────────────────────────────

export interface QuotaValues {
  title: string;
  description: string;
  quantity: number | '';
  tierIds: string[];
  optionIds: string[];
  /** Keys of custom field values (choiceKey). */
  choices: string[];
}

export const emptyQuota = (): QuotaValues => ({ title: '', description: '', quantity: '', tierIds: [], optionIds: [], choices: [] });

export const quotaValues = (q: { title: string; description: string | null; quantity: number; tierIds: number[]; optionIds: number[]; choices: ChoiceLink[] }): QuotaValues => ({
  title: q.title,
  description: q.description ?? '',
  quantity: q.quantity,
  tierIds: q.tierIds.map(String),
  optionIds: q.optionIds.map(String),
  choices: q.choices.map(choiceKey),
});

export function quotaErrors(v: QuotaValues): Errors<'title' | 'quantity'> {
  const out: Errors<'title' | 'quantity'> = {};
  if (!v.title.trim()) out.title = 'quotas.errors.titleRequired';
  else if (v.title.trim().length > QUOTA_TITLE_MAX) out.title = 'quotas.errors.tooLong';
  if (v.quantity === '') out.quantity = 'quotas.errors.quantityRequired';
  else if (!Number.isInteger(v.quantity) || v.quantity < 0 || v.quantity > QUOTA_MAX) out.quantity = 'quotas.errors.quantity';
  return out;
}

export const quotaBody = (v: QuotaValues) => ({ title: v.title.trim(), description: v.description.trim() || null, quantity: v.quantity === '' ? 0 : v.quantity });

/** A quota's bar: how full (0–100) and its colour (red when over, orange when full). */
export function quotaBar(q: { quantity: number; used: number; over: number; remaining: number }): { percent: number; color: string } {
  const percent = q.quantity > 0 ? Math.min(100, Math.round((q.used / q.quantity) * 100)) : q.used > 0 ? 100 : 0;
  return { percent, color: q.over > 0 ? 'red' : q.remaining === 0 ? 'orange' : 'teal' };
}

// ── custom field values ─────────────────────────────────────────────────────────────────────────

export interface ChoiceLink {
  customFieldId: number;
  choiceValue: string;
}

/** A custom field value as one string (a select's value): '<field id>:<value>'. */
export const choiceKey = (c: ChoiceLink): string => `${c.customFieldId}:${c.choiceValue}`;

export function parseChoiceKey(key: string): ChoiceLink {
  const at = key.indexOf(':');
  return { customFieldId: Number(key.slice(0, at)), choiceValue: key.slice(at + 1) };
}

/** The values one may link to, grouped by field (choice lists only). */
export function choiceGroups(fields: readonly { id: number; label: string; type: string; values: string[] | null }[]): { group: string; items: { value: string; label: string }[] }[] {
  return fields
    .filter((f) => f.type === 'ChoiceList' && f.values?.length)
    .map((f) => ({ group: f.label, items: f.values!.map((v) => ({ value: choiceKey({ customFieldId: f.id, choiceValue: v }), label: `${f.label}: ${v}` })) }));
}

/** Lines of a text area as a list of values: trimmed, empty lines left out. */
export const valuesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean);

/** The error of a list of values: required for a choice list, none otherwise, each once, each short enough. */
export function valuesError(isList: boolean, values: readonly string[]): string | undefined {
  if (isList && !values.length) return 'customFields.errors.valuesRequired';
  if (!isList && values.length) return 'customFields.errors.valuesNotAllowed';
  if (values.length > VALUES_MAX) return 'customFields.errors.tooManyValues';
  if (values.some((v) => v.length > VALUE_MAX)) return 'customFields.errors.valueTooLong';
  if (new Set(values).size !== values.length) return 'customFields.errors.duplicateValue';
  return undefined;
}

// ── options ─────────────────────────────────────────────────────────────────────────────────────

export interface OptionValues {
  name: string;
  description: string;
  type: 'Checkbox' | 'ChoiceList';
  isRequired: boolean;
  /** One choice a line. */
  choices: string;
  price: number | '';
  isActive: boolean;
  quotaIds: string[];
  returnableItemIds: string[];
  mealIds: string[];
}

export const emptyOption = (): OptionValues => ({ name: '', description: '', type: 'Checkbox', isRequired: false, choices: '', price: 0, isActive: true, quotaIds: [], returnableItemIds: [], mealIds: [] });

export const optionValues = (o: {
  name: string;
  description: string | null;
  type: string | null;
  isRequired: boolean;
  choices: string[] | null;
  price: number;
  isActive: boolean;
  quotaIds: number[];
  returnableItemIds: number[];
  mealIds: number[];
}): OptionValues => ({
  name: o.name,
  description: o.description ?? '',
  type: o.type === 'ChoiceList' ? 'ChoiceList' : 'Checkbox',
  isRequired: o.isRequired,
  choices: (o.choices ?? []).join('\n'),
  price: fromCents(o.price),
  isActive: o.isActive,
  quotaIds: o.quotaIds.map(String),
  returnableItemIds: o.returnableItemIds.map(String),
  mealIds: o.mealIds.map(String),
});

export function optionErrors(v: OptionValues, synced: boolean): Errors<'name' | 'choices' | 'price'> {
  const out: Errors<'name' | 'choices' | 'price'> = {};
  if (synced) return out;
  if (!v.name.trim()) out.name = 'options.errors.nameRequired';
  else if (v.name.trim().length > OPTION_NAME_MAX) out.name = 'options.errors.tooLong';
  const choices = valuesError(v.type === 'ChoiceList', valuesOf(v.choices));
  if (choices) out.choices = choices;
  const price = moneyError(v.price, true);
  if (price) out.price = price;
  return out;
}

export function optionBody(v: OptionValues, synced: boolean) {
  const organiser = { description: v.description.trim() || null, isActive: v.isActive };
  if (synced) return organiser;
  const choices = valuesOf(v.choices);
  return { name: v.name.trim(), type: v.type, isRequired: v.isRequired, choices: v.type === 'ChoiceList' ? choices : null, price: toCents(v.price) ?? 0, ...organiser };
}

// ── custom fields ───────────────────────────────────────────────────────────────────────────────

export interface FieldValues {
  label: string;
  type: 'TextInput' | 'ChoiceList' | 'YesNo' | 'Number' | 'Date';
  isRequired: boolean;
  /** One value a line. */
  values: string;
  isActive: boolean;
  /** Its answer shows on the gate's screen. */
  showAtGate: boolean;
  tierIds: string[];
}

export const emptyField = (): FieldValues => ({ label: '', type: 'TextInput', isRequired: false, values: '', isActive: true, showAtGate: false, tierIds: [] });

const FIELD_TYPES: readonly string[] = ticketingCustomFieldTypeValues;

/** Whether the form offers this type (else it is one of the provider's, shown as it is). */
export const isKnownFieldType = (type: string): type is FieldValues['type'] => FIELD_TYPES.includes(type);

/** A field's form; a type of the provider's that the form does not offer shows as a text input (a synced field's type is not sent). */
export const fieldValues = (f: { label: string; type: string; isRequired: boolean; values: string[] | null; isActive: boolean; showAtGate: boolean; tierIds: number[] }): FieldValues => ({
  label: f.label,
  type: isKnownFieldType(f.type) ? f.type : 'TextInput',
  isRequired: f.isRequired,
  values: (f.values ?? []).join('\n'),
  isActive: f.isActive,
  showAtGate: f.showAtGate,
  tierIds: f.tierIds.map(String),
});

export function fieldErrors(v: FieldValues, synced: boolean): Errors<'label' | 'values'> {
  const out: Errors<'label' | 'values'> = {};
  if (synced) return out;
  if (!v.label.trim()) out.label = 'customFields.errors.labelRequired';
  else if (v.label.trim().length > FIELD_LABEL_MAX) out.label = 'customFields.errors.tooLong';
  const values = valuesError(v.type === 'ChoiceList', valuesOf(v.values));
  if (values) out.values = values;
  return out;
}

/** On a synced field, only the organiser's: whether it is asked, whether the gate shows its answer. */
export function fieldBody(v: FieldValues, synced: boolean) {
  if (synced) return { isActive: v.isActive, showAtGate: v.showAtGate };
  return {
    label: v.label.trim(),
    type: v.type,
    isRequired: v.isRequired,
    values: v.type === 'ChoiceList' ? valuesOf(v.values) : null,
    isActive: v.isActive,
    showAtGate: v.showAtGate,
    tierIds: v.tierIds.map(Number),
  };
}

// ── returnable items ────────────────────────────────────────────────────────────────────────────

export interface ReturnableValues {
  name: string;
  tierIds: string[];
  optionIds: string[];
  choices: string[];
  teamIds: string[];
}

export const emptyReturnable = (): ReturnableValues => ({ name: '', tierIds: [], optionIds: [], choices: [], teamIds: [] });

export const returnableValues = (r: { name: string; tierIds: number[]; optionIds: number[]; choices: ChoiceLink[]; teamIds: number[] }): ReturnableValues => ({
  name: r.name,
  tierIds: r.tierIds.map(String),
  optionIds: r.optionIds.map(String),
  choices: r.choices.map(choiceKey),
  teamIds: r.teamIds.map(String),
});

export function returnableErrors(v: ReturnableValues): Errors<'name'> {
  if (!v.name.trim()) return { name: 'returnables.errors.nameRequired' };
  if (v.name.trim().length > RETURNABLE_NAME_MAX) return { name: 'returnables.errors.tooLong' };
  return {};
}

/** Whether two lists of ids (as numbers or select strings) name the same rows. */
export function sameIds(a: readonly (number | string)[], b: readonly (number | string)[]): boolean {
  const x = [...new Set(a.map(String))].sort();
  const y = [...new Set(b.map(String))].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The links a tier or an option carries: its quotas, returnable items and included meals. */
const LINK_KEYS = ['quotaIds', 'returnableItemIds', 'mealIds'] as const;
type LinkKey = (typeof LINK_KEYS)[number];

/**
 * The quotas, returnable items and meals of a tier or an option to save with it: all of them for a
 * new one, else only when one of them changed (null: the one being made).
 */
export function changedLinks(current: Record<LinkKey, readonly number[]> | null, v: Record<LinkKey, readonly string[]>): Record<LinkKey, number[]> | undefined {
  if (current && LINK_KEYS.every((k) => sameIds(current[k], v[k]))) return undefined;
  return { quotaIds: v.quotaIds.map(Number), returnableItemIds: v.returnableItemIds.map(Number), mealIds: v.mealIds.map(Number) };
}

