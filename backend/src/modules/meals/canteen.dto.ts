import { ApiProperty, PickType } from '@nestjs/swagger';
import { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import {
  CheckpointEntryDto,
  GateEntryInfoDto,
  GateHistoryLineDto,
  GateSearchPersonDto,
  GateSubjectKind,
  SyncedEntries,
  toGateEntryInfoDto,
  toGateHistoryLineDto,
  type EntryInfoRow,
  type GateFactsRow,
  type GateHistoryRow,
  type StoredEntryRow,
} from '../gate/gate.dto';
import { MealType } from './meal-fields';
import { MealOutcome, MealRefusal } from './canteen-fields';

const KIND = { enum: Object.values(GateSubjectKind), enumName: 'GateSubjectKind' };
const OUTCOME = { enum: Object.values(MealOutcome), enumName: 'MealOutcome' };
const REFUSAL = { enum: Object.values(MealRefusal), enumName: 'MealRefusal', nullable: true };
const DIET = { enum: Object.values(DietaryPreference), enumName: 'DietaryPreference', nullable: true };
const SEVERITY = { enum: Object.values(AllergySeverity), enumName: 'AllergySeverity', nullable: true };
const TYPE = { enum: Object.values(MealType), enumName: 'MealType' };

// ── asking: the gate's lookup and validation (CheckpointEntryDto), GateHistoryQuery, GateSearchQuery, GateUndoDto ──

/** The validations a canteen device made offline for a meal, sent when the network returns. */
export class MealSyncDto {
  @SyncedEntries(CheckpointEntryDto) entries!: CheckpointEntryDto[];
}

// ── the answers ──────────────────────────────────────────────────────────────────────────────

export class CanteenMealDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "The day, on the edition's clock (YYYY-MM-DD)" }) date!: string;
  @ApiProperty(TYPE) mealType!: MealType;
  @ApiProperty() enabled!: boolean;
}

/** The meals a canteen device picks from, and the one it opens on (today's running or next service). */
export class CanteenMealsDto {
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: Number, nullable: true }) currentMealId!: number | null;
  @ApiProperty({ type: [CanteenMealDto], description: 'In the order of the grid' }) meals!: CanteenMealDto[];
}

/** Everything the canteen needs about a person for a meal (no e-mail, no phone). */
export class MealEaterDto {
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty(DIET) diet!: DietaryPreference | null;
  @ApiProperty({ type: String, nullable: true }) allergies!: string | null;
  @ApiProperty(SEVERITY) allergySeverity!: AllergySeverity | null;
  @ApiProperty({ description: 'An artist playing late: a plate kept aside for after the show' }) afterShow!: boolean;
  @ApiProperty({ type: [String], description: "A volunteer's items to hand over with this meal" }) returnables!: string[];
  @ApiProperty({ type: GateEntryInfoDto, nullable: true, description: 'The validation of this meal in force: they have eaten' }) entry!: GateEntryInfoDto | null;
}

/** The canteen's one answer: what to do with this person for this meal. */
export class MealAnswerDto {
  @ApiProperty(OUTCOME) outcome!: MealOutcome;
  @ApiProperty({ ...REFUSAL, description: 'NOT_ELIGIBLE: why' }) refusal!: MealRefusal | null;
  @ApiProperty({ type: CanteenMealDto }) meal!: CanteenMealDto;
  @ApiProperty({ type: MealEaterDto, nullable: true, description: 'Null when UNKNOWN or WRONG_EDITION' }) person!: MealEaterDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The validation this request made (the same on a repeat of its clientId); null for a check or a refusal' }) entryId!: number | null;
  @ApiProperty({ description: 'An offline validation of someone who had eaten: kept, and both devices are told' }) conflict!: boolean;
  @ApiProperty({ type: GateEntryInfoDto, nullable: true, description: 'ALREADY_EATEN (and a conflict): the earlier validation in force' }) previous!: GateEntryInfoDto | null;
  @ApiProperty({ type: String, nullable: true, description: "WRONG_EDITION: the other edition's name" }) otherEdition!: string | null;
}

export class MealSyncResultDto {
  @ApiProperty({ format: 'uuid' }) clientId!: string;
  @ApiProperty({ type: MealAnswerDto }) answer!: MealAnswerDto;
}

export class MealSyncAnswerDto {
  @ApiProperty({ type: [MealSyncResultDto], description: 'In the order sent' }) results!: MealSyncResultDto[];
}

export class MealHistoryLineDto extends GateHistoryLineDto {
  @ApiProperty({ description: 'The meal of this line' }) mealId!: number;
}

export class MealHistoryDto {
  @ApiProperty(KIND) kind!: GateSubjectKind;
  @ApiProperty() subjectId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [MealHistoryLineDto], description: 'Every meal, newest first' }) lines!: MealHistoryLineDto[];
}

/** A person found, as the gate's search lists them, with what the meal would answer. */
export class MealSearchPersonDto extends PickType(GateSearchPersonDto, ['kind', 'subjectId', 'name', 'detail'] as const) {
  @ApiProperty({ ...OUTCOME, description: 'What a scan would answer now' }) outcome!: MealOutcome;
  @ApiProperty(REFUSAL) refusal!: MealRefusal | null;
}

export class MealSearchDto {
  @ApiProperty({ type: [MealSearchPersonDto] }) people!: MealSearchPersonDto[];
}

