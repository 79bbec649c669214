import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
  registerDecorator,
} from 'class-validator';
import { decorateFields, Flag, Id, IfGiven, MAX_ID, OptionalChoice, OptionalPhone, OptionalText, OptionalUrl, PageNumber, PageSize, QueryId, SearchText, stacked, Text, WholeNumber } from '../../core/validation/fields';
import { renderMarkdown } from '../../core/markdown/markdown';
import { msg } from '../../core/validation/validation';
import { ANSWER_FIELDS, askedFieldsOf, type AnswerField, type ApplicationAnswers } from './application-rules';
import type { Interval } from './planning-rules';
import {
  AllergySeverity,
  ApplicationSource,
  ApplicationStatus,
  DietaryPreference,
  TIME_PREFERENCES,
  DEFAULT_MAX_DAY_MINUTES,
  DEFAULT_MIN_REST_MINUTES,
  VOLUNTEER_ASK_FLAGS,
  VolunteersMode,
  type TimePreference,
  type VolunteerAskFlags,
} from './volunteer-fields';
import type { VolunteerApplication, VolunteerSettings, VolunteerTeam } from './volunteer.entity';

/** Largest value of a PostgreSQL int: no id can be above. */

const enumOf = <T extends object>(values: T, enumName: string) => ({ enum: Object.values(values), enumName });
const STATUS = enumOf(ApplicationStatus, 'VolunteerApplicationStatus');
const SOURCE = enumOf(ApplicationSource, 'VolunteerApplicationSource');
const MODE = enumOf(VolunteersMode, 'VolunteersMode');
const SEVERITY = enumOf(AllergySeverity, 'AllergySeverity');
const DIET = enumOf(DietaryPreference, 'DietaryPreference');
const TIME = { enum: [...TIME_PREFERENCES], enumName: 'VolunteerTimePreference' };
const ASKED_FIELDS = {
  type: [String],
  enum: [...ANSWER_FIELDS],
  enumName: 'VolunteerAnswerField',
  isArray: true,
  description: 'The answers the form asks, in its order: every field of a question switched on, and those always asked. The form also asks the emergency contact once a severe or critical allergy is given.',
};

const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** A real instant written as ISO 8601 with its zone, between the years 2000 and 2200. */
function IsInstant(): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isInstant',
      target: object.constructor,
      propertyName: propertyName as string,
      options: msg('validation.isDateString'),
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return false;
          const time = new Date(value).getTime();
          return Number.isFinite(time) && time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2200, 0, 1);
        },
      },
    });
}

/** An optional date-time (ISO 8601 with zone); null clears it. */
const OptionalDateTime = (description?: string) =>
  stacked(ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description }), IsOptional(), ValidateIf((_, v) => v !== null), IsInstant());

/** An optional yes / no answer; null clears it. */
const OptionalYesNo = () => stacked(ApiPropertyOptional({ type: Boolean, nullable: true }), IsOptional(), ValidateIf((_, v) => v !== null), IsBoolean(msg('validation.isBoolean')));

// ── settings ─────────────────────────────────────────────────────────────────────────────────

export class VolunteerSettingsDto {
  @ApiProperty(MODE) volunteersMode!: VolunteersMode;
  @ApiProperty() volunteersOpen!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Markdown, rendered safely by the server on the public page (descriptionHtml)' }) volunteersDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) volunteersExternalUrl!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) volunteersSetupStartDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) volunteersTeardownEndDate!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) volunteersUpdatedAt!: string | null;
  @ApiProperty({ description: 'Accepted volunteers may take free slots of visible teams themselves' }) selfSignUp!: boolean;
  @ApiProperty({ description: 'Below this rest between two slots of a person, the planning warns' }) minRestMinutes!: number;
  @ApiProperty({ description: "Above this total of a person's slots in a day, the planning warns" }) maxDayMinutes!: number;
}
export interface VolunteerSettingsDto extends VolunteerAskFlags {}
decorateFields(VolunteerSettingsDto, VOLUNTEER_ASK_FLAGS, () => ApiProperty({ type: Boolean }));

