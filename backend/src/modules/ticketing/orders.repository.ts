import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { defineSql, maybeOne, one, query, repeated, type PartChoice } from '../../core/database/sql';
import { Injectable } from '@nestjs/common';
import { intArray } from '../../core/database/sql-params';
import { likePattern, narrowsByTrigram, orderNumberOf, qrCodeOf, searchWords, type AskedField, type QuotaLink } from './orders-rules';
import type { AttendeeFilterQuery, OrderDetailRow, OrderFilterQuery, OrderListQuery, OrderListRow, ReturnableRow, TicketOptionRow, TicketRow, TierCountRow } from './orders.dto';
import { CANCELLED_ITEM_STATE, type CustomFieldAnswer } from './ticketing-fields';
import { TicketingOrder, TicketingOrderItem, TicketingOrderItemOption } from './ticketing.entity';
import { VALID_ITEM_SQL } from './ticketing.repository';


/** The custom field answers of the item aliased `i`, as a JSON array whatever was stored. */
const ANSWERS_SQL = `(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)`;

/** The attendee's name of the item aliased `i`, '' when it has none. */
const ATTENDEE_SQL = `trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, ''))`;

/** A name or title of a tier as shown here: its custom name when set. */
const TIER_NAME_SQL = 'coalesce(t.custom_name, t.name)';

/** Raw rows carry instants as PostgreSQL writes them (the driver leaves timestamptz as text). */
type Instant = string;

export interface SaleTierRow {
  id: number;
  name: string;
  price: number;
  minAmount: number | null;
  maxAmount: number | null;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
}

export interface SaleOptionRow {
  id: number;
  name: string;
  price: number;
  isActive: boolean;
}

export interface OrdersCsvRow extends OrderListRow {
  cancelledAt: Instant | null;
  /** The order date as PostgreSQL writes it (to the microsecond): where the next page starts. */
  dateKey: string;
}

export interface AttendeeCsvRow {
  id: number;
  orderId: number;
  orderExternalId: string | null;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  tierName: string | null;
  options: string[] | null;
  customFields: CustomFieldAnswer[] | null;
  amount: number;
  qrCode: string;
  entryValidated: boolean;
  entryValidatedAt: Instant | null;
  payerFirstName: string | null;
  payerLastName: string | null;
  payerEmail: string | null;
}

/** Columns of an order, under the names of OrderRow. */
const ORDER_COLUMNS = `o.id, o.external_id as "externalId", o.source, o.status, o.order_date as "orderDate",
  o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail",
  o.amount, o.payment_method as "paymentMethod"`;

/** What the items of the order aliased `o` add up to (OrderListRow's counts, tiers and attendees). */
const ORDER_ITEMS_LATERAL = `left join lateral (
    select count(*)::int as "itemCount", count(*) filter (where ${VALID_ITEM_SQL})::int as "validCount",
      count(*) filter (where i.entry_validated)::int as "validatedCount",
      array_agg(distinct coalesce(${TIER_NAME_SQL}, i.name)) filter (where coalesce(${TIER_NAME_SQL}, i.name) is not null) as tiers,
      (array_agg(distinct ${ATTENDEE_SQL}) filter (where ${ATTENDEE_SQL} <> ''))[1:10] as attendees
    from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id
    where i.order_id = o.id
  ) s on true`;

/**
 * The queries of the orders feature: the list and its search, one order with its tickets, what an
 * on-site order needs to know and writes, cancelling, the exports' pages and the counts.
 */
/**
 * The orders matching the filters (OrderFilterQuery), each filter a part. The search: each word
 * (folded like the stored texts) must be in the payer's text of the order, or all of them in one
 * item's attendee text; or the search is our order number, or a ticket's QR code. With a word of
 * three letters or more the trigram indexes find the candidates (a union of ids: `trigram`);
 * shorter words are matched by reading the edition's rows (`scan`).
 */
