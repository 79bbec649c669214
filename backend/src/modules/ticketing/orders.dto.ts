import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Email, Id, MAX_ID, Money, OptionalChoice, PageNumber, PageSize, QueryId, SearchText, stacked, Text } from '../../core/validation/fields';
import { msg, Trim } from '../../core/validation/validation';
import { cancelRefusal } from './orders-rules';
import { PaymentMethod, TicketingOrderSource, TicketingOrderStatus, type CustomFieldAnswer } from './ticketing-fields';
import type { TicketingOrder } from './ticketing.entity';
import { isValidItemState } from './ticketing-rules';

/** The provider states of a valid ticket, for the modules that ask who holds one (the access module's ticket holders). */
export { PaymentMethod, VALID_ITEM_STATES } from './ticketing-fields';
/** Where a ticket stands, and how a search of tickets reads: one rule each for the orders, My tickets and the gate (which reaches ticketing through its DTOs). */
export { ticketStanding } from './ticketing-rules';
export { likePattern, orderNumberOf, searchWords, tierWindowAt } from './orders-rules';

/** The most items one on-site order may hold. */
export const ORDER_ITEMS_MAX = 50;
/** The most options one item may take, and answers it may give. */
const ITEM_OPTIONS_MAX = 50;
const ITEM_ANSWERS_MAX = 100;
const ANSWER_LENGTH = 1000;

const ORDER_STATUS = { enum: Object.values(TicketingOrderStatus), enumName: 'TicketingOrderStatus' };
const ORDER_SOURCE = { enum: Object.values(TicketingOrderSource), enumName: 'TicketingOrderSource' };
const PAYMENT = { enum: Object.values(PaymentMethod), enumName: 'PaymentMethod' };

// ── the list, its filters and the exports ────────────────────────────────────────────────────

/** The filters of the orders list and of the orders export. */
export class OrderFilterQuery {
  @SearchText(100, 'Words found in the payer’s or an attendee’s name or e-mail, or the order’s id (ours or the provider’s), accents and case aside; or a ticket’s QR code')
  search?: string;

  @QueryId('Orders with an item of this tier') tierId?: number;

  @ApiPropertyOptional(ORDER_STATUS)
  @IsOptional()
  @IsIn(Object.values(TicketingOrderStatus), msg('validation.isIn'))
  status?: TicketingOrderStatus;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: orders with an item validated at the gate; false: orders with a valid item not validated yet' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  validated?: 'true' | 'false';
}

export class OrderListQuery extends OrderFilterQuery {
  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 25;
}

/** The filters of the attendees export: one line per valid item. */
export class AttendeeFilterQuery {
  @QueryId('Items of this tier') tierId?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: validated at the gate; false: not yet' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  validated?: 'true' | 'false';
}

/** What the list and the detail tell of an order itself (toOrderBase maps it). */
class OrderBaseDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The provider’s order id (synced orders)' }) externalId!: string | null;
  @ApiProperty(ORDER_SOURCE) source!: TicketingOrderSource;
  @ApiProperty(ORDER_STATUS) status!: TicketingOrderStatus;
  @ApiProperty({ type: String, format: 'date-time' }) orderDate!: string;
  @ApiProperty({ type: String, nullable: true }) payerFirstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) payerLastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) payerEmail!: string | null;
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ ...PAYMENT, nullable: true }) paymentMethod!: PaymentMethod | null;
}

/** One order of the list, with what its items add up to. */
export class OrderItemDto extends OrderBaseDto {
  @ApiProperty({ description: 'Its items (ticket lines)' }) itemCount!: number;
  @ApiProperty({ description: 'Its valid items' }) validCount!: number;
  @ApiProperty({ description: 'Its items validated at the gate' }) validatedCount!: number;
  @ApiProperty({ type: [String], description: 'The names of its tiers' }) tiers!: string[];
  @ApiProperty({ type: [String], description: 'Its attendees’ names (at most 10)' }) attendees!: string[];
}

