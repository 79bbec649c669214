import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DateTime, Flag, IfGiven, MAX_ID, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { PaymentMethod } from '../ticketing/orders.dto';
import { GATE_CODE_MAX, GATE_DEVICE_ID_MAX, GATE_SYNC_MAX, GateAction, GateOutcome, GateSubjectKind } from './gate-fields';
import { MEAL_TYPE, MealType } from '../meals/meals-grid.dto';

/** For the other checkpoints (the meals): what a code stands for, and the copy's code key. */
export { GATE_CODE_HASH_BYTES, GATE_SEARCH_MAX, GateSubjectKind } from './gate-fields';

const KIND = { enum: Object.values(GateSubjectKind), enumName: 'GateSubjectKind' };
const OUTCOME = { enum: Object.values(GateOutcome), enumName: 'GateOutcome' };
const ACTION = { enum: Object.values(GateAction), enumName: 'GateAction' };
const PAYMENT = { enum: Object.values(PaymentMethod), enumName: 'PaymentMethod' };
const DATE_TIME = { type: String, format: 'date-time' };

/** A device's id: letters, digits, '-' and '_' (made once per browser). */
const DeviceId = () =>
  stacked(
    ApiProperty({ maxLength: GATE_DEVICE_ID_MAX, pattern: '^[A-Za-z0-9_-]+$', description: 'The scanning device (made once per browser, kept in its storage)' }),
    IsString(msg('validation.isString')),
    MaxLength(GATE_DEVICE_ID_MAX, msg('validation.maxLength')),
    Matches(/^[A-Za-z0-9_-]+$/, msg('validation.matches')),
  );

// ── asking about someone ─────────────────────────────────────────────────────────────────────

/** Who is at the gate: the code read (camera or hardware scanner), or the person picked from a search (kind and id). Exactly one of the two. */
export class GateLookupDto {
  @Text(GATE_CODE_MAX, { optional: true, description: 'The text of the scanned QR code' }) code?: string;

  @ApiPropertyOptional({ ...KIND, description: 'With subjectId: the person picked from a search' })
  @IfGiven()
  @IsIn(Object.values(GateSubjectKind), msg('validation.isIn'))
  kind?: GateSubjectKind;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID, description: "With kind: the ticket item's, volunteer application's or artist record's id" })
  @(stacked(IfGiven(), IsInt(msg('validation.isInt')), Min(1, msg('validation.min')), Max(MAX_ID, msg('validation.max'))))
  subjectId?: number;
}

/** A validation at a checkpoint (the gate, a meal): a lookup, with the validation's own id made on the device (the same id twice counts once and gets the same answer). */
export class CheckpointEntryDto extends GateLookupDto {
  @ApiProperty({ format: 'uuid', description: 'Made on the device for this validation: sending it again (a retry, the offline queue) counts once' })
  @IsUUID('all', msg('validation.matches'))
  clientId!: string;

  @DeviceId() deviceId!: string;

  /** When the device let them in (offline validations); now when absent. At most 7 days old, not in the future. */
  @DateTime({ optional: true }) scannedAt?: string;

  @Flag('Made from the offline copy: a person already in is a conflict, kept, and both devices are told') offline?: boolean;
}

/** Letting someone in at the gate. */
export class GateEntryDto extends CheckpointEntryDto {
  @ApiPropertyOptional({ ...PAYMENT, description: 'Pay at the gate: the unpaid on-site order of this ticket is marked paid this way' })
  @IfGiven()
  @IsIn(Object.values(PaymentMethod), msg('validation.isIn'))
  paymentMethod?: PaymentMethod;
}

/** A device's offline queue at a checkpoint: 1 to GATE_SYNC_MAX validations of `type`, each checked. */
export const SyncedEntries = (type: new () => CheckpointEntryDto) =>
  stacked(
    ApiProperty({ type: [type], minItems: 1, maxItems: GATE_SYNC_MAX }),
    Type(() => type),
    IsArray(msg('validation.isObject')),
    ArrayMinSize(1, msg('validation.isNotEmpty')),
    ArrayMaxSize(GATE_SYNC_MAX, msg('validation.max')),
    ValidateNested({ each: true }),
  );

