import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import { decorateFields, Flag, MAX_ID, Money, OptionalChoice, OptionalDateTime, OptionalText, PageNumber, PageSize, SearchText, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import type { User } from '../users/user.entity';
import type { EditionArtist } from './artist.entity';
import {
  ARTIST_ACCOMMODATION_FILTERS,
  ARTIST_PAYMENT_STATES,
  ARTIST_WARNING_CODES,
  paymentState,
  RECORD_AMOUNTS,
  RECORD_FLAGS,
  RECORD_INSTANTS,
  RECORD_TEXT_FIELDS,
  RECORD_TEXTS,
  recordWarnings,
  stillToPay,
  type ArtistAccommodationFilter,
  type ArtistPaymentState,
  type ArtistWarningCode,
  type RecordAmount,
  type RecordFlag,
  type RecordInstant,
  type RecordText,
} from './records-rules';

/** The shared enums, under the names the volunteers' documents use too. */
export const DIET = { enum: Object.values(DietaryPreference), enumName: 'DietaryPreference' };
export const SEVERITY = { enum: Object.values(AllergySeverity), enumName: 'AllergySeverity' };
const PAYMENT_STATE = { enum: [...ARTIST_PAYMENT_STATES], enumName: 'ArtistPaymentState' };
const YES_NO = { enum: ['true', 'false'] };

/** A user's id, optional; null clears it (a team member in charge). */
const OptionalUserId = (description: string) =>
  stacked(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID, nullable: true, description }),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsInt(msg('validation.isInt')),
    Min(1, msg('validation.min')),
    Max(MAX_ID, msg('validation.max')),
  );

// ── adding ───────────────────────────────────────────────────────────────────────────────────

/** An organiser adds an artist: an existing user (e-mail or pseudo), or invites an e-mail nobody uses yet. */
export class AddArtistDto {
  @Text(254, { description: 'E-mail or pseudo of an existing user (any case); an e-mail of nobody sends an invitation to create an account' }) identifier!: string;
  @OptionalText(RECORD_TEXTS.stageName, 'The name on the programme (their pseudo when empty); required to invite an e-mail') stageName?: string | null;
}

// ── the list ─────────────────────────────────────────────────────────────────────────────────

/** The filters of the list and of the CSV export. */
export class ArtistFilterQuery {
  @SearchText(100, 'Words found in the stage name, pseudo, first or last name, or e-mail (the invited one too)') search?: string;

  @ApiPropertyOptional({ ...YES_NO, description: 'true: arrived (entry validated); false: not yet' })
  @IsOptional()
  @IsIn(YES_NO.enum, msg('validation.isIn'))
  arrived?: 'true' | 'false';

  @ApiPropertyOptional({ ...PAYMENT_STATE, description: 'none: no fee and no actual reimbursement; unpaid: some of it still to pay; paid: all of it paid' })
  @IsOptional()
  @IsIn(PAYMENT_STATE.enum, msg('validation.isIn'))
  payment?: ArtistPaymentState;

  @ApiPropertyOptional({ ...YES_NO, description: 'true: a pickup or a drop-off is required; false: neither' })
  @IsOptional()
  @IsIn(YES_NO.enum, msg('validation.isIn'))
  pickup?: 'true' | 'false';

  @ApiPropertyOptional({ enum: [...ARTIST_ACCOMMODATION_FILTERS], enumName: 'ArtistAccommodationFilter', description: 'autonomous: finds their own bed; needed: needs one' })
  @IsOptional()
  @IsIn(ARTIST_ACCOMMODATION_FILTERS, msg('validation.isIn'))
  accommodation?: ArtistAccommodationFilter;
}

export class ArtistListQuery extends ArtistFilterQuery {
  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 25;
}

/** A user as the records name them. */
export class ArtistPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty() nom!: string;
}

/** The artist's account (managers only see the e-mail). */
export class ArtistUserDto extends ArtistPersonDto {
  @ApiProperty() email!: string;
}