export class OrderListDto {
  @ApiProperty({ type: [OrderItemDto] }) items!: OrderItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

// ── the detail ───────────────────────────────────────────────────────────────────────────────

export class CustomFieldAnswerDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Our custom field id, when the field is known here' }) customFieldId!: number | null;
  @ApiProperty() label!: string;
  @ApiProperty() answer!: string;
}

export class OrderItemOptionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Cents' }) amount!: number;
  @ApiProperty({ type: [CustomFieldAnswerDto] }) customFields!: CustomFieldAnswerDto[];
}

export class ReturnableDueDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class TicketDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) externalId!: string | null;
  @ApiProperty({ type: Number, nullable: true }) tierId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The tier’s name here (its custom name when set), else the line’s label at the provider' }) tierName!: string | null;
  @ApiProperty({ description: 'The provider’s item type (Registration for a ticket)' }) type!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ description: 'Cents, the options aside' }) amount!: number;
  @ApiProperty({ description: 'The provider’s state (Processed, Registered: valid; Canceled, Refunded…)' }) state!: string;
  @ApiProperty() valid!: boolean;
  @ApiProperty({ description: 'What the gate scans' }) qrCode!: string;
  @ApiProperty({ type: [CustomFieldAnswerDto] }) customFields!: CustomFieldAnswerDto[];
  @ApiProperty({ type: [OrderItemOptionDto] }) options!: OrderItemOptionDto[];
  @ApiProperty({ type: [ReturnableDueDto], description: 'What the holder receives at the gate, through the tier, the options and the answers' }) returnables!: ReturnableDueDto[];
  @ApiProperty() entryValidated!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) entryValidatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Pseudo of who validated it' }) entryValidatedBy!: string | null;
}

export class OrderDetailDto extends OrderBaseDto {
  @ApiProperty({ type: String, nullable: true, description: 'Pseudo of who added it on site' }) createdBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Pseudo of who cancelled it' }) cancelledBy!: string | null;
  @ApiProperty({ description: 'Added on site, and not cancelled yet' }) cancellable!: boolean;
  @ApiProperty({ type: [TicketDto] }) items!: TicketDto[];
}

// ── the on-site order ────────────────────────────────────────────────────────────────────────

export class OnSiteAnswerDto {
  @Id({ description: 'A custom field the tier asks' })
  customFieldId!: number;
  @(stacked(ApiProperty({ maxLength: ANSWER_LENGTH, description: 'A ChoiceList’s answer is one of its values' }), Trim(), IsString(), MaxLength(ANSWER_LENGTH, msg('validation.maxLength'))))
  answer!: string;
}

export class OnSiteItemDto {
  @Id({ description: 'An active tier of the edition, on sale now' })
  tierId!: number;
  @Text(200, { description: 'The attendee' }) firstName!: string;
  @Text(200) lastName!: string;
  @Email({ optional: true }) email?: string | null;
  @Money({ optional: true, description: 'Pay what you want: the amount in cents, within the tier’s bounds (default: its price). Other tiers: their price.' })
  amount?: number | null;
  @ApiPropertyOptional({ type: [Number], maxItems: ITEM_OPTIONS_MAX, description: 'Active options of the edition' })
  @IsOptional()
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(ITEM_OPTIONS_MAX, msg('validation.max'))
  @ArrayUnique(msg('errors.ticketing.orders.duplicateOption'))
  @IsInt({ each: true, ...msg('validation.isInt') })
  @Min(1, { each: true, ...msg('validation.min') })
  @Max(MAX_ID, { each: true, ...msg('validation.max') })
  optionIds?: number[];
  @ApiPropertyOptional({ type: [OnSiteAnswerDto], maxItems: ITEM_ANSWERS_MAX, description: 'Answers to the questions the tier asks (required ones must be answered)' })
  @IsOptional()
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(ITEM_ANSWERS_MAX, msg('validation.max'))
  @ValidateNested({ each: true })
  @Type(() => OnSiteAnswerDto)
  customFields?: OnSiteAnswerDto[];
}