const FILTER = 'o.edition_id = :editionId {{status}} {{tier}} {{validated}} {{search}}';
const wordsOf = (alias: string) => repeated(`${alias}.search_text like ticketing_search_fold(:word) escape '\\'`, ' and ');
const FILTER_PARTS = {
  status: 'and o.status = :status',
  tier: 'and o.id in (select i.order_id from ticketing_order_items i where i.tier_id = :tierId and i.edition_id = :editionId)',
  validated: {
    true: 'and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.entry_validated)',
    false: `and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and ${VALID_ITEM_SQL} and not i.entry_validated)`,
  },
  search: {
    trigram: `and o.id in (select p.id from ticketing_orders p where p.edition_id = :editionId and {{wordsP}}
      union select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}} {{numberUnion}} {{qrCodeUnion}})`,
    scan: 'and (({{wordsO}}) or o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}}) {{numberOr}})',
  },
  wordsP: wordsOf('p'),
  wordsI: wordsOf('i'),
  wordsO: wordsOf('o'),
  numberUnion: 'union select p.id from ticketing_orders p where p.id = :number and p.edition_id = :editionId',
  qrCodeUnion: 'union select i.order_id from ticketing_order_items i where i.qr_code = :qrCode and i.edition_id = :editionId',
  numberOr: 'or o.id = :number',
};

/** The parameters and parts of the filters. */
function filterOf(editionId: number, filters: OrderFilterQuery): { params: Record<string, unknown>; parts: PartChoice } {
  const params: Record<string, unknown> = { editionId };
  const parts: Record<string, string | number | boolean | null> = { status: !!filters.status, tier: !!filters.tierId, validated: filters.validated ?? null };
  if (filters.status) params.status = filters.status;
  if (filters.tierId) params.tierId = filters.tierId;
  const words = searchWords(filters.search);
  if (words.length) {
    params.word = words.map(likePattern);
    const number = orderNumberOf(filters.search);
    const qrCode = qrCodeOf(filters.search);
    if (number !== null) params.number = number;
    if (narrowsByTrigram(words)) {
      Object.assign(parts, { search: 'trigram', wordsP: words.length, wordsI: words.length, numberUnion: number !== null, qrCodeUnion: qrCode !== null });
      if (qrCode !== null) params.qrCode = qrCode;
    } else {
      Object.assign(parts, { search: 'scan', wordsO: words.length, wordsI: words.length, numberOr: number !== null });
    }
  }
  return { params, parts };
}

const COUNT = defineSql<{ count: number }>('OrdersRepository.count', `select count(*)::int as count from ticketing_orders o where ${FILTER}`, { parts: FILTER_PARTS });
const PAGE = defineSql<OrderListRow>('OrdersRepository.page', `select ${ORDER_COLUMNS}, s.* from (
         select o.* from ticketing_orders o where ${FILTER} order by o.order_date desc, o.id desc limit :limit offset :offset
       ) o ${ORDER_ITEMS_LATERAL}
       order by o.order_date desc, o.id desc`, { parts: FILTER_PARTS });
const ORDER = defineSql<OrderDetailRow>('OrdersRepository.order', `select ${ORDER_COLUMNS}, cu.pseudo as "createdBy", o.cancelled_at as "cancelledAt", xu.pseudo as "cancelledBy"
         from ticketing_orders o left join users cu on cu.id = o.created_by_id left join users xu on xu.id = o.cancelled_by_id
        where o.id = :orderId and o.edition_id = :editionId`);
const TICKETS = defineSql<TicketRow>('OrdersRepository.tickets', `select i.id, i.external_id as "externalId", i.tier_id as "tierId", coalesce(${TIER_NAME_SQL}, i.name) as "tierName", i.type,
         i.first_name as "firstName", i.last_name as "lastName", i.email, i.amount, i.state, i.qr_code as "qrCode",
         ${ANSWERS_SQL} as "customFields", i.entry_validated as "entryValidated", i.entry_validated_at as "entryValidatedAt", u.pseudo as "entryValidatedBy"
         from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id left join users u on u.id = i.entry_validated_by_id
        where i.order_id = :orderId order by i.id`);
const OPTIONS_OF = defineSql<TicketOptionRow>('OrdersRepository.optionsOf', `select io.item_id as "itemId", x.id, x.name, io.amount, io.custom_fields as "customFields"
         from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id
        where io.item_id = any(:itemIds::int[]) order by x.position, x.id`);
