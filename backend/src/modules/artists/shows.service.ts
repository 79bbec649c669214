import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import type { EditionDto } from '../editions/edition.dto';
import type { Show } from './artist.entity';
import { toShowDto, type CreateShowDto, type ShowChoicesDto, type ShowDto, type ShowItemInputDto, type ShowListDto, type ShowSavedDto, type UpdateShowDto } from './shows.dto';
import { ShowArtistsChanged } from './shows.events';
import { isChangedMeanwhile, ShowsRepository, type KnownIds, type ShowRow } from './shows.repository';
import { localDayOf } from '../../core/time/zoned';
import { fieldErrors } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { programmeClashes, programmeDays, tellings, type PlannedShow, type ShowFacts, type ShowState } from './shows-rules';

const planned = (row: ShowRow): PlannedShow => ({ id: row.id, title: row.title, start: new Date(row.startDateTime), duration: row.duration, location: row.location, artists: row.artists });

const factsOf = (show: Show): ShowFacts => ({ title: show.title, start: show.startDateTime.toISOString(), duration: show.duration, location: show.location ?? null });

/** The accounts of artists (those invited by e-mail alone have none), each once. */
const accounts = (userIds: readonly (number | null | undefined)[]): number[] => [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];

/**
 * The show programme of an edition, as those who manage artists keep it: the shows in time order
 * with their artists, returnable items and clashes (warnings, never refusals), the choices of the
 * form, creating, editing (a list given replaces the whole set) and deleting shows. The artists a
 * change concerns are told after the commit (shows-notifications.ts).
 */
@Injectable()
export class ShowsService {
  constructor(
    private readonly repository: ShowsRepository,
    private readonly events: DomainEvents,
  ) {}

  async programme(edition: EditionDto): Promise<ShowListDto> {
    const rows = await this.repository.shows(edition.id);
    const shows = rows.map(planned);
    const { timeZone } = edition;
    const clashes = programmeClashes(shows, edition, timeZone);
    return {
      days: programmeDays(edition, shows, timeZone),
      timeZone,
      items: rows.map((row, i) => toShowDto(row, clashes.get(row.id)!, localDayOf(shows[i]!.start, timeZone))),
    };
  }

  choices(editionId: number): Promise<ShowChoicesDto> {
    return this.repository.choices(editionId);
  }

  async create(edition: EditionDto, actorId: number, dto: CreateShowDto): Promise<ShowSavedDto> {
    const known = await this.checkLinks(edition.id, dto.artistIds, dto.returnableItems);
    const show = this.repository.create(edition.id, {
      title: dto.title,
      description: dto.description || null,
      startDateTime: new Date(dto.startDateTime),
      duration: dto.duration,
      location: dto.location || null,
    });
    for (const id of dto.artistIds) this.repository.addArtist(show, id);
    for (const item of dto.returnableItems) this.repository.addReturnableItem(show, item.returnableItemId, item.quantity);
    await this.commit();
    const after: ShowState = { facts: factsOf(show), userIds: accounts(dto.artistIds.map((id) => known.artists.get(id))) };
    await this.tell(edition, show.id, null, after, actorId);
    return this.saved(edition, show.id);
  }

