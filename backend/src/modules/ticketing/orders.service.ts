import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError, type TranslatableMessage } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { csvPages } from '../../core/web/csv';
import { TicketMealsService } from '../meals/ticket-meals.service';
import { fieldErrors } from '../../core/validation/field-errors';
import {
  answerProblems,
  answersText,
  cancelRefusal,
  centsText,
  itemAmount,
  keptAnswers,
  orderTotal,
  quotaNeeds,
  saleRefusal,
  shortQuota,
  type AskedField,
  type QuotaItem,
} from './orders-rules';
import {
  toAnswers,
  toOrderDetailDto,
  toOrderItemDto,
  type AttendeeFilterQuery,
  type CreateOnSiteOrderDto,
  type OrderDetailDto,
  type OrderFilterQuery,
  type OrderListDto,
  type OrderListQuery,
  type TicketingSummaryDto,
  toTicketingSummaryDto,
} from './orders.dto';
import { OrdersRepository, type AttendeeCsvRow, type OrdersCsvRow, type SaleOptionRow, type SaleTierRow } from './orders.repository';
import { ONSITE_ITEM_STATE, TicketingOrderSource, TicketingOrderStatus } from './ticketing-fields';
import { orderStatusOf } from './ticketing-rules';
import { TicketingRepository } from './ticketing.repository';

const iso = (instant: string | null): string | null => (instant ? new Date(instant).toISOString() : null);

/** Rows an export reads at a time: never the whole table in memory. */
const EXPORT_PAGE = 1000;

const orderNotFound = () => new NotFoundError('errors.ticketing.orders.notFound', { code: 'ORDER_NOT_FOUND' });

