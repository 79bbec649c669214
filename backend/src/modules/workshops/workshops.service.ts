import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError, UnauthorizedError } from '../../core/errors/app-errors';
import { dayBounds, daysFrom, localDayOf } from '../../core/time/zoned';
import { fieldErrors, refuseField } from '../../core/validation/field-errors';
import type { EditionAccess } from '../access/access.service';
import type { Workshop } from './workshop.entity';
import { toWorkshopClashDto, toWorkshopDto, type CreateWorkshopDto, type UpdateWorkshopDto, type WorkshopDto, type WorkshopListDto, type WorkshopListQuery, type WorkshopSavedDto } from './workshops.dto';
import { WorkshopsRepository, type WorkshopFilter, type WorkshopRow } from './workshops.repository';
import { canEditWorkshop, editionWindow, placeErrors, proposalRefusal, startMoved, timeErrors, workshopClashes, type PlaceChoice, type ProposalRefusal } from './workshops-rules';

const REFUSAL_KEYS: Record<ProposalRefusal, string> = {
  WORKSHOPS_DISABLED: 'errors.workshops.disabled',
  PROPOSALS_CLOSED: 'errors.workshops.proposalsClosed',
};

/** '' or null: none. */
const textOrNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * The workshops of an edition: visitors read them by day (on the edition's clocks), by location,
 * a signed-in user's favourites; those who may propose (the registry's 'proposeWorkshop', while
 * the edition has workshops and proposals open, or they are of its team) add one; its creator or
 * the team change and delete it. Clashes in one place are answered as warnings with the save.
 * A workshop that moves is reminded again to its stargazers.
 */
@Injectable()
export class WorkshopsService {
  constructor(private readonly repository: WorkshopsRepository) {}

  /** The edition's workshops in time order, filtered, with the caller's stars and rights on each: one query. */
  async list(access: EditionAccess, userId: number | null, query: WorkshopListQuery): Promise<WorkshopListDto> {
    const { edition } = access;
    const filter: WorkshopFilter = {};
    if (query.day) {
      const { start, end } = dayBounds(query.day, edition.timeZone);
      filter.from = start;
      filter.to = end;
    }
    if (query.locationId !== undefined) filter.locationId = query.locationId;
    if (query.favorites === 'true') {
      if (userId === null) throw new UnauthorizedError();
      filter.favoritesOf = userId;
    }
    const rows = await this.repository.list(edition.id, userId, filter);
    return { timeZone: edition.timeZone, days: daysFrom(edition.startDate, edition.endDate), items: rows.map((row) => this.toDto(access, userId, row)) };
  }

  /** One workshop of the edition (404 otherwise). */
  async one(access: EditionAccess, userId: number | null, workshopId: number): Promise<WorkshopDto> {
    const [row] = await this.repository.list(access.edition.id, userId, { workshopId });
    if (!row) throw new NotFoundError();
    return this.toDto(access, userId, row);
  }

  async create(access: EditionAccess, userId: number, dto: CreateWorkshopDto): Promise<WorkshopSavedDto> {
    this.checkOpen(access, true);
    const place: PlaceChoice = { locationId: dto.locationId ?? null, locationText: textOrNull(dto.locationText) };
    const start = new Date(dto.startDateTime);
    const end = new Date(dto.endDateTime);
    await this.check(access, { start, end }, place);
    const workshop = this.repository.create(access.edition.id, userId, {
      title: dto.title,
      description: textOrNull(dto.description),
      startDateTime: start,
      endDateTime: end,
      maxParticipants: dto.maxParticipants ?? null,
      locationId: place.locationId,
      locationText: place.locationText,
    });
    await this.commit();
    return this.saved(access, userId, workshop.id);
  }

  async update(access: EditionAccess, userId: number, workshopId: number, dto: UpdateWorkshopDto): Promise<WorkshopSavedDto> {
    const workshop = await this.editable(access, userId, workshopId);
    this.checkOpen(access, false);
    const start = dto.startDateTime !== undefined ? new Date(dto.startDateTime) : workshop.startDateTime;
    const end = dto.endDateTime !== undefined ? new Date(dto.endDateTime) : workshop.endDateTime;
    // A location given (an id or a text) replaces the other; neither given keeps the place.
    const placeGiven = dto.locationId !== undefined || dto.locationText !== undefined;
    const place: PlaceChoice = placeGiven
      ? { locationId: dto.locationId ?? null, locationText: textOrNull(dto.locationText) }
      : { locationId: workshop.location?.id ?? null, locationText: workshop.locationText ?? null };
    const timesChanged = dto.startDateTime !== undefined || dto.endDateTime !== undefined;
    await this.check(access, { start, end }, place, { times: timesChanged, place: placeGiven });

    const moved = startMoved(workshop.startDateTime, start);
    if (dto.title !== undefined) workshop.title = dto.title;
    if (dto.description !== undefined) workshop.description = textOrNull(dto.description);
    if (dto.maxParticipants !== undefined) workshop.maxParticipants = dto.maxParticipants;
    workshop.startDateTime = start;
    workshop.endDateTime = end;
    if (placeGiven) {
      workshop.location = place.locationId === null ? null : this.repository.locationRef(place.locationId);
      workshop.locationText = place.locationText;
    }
    await this.commit();
    if (moved) await this.repository.clearReminders(workshop.id);
    return this.saved(access, userId, workshop.id);
  }

