import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { csvFile } from '../../core/web/csv';
import { fieldErrors, refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionAccess } from '../access/access.service';
import type { EditionDto } from '../editions/edition.dto';
import { MealSelections } from '../meals/meal-selections.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import {
  ANSWER_FIELDS,
  applicationErrors,
  askedFieldsOf,
  canMove,
  changedAnswers,
  leavesAccepted,
  normalizeAnswers,
  QUESTION_FIELDS,
  settingsErrors,
  type ApplicationAnswers,
} from './application-rules';
import {
  answersOf,
  toApplicationDetailDto,
  toApplicationItemDto,
  toMyApplicationDto,
  toSettingsDto,
  toVolunteerBadgeDto,
  toVolunteerInfoDto,
  toVolunteerPeriodDto,
  type AddApplicationDto,
  type ApplicationDetailDto,
  type ApplicationFilterQuery,
  type ApplicationListDto,
  type ApplicationListQuery,
  type ApplicationTeamDto,
  type ApplyDto,
  type ChangeApplicationStatusDto,
  type CorrectApplicationDto,
  type MyApplicationDto,
  type SetApplicationTeamsDto,
  type UpdateVolunteerSettingsDto,
  type VolunteerBadgeDto,
  type VolunteerInfoDto,
  type VolunteerSettingsDto,
} from './applications.dto';
import { ApplicationCorrected, ApplicationStatusChanged, ApplicationTeamsChanged } from './applications.events';
import { ApplicationsRepository } from './applications.repository';
import { volunteerPeriod } from './planning-rules';
import { ApplicationSource, ApplicationStatus, VOLUNTEER_ASK_FLAGS, VolunteersMode, type VolunteerAskFlags } from './volunteer-fields';
import type { VolunteerApplication, VolunteerSettings } from './volunteer.entity';
import type { TeamScope } from './volunteer-scope';
import { VolunteersRepository } from './volunteers.repository';
import { VolunteersService } from './volunteers.service';

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

const asksOf = (s: VolunteerSettings | null): VolunteerAskFlags => Object.fromEntries(VOLUNTEER_ASK_FLAGS.map((f) => [f, s?.[f] ?? false])) as VolunteerAskFlags;

/** Puts answers on the entity (date-times as dates). */
function setAnswers(a: VolunteerApplication, answers: ApplicationAnswers): void {
  const target = a as unknown as Record<string, unknown>;
  for (const f of ANSWER_FIELDS) target[f] = answers[f];
  a.arrivalDateTime = answers.arrivalDateTime ? new Date(answers.arrivalDateTime) : null;
  a.departureDateTime = answers.departureDateTime ? new Date(answers.departureDateTime) : null;
}

const conflict = (key: string, code: string, params?: Record<string, unknown>) => new AppException(409, `errors.volunteers.${key}`, { code, params });