const RETURNABLES_OF = defineSql<ReturnableRow>('OrdersRepository.returnablesOf', `select distinct i.id as "itemId", r.id, r.name
         from ticketing_order_items i
         join lateral (
           select tr.returnable_item_id as id from ticketing_tier_returnable_items tr where tr.tier_id = i.tier_id
           union
           select orr.returnable_item_id from ticketing_order_item_options io join ticketing_option_returnable_items orr on orr.option_id = io.option_id where io.item_id = i.id
           union
           select cr.returnable_item_id from ticketing_tier_custom_field_returnable_items cr, jsonb_array_elements(${ANSWERS_SQL}) a
            where a->>'customFieldId' = cr.custom_field_id::text and a->>'answer' = cr.choice_value
         ) due on true
         join ticketing_returnable_items r on r.id = due.id
        where i.id = any(:itemIds::int[]) order by i.id, r.name, r.id`);
const SALE_TIERS = defineSql<Omit<SaleTierRow, 'validFrom' | 'validUntil'> & { validFrom: Instant | null; validUntil: Instant | null }>('OrdersRepository.saleTiers', `select t.id, ${TIER_NAME_SQL} as name, t.price, t.min_amount as "minAmount", t.max_amount as "maxAmount", t.is_active as "isActive",
         t.valid_from as "validFrom", t.valid_until as "validUntil"
         from ticketing_tiers t where t.edition_id = :editionId and t.id = any(:tierIds::int[])`);
const SALE_OPTIONS = defineSql<SaleOptionRow>(
  'OrdersRepository.saleOptions',
  'select id, name, price, is_active as "isActive" from ticketing_options where edition_id = :editionId and id = any(:optionIds::int[])',
);
const ASKED_FIELDS = defineSql<AskedField & { tierId: number }>('OrdersRepository.askedFields', `select a.tier_id as "tierId", f.id, f.label, f.is_required as "isRequired",
         case when jsonb_typeof(f.values) = 'array' then f.values else null end as values
         from ticketing_tier_custom_field_associations a join ticketing_tier_custom_fields f on f.id = a.custom_field_id
        where a.tier_id = any(:tierIds::int[]) and f.is_active order by a.tier_id, f.id`);
const QUOTA_LINKS = defineSql<QuotaLink>('OrdersRepository.quotaLinks', `select quota_id as "quotaId", 'tier' as kind, tier_id as "refId", null as choice from ticketing_tier_quotas where tier_id = any(:tierIds::int[])
       union all
       select quota_id, 'option', option_id, null from ticketing_option_quotas where option_id = any(:optionIds::int[])
       union all
       select quota_id, 'choice', custom_field_id, choice_value from ticketing_tier_custom_field_quotas where custom_field_id = any(:customFieldIds::int[])`);
const QUOTA_TITLES = defineSql<{ id: number; title: string }>('OrdersRepository.quotaTitles', 'select id, title from ticketing_quotas where id = any(:quotaIds::int[])');
const CANCEL_ITEMS = defineSql('OrdersRepository.cancelItems', 'update ticketing_order_items set state = :cancelled, updated_at = now() where order_id = :orderId');
const ITEM_STATES = defineSql<{ state: string }>('OrdersRepository.itemStates', 'select state from ticketing_order_items where order_id = :orderId');
const ORDERS_AFTER = defineSql<OrdersCsvRow>('OrdersRepository.ordersAfter', `select ${ORDER_COLUMNS}, o.cancelled_at as "cancelledAt", o.order_date::text as "dateKey", s.* from (
         select o.* from ticketing_orders o where ${FILTER} {{after}} order by o.order_date, o.id limit :limit
       ) o ${ORDER_ITEMS_LATERAL}
       order by o.order_date, o.id`, {
  parts: { ...FILTER_PARTS, after: 'and (o.order_date, o.id) > (:afterDate::timestamptz, :afterId)' },
});
const ATTENDEES_AFTER = defineSql<AttendeeCsvRow>('OrdersRepository.attendeesAfter', `select i.id, i.order_id as "orderId", o.external_id as "orderExternalId", i.external_id as "externalId", i.first_name as "firstName", i.last_name as "lastName",
         i.email, coalesce(${TIER_NAME_SQL}, i.name) as "tierName",
         (select array_agg(x.name order by x.position, x.id) from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id where io.item_id = i.id) as options,
         ${ANSWERS_SQL} as "customFields", i.amount, i.qr_code as "qrCode", i.entry_validated as "entryValidated", i.entry_validated_at as "entryValidatedAt",
         o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail"
         from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
        where i.edition_id = :editionId and i.id > :afterId and ${VALID_ITEM_SQL} {{tier}} {{validated}} order by i.id limit :limit`, {
  parts: { tier: 'and i.tier_id = :tierId', validated: { true: 'and i.entry_validated', false: 'and not i.entry_validated' } },
});
const TIER_COUNTS = defineSql<TierCountRow>('OrdersRepository.tierCounts', `with sold as (
         select i.tier_id, count(*) as sold, count(*) filter (where ${VALID_ITEM_SQL}) as valid, count(*) filter (where i.entry_validated) as validated,
           coalesce(sum(i.amount) filter (where ${VALID_ITEM_SQL}), 0) as amount
           from ticketing_order_items i where i.edition_id = :editionId group by i.tier_id
       ), extras as (
         select i.tier_id, sum(io.amount) as amount from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id
          where i.edition_id = :editionId and ${VALID_ITEM_SQL} group by i.tier_id
       )
       select c."tierId", ${TIER_NAME_SQL} as name, coalesce(t.is_active, true) as "isActive", c.sold::int, c.valid::int, c.validated::int, c.amount::int
         from (
           select s.tier_id as "tierId", s.sold, s.valid, s.validated, s.amount + coalesce(x.amount, 0) as amount
             from sold s left join extras x on x.tier_id is not distinct from s.tier_id
           union all
           select t.id, 0, 0, 0, 0 from ticketing_tiers t where t.edition_id = :editionId and not exists (select 1 from ticketing_order_items i where i.tier_id = t.id)
         ) c left join ticketing_tiers t on t.id = c."tierId"
        order by c."tierId" is null, t.position, t.id`);
