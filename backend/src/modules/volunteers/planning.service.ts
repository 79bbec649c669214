import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { csvFile } from '../../core/web/csv';
import { WrittenAnswer } from '../../core/web/written-answer';
import { renderCalendar, type CalendarEvent } from '../../core/web/ical';
import type { EditionAccess } from '../access/access.service';
import {
  toMyVolunteerApplicationDto,
  toPlanningSlotDto,
  toPlanningTeamDto,
  toPlanningVolunteerDto,
  toSlotCandidateDto,
  toSlotDto,
  toTeamDto,
  type PersonSlotRow,
  type SlotRow,
  type AssignmentResultDto,
  type CopySlotsDayDto,
  type CreateTimeSlotDto,
  type CreateVolunteerTeamDto,
  type MyVolunteerApplicationDto,
  type PlanningDto,
  type PlanningQuery,
  type SlotCandidateDto,
  type TimeSlotDto,
  type TimeSlotQuery,
  type UpdateTimeSlotDto,
  type UpdateVolunteerTeamDto,
  type VolunteerTeamWithCountsDto,
} from './planning.dto';
import { VolunteerMoved, VolunteersAssigned, VolunteersUnassigned } from './planning.events';
import { boardKey, PlanningBoardCache } from './planning-board-cache';
import { dayBounds, daysOf, localDateTimeOf } from '../../core/time/zoned';
import { refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { assignmentWarnings, copiedInterval, firstClash, overlaps, presentThroughout, rankCandidates, volunteerPeriod, within, type Interval, type PlanningWarning } from './planning-rules';
import { isAlreadyAssigned, isBelowAssigned, isSlotFull, PlanningRepository } from './planning.repository';
import { ApplicationStatus, DEFAULT_MAX_DAY_MINUTES, DEFAULT_MIN_REST_MINUTES } from './volunteer-fields';
import { covers, type TeamScope } from './volunteer-scope';
import type { VolunteerSettings, VolunteerTeam } from './volunteer.entity';
import { VolunteersRepository } from './volunteers.repository';
import { VolunteersService } from './volunteers.service';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A refusal of the planning: `errors.volunteers.<key>`, with a stable code and what the front end needs to say why. */
function refused(status: number, key: string, code: string, params?: Record<string, unknown>): AppException {
  return new AppException(status, `errors.volunteers.planning.${key}`, { code, params, ...(params ? { extra: { details: params } } : {}) });
}

/** What a clash says: the other slot's title, team and times. */
const clashParams = (s: PersonSlotRow) => ({ slotId: s.id, title: s.title, team: s.teamName, start: iso(s.start), end: iso(s.end) });

/** A calendar secret (newSecret() makes 48 hex digits): anything else is unknown without asking the database. */
const CALENDAR_TOKEN = /^[0-9a-f]{16,64}$/;

/** Who is asking, on a planning route. */
interface Viewer {
  scope: TeamScope;
  /** Manager or leader: assigns, sees the candidates. */
  canAssign: boolean;
}

/**
 * Teams, time slots and assignments of an edition, the planning board, its exports, and a
 * volunteer's own space (slots, free slots to take, calendar feed).
 *
 * Who changes what: those who manage volunteers work on every team; team leaders create, edit,
 * delete slots and assign people only in the teams they lead (403 elsewhere). Changing a slot's
 * times re-checks, under lock, that none of the people on it is then on two slots at once (409
 * ASSIGNEE_OVERLAP naming the person and the other slot).
 */
@Injectable()
export class PlanningService {
  constructor(
    private readonly repository: PlanningRepository,
    private readonly shared: VolunteersRepository,
    private readonly scopes: VolunteersService,
    private readonly events: DomainEvents,
    private readonly boards: PlanningBoardCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ── teams ─────────────────────────────────────────────────────────────────────────────────────

  async teams(editionId: number): Promise<VolunteerTeamWithCountsDto[]> {
    return (await this.repository.teamsWithCounts(editionId)).map(toTeamDto);
  }

  async createTeam(editionId: number, dto: CreateVolunteerTeamDto): Promise<VolunteerTeamWithCountsDto> {
    const team = this.repository.createTeam(editionId, { name: dto.name });
    applyTeam(team, dto);
    await this.repository.flush();
    return toTeamDto({ ...team, description: team.description ?? null, maxVolunteers: team.maxVolunteers ?? null, memberCount: 0, leaderCount: 0 });
  }

  async updateTeam(editionId: number, teamId: number, dto: UpdateVolunteerTeamDto): Promise<VolunteerTeamWithCountsDto> {
    const team = await this.repository.team(editionId, teamId);
    if (!team) throw new NotFoundError();
    applyTeam(team, dto);
    await this.repository.flush();
    return (await this.teams(editionId)).find((t) => t.id === teamId)!;
  }

  async removeTeam(editionId: number, teamId: number): Promise<void> {
    const team = await this.repository.team(editionId, teamId);
    if (!team) throw new NotFoundError();
    await this.repository.removeTeam(editionId, teamId);
  }

  // ── time slots ────────────────────────────────────────────────────────────────────────────────

  private async settings(editionId: number): Promise<VolunteerSettings | null> {
    return this.shared.settings(editionId);
  }

  private period(access: EditionAccess, settings: VolunteerSettings | null): Interval {
    return volunteerPeriod(access.edition, settings);
  }

  /** A leader may only work on their teams; an unknown team of the edition answers like a field error. */
  private async editableTeam(access: EditionAccess, scope: TeamScope, teamId: number): Promise<VolunteerTeam> {
    const team = await this.repository.team(access.edition.id, teamId);
    if (!team) throw refuseField('teamId', 'errors.volunteers.planning.unknownTeam');
    if (!covers(scope, team.id)) throw refused(403, 'notYourTeam', 'NOT_YOUR_TEAM');
    return team;
  }

  /** The slot of the edition the caller works on (404 unknown, 403 another team's for a leader). */
  private async editableSlot(access: EditionAccess, scope: TeamScope, slotId: number): Promise<SlotRow> {
    const slot = await this.repository.slot(access.edition.id, slotId);
    if (!slot) throw new NotFoundError();
    if (!covers(scope, slot.teamId)) throw refused(403, 'notYourTeam', 'NOT_YOUR_TEAM');
    return slot;
  }

  private checkTimes(interval: Interval, period: Interval): void {
    if (interval.start.getTime() >= interval.end.getTime()) throw refuseField('endDateTime', 'errors.volunteers.planning.endNotAfterStart');
    if (!within(interval, period)) {
      throw refuseField('startDateTime', 'errors.volunteers.planning.outsidePeriod', { start: iso(period.start), end: iso(period.end) });
    }
  }

  async slots(access: EditionAccess, userId: number, query: TimeSlotQuery): Promise<TimeSlotDto[]> {
    const scope = await this.scopes.scopeOf(access, userId);
    if (query.teamId && !covers(scope, query.teamId)) throw refused(403, 'notYourTeam', 'NOT_YOUR_TEAM');
    const teamIds = query.teamId ? [query.teamId] : scope.all ? null : scope.teamIds;
    const range = query.day ? dayBounds(query.day, access.edition.timeZone) : null;
    return (await this.repository.slots(access.edition.id, { teamIds, from: range?.start, to: range?.end })).map(toSlotDto);
  }

  async createSlot(access: EditionAccess, userId: number, dto: CreateTimeSlotDto): Promise<TimeSlotDto> {
    const scope = await this.scopes.scopeOf(access, userId);
    await this.editableTeam(access, scope, dto.teamId);
    const interval = { start: new Date(dto.startDateTime), end: new Date(dto.endDateTime) };
    this.checkTimes(interval, this.period(access, await this.settings(access.edition.id)));
    const [slot] = await this.repository.insertSlots(access.edition.id, [
      { teamId: dto.teamId, title: dto.title, description: dto.description || null, ...interval, maxVolunteers: dto.maxVolunteers },
    ]);
    return toSlotDto(slot!);
  }

  async updateSlot(access: EditionAccess, userId: number, slotId: number, dto: UpdateTimeSlotDto): Promise<TimeSlotDto> {
    const editionId = access.edition.id;
    const scope = await this.scopes.scopeOf(access, userId);
    const current = await this.editableSlot(access, scope, slotId);
    if (dto.teamId !== undefined && dto.teamId !== current.teamId) await this.editableTeam(access, scope, dto.teamId);
    const next = {
      teamId: dto.teamId ?? current.teamId,
      title: dto.title ?? current.title,
      description: dto.description !== undefined ? dto.description || null : current.description,
      start: dto.startDateTime !== undefined ? new Date(dto.startDateTime) : new Date(current.startDateTime),
      end: dto.endDateTime !== undefined ? new Date(dto.endDateTime) : new Date(current.endDateTime),
      maxVolunteers: dto.maxVolunteers ?? current.maxVolunteers,
    };
    const timesChanged = next.start.getTime() !== new Date(current.startDateTime).getTime() || next.end.getTime() !== new Date(current.endDateTime).getTime();
    if (timesChanged) this.checkTimes(next, this.period(access, await this.settings(editionId)));
    const belowAssigned = (assigned: number) => refused(409, 'belowAssigned', 'BELOW_ASSIGNED', { assigned, needed: next.maxVolunteers });
    if (next.maxVolunteers < current.assignedVolunteers) throw belowAssigned(current.assignedVolunteers);
    try {
      await this.repository.transaction(async (tx) => {
        if (timesChanged) {
          // Lock the people on the slot, then the slot (the order assignments take), and look again:
          // someone may have been put on it meanwhile.
          let locked = await tx.assigneesOf(slotId);
          await tx.lockApplications(editionId, locked);
          await tx.lockSlot(editionId, slotId);
          const now = await tx.assigneesOf(slotId);
          const more = now.filter((id) => !locked.includes(id));
          if (more.length) await tx.lockApplications(editionId, more);
          locked = now;
          const clash = await tx.firstOverlapOf(editionId, locked, slotId, next.start, next.end);
          if (clash) {
            const [person] = await this.repository.people([clash.userId]);
            throw refused(409, 'assigneeOverlap', 'ASSIGNEE_OVERLAP', { ...clashParams(clash), userId: clash.userId, pseudo: person?.pseudo ?? '' });
          }
        }
        await tx.updateSlot(slotId, next);
      });
    } catch (error) {
      if (isBelowAssigned(error)) throw belowAssigned((await this.repository.slot(editionId, slotId))?.assignedVolunteers ?? next.maxVolunteers);
      throw error;
    }
    return toSlotDto((await this.repository.slot(editionId, slotId))!);
  }

  async removeSlot(access: EditionAccess, userId: number, slotId: number): Promise<void> {
    const scope = await this.scopes.scopeOf(access, userId);
    await this.editableSlot(access, scope, slotId);
    const [labels, assignees] = await Promise.all([this.repository.slotLabels(slotId), this.repository.assigneesOf(slotId)]);
    await this.repository.removeSlot(access.edition.id, slotId);
    if (labels && assignees.length) await this.events.publish(new VolunteersUnassigned(access.edition.id, assignees, labels));
  }

  /** Copies the slots starting on day `from` (of the caller's teams, or of `teamIds`) to day `to`, same local times, nobody on them. */
  async copyDay(access: EditionAccess, userId: number, dto: CopySlotsDayDto): Promise<TimeSlotDto[]> {
    if (dto.from === dto.to) throw refuseField('to', 'errors.volunteers.planning.sameDay');
    const scope = await this.scopes.scopeOf(access, userId);
    if (dto.teamIds?.some((id) => !covers(scope, id))) throw refused(403, 'notYourTeam', 'NOT_YOUR_TEAM');
    const teamIds = dto.teamIds ?? (scope.all ? null : scope.teamIds);
    const { timeZone } = access.edition;
    const range = dayBounds(dto.from, timeZone);
    const source = await this.repository.slots(access.edition.id, { teamIds, from: range.start, to: range.end });
    const period = this.period(access, await this.settings(access.edition.id));
    const copies = source.map((s) => ({ ...s, ...copiedInterval({ start: new Date(s.startDateTime), end: new Date(s.endDateTime) }, dto.from, dto.to, timeZone) }));
    if (copies.some((c) => !within(c, period))) {
      throw refuseField('to', 'errors.volunteers.planning.outsidePeriod', { start: iso(period.start), end: iso(period.end) });
    }
    const created = await this.repository.insertSlots(
      access.edition.id,
      copies.map((c) => ({ teamId: c.teamId, title: c.title, description: c.description, start: c.start, end: c.end, maxVolunteers: c.maxVolunteers })),
    );
    return created.map(toSlotDto);
  }

  // ── assignments ───────────────────────────────────────────────────────────────────────────────

  /**
   * Puts a person on a slot, in one transaction: lock their application (it must be ACCEPTED), lock
   * the slot, refuse a second place on it and an overlap with their other slots, insert (the
   * database refuses it beyond the needed count). Answers the warnings (short rest, long day on the edition's clocks).
   * `fromSlotId`: a move, taking them off that slot in the same transaction (both slots locked, in id
   * order), which then is no clash; any refusal leaves them where they were.
   */
  private async place(access: EditionAccess, slotId: number, userId: number, actorId: number, notAccepted: () => AppException, fromSlotId?: number): Promise<{ warnings: PlanningWarning[] }> {
    const editionId = access.edition.id;
    const settings = await this.settings(editionId);
    try {
      return await this.repository.transaction(async (tx) => {
        const status = await tx.lockApplication(editionId, userId);
        if (status !== ApplicationStatus.ACCEPTED) throw notAccepted();
        // In id order: two opposite moves wait for each other instead of deadlocking.
        const locked = new Map<number, (PersonSlotRow & { teamId: number }) | null>();
        for (const id of [slotId, fromSlotId ?? slotId].sort((a, b) => a - b)) if (!locked.has(id)) locked.set(id, await tx.lockSlot(editionId, id));
        const slot = locked.get(slotId);
        if (!slot || (fromSlotId !== undefined && !locked.get(fromSlotId))) throw new NotFoundError();
        let mine = await tx.personSlots(editionId, userId);
        if (fromSlotId !== undefined) {
          if (!mine.some((s) => s.id === fromSlotId)) throw refused(404, 'notAssigned', 'NOT_ASSIGNED');
          mine = mine.filter((s) => s.id !== fromSlotId);
          await tx.deleteAssignment(fromSlotId, userId);
        }
        if (mine.some((s) => s.id === slotId)) throw refused(409, 'alreadyAssigned', 'ALREADY_ASSIGNED');
        const clash = firstClash(slot, mine);
        if (clash) throw refused(409, 'slotOverlap', 'SLOT_OVERLAP', clashParams(clash));
        await tx.insertAssignment(slotId, userId, actorId);
        const limits = { minRestMinutes: settings?.minRestMinutes ?? DEFAULT_MIN_REST_MINUTES, maxDayMinutes: settings?.maxDayMinutes ?? DEFAULT_MAX_DAY_MINUTES };
        return { warnings: assignmentWarnings(slot, mine, limits, access.edition.timeZone) };
      });
    } catch (error) {
      if (isSlotFull(error)) throw refused(409, 'slotFull', 'SLOT_FULL');
      if (isAlreadyAssigned(error)) throw refused(409, 'alreadyAssigned', 'ALREADY_ASSIGNED');
      throw error;
    }
  }

  async assign(access: EditionAccess, actorId: number, slotId: number, userId: number): Promise<AssignmentResultDto> {
    const scope = await this.scopes.scopeOf(access, actorId);
    await this.editableSlot(access, scope, slotId);
    const { warnings } = await this.place(access, slotId, userId, actorId, () => refused(409, 'notAccepted', 'NOT_ACCEPTED'));
    if (userId !== actorId) await this.events.publish(new VolunteersAssigned(access.edition.id, slotId, [userId]));
    return { slot: toSlotDto((await this.repository.slot(access.edition.id, slotId))!), userId, warnings };
  }

  /**
   * Moves a person from one slot to another in one step: the same access (both slots the caller's
   * teams) and checks as an assignment onto the target, their place on the source given up in the
   * same transaction; refused, they stay where they were. They are told once ("your slot changed").
   */
  async move(access: EditionAccess, actorId: number, fromSlotId: number, userId: number, toSlotId: number): Promise<AssignmentResultDto> {
    if (toSlotId === fromSlotId) throw refuseField('toSlotId', 'errors.volunteers.planning.sameSlot');
    const scope = await this.scopes.scopeOf(access, actorId);
    await this.editableSlot(access, scope, fromSlotId);
    await this.editableSlot(access, scope, toSlotId);
    // Someone not on the source is unknown there, whatever their application says.
    if (!(await this.repository.assigneesOf(fromSlotId)).includes(userId)) throw refused(404, 'notAssigned', 'NOT_ASSIGNED');
    const { warnings } = await this.place(access, toSlotId, userId, actorId, () => refused(409, 'notAccepted', 'NOT_ACCEPTED'), fromSlotId);
    const from = await this.repository.slotLabels(fromSlotId);
    if (from && userId !== actorId) await this.events.publish(new VolunteerMoved(access.edition.id, userId, toSlotId, from));
    return { slot: toSlotDto((await this.repository.slot(access.edition.id, toSlotId))!), userId, warnings };
  }

  async unassign(access: EditionAccess, actorId: number, slotId: number, userId: number): Promise<void> {
    const scope = await this.scopes.scopeOf(access, actorId);
    await this.editableSlot(access, scope, slotId);
    const removed = await this.repository.transaction((tx) => tx.deleteAssignment(slotId, userId));
    if (!removed) throw refused(404, 'notAssigned', 'NOT_ASSIGNED');
    const labels = await this.repository.slotLabels(slotId);
    if (labels && userId !== actorId) await this.events.publish(new VolunteersUnassigned(access.edition.id, [userId], labels));
  }

  /** What a volunteer may take or leave themselves: self sign-up on, a visible team's slot not started yet. */
  private async selfSlot(access: EditionAccess, slotId: number): Promise<void> {
    const settings = await this.settings(access.edition.id);
    if (!settings?.selfSignUp) throw refused(403, 'selfSignUpOff', 'SELF_SIGN_UP_OFF');
    const slot = await this.repository.slotForSelf(access.edition.id, slotId);
    if (!slot) throw new NotFoundError();
    if (!slot.teamVisible) throw refused(403, 'teamHidden', 'TEAM_HIDDEN');
    if (new Date(slot.start).getTime() <= Date.now()) throw refused(409, 'slotStarted', 'SLOT_STARTED');
  }

  async takeSelf(access: EditionAccess, userId: number, slotId: number): Promise<AssignmentResultDto> {
    await this.selfSlot(access, slotId);
    const { warnings } = await this.place(access, slotId, userId, userId, () => refused(403, 'notAVolunteer', 'NOT_A_VOLUNTEER'));
    return { slot: toSlotDto((await this.repository.slot(access.edition.id, slotId))!), userId, warnings };
  }

  async leaveSelf(access: EditionAccess, userId: number, slotId: number): Promise<void> {
    await this.selfSlot(access, slotId);
    const removed = await this.repository.transaction((tx) => tx.deleteAssignment(slotId, userId));
    if (!removed) throw refused(404, 'notAssigned', 'NOT_ASSIGNED');
  }

  // ── the board ─────────────────────────────────────────────────────────────────────────────────

  private async viewer(access: EditionAccess, userId: number): Promise<Viewer> {
    if (access.permissions.leadVolunteerTeams) return { scope: await this.scopes.scopeOf(access, userId), canAssign: true };
    return { scope: { all: false, teamIds: [] }, canAssign: false };
  }

  /**
   * The board: the teams the caller sees (managers every team; leaders theirs and the visible ones;
   * accepted volunteers the visible ones), their slots with who is on each, and for those who assign
   * the accepted volunteers with availability, preferences and load. Written once per version of the
   * edition's planning and kind of caller (PlanningBoardCache): while nothing it shows has changed,
   * a request costs the version's lookup (and a leader's teams); else a fixed handful of queries.
   */
  async board(access: EditionAccess, userId: number, query: PlanningQuery): Promise<WrittenAnswer<PlanningDto>> {
    // The version first: what is read after it is at least as new.
    const [viewer, version] = await Promise.all([this.viewer(access, userId), this.repository.boardVersion(access.edition.id)]);
    const key = boardKey({ edition: access.edition, canAssign: viewer.canAssign, canManage: access.permissions.canManageVolunteers, scope: viewer.scope, query });
    return this.boards.get(key, version, async () => new WrittenAnswer(await this.readBoard(access, viewer, query)));
  }

  private async readBoard(access: EditionAccess, viewer: Viewer, query: PlanningQuery): Promise<PlanningDto> {
    const { id: editionId, timeZone } = access.edition;
    const [settings, allTeams, slotDays] = await Promise.all([this.settings(editionId), this.shared.teams(editionId), this.repository.slotDays(editionId, timeZone)]);
    const teams = allTeams.filter((t) => covers(viewer.scope, t.id) || t.isVisibleToVolunteers);
    if (query.teamId && !teams.some((t) => t.id === query.teamId)) throw new NotFoundError();
    const teamIds = query.teamId ? [query.teamId] : teams.map((t) => t.id);
    const range = query.day ? dayBounds(query.day, timeZone) : null;
    const [slots, volunteers] = await Promise.all([
      teamIds.length ? this.repository.boardSlots(editionId, teamIds, range && { from: range.start, to: range.end }) : Promise.resolve([]),
      viewer.canAssign ? this.repository.boardVolunteers(editionId) : Promise.resolve([]),
    ]);
    const named = new Map(volunteers.map((v) => [v.userId, { id: v.userId, pseudo: v.pseudo, prenom: v.prenom, nom: v.nom }]));
    const missing = [...new Set(slots.flatMap((s) => s.assignees))].filter((id) => !named.has(id));
    for (const p of await this.repository.people(missing)) named.set(p.id, p);
    const period = this.period(access, settings);
    return {
      days: [...new Set([...daysOf(period, timeZone), ...slotDays])].sort(),
      period: { start: iso(period.start), end: iso(period.end) },
      timeZone,
      canAssign: viewer.canAssign,
      canManage: access.permissions.canManageVolunteers,
      minRestMinutes: settings?.minRestMinutes ?? DEFAULT_MIN_REST_MINUTES,
      maxDayMinutes: settings?.maxDayMinutes ?? DEFAULT_MAX_DAY_MINUTES,
      teams: teams.map((t) => toPlanningTeamDto(t, viewer.canAssign && covers(viewer.scope, t.id))),
      slots: slots.map(toPlanningSlotDto),
      people: [...named.values()],
      volunteers: volunteers.map(toPlanningVolunteerDto),
    };
  }

  /** The picker of a slot: every accepted volunteer, whether they are there then, prefer or belong to the team, their load, and the slot they would clash with. */
  async candidates(access: EditionAccess, userId: number, slotId: number): Promise<SlotCandidateDto[]> {
    const scope = await this.scopes.scopeOf(access, userId);
    const slot = await this.editableSlot(access, scope, slotId);
    const interval = { start: new Date(slot.startDateTime), end: new Date(slot.endDateTime) };
    const [volunteers, overlapping, assignees] = await Promise.all([
      this.repository.volunteers(access.edition.id),
      this.repository.overlapping(access.edition.id, slotId, interval.start, interval.end),
      this.repository.assigneesOf(slotId),
    ]);
    const clashOf = new Map<number, PersonSlotRow>();
    for (const o of overlapping) if (!clashOf.has(o.userId)) clashOf.set(o.userId, o);
    const on = new Set(assignees);
    const items = volunteers.map((v) =>
      toSlotCandidateDto(v, slot.teamId, {
        assigned: on.has(v.userId),
        preferenceRank: (v.teamPreferences ?? []).indexOf(slot.teamId) + 1,
        available: presentThroughout(interval, v),
        clash: clashOf.get(v.userId),
      }),
    );
    return rankCandidates(items);
  }

  /** The planning of the caller's teams as CSV (one line per person on a slot; by team: empty slots too), times on the edition's clocks. */
  async exportCsv(access: EditionAccess, userId: number, by: 'team' | 'person', t: (key: string) => string): Promise<string> {
    const scope = await this.scopes.scopeOf(access, userId);
    const teams = await this.shared.teams(access.edition.id);
    const rows = await this.repository.exportRows(access.edition.id, teams.filter((team) => covers(scope, team.id)).map((team) => team.id), by);
    const local = (d: Date) => localDateTimeOf(new Date(d), access.edition.timeZone);
    const column = (key: string) => t(`notifications.volunteers.planning.export.${key}`);
    const slotColumns = ['team', 'slot', 'start', 'end'].map(column);
    const personColumns = ['pseudo', 'firstName', 'lastName', 'phone'].map(column);
    const header = by === 'team' ? [...slotColumns, ...personColumns] : [...personColumns, ...slotColumns];
    const lines = rows.map((r) => {
      const slot = [r.teamName, r.title, local(r.start), local(r.end)];
      const person = [r.pseudo ?? '', r.prenom ?? '', r.nom ?? '', r.phone ?? ''];
      return by === 'team' ? [...slot, ...person] : [...person, ...slot];
    });
    return csvFile([header, ...lines]);
  }

  // ── a volunteer's own space ───────────────────────────────────────────────────────────────────

  calendarUrl(token: string): string {
    return `${this.config.publicUrl}/api/volunteers/calendar/${token}.ics`;
  }

  /** The caller's applications with their teams, slots, QR secret, calendar feed and, when they may take some, free slots: four queries. */
  async mine(userId: number): Promise<MyVolunteerApplicationDto[]> {
    const applications = await this.repository.myApplications(userId);
    if (!applications.length) return [];
    const selfEditions = applications.filter((a) => a.selfSignUp && a.status === ApplicationStatus.ACCEPTED).map((a) => a.editionId);
    const [teams, slots, free] = await Promise.all([
      this.repository.myTeams(applications.map((a) => a.id)),
      this.repository.mySlots(userId),
      this.repository.freeSlots(selfEditions, userId),
    ]);
    return applications.map((a) => {
      const own = slots.filter((s) => s.editionId === a.editionId);
      const ownIntervals = own.map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
      // A free slot the volunteer could not hold beside theirs is not offered.
      const freeSlots = free.filter((s) => s.editionId === a.editionId && !ownIntervals.some((i) => overlaps(i, { start: new Date(s.start), end: new Date(s.end) })));
      return toMyVolunteerApplicationDto(a, { teams: teams.filter((t) => t.applicationId === a.id), slots: own, freeSlots, calendarUrl: this.calendarUrl(a.calendarToken) });
    });
  }

  /** A new calendar secret for the caller's application: the old feed URL stops answering. */
  async renewCalendarToken(editionId: number, userId: number): Promise<string> {
    const token = await this.repository.renewCalendarToken(editionId, userId);
    if (!token) throw new NotFoundError();
    return this.calendarUrl(token);
  }

  /** The feed of a calendar secret (404 for an unknown one). */
  async calendar(token: string): Promise<string> {
    if (!CALENDAR_TOKEN.test(token)) throw new NotFoundError();
    const owner = await this.repository.calendarOwner(token);
    if (!owner) throw new NotFoundError();
    const events = await this.calendarEvents(owner.editionId, owner.userId, { name: owner.editionName, location: owner.location }, new Date());
    return renderCalendar({ product: 'Volunteers', name: owner.editionName, events });
  }

  /**
   * The user's slots on the edition as calendar events (their own feed, and the edition's feed made
   * by the workshops module); `edition`: its name and address, as the events say them.
   */
  async calendarEvents(editionId: number, userId: number, edition: { name: string; location: string | null }, stamp: Date): Promise<CalendarEvent[]> {
    const slots = await this.repository.calendarSlots(editionId, userId);
    const host = new URL(this.config.publicUrl).host;
    return slots.map((s) => ({
      uid: `volunteer-assignment-${s.assignmentId}@${host}`,
      start: new Date(s.start),
      end: new Date(s.end),
      stamp,
      summary: `${s.title} — ${s.teamName}`,
      description: [s.description, edition.name].filter(Boolean).join('\n\n'),
      location: edition.location,
    }));
  }
}

function applyTeam(team: VolunteerTeam, dto: UpdateVolunteerTeamDto): void {
  if (dto.name !== undefined) team.name = dto.name;
  if (dto.description !== undefined) team.description = dto.description || null;
  if (dto.color !== undefined) team.color = dto.color.toLowerCase();
  if (dto.maxVolunteers !== undefined) team.maxVolunteers = dto.maxVolunteers;
  for (const flag of ['isRequired', 'isAccessControlTeam', 'isMealValidationTeam', 'isVisibleToVolunteers'] as const) if (dto[flag] !== undefined) team[flag] = dto[flag];
}
