import { Injectable } from '@nestjs/common';
import { PublicAnswer } from '../../core/cache/public-cache';
import { countryOf } from '../../core/validation/countries';
import { StateConflictError } from '../../core/errors/app-errors';
import { FileStorage } from '../../core/uploads/file-storage';
import { processImage } from '../../core/uploads/images';
import { refuseField } from '../../core/validation/field-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { AccessService, type Actor, type Caller, type ConventionAccess, type ConventionFacts } from '../access/access.service';
import {
  MAP_LIMIT,
  toEditionDto,
  type CreateEditionDto,
  type EditionCardDto,
  type EditionDto,
  type EditionMapPointDto,
  type EditionMapQuery,
  type EditionMapResultDto,
  type EditionRecord,
  type EditionSearchQuery,
  type EditionSearchResultDto,
  type MyEditionDto,
  type UpdateEditionDto,
} from './edition.dto';
import type { EditionPermissionsItemDto } from '../access/access.dto';
import type { Edition } from './edition.entity';
import { EDITION_TEXTS, SERVICE_FLAGS, SETTING_FLAGS } from './edition-flags';
import { daysInOrder, filtersKey, localDay } from './edition-rules';
import { EditionPublished } from './edition.events';
import { EditionsRepository } from './editions.repository';
import { PublicEditionCache } from './public-edition-cache';

const IMAGE_SIDE = 1600;

/** Editions: their fields and image, the public search and map, favorites, and "my" editions with their rights. */
@Injectable()
export class EditionsService {
  constructor(
    private readonly repository: EditionsRepository,
    private readonly access: AccessService,
    private readonly storage: FileStorage,
    private readonly cache: PublicEditionCache,
    private readonly events: DomainEvents,
  ) {}

  private apply(edition: Edition, dto: CreateEditionDto | UpdateEditionDto): void {
    if (dto.name !== undefined) edition.name = dto.name;
    if (dto.startDate !== undefined) edition.startDate = dto.startDate;
    if (dto.endDate !== undefined) edition.endDate = dto.endDate;
    if (dto.latitude !== undefined) edition.latitude = dto.latitude;
    if (dto.longitude !== undefined) edition.longitude = dto.longitude;
    if (dto.currency !== undefined) edition.currency = dto.currency;
    if (dto.timeZone !== undefined) edition.timeZone = dto.timeZone;
    for (const f of EDITION_TEXTS) if (dto[f] !== undefined) edition[f] = dto[f] || null;
    for (const f of [...SERVICE_FLAGS, ...SETTING_FLAGS]) if (dto[f] !== undefined) edition[f] = dto[f]!;
    // A change of one day alone is checked against the stored other day.
    if (!daysInOrder(edition.startDate, edition.endDate)) {
      throw refuseField('endDate', 'validation.endBeforeStart');
    }
  }

  async create(convention: ConventionAccess, dto: CreateEditionDto, creatorId: number): Promise<EditionDto> {
    if (convention.facts.isArchived) throw new StateConflictError('errors.conventionArchived');
    const edition = this.repository.create(convention.convention.id, creatorId, { name: dto.name, startDate: dto.startDate, endDate: dto.endDate });
    this.apply(edition, dto);
    await this.repository.flush();
    return toEditionDto(await this.repository.withConvention(edition));
  }

  async update(id: number, dto: UpdateEditionDto): Promise<EditionDto> {
    const edition = await this.repository.get(id);
    const wasOnline = edition.isOnline;
    this.apply(edition, dto);
    await this.repository.flush();
    if (!wasOnline && edition.isOnline) await this.events.publish(new EditionPublished(edition.id, edition.name));
    return toEditionDto(edition);
  }

  /** The poster or photo of an edition, checked by content and bounded to 1600 px. */
  async setImage(id: number, data: Buffer | null): Promise<EditionDto> {
    const edition = await this.repository.get(id);
    const previous = edition.imageUrl;
    edition.imageUrl = data ? await this.storage.put('editions', id, 'webp', await processImage(data, IMAGE_SIDE)) : null;
    await this.repository.flush();
    if (previous) await this.storage.remove(previous);
    return toEditionDto(edition);
  }

  async remove(id: number): Promise<void> {
    const edition = await this.repository.get(id);
    const image = edition.imageUrl;
    this.repository.remove(edition);
    await this.repository.flush();
    if (image) await this.storage.remove(image);
  }

  /** A convention's editions, newest first; offline ones only for its team. */
  async ofConvention(conventionId: number, team: boolean): Promise<EditionDto[]> {
    return (await this.repository.ofConvention(conventionId, team)).map(toEditionDto);
  }