/** Every field optional (partial update); cross-field rules (external link, dates) are checked on the merged settings. */
export class UpdateVolunteerSettingsDto {
  @ApiPropertyOptional(MODE)
  @IfGiven()
  @IsIn(Object.values(VolunteersMode), msg('validation.isIn'))
  volunteersMode?: VolunteersMode;
  @Flag() volunteersOpen?: boolean;
  @OptionalText(20000, 'Markdown') volunteersDescription?: string | null;
  @OptionalUrl() volunteersExternalUrl?: string | null;
  @OptionalDateTime('On or before the first day of the edition (UTC)') volunteersSetupStartDate?: string | null;
  @OptionalDateTime('On or after the last day of the edition (UTC), after the setup start') volunteersTeardownEndDate?: string | null;
  @Flag() selfSignUp?: boolean;
  @WholeNumber(0, 1440, { optional: true }) minRestMinutes?: number;
  @WholeNumber(60, 1440, { optional: true }) maxDayMinutes?: number;
}
export interface UpdateVolunteerSettingsDto extends Partial<VolunteerAskFlags> {}
decorateFields(UpdateVolunteerSettingsDto, VOLUNTEER_ASK_FLAGS, () => Flag());

// ── the form ─────────────────────────────────────────────────────────────────────────────────

/** The answers of the volunteer form; questions switched off are ignored (stored null). */
export class ApplicationAnswersDto {
  @OptionalText(2000) motivation?: string | null;
  @OptionalChoice(DIET) dietaryPreference?: DietaryPreference | null;
  @OptionalText(1000) allergies?: string | null;
  @OptionalChoice(SEVERITY) allergySeverity?: AllergySeverity | null;
  @ApiPropertyOptional({ ...TIME, isArray: true, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsArray(msg('validation.isIn'))
  @ArrayMaxSize(TIME_PREFERENCES.length, msg('validation.isIn'))
  @ArrayUnique(msg('validation.isIn'))
  @IsIn([...TIME_PREFERENCES], { each: true, ...msg('validation.isIn') })
  timePreferences?: TimePreference[] | null;
  @ApiPropertyOptional({ type: [Number], maxItems: 20, nullable: true, description: 'Ids of visible teams of the edition, preferred first' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(20, msg('validation.max'))
  @ArrayUnique(msg('errors.volunteers.unknownTeam'))
  @IsInt({ each: true, ...msg('validation.isInt') })
  @Min(1, { each: true, ...msg('validation.min') })
  @Max(MAX_ID, { each: true, ...msg('validation.max') })
  teamPreferences?: number[] | null;
  @OptionalYesNo() hasPets?: boolean | null;
  @OptionalText(500) petsDetails?: string | null;
  @OptionalYesNo() hasMinors?: boolean | null;
  @OptionalText(500) minorsDetails?: string | null;
  @OptionalYesNo() hasVehicle?: boolean | null;
  @OptionalText(500) vehicleDetails?: string | null;
  @OptionalText(200) companionName?: string | null;
  @OptionalText(1000) avoidList?: string | null;
  @OptionalText(2000) skills?: string | null;
  @OptionalYesNo() hasExperience?: boolean | null;
  @OptionalText(2000) experienceDetails?: string | null;
  @OptionalText(200) emergencyContactName?: string | null;
  @OptionalPhone('Required with a severe or critical allergy, or when the form asks for it') emergencyContactPhone?: string | null;
  @OptionalYesNo() setupAvailability?: boolean | null;
  @OptionalYesNo() eventAvailability?: boolean | null;
  @OptionalYesNo() teardownAvailability?: boolean | null;
  @OptionalDateTime('Required; within the volunteer period') arrivalDateTime?: string | null;
  @OptionalDateTime('Required with event or teardown availability; after the arrival') departureDateTime?: string | null;
}

/** What a signed-in user sends to apply: the answers, and the profile fields their profile lacks (saved to it). */
export class ApplyDto extends ApplicationAnswersDto {
  @OptionalPhone('Required when the profile has no phone; saved to the profile') phone?: string | null;
  @OptionalText(100, 'Last name, required when the profile has none') nom?: string | null;
  @OptionalText(100, 'First name, required when the profile has none') prenom?: string | null;
}

/** An organiser's correction: only the answers given change, checked with the same rules as applying. */
export class CorrectApplicationDto extends PartialType(ApplicationAnswersDto, { skipNullProperties: false }) {}

// ── what the volunteer and the public page read ──────────────────────────────────────────────

export class VolunteerTeamSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: '#rrggbb' }) color!: string;
}

export class VolunteerPeriodDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'Setup start, or the first day 00:00 on the edition’s clocks' }) start!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Teardown end, or the midnight after the last day on the edition’s clocks (the first instant after the period)' }) end!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) setupStart!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) teardownEnd!: string | null;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
}