  async update(edition: EditionDto, actorId: number, showId: number, dto: UpdateShowDto): Promise<ShowSavedDto> {
    const show = await this.repository.show(edition.id, showId);
    if (!show) throw new NotFoundError();
    const [known, links] = await Promise.all([this.checkLinks(edition.id, dto.artistIds ?? [], dto.returnableItems ?? []), this.repository.links(show.id)]);
    const before: ShowState = { facts: factsOf(show), userIds: accounts(links.artists.map((l) => l.artist.user?.id)) };

    if (dto.title !== undefined) show.title = dto.title;
    if (dto.description !== undefined) show.description = dto.description || null;
    if (dto.startDateTime !== undefined) show.startDateTime = new Date(dto.startDateTime);
    if (dto.duration !== undefined) show.duration = dto.duration;
    if (dto.location !== undefined) show.location = dto.location || null;

    let userIds = before.userIds;
    if (dto.artistIds) {
      const wanted = new Set(dto.artistIds);
      const current = new Set(links.artists.map((l) => l.artist.id));
      for (const link of links.artists) if (!wanted.has(link.artist.id)) this.repository.removeLink(link);
      for (const id of dto.artistIds) if (!current.has(id)) this.repository.addArtist(show, id);
      userIds = accounts(dto.artistIds.map((id) => known.artists.get(id)));
    }
    if (dto.returnableItems) {
      const wanted = new Map(dto.returnableItems.map((i) => [i.returnableItemId, i.quantity]));
      const current = new Set(links.returnableItems.map((l) => l.returnableItem.id));
      for (const link of links.returnableItems) {
        const quantity = wanted.get(link.returnableItem.id);
        if (quantity === undefined) this.repository.removeLink(link);
        else link.quantity = quantity;
      }
      for (const item of dto.returnableItems) if (!current.has(item.returnableItemId)) this.repository.addReturnableItem(show, item.returnableItemId, item.quantity);
    }
    await this.commit();
    await this.tell(edition, show.id, before, { facts: factsOf(show), userIds }, actorId);
    return this.saved(edition, show.id);
  }

  async remove(edition: EditionDto, actorId: number, showId: number): Promise<void> {
    const show = await this.repository.show(edition.id, showId);
    if (!show) throw new NotFoundError();
    const links = await this.repository.links(show.id);
    const before: ShowState = { facts: factsOf(show), userIds: accounts(links.artists.map((l) => l.artist.user?.id)) };
    this.repository.remove(show);
    await this.commit();
    await this.tell(edition, showId, before, null, actorId);
  }

  /** Refuses artists and returnable items that are not the edition's (a field message naming them). */
  private async checkLinks(editionId: number, artistIds: readonly number[], items: readonly ShowItemInputDto[]): Promise<KnownIds> {
    const itemIds = items.map((i) => i.returnableItemId);
    const known = await this.repository.known(editionId, artistIds, itemIds);
    const errors = fieldErrors();
    const unknownArtists = artistIds.filter((id) => !known.artists.has(id));
    const unknownItems = itemIds.filter((id) => !known.returnableItems.has(id));
    if (unknownArtists.length) errors.add('artistIds', 'errors.artists.shows.unknownArtists', { ids: unknownArtists.join(', ') });
    if (unknownItems.length) errors.add('returnableItems', 'errors.artists.shows.unknownItems', { ids: unknownItems.join(', ') });
    errors.throwIfAny();
    return known;
  }

  /** Writes the show and its links in one transaction; an artist or item deleted meanwhile answers 409. */
  private async commit(): Promise<void> {
    try {
      await this.repository.flush();
    } catch (error) {
      if (isChangedMeanwhile(error)) throw new AppException(409, 'errors.artists.shows.changedMeanwhile', { code: 'CHANGED_MEANWHILE' });
      throw error;
    }
  }

  /** Tells the artists what the change means for them (after the commit). */
  private async tell(edition: EditionDto, showId: number, before: ShowState | null, after: ShowState | null, actorId: number): Promise<void> {
    const tell = tellings(before, after, actorId);
    if (!tell.added.length && !tell.removed.length && !tell.moved.length && !tell.cancelled.length) return;
    const now = (after ?? before)!.facts;
    await this.events.publish(new ShowArtistsChanged(edition.id, edition.name, edition.timeZone, showId, now, before?.facts ?? now, tell));
  }

  /** The show as the programme now shows it, with its clashes as warnings. */
  private async saved(edition: EditionDto, showId: number): Promise<ShowSavedDto> {
    const show: ShowDto = (await this.programme(edition)).items.find((s) => s.id === showId)!;
    return { show, warnings: show.clashes };
  }
}