const ORDERS_AND_QUOTAS = defineSql<{ orders: number; quotas: { id: number; title: string }[] | null }>('OrdersRepository.ordersAndQuotas', `select (select count(*)::int from ticketing_orders where edition_id = :editionId) as orders,
         (select json_agg(json_build_object('id', q.id, 'title', q.title) order by q.position, q.id) from ticketing_quotas q where q.edition_id = :editionId) as quotas`);

@Injectable()
export class OrdersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the ORM's writes and the statements below alike); flushes at its end. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  // ── the list ───────────────────────────────────────────────────────────────────────────────

  async count(editionId: number, filters: OrderFilterQuery): Promise<number> {
    const w = filterOf(editionId, filters);
    return (await one(this.em, COUNT, w.params, w.parts)).count;
  }

  /** One page of the matching orders, newest first, with what their items add up to. */
  page(editionId: number, list: OrderListQuery): Promise<OrderListRow[]> {
    const w = filterOf(editionId, list);
    return query(this.em, PAGE, { ...w.params, limit: list.pageSize, offset: (list.page - 1) * list.pageSize }, w.parts);
  }

  // ── one order ──────────────────────────────────────────────────────────────────────────────

  async order(editionId: number, orderId: number): Promise<OrderDetailRow | null> {
    return maybeOne(this.em, ORDER, { orderId, editionId });
  }

  /** The tickets of an order, in the order they were made. */
  tickets(orderId: number): Promise<TicketRow[]> {
    return query(this.em, TICKETS, { orderId });
  }

  /** The options taken with these items, in the edition's order of options. */
  optionsOf(itemIds: readonly number[]): Promise<TicketOptionRow[]> {
    if (!itemIds.length) return Promise.resolve([]);
    return query(this.em, OPTIONS_OF, { itemIds: intArray(itemIds) });
  }

  /**
   * The returnable items due to each of these items: through its tier, the options taken with it
   * and its custom field answers (each returnable once per item). One query; the gate asks the same.
   */
  returnablesOf(itemIds: readonly number[]): Promise<ReturnableRow[]> {
    if (!itemIds.length) return Promise.resolve([]);
    return query(this.em, RETURNABLES_OF, { itemIds: intArray(itemIds) });
  }

  // ── the on-site order ──────────────────────────────────────────────────────────────────────

  /** The edition's tiers among these ids, with what selling them needs. */
  async saleTiers(editionId: number, tierIds: readonly number[]): Promise<SaleTierRow[]> {
    const rows = await query(this.em, SALE_TIERS, { editionId, tierIds: intArray(tierIds) });
    return rows.map((r) => ({ ...r, validFrom: r.validFrom ? new Date(r.validFrom) : null, validUntil: r.validUntil ? new Date(r.validUntil) : null }));
  }

  /** The edition's options among these ids. */
  saleOptions(editionId: number, optionIds: readonly number[]): Promise<SaleOptionRow[]> {
    if (!optionIds.length) return Promise.resolve([]);
    return query(this.em, SALE_OPTIONS, { editionId, optionIds: intArray(optionIds) });
  }

  /** The active questions each of these tiers asks. */
  askedFields(tierIds: readonly number[]): Promise<(AskedField & { tierId: number })[]> {
    return query(this.em, ASKED_FIELDS, { tierIds: intArray(tierIds) });
  }

  /** The quotas linked to these tiers, options or custom fields (a custom field's link names one of its choices). */
  quotaLinks(tierIds: readonly number[], optionIds: readonly number[], customFieldIds: readonly number[]): Promise<QuotaLink[]> {
    return query(this.em, QUOTA_LINKS, { tierIds: intArray(tierIds), optionIds: intArray(optionIds), customFieldIds: intArray(customFieldIds) });
  }

  /** The titles of these quotas. */
  async quotaTitles(quotaIds: readonly number[]): Promise<Map<number, string>> {
    if (!quotaIds.length) return new Map();
    const rows = await query(this.em, QUOTA_TITLES, { quotaIds: intArray(quotaIds) });
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** A new order, saved with the next flush (in the transaction). */
  createOrder(fields: Record<string, unknown>): TicketingOrder {
    return this.em.create(TicketingOrder, fields as never);
  }

  /** A new ticket of `order`; its QR code is the entity's default, a fresh secret. */
  createItem(order: TicketingOrder, fields: Record<string, unknown>): TicketingOrderItem {
    return this.em.create(TicketingOrderItem, { ...fields, order, edition: order.edition } as never);
  }

  createItemOption(item: TicketingOrderItem, optionId: number, amount: number): TicketingOrderItemOption {
    return this.em.create(TicketingOrderItemOption, { item, option: optionId, amount } as never);
  }

  // ── cancelling ─────────────────────────────────────────────────────────────────────────────

  /** One order of the edition, locked until the transaction ends (a cancel is decided once). */
  lockedOrder(editionId: number, orderId: number): Promise<TicketingOrder | null> {
    return this.em.findOne(TicketingOrder, { id: orderId, edition: editionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Who cancelled the order (saved with the transaction). */
  setCancelledBy(order: TicketingOrder, userId: number): void {
    this.em.assign(order, { cancelledBy: userId } as never);
  }

  /** Every item of the order becomes cancelled; answers the states of its items now. */
  async cancelItems(orderId: number): Promise<string[]> {
    await query(this.em, CANCEL_ITEMS, { cancelled: CANCELLED_ITEM_STATE, orderId });
    const rows = await query(this.em, ITEM_STATES, { orderId });
    return rows.map((r) => r.state);
  }

  // ── exports: keyset pages, never the whole table at once ───────────────────────────────────

  /** The matching orders after (`orderDate`, `id`) in date order, with what their items add up to. */
  ordersAfter(editionId: number, filters: OrderFilterQuery, after: { dateKey: string; id: number } | null, limit: number): Promise<OrdersCsvRow[]> {
    const w = filterOf(editionId, filters);
    return query(this.em, ORDERS_AFTER, { ...w.params, ...(after ? { afterDate: after.dateKey, afterId: after.id } : {}), limit }, { ...w.parts, after: !!after });
  }

  /** The edition's valid items after `afterId`, by id, with their order's payer, tier, options and answers. */
  attendeesAfter(editionId: number, filters: AttendeeFilterQuery, afterId: number, limit: number): Promise<AttendeeCsvRow[]> {
    return query(
      this.em,
      ATTENDEES_AFTER,
      { editionId, afterId, ...(filters.tierId ? { tierId: filters.tierId } : {}), limit },
      { tier: !!filters.tierId, validated: filters.validated ?? null },
    );
  }

  // ── counts ─────────────────────────────────────────────────────────────────────────────────

  /** Per tier of the edition (in its order, with none sold too), then the lines of no known tier: items, valid, validated, amount of the valid ones with their options. */
  tierCounts(editionId: number): Promise<TierCountRow[]> {
    return query(this.em, TIER_COUNTS, { editionId });
  }

  /** How many orders the edition has, and the titles of its quotas in their order. */
  async ordersAndQuotas(editionId: number): Promise<{ orders: number; quotas: { id: number; title: string }[] }> {
    const row = await one(this.em, ORDERS_AND_QUOTAS, { editionId });
    return { orders: row.orders, quotas: row.quotas ?? [] };
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
