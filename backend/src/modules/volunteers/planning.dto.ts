import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { DateTime, Day, Flag, Id, IfGiven, MAX_ID, OptionalText, QueryId, QueryInt, stacked, Text, WholeNumber } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { ApplicationStatus } from './volunteer-fields';

// ── the rows the repository reads and the mappers below turn into answers ───────────────────────

export interface TeamCountsRow {
  id: number;
  name: string;
  description: string | null;
  color: string;
  maxVolunteers: number | null;
  isRequired: boolean;
  isAccessControlTeam: boolean;
  isMealValidationTeam: boolean;
  isVisibleToVolunteers: boolean;
  memberCount: number;
  leaderCount: number;
}

export interface SlotRow {
  id: number;
  teamId: number;
  title: string;
  description: string | null;
  startDateTime: Date;
  endDateTime: Date;
  maxVolunteers: number;
  assignedVolunteers: number;
}

export interface BoardSlotRow extends SlotRow {
  assignees: number[];
}

/** A slot of a person, with its team's name: overlaps, warnings, clashes named. */
export interface PersonSlotRow {
  id: number;
  title: string;
  teamName: string;
  start: Date;
  end: Date;
}

export interface VolunteerRow {
  userId: number;
  pseudo: string;
  prenom: string | null;
  nom: string | null;
  setup: boolean | null;
  event: boolean | null;
  teardown: boolean | null;
  arrival: Date | null;
  departure: Date | null;
  timePreferences: string[] | null;
  teamPreferences: number[] | null;
  teamIds: number[];
  loadMinutes: number;
}

export interface PersonRow {
  id: number;
  pseudo: string;
  prenom: string | null;
  nom: string | null;
}

export interface MyApplicationRow {
  id: number;
  status: ApplicationStatus;
  qrToken: string;
  calendarToken: string;
  editionId: number;
  name: string;
  startDate: string;
  endDate: string;
  imageUrl: string | null;
  city: string | null;
  /** The edition's time zone (IANA). */
  timeZone: string;
  conventionName: string;
  selfSignUp: boolean;
}

export interface MyTeamRow {
  applicationId: number;
  id: number;
  name: string;
  color: string;
  isLeader: boolean;
}

export interface MySlotRow {
  id: number;
  editionId: number;
  title: string;
  description: string | null;
  teamId: number;
  teamName: string;
  teamColor: string;
  start: Date;
  end: Date;
  needed: number;
  assigned: number;
}

/** The largest number of people a slot may need. */
export const SLOT_MAX_NEEDED = 500;

// ── teams ───────────────────────────────────────────────────────────────────────────────────────

export class CreateVolunteerTeamDto {
  @Text(100) name!: string;
  @OptionalText(2000) description?: string | null;
  @(stacked(ApiPropertyOptional({ pattern: '^#[0-9a-fA-F]{6}$', example: '#228be6' }), IfGiven(), IsString(), Matches(/^#[0-9a-fA-F]{6}$/, msg('validation.matches'))))
  color?: string;
  @WholeNumber(1, 100000, { nullable: true, description: 'null: no maximum' }) maxVolunteers?: number | null;
  @Flag() isRequired?: boolean;
  @Flag() isAccessControlTeam?: boolean;
  @Flag() isMealValidationTeam?: boolean;
  @Flag() isVisibleToVolunteers?: boolean;
}

export class UpdateVolunteerTeamDto extends PartialType(CreateVolunteerTeamDto, { skipNullProperties: false }) {}

export class VolunteerTeamWithCountsDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() color!: string;
  @ApiProperty({ type: Number, nullable: true }) maxVolunteers!: number | null;
  @ApiProperty() isRequired!: boolean;
  @ApiProperty() isAccessControlTeam!: boolean;
  @ApiProperty() isMealValidationTeam!: boolean;
  @ApiProperty() isVisibleToVolunteers!: boolean;
  @ApiProperty({ description: 'Accepted volunteers in the team' }) memberCount!: number;
  @ApiProperty({ description: 'Accepted volunteers leading the team' }) leaderCount!: number;
}

export class VolunteerTeamListDto {
  @ApiProperty({ type: [VolunteerTeamWithCountsDto] }) items!: VolunteerTeamWithCountsDto[];
}

// ── time slots ──────────────────────────────────────────────────────────────────────────────────

export class CreateTimeSlotDto {
  @Id() teamId!: number;
  @Text(200) title!: string;
  @OptionalText(2000) description?: string | null;
  @DateTime() startDateTime!: string;
  @DateTime() endDateTime!: string;
  @WholeNumber(1, SLOT_MAX_NEEDED, { description: 'How many people the slot needs' }) maxVolunteers!: number;
}

export class UpdateTimeSlotDto extends PartialType(CreateTimeSlotDto, { skipNullProperties: false }) {}

export class TimeSlotQuery {
  @QueryId() teamId?: number;
  @Day({ optional: true, description: 'Slots starting that local day' }) day?: string;
}

export class TimeSlotDto {
  @ApiProperty() id!: number;
  @ApiProperty() teamId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) startDateTime!: string;
  @ApiProperty({ format: 'date-time' }) endDateTime!: string;
  @ApiProperty({ description: 'People needed' }) maxVolunteers!: number;
  @ApiProperty({ description: 'People assigned' }) assignedVolunteers!: number;
}

export class TimeSlotListDto {
  @ApiProperty({ type: [TimeSlotDto] }) items!: TimeSlotDto[];
}

export class CopySlotsDayDto {
  @Day({ example: '2027-05-14' }) from!: string;
  @Day({ example: '2027-05-15' }) to!: string;
  @ApiPropertyOptional({ type: [Number], description: 'Only these teams (default: every team the caller works on)' })
  @IfGiven()
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true, ...msg('validation.isInt') })
  @Min(1, { each: true, ...msg('validation.min') })
  @Max(MAX_ID, { each: true, ...msg('validation.max') })
  teamIds?: number[];
}