/** The answers as stored (null: not asked or not answered). */
export class ApplicationAnswersReadDto {
  @ApiProperty({ type: String, nullable: true }) motivation!: string | null;
  @ApiProperty({ ...DIET, nullable: true }) dietaryPreference!: DietaryPreference | null;
  @ApiProperty({ type: String, nullable: true }) allergies!: string | null;
  @ApiProperty({ ...SEVERITY, nullable: true }) allergySeverity!: AllergySeverity | null;
  @ApiProperty({ ...TIME, isArray: true, nullable: true }) timePreferences!: TimePreference[] | null;
  @ApiProperty({ type: [Number], nullable: true }) teamPreferences!: number[] | null;
  @ApiProperty({ type: Boolean, nullable: true }) hasPets!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) petsDetails!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) hasMinors!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) minorsDetails!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) hasVehicle!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) vehicleDetails!: string | null;
  @ApiProperty({ type: String, nullable: true }) companionName!: string | null;
  @ApiProperty({ type: String, nullable: true }) avoidList!: string | null;
  @ApiProperty({ type: String, nullable: true }) skills!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) hasExperience!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) experienceDetails!: string | null;
  @ApiProperty({ type: String, nullable: true }) emergencyContactName!: string | null;
  @ApiProperty({ type: String, nullable: true }) emergencyContactPhone!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) setupAvailability!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) eventAvailability!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) teardownAvailability!: boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrivalDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) departureDateTime!: string | null;
}

/** The caller's own application to the edition. */
export class MyApplicationDto extends ApplicationAnswersReadDto {
  @ApiProperty() id!: number;
  @ApiProperty(STATUS) status!: ApplicationStatus;
  @ApiProperty({ type: String, nullable: true }) acceptanceNote!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
}

/** What the caller's profile lacks: the form asks for it. */
export class ProfileGapsDto {
  @ApiProperty() phone!: boolean;
  @ApiProperty() nom!: boolean;
  @ApiProperty() prenom!: boolean;
}

/** The public volunteers page of an edition. */
export class VolunteerInfoDto {
  @ApiProperty(MODE) mode!: VolunteersMode;
  @ApiProperty() open!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Markdown, as the organisers wrote it' }) description!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The description rendered by the server: escaped text, links to http(s) and mailto only, no raw HTML, no images; a `#` heading is an h2. Safe to insert as HTML.',
  })
  descriptionHtml!: string | null;
  @ApiProperty({ type: String, nullable: true }) externalUrl!: string | null;
  @ApiProperty({ type: VolunteerPeriodDto }) period!: VolunteerPeriodDto;
  @ApiProperty({ type: [String], enum: [...VOLUNTEER_ASK_FLAGS], enumName: 'VolunteerAskFlag', isArray: true, description: 'The questions switched on' }) questions!: string[];
  @ApiProperty(ASKED_FIELDS)
  askedFields!: AnswerField[];
  @ApiProperty({ type: [VolunteerTeamSummaryDto], description: 'Teams visible to volunteers' }) teams!: VolunteerTeamSummaryDto[];
  @ApiProperty({ type: MyApplicationDto, nullable: true, description: "The caller's application (null: none, or not signed in)" }) application!: MyApplicationDto | null;
  @ApiProperty({ type: ProfileGapsDto, nullable: true, description: "What the caller's profile lacks (null: not signed in)" }) missingProfile!: ProfileGapsDto | null;
}

// ── management ───────────────────────────────────────────────────────────────────────────────