/** The validations a device made offline, sent when the network returns. */
export class GateSyncDto {
  @SyncedEntries(GateEntryDto) entries!: GateEntryDto[];
}

export class GateUndoDto {
  @DeviceId() deviceId!: string;
}

export class GateHistoryQuery {
  @ApiProperty(KIND)
  @IsIn(Object.values(GateSubjectKind), msg('validation.isIn'))
  kind!: GateSubjectKind;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  @Type(() => Number)
  @(stacked(IsInt(msg('validation.isInt')), Min(1, msg('validation.min')), Max(MAX_ID, msg('validation.max'))))
  subjectId!: number;
}

export class GateSearchQuery {
  @Text(100, { description: 'Words of a name, an e-mail or an order number (accents and case ignored); at least 2 characters' }) q!: string;
}

export class GateCopyQuery {
  @ApiPropertyOptional({ maxLength: 40, description: "The cursor of the device's last copy: only what changed since (with an overlap); absent: the whole copy" })
  @(stacked(IfGiven(), IsString(msg('validation.isString')), MaxLength(40, msg('validation.maxLength'))))
  since?: string;

  @ApiPropertyOptional({ maxLength: GATE_DEVICE_ID_MAX, description: "The asking device: its validations found in conflict since the cursor come with the copy" })
  @(stacked(IfGiven(), IsString(msg('validation.isString')), MaxLength(GATE_DEVICE_ID_MAX, msg('validation.maxLength')), Matches(/^[A-Za-z0-9_-]+$/, msg('validation.matches'))))
  deviceId?: string;
}

// ── the answers ──────────────────────────────────────────────────────────────────────────────

export class GateTierDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ ...DATE_TIME, nullable: true }) validFrom!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true }) validUntil!: string | null;
}

export class GateAnswerTextDto {
  @ApiProperty() label!: string;
  @ApiProperty() answer!: string;
}

/** A validation in force or in a history: when, by whom, on which device. */
export class GateEntryInfoDto {
  @ApiProperty() entryId!: number;
  @ApiProperty({ ...DATE_TIME, description: 'When the device let them in' }) at!: string;
  @ApiProperty({ type: String, nullable: true, description: "The gate person's pseudo" }) by!: string | null;
  @ApiProperty() deviceId!: string;
  @ApiProperty({ description: 'Made offline' }) offline!: boolean;
}

/** A meal a person holds, by day and type (the screen writes it in the reader's language). */
export class GateMealDto {
  @ApiProperty({ description: 'The day, on the edition clock (YYYY-MM-DD)' }) date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
}

/** Everything the gate needs about a person (no e-mail, no phone). */
export class GatePersonDto {
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty({ description: 'The ticket holder, volunteer or artist (stage name) as the gate calls them' }) name!: string;
  @ApiProperty({ type: GateTierDto, nullable: true, description: "A ticket's tier" }) tier!: GateTierDto | null;
  @ApiProperty({ type: [String], description: "A ticket's options (and their choices)" }) options!: string[];
  @ApiProperty({ type: String, nullable: true, description: "A ticket's order number (the provider's, or ours)" }) orderNumber!: string | null;
  @ApiProperty({ type: [String], description: "A volunteer's teams" }) teams!: string[];
  @ApiProperty({ type: [String], description: "An artist's shows" }) shows!: string[];
  @ApiProperty({ type: [GateAnswerTextDto], description: 'Answers to the questions the organiser shows at the gate' }) answers!: GateAnswerTextDto[];
  @ApiProperty({ type: [String], description: 'Returnable items to hand over' }) returnables!: string[];
  @ApiProperty({ type: [GateMealDto], description: "Meals included: a ticket's (its tier's and options'), a volunteer's or an artist's not declined; meals turned on only" }) meals!: GateMealDto[];
  @ApiProperty({ type: GateEntryInfoDto, nullable: true, description: 'The validation in force: they are in' }) entry!: GateEntryInfoDto | null;
}