// ── assignments ─────────────────────────────────────────────────────────────────────────────────

export class AssignVolunteerDto {
  @Id() userId!: number;
}

export class MoveAssignmentDto {
  @Id() toSlotId!: number;
}

export const WARNING_CODES = ['SHORT_REST', 'LONG_DAY'] as const;

export class PlanningWarningDto {
  @ApiProperty({ enum: WARNING_CODES, enumName: 'PlanningWarningCode' }) code!: (typeof WARNING_CODES)[number];
  @ApiPropertyOptional({ description: 'SHORT_REST: the other slot' }) slotId?: number;
  @ApiPropertyOptional() title?: string;
  @ApiPropertyOptional() restMinutes?: number;
  @ApiPropertyOptional() minRestMinutes?: number;
  @ApiPropertyOptional({ format: 'date', description: 'LONG_DAY: the local day' }) day?: string;
  @ApiPropertyOptional() totalMinutes?: number;
  @ApiPropertyOptional() maxDayMinutes?: number;
}

export class AssignmentResultDto {
  @ApiProperty({ type: TimeSlotDto }) slot!: TimeSlotDto;
  @ApiProperty() userId!: number;
  @ApiProperty({ type: [PlanningWarningDto] }) warnings!: PlanningWarningDto[];
}

// ── the planning board ──────────────────────────────────────────────────────────────────────────

export class PlanningQuery {
  @Day({ optional: true, description: 'Slots starting that local day (default: every day)' }) day?: string;
  @QueryId() teamId?: number;
}

export class PlanningTeamDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() color!: string;
  @ApiProperty() isVisibleToVolunteers!: boolean;
  @ApiProperty({ description: 'The caller may create slots and assign in this team' }) editable!: boolean;
}

export class PlanningSlotDto {
  @ApiProperty() id!: number;
  @ApiProperty() teamId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
  @ApiProperty() needed!: number;
  @ApiProperty() assigned!: number;
  @ApiProperty({ type: [Number], description: 'User ids of the assigned people (see people)' }) assignees!: number[];
}

export class PlanningPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty({ type: String, nullable: true }) prenom!: string | null;
  @ApiProperty({ type: String, nullable: true }) nom!: string | null;
}

/** An accepted volunteer in the board's list to drag from (names in `people`; availability in the picker's candidates). */
export class PlanningVolunteerDto {
  @ApiProperty() userId!: number;
  @ApiProperty({ type: [Number], description: 'Preferred teams, in the volunteer’s order' }) teamPreferences!: number[];
  @ApiProperty({ type: [Number] }) teamIds!: number[];
  @ApiProperty({ description: 'Minutes of slots already assigned in this edition' }) loadMinutes!: number;
}

export class PlanningPeriodDto {
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
}

