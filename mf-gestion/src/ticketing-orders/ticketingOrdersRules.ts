/**
 * The orders page's pure rules: the list's query from the filters, the tiers a desk may sell now
 * (the server's rules: active, within the validity window), the on-site order form (its values,
 * local checks and request body), and what the order takes from each quota (the server's count:
 * a ticket once per quota, through its tier, an option or an answer). `isOnSale` and `quotaNeeds` copy
 * the server's (orders-rules.ts) and are held to it by ticketingOrdersRules.parity.spec.ts.
 */
import { ticketingOrderStatusValues, type Schemas } from '@festival/api-client';
import { fieldBounds, queryBounds } from '@festival/api-client/bounds';
import { oneOf, wholeNumber, withParams, yesNo } from '@festival/ui/address';
import { hasFiltersOf, listQueryOf, pageOf, pageParam, type ListQuery as PagedQuery } from '../shared/listRules';

type Status = Schemas['TicketingOrderStatus'];
type Tier = Schemas['TierDto'];
type Option = Schemas['OptionDto'];
type CustomField = Schemas['CustomFieldDto'];
type Quota = Schemas['QuotaDto'];
type PaymentMethod = Schemas['PaymentMethod'];

/** The server's bounds, from the API's document. */
export const SEARCH_MAX = queryBounds.OrdersGestion_list.search.maxLength;
export const ORDER_ITEMS_MAX = fieldBounds.CreateOnSiteOrderDto.items.maxItems;
export const NAME_MAX = fieldBounds.CreateOnSiteOrderDto.payerFirstName.maxLength;
export const EMAIL_MAX = fieldBounds.CreateOnSiteOrderDto.payerEmail.maxLength;
export const ANSWER_MAX = fieldBounds.OnSiteAnswerDto.answer.maxLength;

// ── the list ─────────────────────────────────────────────────────────────────────────────────

export interface Filters {
  search: string;
  tierId: number | null;
  status: Status | null;
  validated: 'true' | 'false' | null;
  page: number;
}

export const NO_FILTERS: Filters = { search: '', tierId: null, status: null, validated: null, page: 1 };

export type FilterQuery = { search?: string; tierId?: number; status?: Status; validated?: 'true' | 'false' };
export type ListQuery = PagedQuery<FilterQuery>;

/** The filters as the API takes them (absent ones left out, the search trimmed and bounded); the exports take the same. */
export function filterQuery(f: Filters): FilterQuery {
  const query: FilterQuery = {};
  const search = f.search.trim().slice(0, SEARCH_MAX);
  if (search) query.search = search;
  if (f.tierId) query.tierId = f.tierId;
  if (f.status) query.status = f.status;
  if (f.validated) query.validated = f.validated;
  return query;
}

export const listQuery = listQueryOf(filterQuery);
export const hasFilters = hasFiltersOf(filterQuery);

const LIST = queryBounds.OrdersGestion_list;

/** The filters an address carries (?search=…&tier=3&status=VALID&validated=true&page=2); what is not a valid value is left out. */
export function filtersOf(params: URLSearchParams): Filters {
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    tierId: wholeNumber(params.get('tier'), LIST.tierId.maximum),
    status: oneOf(ticketingOrderStatusValues, params.get('status')),
    validated: yesNo(params.get('validated')),
    page: pageOf(params, LIST.page.maximum),
  };
}

/** The address for these filters, keeping its other parameters (the open order): defaults left out, so a link stays short. */
export function withFilterParams(current: URLSearchParams, f: Filters): URLSearchParams {
  return withParams(current, {
    // As typed (the search box compares it with what it holds); only blank is left out.
    search: f.search.trim() ? f.search : null,
    tier: f.tierId ? String(f.tierId) : null,
    status: f.status,
    validated: f.validated,
    ...pageParam(f.page),
  });
}

/** A person's name from first and last (either may be missing); '' when none. */
export const personName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter((s) => s?.trim()).join(' ');

export const statusColor = (status: Status) => ({ VALID: 'green', PARTIAL: 'yellow', CANCELLED: 'red', PENDING: 'gray' })[status];

/** An order taken at the desk without payment, still standing: its holder pays at the gate. */
export const paysAtGate = (order: { source: Schemas['TicketingOrderSource']; status: Status; paymentMethod: PaymentMethod | null }) =>
  order.source === 'ONSITE' && order.paymentMethod === null && order.status !== 'CANCELLED';

/** How full a quota is, in percent (0–100). */
export const usedPercent = (q: { quantity: number; used: number }) => (q.quantity <= 0 ? 100 : Math.min(100, Math.round((q.used / q.quantity) * 100)));

// ── the on-site order ────────────────────────────────────────────────────────────────────────

/** Whether the tier may be sold at `now`: active, and within its validity window (bounds included). */
export function isOnSale(tier: Pick<Tier, 'isActive' | 'validFrom' | 'validUntil'>, now: Date): boolean {
  if (!tier.isActive) return false;
  if (tier.validFrom && now.getTime() < new Date(tier.validFrom).getTime()) return false;
  if (tier.validUntil && now.getTime() > new Date(tier.validUntil).getTime()) return false;
  return true;
}

export const isPayWhatYouWant = (tier: Pick<Tier, 'minAmount' | 'maxAmount'>) => tier.minAmount !== null || tier.maxAmount !== null;

/** The tier's name as shown here. */
export const tierLabel = (tier: Pick<Tier, 'name' | 'customName'>) => tier.customName || tier.name;

/** The active questions a tier asks, in the catalogue's order. */
export const askedFieldsOf = (fields: readonly CustomField[], tierId: number | null): CustomField[] =>
  tierId === null ? [] : fields.filter((f) => f.isActive && f.tierIds.includes(tierId));