/** An order taken at the desk: the payer, how they paid (or nothing yet: paid at the gate), one to 50 tickets. */
export class CreateOnSiteOrderDto {
  @Text(200) payerFirstName!: string;
  @Text(200) payerLastName!: string;
  @Email({ optional: true }) payerEmail?: string | null;
  /** Null or absent: left unpaid, paid at the gate when the holder comes in. */
  @OptionalChoice(PAYMENT) paymentMethod?: PaymentMethod | null;
  @ApiProperty({ type: [OnSiteItemDto], minItems: 1, maxItems: ORDER_ITEMS_MAX })
  @IsArray(msg('validation.isObject'))
  @ArrayMinSize(1, msg('errors.ticketing.orders.noItems'))
  @ArrayMaxSize(ORDER_ITEMS_MAX, msg('validation.max'))
  @ValidateNested({ each: true })
  @Type(() => OnSiteItemDto)
  items!: OnSiteItemDto[];
}

// ── the counts ───────────────────────────────────────────────────────────────────────────────

export class TierSummaryDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Null: lines of no known tier (donations, products)' }) tierId!: number | null;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ description: 'Its items, whatever their state' }) sold!: number;
  @ApiProperty() valid!: number;
  @ApiProperty({ description: 'Items no longer valid (refunded, cancelled…)' }) cancelled!: number;
  @ApiProperty({ description: 'Items validated at the gate' }) validated!: number;
  @ApiProperty({ description: 'Cents, of the valid items and the options taken with them' }) amount!: number;
}

export class QuotaSummaryDto {
  @ApiProperty() quotaId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Valid items counted against it' }) used!: number;
  @ApiProperty({ description: 'What is left (never below 0)' }) remaining!: number;
}

export class TicketingSummaryTotalsDto {
  @ApiProperty() sold!: number;
  @ApiProperty() valid!: number;
  @ApiProperty() cancelled!: number;
  @ApiProperty() validated!: number;
  @ApiProperty({ description: 'Cents, of the valid items and the options taken with them' }) amount!: number;
  @ApiProperty() orders!: number;
}

export class TicketingSummaryDto {
  @ApiProperty({ type: [TierSummaryDto], description: 'Every tier in its order (with no items too), then the lines of no known tier if any' }) tiers!: TierSummaryDto[];
  @ApiProperty({ type: [QuotaSummaryDto] }) quotas!: QuotaSummaryDto[];
  @ApiProperty({ type: TicketingSummaryTotalsDto }) totals!: TicketingSummaryTotalsDto;
}

// ── the rows the repository reads for the mappers ────────────────────────────────────────────

/** Raw rows carry instants as PostgreSQL writes them (the driver leaves timestamptz as text). */
type Instant = string;

export interface OrderRow {
  id: number;
  externalId: string | null;
  source: TicketingOrder['source'];
  status: TicketingOrder['status'];
  orderDate: Instant;
  payerFirstName: string | null;
  payerLastName: string | null;
  payerEmail: string | null;
  amount: number;
  paymentMethod: TicketingOrder['paymentMethod'];
}

export interface OrderListRow extends OrderRow {
  itemCount: number;
  validCount: number;
  validatedCount: number;
  tiers: string[] | null;
  attendees: string[] | null;
}

export interface OrderDetailRow extends OrderRow {
  createdBy: string | null;
  cancelledAt: Instant | null;
  cancelledBy: string | null;
}

export interface TicketRow {
  id: number;
  externalId: string | null;
  tierId: number | null;
  tierName: string | null;
  type: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  amount: number;
  state: string;
  qrCode: string;
  customFields: CustomFieldAnswer[] | null;
  entryValidated: boolean;
  entryValidatedAt: Instant | null;
  entryValidatedBy: string | null;
}

export interface TicketOptionRow {
  itemId: number;
  id: number;
  name: string;
  amount: number;
  customFields: CustomFieldAnswer[] | null;
}

export interface ReturnableRow {
  itemId: number;
  id: number;
  name: string;
}

// ── mappers ──────────────────────────────────────────────────────────────────────────────────