/** The one answer of the gate: what to do with this person, and all it needs to do it. */
export class GateAnswerDto {
  @ApiProperty(OUTCOME) outcome!: GateOutcome;
  @ApiProperty({ type: GatePersonDto, nullable: true, description: 'Null when UNKNOWN or WRONG_EDITION' }) person!: GatePersonDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The validation this request made (the same on a repeat of its clientId); null for a check or a refusal' }) entryId!: number | null;
  @ApiProperty({ description: 'An offline validation of someone already in: kept, and both devices are told' }) conflict!: boolean;
  @ApiProperty({ type: GateEntryInfoDto, nullable: true, description: 'ALREADY_IN (and a conflict): the earlier validation in force' }) previous!: GateEntryInfoDto | null;
  @ApiProperty({ type: String, nullable: true, description: "WRONG_EDITION: the other edition's name" }) otherEdition!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Cents still to pay (an on-site order left unpaid): letting in needs a payment method' }) toPay!: number | null;
  @ApiProperty({ description: "The edition's currency (ISO 4217)" }) currency!: string;
}

export class GateSyncResultDto {
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ type: GateAnswerDto }) answer!: GateAnswerDto;
}

export class GateSyncAnswerDto {
  @ApiProperty({ type: [GateSyncResultDto], description: 'In the order sent' }) results!: GateSyncResultDto[];
}

export class GateHistoryLineDto {
  @ApiProperty() id!: number;
  @ApiProperty(ACTION) action!: GateAction;
  @ApiProperty({ ...DATE_TIME, description: 'When the device did it' }) at!: string;
  @ApiProperty({ ...DATE_TIME, description: 'When the server recorded it' }) recordedAt!: string;
  @ApiProperty({ type: String, nullable: true }) by!: string | null;
  @ApiProperty() deviceId!: string;
  @ApiProperty() offline!: boolean;
  @ApiProperty({ description: 'An entry recorded while the person was already in' }) conflict!: boolean;
  @ApiProperty({ description: 'An entry taken back by a later undo' }) undone!: boolean;
}

export class GateHistoryDto {
  @ApiProperty({ type: GatePersonDto }) person!: GatePersonDto;
  @ApiProperty({ type: [GateHistoryLineDto], description: 'Newest first' }) lines!: GateHistoryLineDto[];
}

export class GateSearchPersonDto {
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Tier, teams or "artist" words for the list' }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true }) orderNumber!: string | null;
  @ApiProperty({ ...OUTCOME, description: 'What a scan would answer now' }) outcome!: GateOutcome;
}

export class GateSearchDto {
  @ApiProperty({ type: [GateSearchPersonDto] }) people!: GateSearchPersonDto[];
}

/** A name the copy's people point at by id. */
export class GateCopyLabelDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/**
 * A person of the offline copy, in short keys (50,000 of them travel): what the answers need and
 * no more. Names, not e-mails nor phones.
 */
export class GateCopyPersonDto {
  @ApiProperty({ description: 'h: the code key (GATE_CODE_HASH_BYTES of SHA-256 of the code, base64url)' }) h!: string;
  @ApiProperty({ ...KIND, description: 'k: kind' }) k!: GateSubjectKind;
  @ApiProperty({ description: 'i: subject id' }) i!: number;
  @ApiProperty({ description: 'n: name' }) n!: string;
  @ApiProperty({ type: Number, nullable: true, description: "t: a ticket's tier id (tiers)" }) t!: number | null;
  @ApiProperty({ type: [Number], description: 'o: option ids (options)' }) o!: number[];
  @ApiProperty({ type: [Number], description: 'r: returnable item ids (returnables)' }) r!: number[];
  @ApiProperty({ type: String, nullable: true, description: 'd: teams, shows or order number, for the screen' }) d!: string | null;
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }, description: 'a: answers shown at the gate, [label, answer] pairs' }) a!: string[][];
  @ApiProperty({ ...OUTCOME, description: 's: VALID, or why not (REFUNDED, CANCELLED, NOT_ACCEPTED); the tier window and ALREADY_IN are worked out on the device' }) s!: GateOutcome;
  @ApiProperty({ ...DATE_TIME, nullable: true, description: 'e: in since (the validation in force)' }) e!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'p: cents to pay at the gate' }) p!: number | null;
}