  async remove(access: EditionAccess, userId: number, workshopId: number): Promise<void> {
    const workshop = await this.editable(access, userId, workshopId);
    this.repository.remove(workshop);
    await this.repository.flush();
  }

  /** Stars or unstars a workshop of the edition (idempotent); 404 for a workshop of another edition. */
  async setFavorite(editionId: number, workshopId: number, userId: number, on: boolean): Promise<void> {
    const found = on ? await this.repository.star(editionId, workshopId, userId) : await this.repository.unstar(editionId, workshopId, userId);
    if (!found) throw new NotFoundError();
  }

  private toDto(access: EditionAccess, userId: number | null, row: WorkshopRow): WorkshopDto {
    return toWorkshopDto(row, localDayOf(new Date(row.startDateTime), access.edition.timeZone), canEditWorkshop(row.creatorId, userId, access.permissions.team));
  }

  /**
   * Refuses (403, coded) a proposal (`proposing`) on an edition whose workshops are off, or whose
   * proposals are closed to all but its team; an edit only when its workshops are off.
   */
  private checkOpen(access: EditionAccess, proposing: boolean): void {
    const refusal = proposalRefusal(access.edition, access.permissions.team);
    if (refusal === 'WORKSHOPS_DISABLED' || (proposing && refusal)) throw new AppException(403, REFUSAL_KEYS[refusal], { code: refusal });
  }

  /** A workshop of the edition the caller may change: 404 when it is not the edition's, 403 when not theirs (and they are not of the team). */
  private async editable(access: EditionAccess, userId: number, workshopId: number): Promise<Workshop> {
    const workshop = await this.repository.workshop(access.edition.id, workshopId);
    if (!workshop) throw new NotFoundError();
    if (!canEditWorkshop(workshop.creator?.id ?? null, userId, access.permissions.team)) {
      throw new AppException(403, 'errors.workshops.notYours', { code: 'NOT_WORKSHOP_CREATOR' });
    }
    return workshop;
  }

  /**
   * Field messages (400) for times outside the edition's days or not in order, and for a place the
   * edition does not allow. An edit checks only what it changes (`changed`): a workshop left as it
   * was stays valid when the edition's days or settings change afterwards.
   */
  private async check(access: EditionAccess, times: { start: Date; end: Date }, place: PlaceChoice, changed = { times: true, place: true }): Promise<void> {
    const { edition } = access;
    const known = changed.place && place.locationId !== null ? await this.repository.hasLocation(edition.id, place.locationId) : true;
    const errors = {
      ...(changed.times ? timeErrors(times, editionWindow(edition, edition.timeZone), edition) : {}),
      ...(changed.place ? placeErrors(place, edition.workshopLocationsFreeInput, known) : {}),
    };
    fieldErrors(errors).throwIfAny();
  }

  /** Writes the workshop; its location deleted meanwhile (after the check) answers as an unknown location. */
  private async commit(): Promise<void> {
    try {
      await this.repository.flush();
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw refuseField('locationId', 'errors.workshops.unknownLocation');
      throw error;
    }
  }

  /** The workshop as the list now shows it, with the others in its place at the same time as warnings. */
  private async saved(access: EditionAccess, userId: number, workshopId: number): Promise<WorkshopSavedDto> {
    const workshop = await this.one(access, userId, workshopId);
    const placed = {
      id: workshop.id,
      title: workshop.title,
      start: new Date(workshop.startDateTime),
      end: new Date(workshop.endDateTime),
      place: workshop.location?.name ?? workshop.locationText,
    };
    const near = await this.repository.near(access.edition.id, placed.start, placed.end);
    return { workshop, warnings: workshopClashes(placed, near.map((n) => ({ ...n, start: new Date(n.start), end: new Date(n.end) }))).map(toWorkshopClashDto) };
  }
}
