import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { csvFile } from '../../core/web/csv';
import { fieldErrors, refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import type { EditionDto } from '../editions/edition.dto';
import { ArtistMealsService } from '../meals/artist-meals.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { EditionArtist } from './artist.entity';
import { ArtistsRepository } from './artists.repository';
import { InvitationsService } from './invitations.service';
import {
  toArtistItemDto,
  toArtistRecordDto,
  type AddArtistDto,
  type ArtistFilterQuery,
  type ArtistListDto,
  type ArtistListQuery,
  type ArtistPersonDto,
  type ArtistRecordDto,
  type UpdateArtistDto,
} from './records.dto';
import { ArtistAdded, ArtistResponsibleAssigned } from './records.events';
import { RecordsRepository } from './records.repository';
import {
  centsText,
  departsBeforeArrival,
  isEmailIdentifier,
  newResponsibles,
  paymentState,
  RECORD_AMOUNTS,
  RECORD_FLAGS,
  RECORD_INSTANTS,
  RECORD_TEXT_FIELDS,
  RESPONSIBLE_FIELDS,
  type ResponsibleField,
} from './records-rules';

type Row = Record<string, unknown>;

const notFound = () => new NotFoundError('errors.artists.records.notFound', { code: 'ARTIST_NOT_FOUND' });
const alreadyArtist = () => new AppException(409, 'errors.artists.records.alreadyArtist', { code: 'ALREADY_ARTIST' });
const R = 'errors.artists.records';

/**
 * The organisers' records of an edition's artists: the list with its filters, counts and money
 * totals, adding a user or inviting an e-mail, one record and its partial update (with warnings),
 * deleting, the team members who may be in charge of a pickup, and the CSV export.
 */
@Injectable()
export class RecordsService {
  constructor(
    private readonly repository: RecordsRepository,
    private readonly artists: ArtistsRepository,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly meals: ArtistMealsService,
    private readonly events: DomainEvents,
    private readonly i18n: ServerI18n,
  ) {}

  /** One page of artists, with the edition's counts and totals: two statements (three for a page past the last) whatever the page size. */
  async list(editionId: number, query: ArtistListQuery): Promise<ArtistListDto> {
    const s = await this.repository.summary(editionId);
    const rows = s.all > (query.page - 1) * query.pageSize ? await this.repository.page(editionId, query) : [];
    const total = rows.length ? Number(rows[0].total) : query.page > 1 && s.all ? await this.repository.count(editionId, query) : 0;
    return {
      items: rows.map(toArtistItemDto),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts: { all: s.all, arrived: s.arrived, pickups: s.pickups, accommodation: s.accommodation, unpaid: s.unpaid, invitations: s.invitations },
      totals: { fees: s.fees, feesPaid: s.feesPaid, reimbursementsMax: s.reimbursementsMax, reimbursementsActual: s.reimbursementsActual, reimbursed: s.reimbursed, stillToPay: s.stillToPay },
    };
  }

  private async found(editionId: number, artistId: number): Promise<EditionArtist> {
    const artist = await this.artists.artist(editionId, artistId, { withPeople: true });
    if (!artist) throw notFound();
    return artist;
  }

  async detail(editionId: number, artistId: number): Promise<ArtistRecordDto> {
    return toArtistRecordDto(await this.found(editionId, artistId));
  }

  /**
   * An existing user (e-mail or pseudo, any case) becomes an artist and is told; an e-mail nobody
   * uses gets an invitation (a stage name is then required). The unique keys (edition and user,
   * edition and invited e-mail) make a second add of the same person a 409, parallel ones too.
   */
  async add(edition: EditionDto, actor: User, dto: AddArtistDto): Promise<ArtistRecordDto> {
    const identifier = dto.identifier.trim();
    const stageName = dto.stageName?.trim() || null;
    const user = await this.users.findByIdentifier(identifier);
    if (!user) {
      if (!isEmailIdentifier(identifier)) throw refuseField('identifier', `${R}.unknownPseudo`);
      if (!isEmail(identifier)) throw refuseField('identifier', 'validation.isEmail');
      if (!stageName) throw refuseField('stageName', `${R}.stageNameRequired`);
      const email = identifier.toLowerCase();
      const artist = await this.saveNew({ edition: edition.id, invitedEmail: email, stageName, addedBy: actor.id });
      await this.invitations.send(edition, email, stageName, actor);
      return this.detail(edition.id, artist.id);
    }
    // Invited by e-mail before that address had an account: the same person.
    if (await this.repository.invitationWaits(edition.id, user.email)) throw alreadyArtist();
    const artist = await this.saveNew({ edition: edition.id, user: user.id, stageName, addedBy: actor.id });
    await this.events.publish(new ArtistAdded(edition.id, edition.name, artist.id, user.id));
    return this.detail(edition.id, artist.id);
  }

  /** A new record and its meals, in one transaction (409 when the person is already an artist of the edition). */
  private async saveNew(fields: Parameters<RecordsRepository['create']>[0]): Promise<EditionArtist> {
    try {
      return await this.artists.transaction(async () => {
        const artist = this.repository.create(fields);
        await this.repository.flush();
        await this.meals.refreshArtist(artist.id);
        return artist;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw alreadyArtist();
      throw error;
    }
  }

  /**
   * Changes the fields given. Refused (400, by field): a departure before the arrival, a responsible
   * outside the edition's team, an invited artist without a stage name. What only looks wrong is
   * saved and comes back as warnings. Marking arrived records when and by whom. A person newly in
   * charge of a pickup or a drop-off is told.
   */
  async update(edition: EditionDto, actorId: number, artistId: number, dto: UpdateArtistDto): Promise<ArtistRecordDto> {
    const a = await this.found(edition.id, artistId);
    const errors = fieldErrors();
    const before = this.responsiblesOf(a);
    const after = { ...before };
    for (const field of RESPONSIBLE_FIELDS) if (dto[field] !== undefined) after[field] = dto[field];
    const wanted = RESPONSIBLE_FIELDS.filter((f) => after[f] !== null && after[f] !== before[f]);
    if (wanted.length) {
      const team = new Set((await this.repository.team(edition.id)).map((m) => m.id));
      for (const field of wanted) if (!team.has(after[field]!)) errors.add(field, `${R}.notTeamMember`);
    }

    const changes: Record<string, unknown> = {};
    for (const f of RECORD_TEXT_FIELDS) if (dto[f] !== undefined) changes[f] = dto[f] || null;
    for (const f of RECORD_FLAGS) if (dto[f] !== undefined) changes[f] = dto[f];
    for (const f of RECORD_AMOUNTS) if (dto[f] !== undefined) changes[f] = dto[f];
    for (const f of RECORD_INSTANTS) if (dto[f] !== undefined) changes[f] = dto[f] ? new Date(dto[f]) : null;
    if (dto.dietaryPreference !== undefined) changes.dietaryPreference = dto.dietaryPreference;
    if (dto.allergySeverity !== undefined) changes.allergySeverity = dto.allergySeverity;
    if (dto.pickupResponsibleId !== undefined) changes.pickupResponsible = dto.pickupResponsibleId;
    if (dto.dropoffResponsibleId !== undefined) changes.dropoffResponsible = dto.dropoffResponsibleId;
    if (dto.entryValidated !== undefined && dto.entryValidated !== a.entryValidated) {
      Object.assign(changes, dto.entryValidated ? { entryValidated: true, entryValidatedAt: new Date(), entryValidatedBy: actorId } : { entryValidated: false, entryValidatedAt: null, entryValidatedBy: null });
    }

    const stageName = 'stageName' in changes ? changes.stageName : a.stageName;
    if (!a.user && !stageName) errors.add('stageName', `${R}.stageNameRequired`);
    const arrival = 'arrivalDateTime' in changes ? (changes.arrivalDateTime as Date | null) : a.arrivalDateTime;
    const departure = 'departureDateTime' in changes ? (changes.departureDateTime as Date | null) : a.departureDateTime;
    if (departsBeforeArrival(arrival, departure)) errors.add('departureDateTime', `${R}.departureBeforeArrival`);
    errors.throwIfAny();

    await this.artists.transaction(async () => {
      this.repository.assign(a, changes);
      await this.repository.flush();
      if ('arrivalDateTime' in changes || 'departureDateTime' in changes) await this.meals.refreshArtist(a.id);
    });
    const saved = await this.repository.withPeople(a);
    const name = saved.stageName?.trim() || saved.user?.pseudo || '';
    for (const { kind, userId } of newResponsibles(before, after)) {
      const location = (kind === 'pickup' ? saved.pickupLocation : saved.dropoffLocation) ?? null;
      await this.events.publish(new ArtistResponsibleAssigned(edition.id, edition.name, saved.id, name, kind, userId, location));
    }
    return toArtistRecordDto(saved);
  }

  private responsiblesOf(a: EditionArtist): Record<ResponsibleField, number | null> {
    return { pickupResponsibleId: a.pickupResponsible?.id ?? null, dropoffResponsibleId: a.dropoffResponsible?.id ?? null };
  }

  async remove(editionId: number, artistId: number): Promise<void> {
    this.repository.remove(await this.found(editionId, artistId));
    await this.repository.flush();
  }

  /** Who may be put in charge of a pickup or a drop-off: the convention's author and collaborators. */
  async responsibles(editionId: number): Promise<ArtistPersonDto[]> {
    return this.repository.team(editionId);
  }

  /** Every field of the matching records as CSV (UTF-8 with BOM), headed and worded in the reader's language; amounts in the edition's currency. */
  async exportCsv(edition: EditionDto, filters: ArtistFilterQuery, lng: string): Promise<string> {
    const rows = await this.repository.all(edition.id, filters);
    const t = (key: string, params?: Record<string, unknown>) => this.i18n.t(lng, `csv.artists.records.${key}`, params);
    const yesNo = (v: unknown) => t(v === true ? 'yes' : 'no');
    const pseudoOf = (r: Row, prefix: string) => (r[`${prefix}Pseudo`] as string | null) ?? '';
    const columns: [string, (r: Row) => unknown][] = [
      ['id', (r) => r.id],
      ['name', (r) => r.name],
      ['stageName', (r) => r.stageName],
      ['pseudo', (r) => pseudoOf(r, 'user')],
      ['prenom', (r) => r.userPrenom],
      ['nom', (r) => r.userNom],
      ['email', (r) => r.email ?? r.invitedEmail],
      ['invitationPending', (r) => yesNo(!r.userId)],
      ['arrivalDateTime', (r) => r.arrivalDateTime],
      ['departureDateTime', (r) => r.departureDateTime],
      ['accommodationAutonomous', (r) => yesNo(r.accommodationAutonomous)],
      ['accommodationProposal', (r) => r.accommodationProposal],
      ['dietaryPreference', (r) => (r.dietaryPreference ? t(`diet.${r.dietaryPreference as string}`) : '')],
      ['allergies', (r) => r.allergies],
      ['allergySeverity', (r) => (r.allergySeverity ? t(`severity.${r.allergySeverity as string}`) : '')],
      ['payment', (r) => centsText(r.payment as number | null)],
      ['paymentPaid', (r) => yesNo(r.paymentPaid)],
      ['reimbursementMax', (r) => centsText(r.reimbursementMax as number | null)],
      ['reimbursementActual', (r) => centsText(r.reimbursementActual as number | null)],
      ['reimbursementActualPaid', (r) => yesNo(r.reimbursementActualPaid)],
      ['paymentState', (r) => t(`paymentState.${paymentState({ payment: r.payment as number | null, paymentPaid: r.paymentPaid === true, reimbursementActual: r.reimbursementActual as number | null, reimbursementActualPaid: r.reimbursementActualPaid === true })}`)],
      ['invoiceRequested', (r) => yesNo(r.invoiceRequested)],
      ['invoiceProvided', (r) => yesNo(r.invoiceProvided)],
      ['feeRequested', (r) => yesNo(r.feeRequested)],
      ['feeProvided', (r) => yesNo(r.feeProvided)],
      ['pickupRequired', (r) => yesNo(r.pickupRequired)],
      ['pickupLocation', (r) => r.pickupLocation],
      ['pickupResponsible', (r) => pseudoOf(r, 'pickup')],
      ['dropoffRequired', (r) => yesNo(r.dropoffRequired)],
      ['dropoffLocation', (r) => r.dropoffLocation],
      ['dropoffResponsible', (r) => pseudoOf(r, 'dropoff')],
      ['organizerNotes', (r) => r.organizerNotes],
      ['entryValidated', (r) => yesNo(r.entryValidated)],
      ['entryValidatedAt', (r) => r.entryValidatedAt],
      ['entryValidatedBy', (r) => pseudoOf(r, 'validatedBy')],
      ['addedBy', (r) => pseudoOf(r, 'addedBy')],
      ['createdAt', (r) => r.createdAt],
    ];
    const header = columns.map(([key]) => t(`columns.${key}`, { currency: edition.currency }));
    return csvFile([header, ...rows.map((r) => columns.map(([, cell]) => cell(r)))]);
  }
}