export const APPLICATION_SORTS = ['addedAt', 'name', 'status', 'arrival'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const AVAILABILITIES = ['setup', 'event', 'teardown'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The filters of the list, the export and the e-mail list. */
export class ApplicationFilterQuery {
  @ApiPropertyOptional(STATUS)
  @IsOptional()
  @IsIn(Object.values(ApplicationStatus), msg('validation.isIn'))
  status?: ApplicationStatus;

  @QueryId('Members of this team') teamId?: number;

  @ApiPropertyOptional({ enum: AVAILABILITIES, enumName: 'VolunteerAvailability' })
  @IsOptional()
  @IsIn(AVAILABILITIES, msg('validation.isIn'))
  availability?: Availability;

  @ApiPropertyOptional(DIET)
  @IsOptional()
  @IsIn(Object.values(DietaryPreference), msg('validation.isIn'))
  dietaryPreference?: DietaryPreference;

  @ApiPropertyOptional(SEVERITY)
  @IsOptional()
  @IsIn(Object.values(AllergySeverity), msg('validation.isIn'))
  allergySeverity?: AllergySeverity;

  @SearchText(100, 'Words found in the pseudo, names, e-mail or skills') q?: string;
}

export class ApplicationListQuery extends ApplicationFilterQuery {
  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 25;

  @ApiPropertyOptional({ enum: APPLICATION_SORTS, enumName: 'VolunteerApplicationSort', default: 'addedAt' })
  @IsOptional()
  @IsIn(APPLICATION_SORTS, msg('validation.isIn'))
  sort: ApplicationSort = 'addedAt';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], enumName: 'SortOrder', default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], msg('validation.isIn'))
  order: 'asc' | 'desc' = 'desc';
}

export class ApplicationUserDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

export class ApplicationTeamDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() color!: string;
  @ApiProperty() isLeader!: boolean;
}

export class ApplicationItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: ApplicationUserDto }) user!: ApplicationUserDto;
  @ApiProperty(STATUS) status!: ApplicationStatus;
  @ApiProperty(SOURCE) source!: ApplicationSource;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) setupAvailability!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) eventAvailability!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) teardownAvailability!: boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrivalDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) departureDateTime!: string | null;
  @ApiProperty({ ...DIET, nullable: true }) dietaryPreference!: DietaryPreference | null;
  @ApiProperty({ ...SEVERITY, nullable: true }) allergySeverity!: AllergySeverity | null;
  @ApiProperty({ type: [ApplicationTeamDto] }) teams!: ApplicationTeamDto[];
}

export class ApplicationStatusCountsDto {
  @ApiProperty() PENDING!: number;
  @ApiProperty() ACCEPTED!: number;
  @ApiProperty() REJECTED!: number;
}

export class ApplicationListDto {
  @ApiProperty({ type: [ApplicationItemDto] }) items!: ApplicationItemDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: ApplicationStatusCountsDto, description: 'Under the same filters, whatever the status filter' }) counts!: ApplicationStatusCountsDto;
}

export class ApplicationSlotDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() teamId!: number;
  @ApiProperty() teamName!: string;
  @ApiProperty({ type: String, format: 'date-time' }) startDateTime!: string;
  @ApiProperty({ type: String, format: 'date-time' }) endDateTime!: string;
}

/** Every answer of one application, its teams and the volunteer's slots (removed when leaving ACCEPTED). */
export class ApplicationDetailDto extends ApplicationAnswersReadDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: ApplicationUserDto }) user!: ApplicationUserDto;
  @ApiProperty(STATUS) status!: ApplicationStatus;
  @ApiProperty(SOURCE) source!: ApplicationSource;
  @ApiProperty({ type: String, nullable: true }) acceptanceNote!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The phone when they applied' }) userSnapshotPhone!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Pseudo of the organiser who added them by hand' }) addedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) addedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
  @ApiProperty({ type: [ApplicationTeamDto] }) teams!: ApplicationTeamDto[];
  @ApiProperty({ type: [ApplicationSlotDto], description: "Their slots on this edition's teams, in time order" }) slots!: ApplicationSlotDto[];
  @ApiProperty(ASKED_FIELDS)
  askedFields!: AnswerField[];
}

export class ChangeApplicationStatusDto {
  @ApiProperty(STATUS)
  @IsIn(Object.values(ApplicationStatus), msg('validation.isIn'))
  status!: ApplicationStatus;
  @OptionalText(2000, 'Told to the volunteer when accepted') acceptanceNote?: string | null;
}

export class TeamMembershipInputDto {
  @Id() teamId!: number;
  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional()
  @IsBoolean(msg('validation.isBoolean'))
  isLeader?: boolean;
}