  /**
   * Public search: online editions of conventions that are not archived, current first (soonest
   * first), then past ones (latest first); `when` keeps only one of the two. Text matches the edition name, its city or the
   * convention's name. The public page is one statement over the narrow search table, remembered
   * until editions or conventions change. A signed-in caller costs one more indexed query: their
   * stars on the page, and the data's version, so that what they just changed (through any
   * replica) is never answered from an older memory.
   */
  async search(query: EditionSearchQuery, userId?: number): Promise<PublicAnswer<EditionSearchResultDto>> {
    const today = localDay();
    const key = filtersKey(query, today);
    const load = () => this.loadSearchPage(query, today);
    let page = await this.cache.get('search', key, load);
    if (!userId) return page;
    let mine = await this.starsAndVersion(userId, page);
    if (mine.version > page.version) {
      page = await this.cache.get('search', key, load, { atLeast: mine.version });
      mine = await this.starsAndVersion(userId, page);
    }
    if (!mine.starred.size) return page;
    const { items, total } = page.value;
    return new PublicAnswer({ items: items.map((e) => (mine.starred.has(e.id) ? { ...e, isFavorite: true } : e)), total }, page.version);
  }

  private async loadSearchPage(query: EditionSearchQuery, today: string): Promise<PublicAnswer<EditionSearchResultDto>> {
    const rows = await this.repository.searchPage(query, today);
    const total = (rows[0]?.total as number | undefined) ?? 0;
    const items = rows.filter((r) => r.id != null).map((r) => Object.freeze({ ...toEditionDto(r as unknown as EditionRecord), isFavorite: false }));
    return new PublicAnswer(Object.freeze({ items: Object.freeze(items) as EditionCardDto[], total }), Number(rows[0]?.version));
  }

  /** Which editions of the page the user starred, and the version of the public data: one query. */
  private async starsAndVersion(userId: number, page: PublicAnswer<EditionSearchResultDto>): Promise<{ starred: Set<number>; version: number }> {
    const row = await this.repository.starsAndVersion(userId, page.value.items.map((e) => e.id));
    return { starred: new Set(row.starred), version: Number(row.version) };
  }

  /**
   * Every match of the public search that has a position, as map points, and how many matches have
   * none. Past MAP_LIMIT, the ones kept are the first of the list's order. Two queries on a miss
   * (counts, then the points), none while remembered; for a signed-in caller, one for the version.
   */
  async map(query: EditionMapQuery, userId?: number): Promise<PublicAnswer<EditionMapResultDto>> {
    const today = localDay();
    const key = filtersKey(query, today);
    const load = () => this.loadMap(query, today);
    const answer = await this.cache.get('map', key, load);
    if (!userId) return answer;
    const version = await this.repository.version();
    return version > answer.version ? this.cache.get('map', key, load, { atLeast: version }) : answer;
  }

  private async loadMap(query: EditionMapQuery, today: string): Promise<PublicAnswer<EditionMapResultDto>> {
    const counts = await this.repository.mapCounts(query, today);
    const located = counts.located ?? 0;
    let items: EditionMapPointDto[] = [];
    if (located) {
      const rows = await this.repository.mapPoints(query, located > MAP_LIMIT ? MAP_LIMIT : undefined, today);
      items = rows.map((r) => ({ id: r.id, name: r.name, latitude: r.latitude, longitude: r.longitude, startDate: r.startDate, endDate: r.endDate, city: r.city ?? null, country: r.country ?? null }));
    }
    // Points read after the counts may be newer than their version says: never older.
    return new PublicAnswer(Object.freeze({ items, total: located, withoutCoordinates: counts.unlocated ?? 0, limit: MAP_LIMIT }), Number(counts.version));
  }

  async setFavorite(editionId: number, userId: number, on: boolean): Promise<void> {
    await (on ? this.repository.star(userId, editionId) : this.repository.unstar(userId, editionId));
  }

  /** The user's starred editions they may still see, soonest first. */
  async favorites(userId: number): Promise<EditionCardDto[]> {
    return (await this.repository.favorites(userId)).map((f) => ({ ...toEditionDto(f.edition), isFavorite: true }));
  }

  /**
   * Editions of every convention the user created or collaborates on, newest first, with what the
   * user may do on each: three queries whatever the number of conventions and editions.
   */
  async mine(user: Actor): Promise<MyEditionDto[]> {
    const memberships = await this.access.membershipsOf(user);
    const conventions = new Map(memberships.map((m) => [m.conventionId, m.facts]));
    const editions = await this.repository.ofConventions([...conventions.keys()]);
    const permissions = await this.access.editionPermissionsOf({ user, adminMode: false }, editions, conventions);
    return editions.map((e) => ({
      id: e.id,
      conventionId: e.conventionId,
      name: e.name,
      startDate: e.startDate,
      endDate: e.endDate,
      isOnline: e.isOnline,
      imageUrl: e.imageUrl ?? null,
      city: e.city ?? null,
      country: countryOf(e.country),
      permissions: permissions.get(e.id)!,
    }));
  }

  /** What the caller may do on each edition of a convention they belong to: two queries. */
  async permissionsOn(caller: Caller, convention: ConventionAccess): Promise<EditionPermissionsItemDto[]> {
    const editions = await this.repository.ofConventions([convention.convention.id]);
    const facts = new Map<number, ConventionFacts>([[convention.convention.id, convention.facts]]);
    const permissions = await this.access.editionPermissionsOf(caller, editions, facts);
    return editions.map((e) => ({ editionId: e.id, ...permissions.get(e.id)! }));
  }
}