/**
 * Volunteer applications: the edition's settings and form, applying and withdrawing, and what the
 * organisers do (list, detail, decisions, teams, manual add, corrections, export). Leaders of teams
 * see the applications of their teams' members only (VolunteersService.scopeOf).
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly repository: ApplicationsRepository,
    private readonly shared: VolunteersRepository,
    private readonly scopes: VolunteersService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
    private readonly i18n: ServerI18n,
    private readonly meals: MealSelections,
  ) {}

  // ── settings ───────────────────────────────────────────────────────────────────────────────

  async settings(editionId: number): Promise<VolunteerSettingsDto> {
    return toSettingsDto(await this.shared.settings(editionId));
  }

  async updateSettings(edition: EditionDto, dto: UpdateVolunteerSettingsDto): Promise<VolunteerSettingsDto> {
    const s = await this.shared.settingsForUpdate(edition.id);
    if (dto.volunteersMode !== undefined) s.volunteersMode = dto.volunteersMode;
    if (dto.volunteersOpen !== undefined) s.volunteersOpen = dto.volunteersOpen;
    if (dto.volunteersDescription !== undefined) s.volunteersDescription = dto.volunteersDescription || null;
    if (dto.volunteersExternalUrl !== undefined) s.volunteersExternalUrl = dto.volunteersExternalUrl || null;
    if (dto.volunteersSetupStartDate !== undefined) s.volunteersSetupStartDate = dto.volunteersSetupStartDate ? new Date(dto.volunteersSetupStartDate) : null;
    if (dto.volunteersTeardownEndDate !== undefined) s.volunteersTeardownEndDate = dto.volunteersTeardownEndDate ? new Date(dto.volunteersTeardownEndDate) : null;
    for (const flag of VOLUNTEER_ASK_FLAGS) if (dto[flag] !== undefined) s[flag] = dto[flag]!;
    if (dto.selfSignUp !== undefined) s.selfSignUp = dto.selfSignUp;
    if (dto.minRestMinutes !== undefined) s.minRestMinutes = dto.minRestMinutes;
    if (dto.maxDayMinutes !== undefined) s.maxDayMinutes = dto.maxDayMinutes;
    const errors = settingsErrors(
      { volunteersMode: s.volunteersMode, volunteersExternalUrl: s.volunteersExternalUrl ?? null, volunteersSetupStartDate: s.volunteersSetupStartDate ?? null, volunteersTeardownEndDate: s.volunteersTeardownEndDate ?? null },
      edition,
    );
    fieldErrors(errors).throwIfAny();
    s.volunteersUpdatedAt = new Date();
    await this.repository.flush();
    return toSettingsDto(s);
  }

  // ── the public page and the form ───────────────────────────────────────────────────────────

  async info(edition: EditionDto, user: User | undefined): Promise<VolunteerInfoDto> {
    const settings = await this.shared.settings(edition.id);
    const teams = await this.shared.teams(edition.id, true);
    const application = user ? await this.shared.applicationOf(edition.id, user.id) : null;
    return toVolunteerInfoDto({
      settings,
      asks: asksOf(settings),
      period: toVolunteerPeriodDto(volunteerPeriod(edition, settings), settings, edition),
      teams,
      application,
      profile: user,
    });
  }

  async apply(edition: EditionDto, userId: number, dto: ApplyDto): Promise<MyApplicationDto> {
    const settings = await this.shared.settings(edition.id);
    if (settings?.volunteersMode === VolunteersMode.EXTERNAL) throw conflict('external', 'APPLICATIONS_EXTERNAL');
    if (!settings?.volunteersOpen) throw conflict('closed', 'APPLICATIONS_CLOSED');
    if (await this.shared.applicationOf(edition.id, userId)) throw conflict('alreadyApplied', 'ALREADY_APPLIED');
    const asks = asksOf(settings);
    const teams = await this.shared.teams(edition.id, true);
    const profile = await this.users.findById(userId);
    if (!profile) throw new NotFoundError();
    const answers = normalizeAnswers(dto, asks);
    const errors = applicationErrors(
      answers,
      {
        asks,
        period: volunteerPeriod(edition, settings),
        teamIds: teams.map((t) => t.id),
        profile: { phone: profile.phone ?? null, nom: profile.nom, prenom: profile.prenom },
      },
      dto,
    );
    fieldErrors(errors).throwIfAny();
    await this.users.fillProfileGaps(userId, dto);
    const application = this.repository.create({ edition: edition.id, user: userId, source: ApplicationSource.APPLICATION, userSnapshotPhone: profile.phone ?? null });
    setAnswers(application, answers);
    await this.saveNew();
    return toMyApplicationDto(application);
  }

  /** Flushes a new application; the unique (edition, user) key turns a parallel second one into a 409. */
  private async saveNew(): Promise<void> {
    try {
      await this.repository.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict('alreadyApplied', 'ALREADY_APPLIED');
      throw error;
    }
  }

  async withdraw(editionId: number, userId: number): Promise<void> {
    const application = await this.shared.applicationOf(editionId, userId);
    if (!application) throw new NotFoundError('errors.volunteers.noApplication', { code: 'NO_APPLICATION' });
    if (application.status !== ApplicationStatus.PENDING) throw conflict('notPending', 'NOT_PENDING');
    this.repository.remove(application);
    await this.repository.flush();
  }

  // ── management ─────────────────────────────────────────────────────────────────────────────

  /** One page of applications: five queries (access, counts, page, teams; a leader's scope one more), whatever the page size. */
  async list(access: EditionAccess, userId: number, query: ApplicationListQuery): Promise<ApplicationListDto> {
    const editionId = access.edition.id;
    const scope = await this.scopes.scopeOf(access, userId);
    const counts = await this.repository.countsByStatus(editionId, query, scope);
    const rows = await this.repository.page(editionId, query, scope);
    const teams = await this.teamsByApplication(rows.map((r) => r.id as number));
    const total = query.status ? counts[query.status] : counts.PENDING + counts.ACCEPTED + counts.REJECTED;
    return { items: rows.map((r) => toApplicationItemDto(r, teams.get(r.id as number) ?? [])), total, page: query.page, pageSize: query.pageSize, counts };
  }

  private async teamsByApplication(ids: number[]): Promise<Map<number, ApplicationTeamDto[]>> {
    const byApplication = new Map<number, ApplicationTeamDto[]>();
    for (const t of await this.repository.teamsOf(ids)) {
      const list = byApplication.get(t.applicationId) ?? [];
      list.push({ id: t.id, name: t.name, color: t.color, isLeader: t.isLeader });
      byApplication.set(t.applicationId, list);
    }
    return byApplication;
  }

  /** An application the caller may see: 404 when it is not the edition's or outside a leader's teams. */
  private async visible(editionId: number, id: number, scope: TeamScope): Promise<VolunteerApplication> {
    const application = await this.repository.one(editionId, id);
    if (!application || (!scope.all && !(await this.repository.inTeams(id, scope.teamIds)))) throw new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' });
    return application;
  }

  async detail(access: EditionAccess, userId: number, id: number): Promise<ApplicationDetailDto> {
    const application = await this.visible(access.edition.id, id, await this.scopes.scopeOf(access, userId));
    return this.toDetail(access.edition.id, application);
  }

  private async toDetail(editionId: number, a: VolunteerApplication): Promise<ApplicationDetailDto> {
    const teams = (await this.teamsByApplication([a.id])).get(a.id) ?? [];
    const slots = await this.repository.slotsOf(editionId, [a.user.id]);
    const asks = asksOf(await this.shared.settings(editionId));
    return toApplicationDetailDto(a, askedFieldsOf(asks), teams, slots);
  }

  private async reread(editionId: number, id: number): Promise<ApplicationDetailDto> {
    return this.toDetail(editionId, await this.visible(editionId, id, { all: true }));
  }

  /**
   * PENDING → ACCEPTED | REJECTED, and either back to PENDING (409 INVALID_TRANSITION otherwise).
   * Leaving ACCEPTED takes the volunteer out of their teams and slots in the same transaction.
   */
  async changeStatus(edition: EditionDto, id: number, dto: ChangeApplicationStatusDto): Promise<ApplicationDetailDto> {
    const moved = await this.repository.transaction(async () => {
      const a = await this.repository.locked(edition.id, id);
      if (!a) throw new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' });
      if (!canMove(a.status, dto.status)) throw conflict('invalidTransition', 'INVALID_TRANSITION', { from: a.status, to: dto.status });
      if (leavesAccepted(a.status, dto.status)) await this.repository.removeTeamsAndSlots(edition.id, a.id, a.user.id);
      a.status = dto.status;
      a.decidedAt = dto.status === ApplicationStatus.PENDING ? null : new Date();
      if (dto.acceptanceNote !== undefined) a.acceptanceNote = dto.acceptanceNote || null;
      await this.repository.flush();
      await this.meals.refreshVolunteer(a.id);
      return { userId: a.user.id, note: a.acceptanceNote ?? null };
    });
    await this.events.publish(new ApplicationStatusChanged(edition.id, edition.name, moved.userId, dto.status, moved.note));
    return this.reread(edition.id, id);
  }

  /**
   * The teams of an accepted volunteer, replacing their previous ones. The teams are locked while
   * their member counts are checked against their maximum, so parallel requests cannot overfill one.
   */
  async setTeams(edition: EditionDto, id: number, dto: SetApplicationTeamsDto): Promise<ApplicationDetailDto> {
    const ids = dto.teams.map((t) => t.teamId);
    if (new Set(ids).size !== ids.length) throw refuseField('teams', 'errors.volunteers.duplicateTeam');
    const change = await this.repository.transaction(async () => {
      const a = await this.repository.locked(edition.id, id);
      if (!a) throw new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' });
      if (a.status !== ApplicationStatus.ACCEPTED) throw conflict('notAccepted', 'NOT_ACCEPTED');
      const teams = await this.repository.lockTeams(edition.id, ids);
      if (teams.length !== ids.length) throw refuseField('teams', 'errors.volunteers.unknownTeam');
      const before = new Map((await this.repository.memberships(a.id)).map((m) => [m.teamId, m.isLeader]));
      const counts = await this.repository.memberCounts(ids, a.id);
      const full = teams.find((t) => t.maxVolunteers !== null && !before.has(t.id) && (counts.get(t.id) ?? 0) >= t.maxVolunteers);
      if (full) throw new AppException(409, 'errors.volunteers.teamFull', { code: 'TEAM_FULL', params: { team: full.name }, extra: { teamId: full.id } });
      const wanted = dto.teams.map((t) => ({ teamId: t.teamId, isLeader: t.isLeader === true }));
      await this.repository.replaceMemberships(a.id, wanted);
      const name = new Map(teams.map((t) => [t.id, t.name]));
      return {
        userId: a.user.id,
        joined: wanted.filter((t) => !before.has(t.teamId) && !t.isLeader).map((t) => name.get(t.teamId)!),
        leading: wanted.filter((t) => t.isLeader && before.get(t.teamId) !== true).map((t) => name.get(t.teamId)!),
      };
    });
    if (change.joined.length || change.leading.length) {
      await this.events.publish(new ApplicationTeamsChanged(edition.id, edition.name, change.userId, change.joined, change.leading));
    }
    return this.reread(edition.id, id);
  }

  /** An organiser adds an existing user (source MANUAL, ACCEPTED unless said otherwise). */
  async addManually(edition: EditionDto, addedById: number, dto: AddApplicationDto): Promise<ApplicationDetailDto> {
    const user = await this.users.findByIdentifier(dto.identifier);
    if (!user) throw new NotFoundError('errors.userNotFound', { code: 'USER_NOT_FOUND', fields: { identifier: [{ key: 'errors.userNotFound' }] } });
    if (await this.shared.applicationOf(edition.id, user.id)) throw conflict('alreadyApplied', 'ALREADY_APPLIED');
    const status = dto.status ?? ApplicationStatus.ACCEPTED;
    const application = await this.repository.transaction(async () => {
      const added = this.repository.create({
        edition: edition.id,
        user: user.id,
        status,
        source: ApplicationSource.MANUAL,
        addedBy: addedById,
        motivation: dto.motivation || null,
        acceptanceNote: dto.acceptanceNote || null,
        decidedAt: status === ApplicationStatus.PENDING ? null : new Date(),
        userSnapshotPhone: user.phone ?? null,
      });
      await this.saveNew();
      await this.meals.refreshVolunteer(added.id);
      return added;
    });
    if (status !== ApplicationStatus.PENDING) {
      await this.events.publish(new ApplicationStatusChanged(edition.id, edition.name, user.id, status, application.acceptanceNote ?? null));
    }
    return this.reread(edition.id, application.id);
  }

  /**
   * An organiser corrects answers: only the fields given change, then the whole is checked with the
   * rules of the form (a question switched off since keeps its stored answer; any team of the
   * edition may be a preference). The volunteer is told which fields changed.
   */
  async correct(edition: EditionDto, id: number, dto: CorrectApplicationDto): Promise<ApplicationDetailDto> {
    const a = await this.visible(edition.id, id, { all: true });
    const settings = await this.shared.settings(edition.id);
    const before = answersOf(a);
    const stored = asksOf(settings);
    const asks = Object.fromEntries(VOLUNTEER_ASK_FLAGS.map((f) => [f, stored[f] || QUESTION_FIELDS[f].some((field) => before[field] !== null)])) as VolunteerAskFlags;
    const merged: Record<string, unknown> = { ...before };
    for (const f of ANSWER_FIELDS) if (dto[f] !== undefined) merged[f] = dto[f];
    const after = normalizeAnswers(merged as Partial<ApplicationAnswers>, asks);
    const teams = await this.shared.teams(edition.id);
    const errors = applicationErrors(after, {
      asks,
      period: volunteerPeriod(edition, settings),
      teamIds: teams.map((t) => t.id),
      profile: null,
    });
    fieldErrors(errors).throwIfAny();
    const changed = changedAnswers(before, after);
    if (changed.length) {
      await this.repository.transaction(async () => {
        const locked = await this.repository.locked(edition.id, id);
        if (!locked) throw new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' });
        setAnswers(locked, after);
        await this.repository.flush();
        // Arrival, departure and availabilities decide the meals, in the same transaction.
        await this.meals.refreshVolunteer(locked.id);
      });
      await this.events.publish(new ApplicationCorrected(edition.id, edition.name, a.user.id, a.user.preferredLanguage, changed));
      return this.reread(edition.id, id);
    }
    return this.toDetail(edition.id, a);
  }

  // ── tools ──────────────────────────────────────────────────────────────────────────────────

  /** The e-mail addresses of the matching volunteers, by name. */
  async emails(editionId: number, filters: ApplicationFilterQuery): Promise<string[]> {
    return [...new Set((await this.repository.all(editionId, filters, { all: true })).map((r) => r.email as string))];
  }

  /** The cards of the printable sheet: name, teams and entry QR secret of the matching volunteers, by name. */
  async badges(editionId: number, filters: ApplicationFilterQuery): Promise<VolunteerBadgeDto[]> {
    const rows = await this.repository.all(editionId, filters, { all: true });
    const teams = await this.teamsByApplication(rows.map((r) => r.id as number));
    return rows.map((r) => toVolunteerBadgeDto(r, teams.get(r.id as number) ?? []));
  }

  /** Every answered field, teams and slots of the matching applications as CSV (UTF-8 with BOM), headed in the reader's language. */
  async exportCsv(editionId: number, filters: ApplicationFilterQuery, lng: string): Promise<string> {
    const rows = await this.repository.all(editionId, filters, { all: true });
    const teams = await this.teamsByApplication(rows.map((r) => r.id as number));
    const slots = await this.repository.slotsOf(editionId, rows.map((r) => r.userId as number));
    const teamNames = await this.repository.teamNames(editionId);
    const label = (field: string) => this.i18n.t(lng, `notifications.volunteers.fields.${field}`);
    const yesNo = (v: unknown) => (v === true ? this.i18n.t(lng, 'notifications.volunteers.yes') : v === false ? this.i18n.t(lng, 'notifications.volunteers.no') : '');
    const identity = ['id', 'pseudo', 'prenom', 'nom', 'email', 'phone', 'status', 'source', 'addedAt', 'decidedAt'] as const;
    const extra = ['acceptanceNote', 'userSnapshotPhone', 'teams', 'slots'] as const;
    const header = [...identity, ...ANSWER_FIELDS, ...extra].map(label);
    const lines = rows.map((r) => {
      const answers = answersOf(r);
      const cells: unknown[] = identity.map((f) => (r[f] instanceof Date ? (r[f] as Date).toISOString() : r[f]));
      for (const f of ANSWER_FIELDS) {
        const v = answers[f];
        cells.push(typeof v === 'boolean' ? yesNo(v) : f === 'teamPreferences' && Array.isArray(v) ? v.map((teamId) => teamNames.get(teamId as number) ?? teamId) : v);
      }
      cells.push(r.acceptanceNote, r.userSnapshotPhone);
      cells.push((teams.get(r.id as number) ?? []).map((t) => (t.isLeader ? `${t.name} (${label('leader')})` : t.name)));
      cells.push(
        slots.filter((s) => s.userId === r.userId).map((s) => `${s.title} [${s.teamName}] ${iso(s.startDateTime)} – ${iso(s.endDateTime)}`),
      );
      return cells;
    });
    return csvFile([header, ...lines]);
  }
}