export class PlanningDto {
  @ApiProperty({ type: [String], description: 'Local days of the volunteer period and of any slot' }) days!: string[];
  @ApiProperty({ type: PlanningPeriodDto }) period!: PlanningPeriodDto;
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the days are its local days, the slots’ times are read on its clocks' }) timeZone!: string;
  @ApiProperty({ description: 'The caller may assign (manager or leader)' }) canAssign!: boolean;
  @ApiProperty({ description: 'The caller manages every team' }) canManage!: boolean;
  @ApiProperty() minRestMinutes!: number;
  @ApiProperty() maxDayMinutes!: number;
  @ApiProperty({ type: [PlanningTeamDto] }) teams!: PlanningTeamDto[];
  @ApiProperty({ type: [PlanningSlotDto] }) slots!: PlanningSlotDto[];
  @ApiProperty({ type: [PlanningPersonDto], description: 'Everyone named by the slots and the volunteers' }) people!: PlanningPersonDto[];
  @ApiProperty({ type: [PlanningVolunteerDto], description: 'Accepted volunteers (empty for a volunteer who does not lead)' }) volunteers!: PlanningVolunteerDto[];
}

export class SlotCandidatesQuery {
  @QueryInt(1, MAX_ID, { required: true }) slotId!: number;
}

export class SlotClashDto {
  @ApiProperty() slotId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() teamName!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
}

export class SlotCandidateDto extends PlanningVolunteerDto {
  @ApiProperty() pseudo!: string;
  @ApiProperty({ type: String, nullable: true }) prenom!: string | null;
  @ApiProperty({ type: String, nullable: true }) nom!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) setup!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) event!: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) teardown!: boolean | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) arrival!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) departure!: string | null;
  @ApiProperty({ type: [String] }) timePreferences!: string[];
  @ApiProperty({ description: 'Already on this slot' }) assigned!: boolean;
  @ApiProperty({ description: 'Member of the slot’s team' }) inTeam!: boolean;
  @ApiProperty({ description: 'Rank of the slot’s team in their preferences (1 first), 0 when not preferred' }) preferenceRank!: number;
  @ApiProperty({ type: Boolean, nullable: true, description: 'There the whole slot (arrival/departure), null when unknown' }) available!: boolean | null;
  @ApiProperty({ type: SlotClashDto, nullable: true }) clash!: SlotClashDto | null;
}

export class SlotCandidateListDto {
  @ApiProperty({ type: [SlotCandidateDto] }) items!: SlotCandidateDto[];
}

export const EXPORT_BY = ['team', 'person'] as const;

export class PlanningExportQuery {
  @ApiProperty({ enum: EXPORT_BY })
  @IsIn(EXPORT_BY, msg('validation.isIn'))
  by!: (typeof EXPORT_BY)[number];
}

// ── a volunteer's own space ─────────────────────────────────────────────────────────────────────

export class MyVolunteerEditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty() conventionName!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): its slots’ days and times are read on its clocks' }) timeZone!: string;
}

export class MyVolunteerTeamDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() color!: string;
  @ApiProperty() isLeader!: boolean;
}

export class MyVolunteerSlotDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() teamId!: number;
  @ApiProperty() teamName!: string;
  @ApiProperty() teamColor!: string;
  @ApiProperty({ format: 'date-time' }) start!: string;
  @ApiProperty({ format: 'date-time' }) end!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
}

export class FreeVolunteerSlotDto extends MyVolunteerSlotDto {
  @ApiProperty() needed!: number;
  @ApiProperty() assigned!: number;
}

export class MyVolunteerApplicationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: MyVolunteerEditionDto }) edition!: MyVolunteerEditionDto;
  @ApiProperty({ enum: ApplicationStatus, enumName: 'VolunteerApplicationStatus' }) status!: ApplicationStatus;
  @ApiProperty({ type: [MyVolunteerTeamDto] }) teams!: MyVolunteerTeamDto[];
  @ApiProperty({ type: [MyVolunteerSlotDto], description: 'In time order' }) slots!: MyVolunteerSlotDto[];
  @ApiProperty({ description: 'The secret of the entry QR code' }) qrToken!: string;
  @ApiProperty({ description: 'The personal calendar feed (https)' }) calendarUrl!: string;
  @ApiProperty({ description: 'The edition lets accepted volunteers take free slots' }) selfSignUp!: boolean;
  @ApiProperty({ type: [FreeVolunteerSlotDto], description: 'Free future slots of visible teams the volunteer may take (accepted, self sign-up on)' }) freeSlots!: FreeVolunteerSlotDto[];
}

export class MyVolunteerApplicationListDto {
  @ApiProperty({ type: [MyVolunteerApplicationDto] }) items!: MyVolunteerApplicationDto[];
}

export class VolunteerCalendarTokenDto {
  @ApiProperty() calendarUrl!: string;
}

// ── mappers: one per shape ─────────────────────────────────────────────────────────────────────

const iso = (d: Date | string) => new Date(d).toISOString();

