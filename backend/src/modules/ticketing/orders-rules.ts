/**
 * The orders feature's pure rules: the words of a search, whether a tier may be sold now and at
 * what amount, the custom field answers of an on-site item, what an order takes from each quota,
 * which orders may be cancelled here, and the amounts, answers and file names of the CSV exports
 * (cells and lines: core/web/csv.ts).
 */
import { TicketingOrderSource, TicketingOrderStatus, type CustomFieldAnswer } from './ticketing-fields';

// ── search ───────────────────────────────────────────────────────────────────────────────────

/** At most this many words of a search are used (each must match). */
export const MAX_SEARCH_WORDS = 8;
/** Shorter words have no trigram: the index cannot narrow them down. */
export const TRIGRAM_LENGTH = 3;
const MAX_ID = 2_147_483_647;

/** The words of a search, in order: split on white space, at most MAX_SEARCH_WORDS. */
export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').split(/\s+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Whether one of the words is long enough for the trigram index to narrow the search. */
export function narrowsByTrigram(words: readonly string[]): boolean {
  return words.some((w) => [...w].length >= TRIGRAM_LENGTH);
}

/** Our order number when the search is one ("1234" or "#1234"), else null. */
export function orderNumberOf(search: string | null | undefined): number | null {
  const match = /^#?(\d{1,10})$/.exec((search ?? '').trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** A search that is one token long enough to be a ticket's QR code value (the gate prints it; the desk may type or paste it). */
export function qrCodeOf(search: string | null | undefined): string | null {
  const text = (search ?? '').trim();
  return text.length >= 16 && text.length <= 200 && !/\s/.test(text) ? text : null;
}

/** A LIKE pattern that finds `word` anywhere (its own % _ \ taken literally). */
export const likePattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ── selling on site ──────────────────────────────────────────────────────────────────────────

export interface SaleTier {
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
}

export type SaleRefusal = 'TIER_INACTIVE' | 'TIER_NOT_ON_SALE';

/** Where `now` stands in a tier's validity window, both ends included (the desk sells by it, the gate lets in by it). */
export function tierWindowAt(tier: { validFrom: Date | null; validUntil: Date | null }, now: Date): 'before' | 'within' | 'after' {
  if (tier.validFrom && now.getTime() < tier.validFrom.getTime()) return 'before';
  if (tier.validUntil && now.getTime() > tier.validUntil.getTime()) return 'after';
  return 'within';
}

/** Why the tier cannot be sold at `now` (deactivated, or outside its validity window), or null. */
export function saleRefusal(tier: SaleTier, now: Date): SaleRefusal | null {
  if (!tier.isActive) return 'TIER_INACTIVE';
  return tierWindowAt(tier, now) === 'within' ? null : 'TIER_NOT_ON_SALE';
}

export interface PricedTier {
  price: number;
  minAmount: number | null;
  maxAmount: number | null;
}

/** Pay what you want: the tier has a lower or upper bound. */
export const isPayWhatYouWant = (tier: PricedTier): boolean => tier.minAmount !== null || tier.maxAmount !== null;

/**
 * The amount of an item in cents: the tier's price, or for a pay-what-you-want tier the amount
 * given (its price when none) within its bounds. The error is a key of errors.ticketing.orders.
 */
export function itemAmount(tier: PricedTier, given: number | null | undefined): { amount: number } | { error: 'amountFixed' | 'amountBelowMin' | 'amountAboveMax' } {
  if (!isPayWhatYouWant(tier)) {
    return given === undefined || given === null || given === tier.price ? { amount: tier.price } : { error: 'amountFixed' };
  }
  const amount = given ?? Math.max(tier.price, tier.minAmount ?? 0);
  if (tier.minAmount !== null && amount < tier.minAmount) return { error: 'amountBelowMin' };
  if (tier.maxAmount !== null && amount > tier.maxAmount) return { error: 'amountAboveMax' };
  return { amount };
}

/** A question a tier asks (a custom field associated with it). */
export interface AskedField {
  id: number;
  label: string;
  isRequired: boolean;
  /** The choices of a ChoiceList: the answer must be one of them. */
  values: string[] | null;
}

export interface GivenAnswer {
  customFieldId: number;
  answer: string;
}

/** One answer's problem, by its place in the list (or the field missing), as a key of errors.ticketing.orders. */
export interface AnswerProblem {
  /** Index in the answers given; null when a required field was not answered at all. */
  index: number | null;
  key: 'unknownCustomField' | 'duplicateCustomField' | 'choiceNotOffered' | 'customFieldRequired';
  label?: string;
}

const choicesOf = (field: AskedField): string[] => (field.values ?? []).filter((v) => typeof v === 'string');

/** What is wrong with the answers given to the questions a tier asks: unknown or repeated fields, a choice not offered, a required question left blank. */
export function answerProblems(asked: readonly AskedField[], answers: readonly GivenAnswer[]): AnswerProblem[] {
  const byId = new Map(asked.map((f) => [f.id, f]));
  const problems: AnswerProblem[] = [];
  const seen = new Set<number>();
  answers.forEach((a, index) => {
    const field = byId.get(a.customFieldId);
    if (!field) return void problems.push({ index, key: 'unknownCustomField' });
    if (seen.has(a.customFieldId)) return void problems.push({ index, key: 'duplicateCustomField', label: field.label });
    seen.add(a.customFieldId);
    const answer = a.answer.trim();
    if (!answer) {
      if (field.isRequired) problems.push({ index, key: 'customFieldRequired', label: field.label });
      return;
    }
    const choices = choicesOf(field);
    if (choices.length && !choices.includes(answer)) problems.push({ index, key: 'choiceNotOffered', label: field.label });
  });
  for (const field of asked) {
    if (field.isRequired && !seen.has(field.id)) problems.push({ index: null, key: 'customFieldRequired', label: field.label });
  }
  return problems;
}

/** The answers as kept on the item (the field's label with each, blank answers left out), in the order of the tier's questions. */
export function keptAnswers(asked: readonly AskedField[], answers: readonly GivenAnswer[]): CustomFieldAnswer[] {
  const given = new Map(answers.map((a) => [a.customFieldId, a.answer.trim()]));
  return asked.filter((f) => given.get(f.id)).map((f) => ({ customFieldId: f.id, label: f.label, answer: given.get(f.id)! }));
}

/** A link of a quota to what counts against it: a tier, an option, or one choice of a custom field. */
export type QuotaLink =
  | { quotaId: number; kind: 'tier'; refId: number }
  | { quotaId: number; kind: 'option'; refId: number }
  | { quotaId: number; kind: 'choice'; refId: number; choice: string };

/** An item of an order being added, as the quotas see it. */
export interface QuotaItem {
  tierId: number;
  optionIds: readonly number[];
  answers: readonly { customFieldId: number | null; answer: string }[];
}

/** Whether the item counts against the quota of this link (as TicketingRepository.quotaUsage counts it, for an item not saved yet). */
function counts(item: QuotaItem, link: QuotaLink): boolean {
  if (link.kind === 'tier') return item.tierId === link.refId;
  if (link.kind === 'option') return item.optionIds.includes(link.refId);
  return item.answers.some((a) => a.customFieldId === link.refId && a.answer === link.choice);
}

/** How many of the order's items count against each quota: an item counts once per quota, through its tier, an option or an answer. */
export function quotaNeeds(items: readonly QuotaItem[], links: readonly QuotaLink[]): Map<number, number> {
  const needs = new Map<number, number>();
  const quotaIds = [...new Set(links.map((l) => l.quotaId))];
  for (const quotaId of quotaIds) {
    const mine = links.filter((l) => l.quotaId === quotaId);
    const n = items.filter((item) => mine.some((l) => counts(item, l))).length;
    if (n > 0) needs.set(quotaId, n);
  }
  return needs;
}

/** The first quota (in the order of `usage`) that has fewer places left than the order needs, with what remains; null when all have room. */
export function shortQuota(usage: readonly { quotaId: number; quantity: number; used: number }[], needs: ReadonlyMap<number, number>): { quotaId: number; remaining: number } | null {
  for (const q of usage) {
    const need = needs.get(q.quotaId) ?? 0;
    const remaining = Math.max(0, q.quantity - q.used);
    if (need > remaining) return { quotaId: q.quotaId, remaining };
  }
  return null;
}

/** The order's total in cents: its items and the options taken with them. */
export function orderTotal(items: readonly { amount: number; options: readonly { amount: number }[] }[]): number {
  return items.reduce((sum, i) => sum + i.amount + i.options.reduce((s, o) => s + o.amount, 0), 0);
}

// ── cancelling ───────────────────────────────────────────────────────────────────────────────

export type CancelRefusal = 'SYNCED_ORDER' | 'ALREADY_CANCELLED';

/** Only orders added here may be cancelled here (a synced one is cancelled at the provider); once. */
export function cancelRefusal(order: { source: TicketingOrderSource; status: TicketingOrderStatus }): CancelRefusal | null {
  if (order.source !== TicketingOrderSource.ONSITE) return 'SYNCED_ORDER';
  if (order.status === TicketingOrderStatus.CANCELLED) return 'ALREADY_CANCELLED';
  return null;
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────

/** Cents as a decimal amount with a dot ("45.00"), for spreadsheets. */
export const centsText = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The answers of an item in one cell: "label: answer", separated by "; ". */
export const answersText = (answers: readonly CustomFieldAnswer[] | null | undefined): string => (answers ?? []).map((a) => `${a.label}: ${a.answer}`).join('; ');

/** The file name of an export: its kind and the edition's name in plain ASCII ("orders-fete-du-jonglage-2027.csv"). */
export function csvFileName(kind: 'orders' | 'attendees', editionName: string): string {
  const slug = editionName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${kind}${slug ? `-${slug}` : ''}.csv`;
}