/** Who the artist is: their account, or the e-mail an invitation waits on. */
class ArtistIdentityDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The name they go by: the stage name, else the pseudo' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) stageName!: string | null;
  @ApiProperty({ type: ArtistUserDto, nullable: true, description: 'Null while an invitation waits' }) user!: ArtistUserDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail an invitation was sent to, until its account is verified' }) invitedEmail!: string | null;
  @ApiProperty({ description: 'Invited by e-mail, no account yet' }) invitationPending!: boolean;
}

export class ArtistItemDto extends ArtistIdentityDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrivalDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) departureDateTime!: string | null;
  @ApiProperty({ description: 'Arrived: entry validated' }) entryValidated!: boolean;
  @ApiProperty() accommodationAutonomous!: boolean;
  @ApiProperty(PAYMENT_STATE) paymentState!: ArtistPaymentState;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Fee, cents' }) payment!: number | null;
  @ApiProperty() paymentPaid!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Cents' }) reimbursementActual!: number | null;
  @ApiProperty() reimbursementActualPaid!: boolean;
  @ApiProperty({ type: 'integer', description: 'Unpaid fee and unpaid actual reimbursement, cents' }) stillToPay!: number;
  @ApiProperty() pickupRequired!: boolean;
  @ApiProperty({ type: String, nullable: true }) pickupLocation!: string | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true }) pickupResponsible!: ArtistPersonDto | null;
  @ApiProperty() dropoffRequired!: boolean;
  @ApiProperty({ type: String, nullable: true }) dropoffLocation!: string | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true }) dropoffResponsible!: ArtistPersonDto | null;
}

/** How many of the edition's artists (all of them, whatever the filters). */
export class ArtistCountsDto {
  @ApiProperty() all!: number;
  @ApiProperty({ description: 'Entry validated' }) arrived!: number;
  @ApiProperty({ description: 'A pickup or a drop-off required' }) pickups!: number;
  @ApiProperty({ description: 'Not autonomous for accommodation' }) accommodation!: number;
  @ApiProperty({ description: 'Something still to pay' }) unpaid!: number;
  @ApiProperty({ description: 'Invited by e-mail, no account yet' }) invitations!: number;
}

/** Money across all the edition's artists, in cents of the edition's currency. */
export class ArtistTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Fees owed' }) fees!: number;
  @ApiProperty({ type: 'integer', description: 'Fees marked paid' }) feesPaid!: number;
  @ApiProperty({ type: 'integer', description: 'Maximum reimbursements granted' }) reimbursementsMax!: number;
  @ApiProperty({ type: 'integer', description: 'Actual reimbursements claimed' }) reimbursementsActual!: number;
  @ApiProperty({ type: 'integer', description: 'Actual reimbursements marked paid' }) reimbursed!: number;
  @ApiProperty({ type: 'integer', description: 'Unpaid fees and unpaid actual reimbursements' }) stillToPay!: number;
}

export class ArtistListDto {
  @ApiProperty({ type: [ArtistItemDto] }) items!: ArtistItemDto[];
  @ApiProperty({ description: 'Artists matching the filters' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: ArtistCountsDto }) counts!: ArtistCountsDto;
  @ApiProperty({ type: ArtistTotalsDto }) totals!: ArtistTotalsDto;
}

// ── the record ───────────────────────────────────────────────────────────────────────────────

export class ArtistWarningDto {
  @ApiProperty({ description: 'The field it is about' }) field!: string;
  @ApiProperty({ enum: [...ARTIST_WARNING_CODES], enumName: 'ArtistWarningCode' }) code!: ArtistWarningCode;
}