export interface ItemValues {
  tierId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Pay what you want: in the currency's units as typed ('' for the tier's price). */
  amount: number | '';
  optionIds: string[];
  /** One per question the tier asks, in its order (the server's field messages name them by index). */
  customFields: { customFieldId: number; answer: string }[];
}

export interface OrderValues {
  payerFirstName: string;
  payerLastName: string;
  payerEmail: string;
  /** Null: left unpaid, paid at the gate. */
  paymentMethod: PaymentMethod | null;
  items: ItemValues[];
}

export const newItem = (first = '', last = '', email = ''): ItemValues => ({ tierId: null, firstName: first, lastName: last, email, amount: '', optionIds: [], customFields: [] });

export const emptyOrder = (): OrderValues => ({ payerFirstName: '', payerLastName: '', payerEmail: '', paymentMethod: 'CASH', items: [newItem()] });

/** An item whose tier changed: the questions of the new tier, with the answers already given to those it shares. */
export function withTier(item: ItemValues, tierId: string | null, fields: readonly CustomField[]): ItemValues {
  const before = new Map(item.customFields.map((a) => [a.customFieldId, a.answer]));
  return { ...item, tierId, amount: '', customFields: askedFieldsOf(fields, tierId === null ? null : Number(tierId)).map((f) => ({ customFieldId: f.id, answer: before.get(f.id) ?? '' })) };
}

const cents = (units: number) => Math.round(units * 100);

/** The problems the server would find, by the form's field path, as keys of `ticketing:orders.add.errors`. */
export function orderErrors(values: OrderValues, tiers: readonly Tier[], fields: readonly CustomField[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.payerFirstName.trim()) errors.payerFirstName = 'required';
  if (!values.payerLastName.trim()) errors.payerLastName = 'required';
  if (values.payerEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.payerEmail.trim())) errors.payerEmail = 'email';
  values.items.forEach((item, k) => {
    if (!item.tierId) errors[`items.${k}.tierId`] = 'tier';
    if (!item.firstName.trim()) errors[`items.${k}.firstName`] = 'required';
    if (!item.lastName.trim()) errors[`items.${k}.lastName`] = 'required';
    if (item.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(item.email.trim())) errors[`items.${k}.email`] = 'email';
    const tier = tiers.find((t) => String(t.id) === item.tierId);
    if (tier && isPayWhatYouWant(tier) && item.amount !== '') {
      if (tier.minAmount !== null && cents(item.amount) < tier.minAmount) errors[`items.${k}.amount`] = 'belowMin';
      else if (tier.maxAmount !== null && cents(item.amount) > tier.maxAmount) errors[`items.${k}.amount`] = 'aboveMax';
    }
    item.customFields.forEach((a, j) => {
      const field = fields.find((f) => f.id === a.customFieldId);
      if (field?.isRequired && !a.answer.trim()) errors[`items.${k}.customFields.${j}.answer`] = 'required';
    });
  });
  return errors;
}

/** The request: trimmed texts, empty e-mails left out, amounts in cents (pay what you want only), the answers given; no payment method: paid at the gate. */
export function orderBody(values: OrderValues, tiers: readonly Tier[]): Schemas['CreateOnSiteOrderDto'] {
  return {
    payerFirstName: values.payerFirstName.trim(),
    payerLastName: values.payerLastName.trim(),
    payerEmail: values.payerEmail.trim() || null,
    paymentMethod: values.paymentMethod,
    items: values.items.map((item) => {
      const tier = tiers.find((t) => String(t.id) === item.tierId);
      return {
        tierId: Number(item.tierId),
        firstName: item.firstName.trim(),
        lastName: item.lastName.trim(),
        email: item.email.trim() || null,
        ...(tier && isPayWhatYouWant(tier) && item.amount !== '' ? { amount: cents(item.amount) } : {}),
        optionIds: item.optionIds.map(Number),
        customFields: item.customFields.map((a) => ({ customFieldId: a.customFieldId, answer: a.answer.trim() })),
      };
    }),
  };
}

/** What a ticket costs in cents: its tier (or the amount chosen) and its options. */
export function itemTotal(item: ItemValues, tiers: readonly Tier[], options: readonly Option[]): number {
  const tier = tiers.find((t) => String(t.id) === item.tierId);
  if (!tier) return 0;
  const base = isPayWhatYouWant(tier) && item.amount !== '' ? cents(item.amount) : tier.price;
  return base + item.optionIds.reduce((sum, id) => sum + (options.find((o) => String(o.id) === id)?.price ?? 0), 0);
}

export const orderTotal = (values: OrderValues, tiers: readonly Tier[], options: readonly Option[]) => values.items.reduce((sum, i) => sum + itemTotal(i, tiers, options), 0);

export interface QuotaNeed {
  quota: Quota;
  /** Tickets of the order counted against it. */
  needed: number;
  remaining: number;
  short: boolean;
}

/** The quotas the order counts against, with what it takes and what is left (the server checks again under lock). */
export function quotaNeeds(values: OrderValues, quotas: readonly Quota[]): QuotaNeed[] {
  const counts = (item: ItemValues, q: Quota) =>
    (item.tierId !== null && q.tierIds.includes(Number(item.tierId))) ||
    item.optionIds.some((id) => q.optionIds.includes(Number(id))) ||
    item.customFields.some((a) => q.choices.some((c) => c.customFieldId === a.customFieldId && c.choiceValue === a.answer.trim()));
  return quotas
    .map((quota) => {
      const needed = values.items.filter((item) => counts(item, quota)).length;
      return { quota, needed, remaining: quota.remaining, short: needed > quota.remaining };
    })
    .filter((n) => n.needed > 0);
}