/** A person of a meal's offline copy, in short keys: what the answers need and no more. */
export class MealCopyPersonDto {
  @ApiProperty({ description: "h: the code key (the gate's: GATE_CODE_HASH_BYTES of SHA-256 of the code, base64url)" }) h!: string;
  @ApiProperty({ ...KIND, description: 'k: kind' }) k!: GateSubjectKind;
  @ApiProperty({ description: 'i: subject id' }) i!: number;
  @ApiProperty({ description: 'n: name' }) n!: string;
  @ApiProperty({ ...OUTCOME, description: 's: ELIGIBLE, or why not; ALREADY_EATEN is worked out on the device from e' }) s!: MealOutcome;
  @ApiProperty({ ...REFUSAL, description: 'w: why NOT_ELIGIBLE' }) w!: MealRefusal | null;
  @ApiProperty({ ...DIET, description: 'd: diet' }) d!: DietaryPreference | null;
  @ApiProperty({ type: String, nullable: true, description: 'a: allergies' }) a!: string | null;
  @ApiProperty({ ...SEVERITY, description: 'v: allergy severity' }) v!: AllergySeverity | null;
  @ApiProperty({ description: 'l: after the show' }) l!: boolean;
  @ApiProperty({ type: [String], description: 'r: items to hand over' }) r!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'e: eaten at (the validation in force)' }) e!: string | null;
}

/** The offline copy of a meal: everyone holding it, whole (a meal's eaters are a few thousand at most). */
export class MealCopyDto {
  @ApiProperty({ type: CanteenMealDto }) meal!: CanteenMealDto;
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ type: [MealCopyPersonDto] }) people!: MealCopyPersonDto[];
}

// ── the rows the repository reads, and the mappers ──────────────────────────────────────────

export interface CanteenMealRow {
  id: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
}

/** Who a code or picked person is for a meal, and what deciding needs: the gate's find. */
export type EaterFactsRow = Pick<GateFactsRow, 'kind' | 'id' | 'editionId' | 'editionName' | 'state' | 'source' | 'status'>;

export interface EaterRow {
  name: string;
  diet: DietaryPreference | null;
  allergies: string | null;
  allergySeverity: AllergySeverity | null;
  afterShow: boolean;
  returnables: string[];
  /** Their selection of the meal (accepted false: declined), or null. */
  selection: { accepted: boolean } | null;
  entry: EntryInfoRow | null;
  stored?: StoredEntryRow | null;
}

export interface MealSearchRow {
  kind: GateSubjectKind;
  id: number;
  name: string;
  detail: string | null;
  state: string | null;
  source: string | null;
  status: string | null;
  inForce: boolean;
  extra: { accepted: boolean } | null;
}

export interface MealCopyRow {
  h: string;
  k: GateSubjectKind;
  i: number;
  n: string;
  state: string | null;
  source: string | null;
  status: string | null;
  accepted: boolean;
  d: DietaryPreference | null;
  a: string | null;
  v: AllergySeverity | null;
  l: boolean;
  r: string[];
  e: Date | null;
}

export type MealHistoryRow = GateHistoryRow & { checkpoint: string };

export const toCanteenMealDto = (m: CanteenMealRow): CanteenMealDto => ({ id: m.id, date: m.date, mealType: m.mealType, enabled: m.enabled });

export function toMealEaterDto(kind: GateSubjectKind, subjectId: number, p: EaterRow, entry: EntryInfoRow | null = p.entry): MealEaterDto {
  return {
    kind,
    subjectId,
    name: p.name,
    diet: p.diet,
    allergies: p.allergies,
    allergySeverity: p.allergySeverity,
    afterShow: p.afterShow,
    returnables: p.returnables,
    entry: entry ? toGateEntryInfoDto(entry) : null,
  };
}

export interface MealAnswerParts {
  outcome: MealOutcome;
  refusal?: MealRefusal | null;
  meal: CanteenMealRow;
  person?: MealEaterDto | null;
  entryId?: number | null;
  conflict?: boolean;
  previous?: EntryInfoRow | null;
  otherEdition?: string | null;
}

export const toMealAnswerDto = (a: MealAnswerParts): MealAnswerDto => ({
  outcome: a.outcome,
  refusal: a.refusal ?? null,
  meal: toCanteenMealDto(a.meal),
  person: a.person ?? null,
  entryId: a.entryId ?? null,
  conflict: a.conflict ?? false,
  previous: a.previous ? toGateEntryInfoDto(a.previous) : null,
  otherEdition: a.otherEdition ?? null,
});

export const toMealHistoryLineDto = (r: MealHistoryRow, mealId: number): MealHistoryLineDto => ({ ...toGateHistoryLineDto(r), mealId });

export const toMealSearchPersonDto = (r: MealSearchRow, answer: { outcome: MealOutcome; refusal: MealRefusal | null }): MealSearchPersonDto => ({
  kind: r.kind,
  subjectId: r.id,
  name: r.name,
  detail: r.detail,
  ...answer,
});

export const toMealCopyPersonDto = (r: MealCopyRow, answer: { outcome: MealOutcome; refusal: MealRefusal | null }): MealCopyPersonDto => ({
  h: r.h,
  k: r.k,
  i: r.i,
  n: r.n,
  s: answer.outcome,
  w: answer.refusal,
  d: r.d,
  a: r.a,
  v: r.v,
  l: r.l,
  r: r.r,
  e: r.e ? r.e.toISOString() : null,
});