/** The teams of an accepted volunteer, replacing the previous ones. */
export class SetApplicationTeamsDto {
  @ApiProperty({ type: [TeamMembershipInputDto], maxItems: 50 })
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(50, msg('validation.max'))
  @ValidateNested({ each: true })
  @Type(() => TeamMembershipInputDto)
  teams!: TeamMembershipInputDto[];
}

/** An organiser adds an existing user by hand (source MANUAL). */
export class AddApplicationDto {
  @Text(254, { description: 'E-mail or pseudo of an existing user' }) identifier!: string;
  @ApiPropertyOptional({ ...STATUS, default: ApplicationStatus.ACCEPTED })
  @IsOptional()
  @IsIn(Object.values(ApplicationStatus), msg('validation.isIn'))
  status?: ApplicationStatus;
  @OptionalText(2000, 'Told to the volunteer when accepted') acceptanceNote?: string | null;
  @OptionalText(2000, "The organiser's notes, kept as the motivation") motivation?: string | null;
}

/** One card of the printable sheet: who, their teams, and the secret their entry QR code carries. */
export class VolunteerBadgeDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() prenom!: string;
  @ApiProperty({ type: [String] }) teams!: string[];
  @ApiProperty({ description: 'The secret of the entry QR code' }) qrToken!: string;
}

export class VolunteerBadgesDto {
  @ApiProperty({ type: [VolunteerBadgeDto] }) items!: VolunteerBadgeDto[];
}

export class ApplicationEmailsDto {
  @ApiProperty({ type: [String] }) emails!: string[];
}

// ── mappers: one per shape ─────────────────────────────────────────────────────────────────────

/** A row of the applications list or export as the repository reads it (its columns named as the DTO's fields). */
export type ApplicationRow = Record<string, unknown>;

