/**
 * HelloAsso's form and orders as our rows (pure: no I/O). The provider's data is checked here: an
 * order that cannot be read whole is refused with BadOrderData (the sync logs and skips it); texts
 * are cut to their columns. Each row carries a digest of what it would write (`syncHash`), so the
 * writer leaves a row alone when nothing of it changed.
 */
import { createHash } from 'node:crypto';
import type { CustomFieldAnswer } from './ticketing-fields';
import { orderStatusOf } from './ticketing-rules';
import type { TicketingOrderStatus } from './ticketing-fields';
import type { HaCustomFieldAnswer, HaCustomFieldDefinition, HaForm, HaItem, HaOrder, HaPerson } from './helloasso-types';

/** The largest value of a PostgreSQL int. */
const INT_MAX = 2_147_483_647;

export interface TierRow {
  externalId: string;
  name: string;
  description: string | null;
  /** Cents. */
  price: number;
  minAmount: number | null;
  /** Its place in the form (new tiers are put after the edition's others in this order). */
  index: number;
  syncHash: string;
}

export interface CustomFieldRow {
  externalId: string;
  label: string;
  type: string;
  isRequired: boolean;
  values: string[] | null;
  syncHash: string;
}

export interface OptionRow {
  externalId: string;
  name: string;
  description: string | null;
  price: number;
  isRequired: boolean;
  index: number;
  syncHash: string;
}

/** What the form describes: tiers, the custom fields they ask (once each), the extra options (once each). */
export interface Catalogue {
  title: string | null;
  tiers: TierRow[];
  customFields: CustomFieldRow[];
  options: OptionRow[];
  /** Which custom field (external id) each tier (external id) asks. */
  associations: { tier: string; field: string }[];
}

/** Our ids of the catalogue's synced rows, by the provider's id. */
export interface CatalogueIds {
  tiers: ReadonlyMap<string, number>;
  options: ReadonlyMap<string, number>;
  customFields: ReadonlyMap<string, number>;
}

export interface OrderRow {
  externalId: string;
  payerFirstName: string | null;
  payerLastName: string | null;
  payerEmail: string | null;
  /** Cents. */
  amount: number;
  status: TicketingOrderStatus;
  orderDate: string;
  externalUpdatedAt: string | null;
  syncHash: string;
}

export interface ItemOptionRow {
  optionId: number;
  amount: number;
  customFields: CustomFieldAnswer[] | null;
}

export interface ItemRow {
  externalId: string;
  /** Null when the tier is not in the form's catalogue (a donation, a product, a tier of another form). */
  tierId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  name: string | null;
  type: string;
  amount: number;
  state: string;
  /** HelloAsso's QR code; null: the item keeps the one it has (or gets a secret of ours). */
  qrCode: string | null;
  customFields: CustomFieldAnswer[] | null;
  options: ItemOptionRow[];
  syncHash: string;
}

export interface MappedOrder {
  order: OrderRow;
  items: ItemRow[];
}

/** An order the sync cannot read whole; the message names the field, never personal data. */
export class BadOrderData extends Error {
  constructor(
    readonly externalId: string | null,
    reason: string,
  ) {
    super(`order ${externalId ?? '(no id)'}: ${reason}`);
    this.name = 'BadOrderData';
  }
}

/** A digest of a row's values (base64url SHA-256, 43 characters). */
export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** A provider id (a whole number, or a text of digits and letters) as text; null when there is none usable. */
export function externalIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  return null;
}

/** A text cut to `max` characters; null for anything else or an empty text. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** Cents as a whole number in the int range; null when absent. */
function cents(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > INT_MAX) return NaN;
  return value;
}