/** Every field of an artist's record, the organisers' notes included (never shown to the artist). */
export class ArtistRecordDto extends ArtistIdentityDto {
  @ApiProperty({ ...DIET, nullable: true }) dietaryPreference!: DietaryPreference | null;
  @ApiProperty({ ...SEVERITY, nullable: true }) allergySeverity!: AllergySeverity | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true }) pickupResponsible!: ArtistPersonDto | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true }) dropoffResponsible!: ArtistPersonDto | null;
  @ApiProperty({ description: 'Arrived: entry validated at the gate or here' }) entryValidated!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) entryValidatedAt!: string | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true }) entryValidatedBy!: ArtistPersonDto | null;
  @ApiProperty(PAYMENT_STATE) paymentState!: ArtistPaymentState;
  @ApiProperty({ type: 'integer', description: 'Unpaid fee and unpaid actual reimbursement, cents' }) stillToPay!: number;
  @ApiProperty({ type: ArtistPersonDto, nullable: true, description: 'The organiser who added them' }) addedBy!: ArtistPersonDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: [ArtistWarningDto], description: 'What looks wrong but is saved anyway' }) warnings!: ArtistWarningDto[];
}
export interface ArtistRecordDto extends Record<RecordFlag, boolean>, Record<Exclude<RecordText, 'stageName'>, string | null>, Record<RecordAmount, number | null>, Record<RecordInstant, string | null> {}
for (const flag of RECORD_FLAGS) ApiProperty({ type: Boolean })(ArtistRecordDto.prototype, flag);
for (const text of RECORD_TEXT_FIELDS.filter((f) => f !== 'stageName')) ApiProperty({ type: String, nullable: true })(ArtistRecordDto.prototype, text);
for (const amount of RECORD_AMOUNTS) ApiProperty({ type: 'integer', nullable: true, description: 'Cents' })(ArtistRecordDto.prototype, amount);
for (const instant of RECORD_INSTANTS) ApiProperty({ type: String, format: 'date-time', nullable: true })(ArtistRecordDto.prototype, instant);

/** The yes/no fields of a record an organiser sets: documents the enum the front end's list comes from. */
export class ArtistRecordFieldsDto {
  @ApiProperty({ enum: RECORD_FLAGS, enumName: 'ArtistRecordFlag', isArray: true }) flags!: RecordFlag[];
}

/**
 * A partial update: only the fields given change; null clears what may be cleared. Departure before
 * arrival is a 400 on departureDateTime; what only looks wrong comes back as warnings.
 */
export class UpdateArtistDto {
  @OptionalChoice(DIET) dietaryPreference?: DietaryPreference | null;
  @OptionalChoice(SEVERITY) allergySeverity?: AllergySeverity | null;
  @OptionalUserId('A member of the edition\u2019s team (the convention\u2019s author or a collaborator); null: nobody') pickupResponsibleId?: number | null;
  @OptionalUserId('A member of the edition\u2019s team (the convention\u2019s author or a collaborator); null: nobody') dropoffResponsibleId?: number | null;
  @Flag('Arrived: sets when and by whom; false clears it') entryValidated?: boolean;
}
export interface UpdateArtistDto extends Partial<Record<RecordFlag, boolean>>, Partial<Record<RecordText, string | null>>, Partial<Record<RecordAmount, number | null>>, Partial<Record<RecordInstant, string | null>> {}
decorateFields(UpdateArtistDto, RECORD_FLAGS, () => Flag());
for (const text of RECORD_TEXT_FIELDS) OptionalText(RECORD_TEXTS[text])(UpdateArtistDto.prototype, text);
decorateFields(UpdateArtistDto, RECORD_AMOUNTS, () => Money({ optional: true }));
decorateFields(UpdateArtistDto, RECORD_INSTANTS, () => OptionalDateTime());

/** The team members who may be put in charge of a pickup or a drop-off. */
export class ArtistResponsiblesDto {
  @ApiProperty({ type: [ArtistPersonDto] }) items!: ArtistPersonDto[];
}

// ── mappers ──────────────────────────────────────────────────────────────────────────────────

type Row = Record<string, unknown>;

const iso = (d: unknown): string | null => (d ? new Date(d as string | Date).toISOString() : null);

/** A person of a row, read under `<prefix>Id`, `<prefix>Pseudo`… (artists.repository.ts: personSql()). */
export function personOf(row: object, prefix: string): ArtistPersonDto | null {
  const r = row as Row;
  const id = r[`${prefix}Id`] as number | null;
  return id ? { id, pseudo: r[`${prefix}Pseudo`] as string, prenom: r[`${prefix}Prenom`] as string, nom: r[`${prefix}Nom`] as string } : null;
}