/** An offline validation of this device that met someone already in. */
export class GateConflictDto {
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty() entryId!: number;
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ ...DATE_TIME, description: "This device's validation" }) at!: string;
  @ApiProperty({ type: GateEntryInfoDto, description: 'The other validation' }) other!: GateEntryInfoDto;
}

/** The offline copy of an edition's codes and states, whole or since a cursor. */
export class GateCopyDto {
  @ApiProperty({ description: 'Give it back as `since` to get only what changed' }) cursor!: string;
  @ApiProperty({ description: 'The whole copy (else: changes to merge by kind and id)' }) full!: boolean;
  @ApiProperty(DATE_TIME) generatedAt!: string;
  @ApiProperty() timeZone!: string;
  @ApiProperty() currency!: string;
  @ApiProperty({ type: [GateTierDto] }) tiers!: GateTierDto[];
  @ApiProperty({ type: [GateCopyLabelDto] }) options!: GateCopyLabelDto[];
  @ApiProperty({ type: [GateCopyLabelDto] }) returnables!: GateCopyLabelDto[];
  @ApiProperty({ type: [GateCopyPersonDto] }) people!: GateCopyPersonDto[];
  @ApiProperty({ type: [GateConflictDto], description: "The asking device's validations found in conflict since the cursor" }) conflicts!: GateConflictDto[];
}

export class GateHourDto {
  @ApiProperty({ ...DATE_TIME, description: 'The hour it starts' }) hour!: string;
  @ApiProperty() count!: number;
}

export class GateTierPresenceDto {
  @ApiProperty() tierId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Valid tickets in' }) present!: number;
  @ApiProperty({ description: 'Valid tickets' }) expected!: number;
}

export class GatePresenceDto {
  @ApiProperty() arrived!: number;
  @ApiProperty() expected!: number;
}

export class GateRecentDto {
  @ApiProperty() id!: number;
  @ApiProperty(ACTION) action!: GateAction;
  @ApiProperty(DATE_TIME) at!: string;
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) by!: string | null;
  @ApiProperty() deviceId!: string;
  @ApiProperty() conflict!: boolean;
}

export class GateDueDto {
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;
  @ApiProperty({ ...DATE_TIME, nullable: true, description: 'Their announced arrival, when known' }) expectedAt!: string | null;
}

/** The gate at a glance: entries per hour, who is in against who is expected, the last validations, who is due today and not in. */
export class GateDashboardDto {
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: [GateHourDto], description: "Entries per hour over the edition's volunteer period, in order" }) entriesPerHour!: GateHourDto[];
  @ApiProperty({ type: [GateTierPresenceDto] }) tiers!: GateTierPresenceDto[];
  @ApiProperty({ type: GatePresenceDto, description: 'Accepted volunteers' }) volunteers!: GatePresenceDto;
  @ApiProperty({ type: GatePresenceDto }) artists!: GatePresenceDto;
  @ApiProperty({ type: [GateRecentDto], description: 'The last validations and undos, newest first' }) recent!: GateRecentDto[];
  @ApiProperty({ type: [GateDueDto], description: 'Volunteers and artists due today (by their arrival) not yet in, first ones first' }) dueToday!: GateDueDto[];
  @ApiProperty({ description: 'How many are due today and not in (the list may be cut)' }) dueTotal!: number;
}

// ── the rows the repository reads, and the mappers ──────────────────────────────────────────

/** Who a code or a picked person is, and what deciding needs (a ticket's state, order and tier window; a volunteer's status). */
export interface GateFactsRow {
  kind: GateSubjectKind;
  id: number;
  editionId: number;
  editionName: string;
  state: string | null;
  source: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  orderId: number | null;
  paymentMethod: string | null;
  orderAmount: number | null;
  status: string | null;
}