const iso = (instant: string | null | undefined): string | null => (instant ? new Date(instant).toISOString() : null);

/** Answers as stored (a JSON array of { customFieldId, label, answer }); anything else reads as none. */
export function toAnswers(value: unknown): CustomFieldAnswerDto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((a): a is Record<string, unknown> => typeof a === 'object' && a !== null)
    .map((a) => ({ customFieldId: typeof a.customFieldId === 'number' ? a.customFieldId : null, label: String(a.label ?? ''), answer: String(a.answer ?? '') }));
}

function toOrderBase(r: OrderRow): OrderBaseDto {
  return {
    id: r.id,
    externalId: r.externalId,
    source: r.source,
    status: r.status,
    orderDate: iso(r.orderDate)!,
    payerFirstName: r.payerFirstName,
    payerLastName: r.payerLastName,
    payerEmail: r.payerEmail,
    amount: r.amount,
    paymentMethod: r.paymentMethod ?? null,
  };
}

export function toOrderItemDto(r: OrderListRow): OrderItemDto {
  return {
    ...toOrderBase(r),
    itemCount: r.itemCount ?? 0,
    validCount: r.validCount ?? 0,
    validatedCount: r.validatedCount ?? 0,
    tiers: r.tiers ?? [],
    attendees: r.attendees ?? [],
  };
}

export function toOrderDetailDto(r: OrderDetailRow, tickets: TicketRow[], options: TicketOptionRow[], returnables: ReturnableRow[]): OrderDetailDto {
  return {
    ...toOrderBase(r),
    createdBy: r.createdBy,
    cancelledAt: iso(r.cancelledAt),
    cancelledBy: r.cancelledBy,
    cancellable: cancelRefusal(r) === null,
    items: tickets.map((i) => ({
      id: i.id,
      externalId: i.externalId,
      tierId: i.tierId,
      tierName: i.tierName,
      type: i.type,
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      amount: i.amount,
      state: i.state,
      valid: isValidItemState(i.state),
      qrCode: i.qrCode,
      customFields: toAnswers(i.customFields),
      options: options.filter((o) => o.itemId === i.id).map((o) => ({ id: o.id, name: o.name, amount: o.amount, customFields: toAnswers(o.customFields) })),
      returnables: returnables.filter((x) => x.itemId === i.id).map((x) => ({ id: x.id, name: x.name })),
      entryValidated: i.entryValidated,
      entryValidatedAt: iso(i.entryValidatedAt),
      entryValidatedBy: i.entryValidatedBy,
    })),
  };
}

/** The counts per tier of the summary, as the repository reads them. */
export interface TierCountRow {
  tierId: number | null;
  name: string | null;
  isActive: boolean;
  sold: number;
  valid: number;
  validated: number;
  amount: number;
}

/** The summary: per tier (sold, valid, cancelled, validated at the gate, amount), per quota (used, remaining), and totals. */
export function toTicketingSummaryDto(
  tiers: readonly TierCountRow[],
  quotas: readonly { id: number; title: string }[],
  usage: ReadonlyMap<number, { quantity: number; used: number }>,
  orders: number,
): TicketingSummaryDto {
  const tierDtos = tiers.map((r) => ({ tierId: r.tierId, name: r.name, isActive: r.isActive, sold: r.sold, valid: r.valid, cancelled: r.sold - r.valid, validated: r.validated, amount: r.amount }));
  const sum = (key: 'sold' | 'valid' | 'cancelled' | 'validated' | 'amount') => tierDtos.reduce((s, r) => s + r[key], 0);
  return {
    tiers: tierDtos,
    quotas: quotas.map((q) => {
      const u = usage.get(q.id);
      const quantity = u?.quantity ?? 0;
      const used = u?.used ?? 0;
      return { quotaId: q.id, title: q.title, quantity, used, remaining: Math.max(0, quantity - used) };
    }),
    totals: { sold: sum('sold'), valid: sum('valid'), cancelled: sum('cancelled'), validated: sum('validated'), amount: sum('amount'), orders },
  };
}