const personOfUser = (u: User | null | undefined): ArtistPersonDto | null => (u ? { id: u.id, pseudo: u.pseudo, prenom: u.prenom, nom: u.nom } : null);

const moneyOf = (r: Row | EditionArtist) => {
  const m = r as Record<string, unknown>;
  return {
    payment: (m.payment as number | null) ?? null,
    paymentPaid: m.paymentPaid === true,
    reimbursementActual: (m.reimbursementActual as number | null) ?? null,
    reimbursementActualPaid: m.reimbursementActualPaid === true,
  };
};

function identityOf(row: Row): ArtistIdentityDto {
  const user = personOf(row, 'user');
  return {
    id: row.id as number,
    name: (row.name as string | null) ?? '',
    stageName: (row.stageName as string | null) ?? null,
    user: user && { ...user, email: row.email as string },
    invitedEmail: (row.invitedEmail as string | null) ?? null,
    invitationPending: !user,
  };
}

/** A row of the list (records.repository.ts: ITEM_COLUMNS) as the API shows it. */
export function toArtistItemDto(row: Row): ArtistItemDto {
  const money = moneyOf(row);
  return {
    ...identityOf(row),
    arrivalDateTime: iso(row.arrivalDateTime),
    departureDateTime: iso(row.departureDateTime),
    entryValidated: row.entryValidated === true,
    accommodationAutonomous: row.accommodationAutonomous === true,
    ...money,
    paymentState: paymentState(money),
    stillToPay: stillToPay(money),
    pickupRequired: row.pickupRequired === true,
    pickupLocation: (row.pickupLocation as string | null) ?? null,
    pickupResponsible: personOf(row, 'pickup'),
    dropoffRequired: row.dropoffRequired === true,
    dropoffLocation: (row.dropoffLocation as string | null) ?? null,
    dropoffResponsible: personOf(row, 'dropoff'),
  };
}

/** A record with every user it names loaded (RecordsRepository.record) as the API shows it, with its warnings. */
export function toArtistRecordDto(a: EditionArtist): ArtistRecordDto {
  const money = moneyOf(a);
  const dto: Record<string, unknown> = {
    id: a.id,
    name: a.stageName?.trim() || a.user?.pseudo || '',
    stageName: a.stageName ?? null,
    user: a.user ? { ...personOfUser(a.user), email: a.user.email } : null,
    invitedEmail: a.invitedEmail ?? null,
    invitationPending: !a.user,
    dietaryPreference: a.dietaryPreference ?? null,
    allergySeverity: a.allergySeverity ?? null,
    pickupResponsible: personOfUser(a.pickupResponsible),
    dropoffResponsible: personOfUser(a.dropoffResponsible),
    entryValidated: a.entryValidated,
    entryValidatedAt: iso(a.entryValidatedAt),
    entryValidatedBy: personOfUser(a.entryValidatedBy),
    paymentState: paymentState(money),
    stillToPay: stillToPay(money),
    addedBy: personOfUser(a.addedBy),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    warnings: recordWarnings({
      ...money,
      reimbursementMax: a.reimbursementMax ?? null,
      pickupRequired: a.pickupRequired,
      pickupLocation: a.pickupLocation ?? null,
      arrivalDateTime: a.arrivalDateTime ?? null,
      dropoffRequired: a.dropoffRequired,
      dropoffLocation: a.dropoffLocation ?? null,
      departureDateTime: a.departureDateTime ?? null,
      allergies: a.allergies ?? null,
      allergySeverity: a.allergySeverity ?? null,
    }),
  };
  for (const f of RECORD_FLAGS) dto[f] = a[f];
  for (const f of RECORD_TEXT_FIELDS) dto[f] = a[f] ?? null;
  for (const f of RECORD_AMOUNTS) dto[f] = a[f] ?? null;
  for (const f of RECORD_INSTANTS) dto[f] = iso(a[f]);
  return dto as unknown as ArtistRecordDto;
}