/** A validation as the repository reads it in JSON (its instant as PostgreSQL writes it). */
export interface EntryInfoRow {
  entryId: number;
  at: string | Date;
  by: string | null;
  deviceId: string;
  offline: boolean;
}

/** The validation recorded under a client id. */
export interface StoredEntryRow {
  entryId: number;
  /** Where ('GATE', a meal's): a client id names one validation at one checkpoint. */
  checkpoint: string;
  kind: GateSubjectKind;
  subjectId: number;
  action: GateAction;
  conflict: boolean;
}

export interface GatePersonRow {
  name: string;
  tier: { id: number; name: string; validFrom: string | null; validUntil: string | null } | null;
  options: string[];
  orderNumber: string | null;
  teams: string[];
  shows: string[];
  /** The answers to the fields the organiser shows at the gate. */
  answers: { label: string; answer: string }[];
  returnables: string[];
  /** Absent from the rows of other checkpoints' people. */
  meals?: { date: string; mealType: MealType }[];
  entry: EntryInfoRow | null;
  stored?: StoredEntryRow | null;
}

export interface GateHistoryRow {
  id: number;
  action: GateAction;
  at: Date;
  recordedAt: Date;
  by: string | null;
  deviceId: string;
  offline: boolean;
  conflict: boolean;
  undone: boolean;
}

export interface GateSearchRow {
  kind: GateSubjectKind;
  id: number;
  name: string;
  detail: string | null;
  orderNumber: string | null;
  state: string | null;
  source: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  status: string | null;
  inForce: boolean;
}

const isoOf = (instant: string | Date | null): string | null => (instant === null ? null : new Date(instant).toISOString());

export const toGateEntryInfoDto = (e: EntryInfoRow): GateEntryInfoDto => ({ entryId: e.entryId, at: isoOf(e.at)!, by: e.by, deviceId: e.deviceId, offline: e.offline });

/** A person as the gate shows them; `entry`: the validation in force (the row's, or one just recorded). */
export function toGatePersonDto(kind: GateSubjectKind, subjectId: number, p: GatePersonRow, entry: EntryInfoRow | null = p.entry): GatePersonDto {
  return {
    kind,
    subjectId,
    name: p.name,
    tier: p.tier ? { id: p.tier.id, name: p.tier.name, validFrom: isoOf(p.tier.validFrom), validUntil: isoOf(p.tier.validUntil) } : null,
    options: p.options,
    orderNumber: p.orderNumber,
    teams: p.teams,
    shows: p.shows,
    answers: p.answers,
    returnables: p.returnables,
    meals: p.meals ?? [],
    entry: entry ? toGateEntryInfoDto(entry) : null,
  };
}

export interface GateAnswerParts {
  outcome: GateOutcome;
  person?: GatePersonDto | null;
  entryId?: number | null;
  conflict?: boolean;
  previous?: EntryInfoRow | null;
  otherEdition?: string | null;
  toPay?: number | null;
  currency: string;
}

export const toGateAnswerDto = (a: GateAnswerParts): GateAnswerDto => ({
  outcome: a.outcome,
  person: a.person ?? null,
  entryId: a.entryId ?? null,
  conflict: a.conflict ?? false,
  previous: a.previous ? toGateEntryInfoDto(a.previous) : null,
  otherEdition: a.otherEdition ?? null,
  toPay: a.toPay ?? null,
  currency: a.currency,
});

export const toGateHistoryLineDto = (r: GateHistoryRow): GateHistoryLineDto => ({
  id: r.id,
  action: r.action,
  at: r.at.toISOString(),
  recordedAt: r.recordedAt.toISOString(),
  by: r.by,
  deviceId: r.deviceId,
  offline: r.offline,
  conflict: r.conflict,
  undone: r.undone,
});

export const toGateSearchPersonDto = (r: GateSearchRow, outcome: GateOutcome): GateSearchPersonDto => ({
  kind: r.kind,
  subjectId: r.id,
  name: r.name,
  detail: r.detail,
  orderNumber: r.orderNumber,
  outcome,
});