function moment(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

function customFieldRowOf(field: HaCustomFieldDefinition): CustomFieldRow | null {
  const externalId = externalIdOf(field.id);
  if (!externalId) return null;
  const row = {
    externalId,
    label: text(field.label, 250) ?? `#${externalId}`,
    type: text(field.type, 50) ?? 'TextInput',
    isRequired: field.isRequired === true,
    values: Array.isArray(field.values) ? field.values.filter((v): v is string => typeof v === 'string').slice(0, 500).map((v) => v.slice(0, 250)) : null,
  };
  return { ...row, syncHash: digest(row) };
}

/** The form's catalogue; tiers, fields and options without a usable id are left out. */
export function catalogueOf(form: HaForm): Catalogue {
  const tiers: TierRow[] = [];
  const fields = new Map<string, CustomFieldRow>();
  const options = new Map<string, OptionRow>();
  const associations: { tier: string; field: string }[] = [];
  const seenTiers = new Set<string>();
  for (const tier of Array.isArray(form?.tiers) ? form.tiers : []) {
    const externalId = externalIdOf(tier?.id);
    if (!externalId || seenTiers.has(externalId)) continue;
    seenTiers.add(externalId);
    const price = cents(tier.price);
    const minAmount = cents(tier.minAmount);
    const row = {
      externalId,
      name: text(tier.label, 250) ?? `#${externalId}`,
      description: text(tier.description, 10_000),
      price: price !== null && Number.isFinite(price) && price >= 0 ? price : 0,
      minAmount: minAmount !== null && Number.isFinite(minAmount) && minAmount >= 0 ? minAmount : null,
    };
    tiers.push({ ...row, index: tiers.length, syncHash: digest(row) });
    const asked = new Set<string>();
    for (const field of Array.isArray(tier.customFields) ? tier.customFields : []) {
      const fieldRow = field ? customFieldRowOf(field) : null;
      if (!fieldRow) continue;
      if (!fields.has(fieldRow.externalId)) fields.set(fieldRow.externalId, fieldRow);
      if (!asked.has(fieldRow.externalId)) associations.push({ tier: externalId, field: fieldRow.externalId });
      asked.add(fieldRow.externalId);
    }
    for (const option of Array.isArray(tier.extraOptions) ? tier.extraOptions : []) {
      const optionId = externalIdOf(option?.id);
      if (!optionId || options.has(optionId)) continue;
      const optionPrice = cents(option.price);
      const optionRow = {
        externalId: optionId,
        name: text(option.label, 250) ?? `#${optionId}`,
        description: text(option.description, 10_000),
        price: optionPrice !== null && Number.isFinite(optionPrice) && optionPrice >= 0 ? optionPrice : 0,
        isRequired: option.isRequired === true,
      };
      options.set(optionId, { ...optionRow, index: options.size, syncHash: digest(optionRow) });
    }
  }
  return { title: text(form?.title, 250), tiers, customFields: [...fields.values()], options: [...options.values()], associations };
}

function answersOf(list: HaCustomFieldAnswer[] | null | undefined, fieldIds: ReadonlyMap<string, number>): CustomFieldAnswer[] | null {
  if (!Array.isArray(list) || !list.length) return null;
  const answers: CustomFieldAnswer[] = [];
  for (const answer of list) {
    if (!answer || typeof answer !== 'object') continue;
    const externalId = externalIdOf(answer.id);
    answers.push({
      customFieldId: externalId ? (fieldIds.get(externalId) ?? null) : null,
      label: text(answer.name, 250) ?? '',
      answer: typeof answer.answer === 'string' ? answer.answer.slice(0, 2000) : answer.answer == null ? '' : String(answer.answer).slice(0, 2000),
    });
  }
  return answers.length ? answers : null;
}

function itemRowOf(item: HaItem, payer: HaPerson | null | undefined, ids: CatalogueIds, orderId: string): ItemRow {
  if (!item || typeof item !== 'object') throw new BadOrderData(orderId, 'an item is not an object');
  const externalId = externalIdOf(item.id);
  if (!externalId) throw new BadOrderData(orderId, 'an item has no id');
  const state = typeof item.state === 'string' ? item.state.trim() : '';
  if (!state || state.length > 20) throw new BadOrderData(orderId, `item ${externalId} has no readable state`);
  const amount = cents(item.amount) ?? 0;
  if (!Number.isFinite(amount)) throw new BadOrderData(orderId, `item ${externalId} has an amount that is not whole cents`);
  if (item.qrCode !== undefined && item.qrCode !== null && (typeof item.qrCode !== 'string' || item.qrCode.length > 200)) {
    throw new BadOrderData(orderId, `item ${externalId} has an unreadable QR code`);
  }
  const tierExternalId = externalIdOf(item.tierId);
  // The attendee, else the payer (HelloAsso leaves `user` out when the payer is the attendee).
  const attendee = item.user && (text(item.user.firstName, 200) || text(item.user.lastName, 200)) ? item.user : payer;
  const options = new Map<number, ItemOptionRow>();
  for (const option of Array.isArray(item.options) ? item.options : []) {
    const optionExternalId = externalIdOf(option?.optionId);
    const optionId = optionExternalId ? ids.options.get(optionExternalId) : undefined;
    if (optionId === undefined || options.has(optionId)) continue;
    const optionAmount = cents(option.amount) ?? 0;
    if (!Number.isFinite(optionAmount)) throw new BadOrderData(orderId, `an option of item ${externalId} has an amount that is not whole cents`);
    options.set(optionId, { optionId, amount: optionAmount, customFields: answersOf(option.customFields, ids.customFields) });
  }
  const row = {
    externalId,
    tierId: tierExternalId ? (ids.tiers.get(tierExternalId) ?? null) : null,
    firstName: text(attendee?.firstName, 200),
    lastName: text(attendee?.lastName, 200),
    email: text(item.user?.email, 320) ?? text(payer?.email, 320),
    name: text(item.name, 250),
    type: text(item.type, 50) ?? 'Registration',
    amount,
    state,
    qrCode: typeof item.qrCode === 'string' && item.qrCode ? item.qrCode : null,
    customFields: answersOf(item.customFields, ids.customFields),
    options: [...options.values()],
  };
  return { ...row, syncHash: digest(row) };
}

/** An order and its items as rows; throws BadOrderData when it cannot be read whole. */
export function orderRowsOf(order: HaOrder, ids: CatalogueIds): MappedOrder {
  if (!order || typeof order !== 'object') throw new BadOrderData(null, 'not an object');
  const externalId = externalIdOf(order.id);
  if (!externalId) throw new BadOrderData(null, 'no id');
  const orderDate = moment(order.date) ?? moment(order.meta?.createdAt);
  if (!orderDate) throw new BadOrderData(externalId, 'no readable date');
  if (order.items !== undefined && order.items !== null && !Array.isArray(order.items)) throw new BadOrderData(externalId, 'items is not a list');
  const items = (order.items ?? []).map((item) => itemRowOf(item, order.payer, ids, externalId));
  if (new Set(items.map((i) => i.externalId)).size !== items.length) throw new BadOrderData(externalId, 'an item appears twice');
  const total = cents(order.amount?.total);
  if (total !== null && !Number.isFinite(total)) throw new BadOrderData(externalId, 'its total is not whole cents');
  const row = {
    externalId,
    payerFirstName: text(order.payer?.firstName, 200),
    payerLastName: text(order.payer?.lastName, 200),
    payerEmail: text(order.payer?.email, 320),
    amount: total ?? items.reduce((sum, i) => sum + i.amount, 0),
    status: orderStatusOf(items.map((i) => i.state)),
    orderDate,
  };
  // The digest leaves out meta.updatedAt: an order HelloAsso only touched (same content) is not written
  // again; externalUpdatedAt is then HelloAsso's time of the last change that was imported.
  return { order: { ...row, externalUpdatedAt: moment(order.meta?.updatedAt), syncHash: digest({ ...row, items: items.map((i) => i.syncHash) }) }, items };
}