/** A team with how many are in it and lead it. */
export function toTeamDto(t: TeamCountsRow): VolunteerTeamWithCountsDto {
  return {
    id: t.id,
    name: t.name,
    description: t.description ?? null,
    color: t.color,
    maxVolunteers: t.maxVolunteers ?? null,
    isRequired: t.isRequired,
    isAccessControlTeam: t.isAccessControlTeam,
    isMealValidationTeam: t.isMealValidationTeam,
    isVisibleToVolunteers: t.isVisibleToVolunteers,
    memberCount: t.memberCount,
    leaderCount: t.leaderCount,
  };
}

export function toSlotDto(s: SlotRow): TimeSlotDto {
  return {
    id: s.id,
    teamId: s.teamId,
    title: s.title,
    description: s.description,
    startDateTime: iso(s.startDateTime),
    endDateTime: iso(s.endDateTime),
    maxVolunteers: s.maxVolunteers,
    assignedVolunteers: s.assignedVolunteers,
  };
}

/** A slot as the volunteer on it reads it. */
export function toMySlotDto(s: MySlotRow): MyVolunteerSlotDto {
  return { id: s.id, title: s.title, teamId: s.teamId, teamName: s.teamName, teamColor: s.teamColor, start: iso(s.start), end: iso(s.end), description: s.description };
}

/** A team on the board; `editable` when the caller assigns on it. */
export function toPlanningTeamDto(t: Pick<TeamCountsRow, 'id' | 'name' | 'color' | 'isVisibleToVolunteers'>, editable: boolean): PlanningTeamDto {
  return { id: t.id, name: t.name, color: t.color, isVisibleToVolunteers: t.isVisibleToVolunteers, editable };
}

export function toPlanningSlotDto(s: BoardSlotRow): PlanningSlotDto {
  return {
    id: s.id,
    teamId: s.teamId,
    title: s.title,
    description: s.description,
    start: iso(s.startDateTime),
    end: iso(s.endDateTime),
    needed: s.maxVolunteers,
    assigned: s.assignedVolunteers,
    assignees: s.assignees,
  };
}

export function toPlanningVolunteerDto(v: Pick<VolunteerRow, 'userId' | 'teamPreferences' | 'teamIds' | 'loadMinutes'>): PlanningVolunteerDto {
  return { userId: v.userId, teamPreferences: v.teamPreferences ?? [], teamIds: v.teamIds, loadMinutes: v.loadMinutes };
}

/** What the picker of a slot knows of a volunteer, computed by the service (rules) and mapped here. */
export interface CandidateSituation {
  assigned: boolean;
  preferenceRank: number;
  /** null when the volunteer gave no arrival nor departure. */
  available: boolean | null;
  clash: PersonSlotRow | undefined;
}

export function toSlotCandidateDto(v: VolunteerRow, teamId: number, facts: CandidateSituation): SlotCandidateDto {
  const { clash } = facts;
  return {
    userId: v.userId,
    pseudo: v.pseudo,
    prenom: v.prenom,
    nom: v.nom,
    setup: v.setup,
    event: v.event,
    teardown: v.teardown,
    arrival: v.arrival && iso(v.arrival),
    departure: v.departure && iso(v.departure),
    timePreferences: v.timePreferences ?? [],
    teamPreferences: v.teamPreferences ?? [],
    teamIds: v.teamIds,
    loadMinutes: v.loadMinutes,
    assigned: facts.assigned,
    inTeam: v.teamIds.includes(teamId),
    preferenceRank: facts.preferenceRank,
    available: facts.available,
    clash: clash ? { slotId: clash.id, title: clash.title, teamName: clash.teamName, start: iso(clash.start), end: iso(clash.end) } : null,
  };
}

/** A volunteer's application in their own space: its edition, teams, slots and the free slots they may take. */
export function toMyVolunteerApplicationDto(
  a: MyApplicationRow,
  parts: { teams: MyTeamRow[]; slots: MySlotRow[]; freeSlots: MySlotRow[]; calendarUrl: string },
): MyVolunteerApplicationDto {
  return {
    id: a.id,
    edition: { id: a.editionId, name: a.name, startDate: a.startDate, endDate: a.endDate, conventionName: a.conventionName, imageUrl: a.imageUrl, city: a.city, timeZone: a.timeZone },
    status: a.status,
    teams: parts.teams.map((t) => ({ id: t.id, name: t.name, color: t.color, isLeader: t.isLeader })),
    slots: parts.slots.map(toMySlotDto),
    qrToken: a.qrToken,
    calendarUrl: parts.calendarUrl,
    selfSignUp: a.selfSignUp,
    freeSlots: parts.freeSlots.map((s) => ({ ...toMySlotDto(s), needed: s.needed, assigned: s.assigned })),
  };
}