const conflict = (key: string, code: string, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  new AppException(409, `errors.ticketing.orders.${key}`, { code, params, extra });

/** An item of an on-site order once checked: what is written, and what the quotas see. */
interface CheckedItem extends QuotaItem {
  tier: SaleTierRow;
  firstName: string;
  lastName: string;
  email: string | null;
  amount: number;
  options: SaleOptionRow[];
  answers: ReturnType<typeof keptAnswers>;
}

/**
 * The orders of an edition: the list and its search, one order with its tickets, on-site orders
 * (quotas and the sale window checked under row locks), cancelling a local order, the CSV exports
 * and the counts per tier and quota.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly ticketing: TicketingRepository,
    private readonly meals: TicketMealsService,
    private readonly i18n: ServerI18n,
  ) {}

  /** One page of orders: three queries (count, page with its items' sums) besides the access check. */
  async list(editionId: number, query: OrderListQuery): Promise<OrderListDto> {
    const total = await this.repository.count(editionId, query);
    const rows = total > (query.page - 1) * query.pageSize ? await this.repository.page(editionId, query) : [];
    return { items: rows.map(toOrderItemDto), total, page: query.page, pageSize: query.pageSize };
  }

  /** An order with its tickets, their options, answers, QR codes and the returnable items due: four queries. */
  async detail(editionId: number, orderId: number): Promise<OrderDetailDto> {
    const order = await this.repository.order(editionId, orderId);
    if (!order) throw orderNotFound();
    const tickets = await this.repository.tickets(orderId);
    const ids = tickets.map((t) => t.id);
    const options = await this.repository.optionsOf(ids);
    const returnables = await this.repository.returnablesOf(ids);
    return toOrderDetailDto(order, tickets, options, returnables);
  }

  /**
   * An order taken at the desk, in one transaction: the tickets are checked (tier of the edition,
   * amount, options, answers: 400 per field), then their tiers (active, on sale now: 409), then
   * the quotas they count against are locked and counted, and the order is written only if each
   * has room (409 QUOTA_FULL): two desks selling the last place give one order and one 409.
   */
  async createOnSite(editionId: number, userId: number, dto: CreateOnSiteOrderDto): Promise<OrderDetailDto> {
    const now = new Date();
    const orderId = await this.repository.transaction(async () => {
      const items = await this.checkedItems(editionId, dto);
      this.checkOnSale(items, now);
      await this.checkQuotas(editionId, items);
      const order = this.repository.createOrder({
        edition: editionId,
        source: TicketingOrderSource.ONSITE,
        status: TicketingOrderStatus.VALID,
        orderDate: now,
        payerFirstName: dto.payerFirstName,
        payerLastName: dto.payerLastName,
        payerEmail: dto.payerEmail || null,
        paymentMethod: dto.paymentMethod ?? null,
        createdBy: userId,
        amount: orderTotal(items.map((i) => ({ amount: i.amount, options: i.options.map((o) => ({ amount: o.price })) }))),
      });
      for (const i of items) {
        const item = this.repository.createItem(order, {
          tier: i.tier.id,
          firstName: i.firstName,
          lastName: i.lastName,
          email: i.email,
          name: i.tier.name,
          amount: i.amount,
          state: ONSITE_ITEM_STATE,
          customFields: i.answers.length ? i.answers : null,
        });
        for (const option of i.options) this.repository.createItemOption(item, option.id, option.price);
      }
      await this.repository.flush();
      await this.meals.refreshOrder(order.id);
      return order.id;
    });
    return this.detail(editionId, orderId);
  }

  /** The items as given, checked against the edition's catalogue: every problem at once, by field (400). */
  private async checkedItems(editionId: number, dto: CreateOnSiteOrderDto): Promise<CheckedItem[]> {
    const tierIds = [...new Set(dto.items.map((i) => i.tierId))];
    const tiers = new Map((await this.repository.saleTiers(editionId, tierIds)).map((t) => [t.id, t]));
    const options = new Map((await this.repository.saleOptions(editionId, [...new Set(dto.items.flatMap((i) => i.optionIds ?? []))])).map((o) => [o.id, o]));
    const asked = new Map<number, AskedField[]>();
    for (const f of await this.repository.askedFields([...tiers.keys()])) asked.set(f.tierId, [...(asked.get(f.tierId) ?? []), f]);

    const errors: Record<string, TranslatableMessage[]> = {};
    const add = (field: string, key: string, params?: Record<string, unknown>) => (errors[field] ??= []).push({ key: `errors.ticketing.orders.${key}`, params });
    const items: CheckedItem[] = [];
    dto.items.forEach((given, k) => {
      const tier = tiers.get(given.tierId);
      if (!tier) return add(`items.${k}.tierId`, 'unknownTier');
      const amount = itemAmount(tier, given.amount);
      if ('error' in amount) add(`items.${k}.amount`, amount.error, { price: centsText(tier.price), min: centsText(tier.minAmount ?? 0), max: centsText(tier.maxAmount ?? 0) });
      const taken: SaleOptionRow[] = [];
      for (const optionId of given.optionIds ?? []) {
        const option = options.get(optionId);
        if (!option) add(`items.${k}.optionIds`, 'unknownOption');
        else if (!option.isActive) add(`items.${k}.optionIds`, 'optionInactive', { option: option.name });
        else taken.push(option);
      }
      const fields = asked.get(tier.id) ?? [];
      const answers = given.customFields ?? [];
      for (const p of answerProblems(fields, answers)) {
        add(p.index === null ? `items.${k}.customFields` : `items.${k}.customFields.${p.index}.answer`, p.key, { field: p.label ?? '' });
      }
      const kept = keptAnswers(fields, answers);
      items.push({
        tier,
        tierId: tier.id,
        firstName: given.firstName,
        lastName: given.lastName,
        email: given.email || null,
        amount: 'amount' in amount ? amount.amount : 0,
        options: taken,
        optionIds: taken.map((o) => o.id),
        answers: kept,
      });
    });
    fieldErrors(errors).throwIfAny();
    return items;
  }

  /** Each tier must be active and within its validity window now (409 TIER_INACTIVE, TIER_NOT_ON_SALE). */
  private checkOnSale(items: readonly CheckedItem[], now: Date): void {
    for (const { tier } of items) {
      const refusal = saleRefusal(tier, now);
      if (refusal === 'TIER_INACTIVE') throw conflict('tierInactive', refusal, { tier: tier.name }, { tierId: tier.id });
      if (refusal === 'TIER_NOT_ON_SALE') {
        throw conflict('tierNotOnSale', refusal, { tier: tier.name }, { tierId: tier.id, validFrom: tier.validFrom?.toISOString() ?? null, validUntil: tier.validUntil?.toISOString() ?? null });
      }
    }
  }

  /** Locks the quotas the order counts against (in id order, so desks never deadlock) and checks each has room. */
  private async checkQuotas(editionId: number, items: readonly CheckedItem[]): Promise<void> {
    const links = await this.repository.quotaLinks(
      [...new Set(items.map((i) => i.tierId))],
      [...new Set(items.flatMap((i) => i.optionIds))],
      [...new Set(items.flatMap((i) => i.answers.map((a) => a.customFieldId).filter((id): id is number => id !== null)))],
    );
    const needs = quotaNeeds(items, links);
    if (!needs.size) return;
    const usage = await this.ticketing.quotaUsage(editionId, [...needs.keys()].sort((a, b) => a - b), true);
    const short = shortQuota(usage, needs);
    if (!short) return;
    const title = (await this.repository.quotaTitles([short.quotaId])).get(short.quotaId) ?? '';
    throw conflict('quotaFull', 'QUOTA_FULL', { quota: title, remaining: short.remaining }, { quotaId: short.quotaId, remaining: short.remaining, needed: needs.get(short.quotaId) });
  }

  /** Cancels an order added on site: its items become Canceled, its status follows (409 SYNCED_ORDER, ALREADY_CANCELLED). */
  async cancel(editionId: number, userId: number, orderId: number): Promise<OrderDetailDto> {
    await this.repository.transaction(async () => {
      const order = await this.repository.lockedOrder(editionId, orderId);
      if (!order) throw orderNotFound();
      const refusal = cancelRefusal(order);
      if (refusal === 'SYNCED_ORDER') throw conflict('syncedOrder', refusal);
      if (refusal === 'ALREADY_CANCELLED') throw conflict('alreadyCancelled', refusal);
      order.status = orderStatusOf(await this.repository.cancelItems(order.id));
      order.cancelledAt = new Date();
      this.repository.setCancelledBy(order, userId);
    });
    return this.detail(editionId, orderId);
  }

  // ── exports ────────────────────────────────────────────────────────────────────────────────

  /** Yes / no, and a status, source or payment method, in the reader's language. */
  private words(lng: string) {
    const t = (key: string) => this.i18n.t(lng, `csv.ticketing.${key}`);
    return { t, yesNo: (v: boolean) => t(v ? 'yes' : 'no') };
  }

  /** The matching orders as CSV (UTF-8 with BOM, headed in the reader's language), one line per order, read a thousand at a time. */
  ordersCsv(editionId: number, filters: OrderFilterQuery, lng: string): AsyncGenerator<string> {
    const { t } = this.words(lng);
    const columns = ['id', 'externalId', 'source', 'status', 'orderDate', 'payerFirstName', 'payerLastName', 'payerEmail', 'paymentMethod', 'amount', 'items', 'validItems', 'validatedItems', 'tiers', 'attendees', 'cancelledAt'];
    return csvPages<OrdersCsvRow>(
      columns.map((c) => t(`orders.${c}`)),
      EXPORT_PAGE,
      (last) => this.repository.ordersAfter(editionId, filters, last && { dateKey: last.dateKey, id: last.id }, EXPORT_PAGE),
      (r) => [
        r.id,
        r.externalId,
        t(`source.${r.source}`),
        t(`status.${r.status}`),
        iso(r.orderDate),
        r.payerFirstName,
        r.payerLastName,
        r.payerEmail,
        r.paymentMethod ? t(`payment.${r.paymentMethod}`) : '',
        centsText(r.amount),
        r.itemCount,
        r.validCount,
        r.validatedCount,
        r.tiers ?? [],
        r.attendees ?? [],
        iso(r.cancelledAt),
      ],
    );
  }

  /** The valid tickets as CSV, one line per attendee (tier, options, answers, QR code, validated), read a thousand at a time. */
  attendeesCsv(editionId: number, filters: AttendeeFilterQuery, lng: string): AsyncGenerator<string> {
    const { t, yesNo } = this.words(lng);
    const columns = ['id', 'orderId', 'orderExternalId', 'firstName', 'lastName', 'email', 'tier', 'options', 'answers', 'amount', 'qrCode', 'validated', 'validatedAt', 'payerFirstName', 'payerLastName', 'payerEmail'];
    return csvPages<AttendeeCsvRow>(
      columns.map((c) => t(`attendees.${c}`)),
      EXPORT_PAGE,
      (last) => this.repository.attendeesAfter(editionId, filters, last?.id ?? 0, EXPORT_PAGE),
      (r) => [
        r.id,
        r.orderId,
        r.orderExternalId,
        r.firstName,
        r.lastName,
        r.email,
        r.tierName,
        r.options ?? [],
        answersText(toAnswers(r.customFields)),
        centsText(r.amount),
        r.qrCode,
        yesNo(r.entryValidated),
        iso(r.entryValidatedAt),
        r.payerFirstName,
        r.payerLastName,
        r.payerEmail,
      ],
    );
  }

  // ── counts ─────────────────────────────────────────────────────────────────────────────────

  /** Per tier (sold, valid, cancelled, validated at the gate, amount) and per quota (used, remaining), with totals: three queries. */
  async summary(editionId: number): Promise<TicketingSummaryDto> {
    const tiers = await this.repository.tierCounts(editionId);
    const { orders, quotas } = await this.repository.ordersAndQuotas(editionId);
    const usage = new Map((quotas.length ? await this.ticketing.quotaUsage(editionId) : []).map((u) => [u.quotaId, u]));
    return toTicketingSummaryDto(tiers, quotas, usage, orders);
  }
}