/** A slot of a volunteer as the repository reads it. */
export interface ApplicationSlotRow {
  id: number;
  title: string;
  teamId: number;
  teamName: string;
  startDateTime: Date | string;
  endDateTime: Date | string;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** The settings as the API shows them; no row yet: the defaults. */
export function toSettingsDto(s: VolunteerSettings | null): VolunteerSettingsDto {
  const dto: Record<string, unknown> = {
    volunteersMode: s?.volunteersMode ?? VolunteersMode.INTERNAL,
    volunteersOpen: s?.volunteersOpen ?? false,
    volunteersDescription: s?.volunteersDescription ?? null,
    volunteersExternalUrl: s?.volunteersExternalUrl ?? null,
    volunteersSetupStartDate: iso(s?.volunteersSetupStartDate),
    volunteersTeardownEndDate: iso(s?.volunteersTeardownEndDate),
    volunteersUpdatedAt: iso(s?.volunteersUpdatedAt),
    selfSignUp: s?.selfSignUp ?? false,
    minRestMinutes: s?.minRestMinutes ?? DEFAULT_MIN_REST_MINUTES,
    maxDayMinutes: s?.maxDayMinutes ?? DEFAULT_MAX_DAY_MINUTES,
  };
  for (const flag of VOLUNTEER_ASK_FLAGS) dto[flag] = s?.[flag] ?? false;
  return dto as unknown as VolunteerSettingsDto;
}

/** The volunteer period (volunteerPeriod) with what it was made of: the organisers' bounds and the edition's days. */
export function toVolunteerPeriodDto(period: Interval, settings: VolunteerSettings | null, edition: { startDate: string; endDate: string }): VolunteerPeriodDto {
  return {
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    setupStart: iso(settings?.volunteersSetupStartDate),
    teardownEnd: iso(settings?.volunteersTeardownEndDate),
    startDate: edition.startDate,
    endDate: edition.endDate,
  };
}

/** The stored answers of an application (date-times as ISO text). */
export function answersOf(a: VolunteerApplication | ApplicationRow): ApplicationAnswers {
  const out = {} as Record<AnswerField, unknown>;
  for (const f of ANSWER_FIELDS) {
    const v = (a as Record<string, unknown>)[f];
    out[f] = v instanceof Date ? v.toISOString() : (v ?? null);
  }
  return out as unknown as ApplicationAnswers;
}

export function toMyApplicationDto(a: VolunteerApplication): MyApplicationDto {
  return { ...answersOf(a), id: a.id, status: a.status, acceptanceNote: a.acceptanceNote ?? null, addedAt: iso(a.addedAt)!, decidedAt: iso(a.decidedAt) } as MyApplicationDto;
}

/** A card of the printable sheet: name, teams and entry QR secret. */
export function toVolunteerBadgeDto(r: ApplicationRow, teams: ApplicationTeamDto[]): VolunteerBadgeDto {
  return { id: r.id as number, pseudo: r.pseudo as string, nom: r.nom as string, prenom: r.prenom as string, teams: teams.map((t) => t.name), qrToken: r.qrToken as string };
}

export function toApplicationItemDto(r: ApplicationRow, teams: ApplicationTeamDto[]): ApplicationItemDto {
  return {
    id: r.id as number,
    user: { id: r.userId as number, pseudo: r.pseudo as string, nom: r.nom as string, prenom: r.prenom as string, email: r.email as string, phone: (r.phone as string | null) ?? null },
    status: r.status as ApplicationStatus,
    source: r.source as ApplicationSource,
    addedAt: iso(r.addedAt as Date)!,
    decidedAt: iso(r.decidedAt as Date | null),
    setupAvailability: (r.setupAvailability as boolean | null) ?? null,
    eventAvailability: (r.eventAvailability as boolean | null) ?? null,
    teardownAvailability: (r.teardownAvailability as boolean | null) ?? null,
    arrivalDateTime: iso(r.arrivalDateTime as Date | null),
    departureDateTime: iso(r.departureDateTime as Date | null),
    dietaryPreference: (r.dietaryPreference as ApplicationItemDto['dietaryPreference']) ?? null,
    allergySeverity: (r.allergySeverity as ApplicationItemDto['allergySeverity']) ?? null,
    teams,
  };
}

/** An application as the organisers read it: every answer, the questions asked, the contact, teams and slots. */
export function toApplicationDetailDto(a: VolunteerApplication, askedFields: AnswerField[], teams: ApplicationTeamDto[], slots: readonly ApplicationSlotRow[]): ApplicationDetailDto {
  return {
    ...answersOf(a),
    askedFields,
    id: a.id,
    user: { id: a.user.id, pseudo: a.user.pseudo, nom: a.user.nom, prenom: a.user.prenom, email: a.user.email, phone: a.user.phone ?? null },
    status: a.status,
    source: a.source,
    acceptanceNote: a.acceptanceNote ?? null,
    userSnapshotPhone: a.userSnapshotPhone ?? null,
    addedBy: a.addedBy?.pseudo ?? null,
    addedAt: iso(a.addedAt)!,
    decidedAt: iso(a.decidedAt),
    teams,
    slots: slots.map((s) => ({ id: s.id, title: s.title, teamId: s.teamId, teamName: s.teamName, startDateTime: iso(s.startDateTime)!, endDateTime: iso(s.endDateTime)! })),
  };
}

/** The page's Markdown sits under the page's own title: its headings start one level down. */
const PAGE_HEADING_SHIFT = 1;

/** The public volunteers page and form of an edition: its settings, period, questions and teams, and the caller's application. */
export function toVolunteerInfoDto(parts: {
  settings: VolunteerSettings | null;
  asks: VolunteerAskFlags;
  period: VolunteerPeriodDto;
  teams: VolunteerTeam[];
  application: VolunteerApplication | null;
  profile: { phone?: string | null; nom?: string | null; prenom?: string | null } | undefined;
}): VolunteerInfoDto {
  const { settings, asks, profile } = parts;
  return {
    mode: settings?.volunteersMode ?? VolunteersMode.INTERNAL,
    open: settings?.volunteersOpen ?? false,
    description: settings?.volunteersDescription ?? null,
    descriptionHtml: settings?.volunteersDescription ? renderMarkdown(settings.volunteersDescription, PAGE_HEADING_SHIFT) : null,
    externalUrl: settings?.volunteersExternalUrl ?? null,
    period: parts.period,
    questions: VOLUNTEER_ASK_FLAGS.filter((f) => asks[f]),
    askedFields: askedFieldsOf(asks),
    teams: parts.teams.map((t) => ({ id: t.id, name: t.name, description: t.description ?? null, color: t.color })),
    application: parts.application ? toMyApplicationDto(parts.application) : null,
    missingProfile: profile ? { phone: !profile.phone?.trim(), nom: !profile.nom?.trim(), prenom: !profile.prenom?.trim() } : null,
  };
}
