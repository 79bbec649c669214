import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { conventionPermissions, editionPermissions, type ConventionPermissions } from '../access/access-rules';
import type { EditionRightsInputDto, PerEditionRightsDto } from '../conventions/convention.dto';
import { ConventionCollaborator, PermissionChangeType } from '../conventions/convention.entity';
import { ConventionsService } from '../conventions/conventions.service';
import { FileStorage } from '../../core/uploads/file-storage';
import { processImage } from '../../core/uploads/images';
import { Convention } from '../conventions/convention.entity';
import { User } from '../users/user.entity';
import {
  EDITION_FLAGS,
  EDITION_TEXTS,
  MAP_LIMIT,
  type CreateEditionDto,
  type EditionCardDto,
  type EditionDto,
  type EditionMapPointDto,
  type EditionMapQuery,
  type EditionMapResultDto,
  type EditionPermissionsItemDto,
  type EditionSearchQuery,
  type EditionSearchResultDto,
  type MyEditionDto,
  type UpdateEditionDto,
} from './edition.dto';
import { Edition, EditionCollaboratorPermission, EditionFavorite } from './edition.entity';
import {
  collaboratorRightsFromRow,
  editionFactsStatement,
  editionForUserStatement,
  filtersKey,
  mapCountStatement,
  mapPointsStatement,
  rowToEditionDto,
  searchStatement,
  starsStatement,
  versionStatement,
} from './edition-search';
import { PublicAnswer, PublicEditionCache } from './public-edition-cache';

type EditionRow = Record<string, unknown>;

/** What anyone may know of an edition, and what the policy needs of its convention. */
export interface EditionFacts {
  edition: EditionDto;
  authorId: number;
  isArchived: boolean;
}

const factsOf = (row: EditionRow): EditionFacts =>
  Object.freeze({ edition: Object.freeze(rowToEditionDto(row)), authorId: row.authorId as number, isArchived: row.isArchived as boolean });

const IMAGE_SIDE = 1600;
const EDITION_RIGHTS = ['canEdit', 'canDelete', 'canManageVolunteers', 'canManageArtists'] as const;
const rightsOf = (r: EditionCollaboratorPermission) => ({ canEdit: r.canEdit, canDelete: r.canDelete, canManageVolunteers: r.canManageVolunteers, canManageArtists: r.canManageArtists });

export function toEditionDto(e: Edition): EditionDto {
  const dto: Record<string, unknown> = {
    id: e.id,
    conventionId: e.convention.id,
    conventionName: e.convention.name,
    creatorId: e.creator?.id ?? null,
    name: e.name,
    startDate: e.startDate,
    endDate: e.endDate,
    imageUrl: e.imageUrl ?? null,
    latitude: e.latitude ?? null,
    longitude: e.longitude ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
  for (const f of EDITION_TEXTS) dto[f] = e[f] ?? null;
  for (const f of EDITION_FLAGS) dto[f] = e[f];
  return dto as unknown as EditionDto;
}

@Injectable()
export class EditionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly conventions: ConventionsService,
    private readonly cache: PublicEditionCache,
  ) {}

  private apply(edition: Edition, dto: CreateEditionDto | UpdateEditionDto): void {
    if (dto.name !== undefined) edition.name = dto.name;
    if (dto.startDate !== undefined) edition.startDate = dto.startDate;
    if (dto.endDate !== undefined) edition.endDate = dto.endDate;
    if (dto.latitude !== undefined) edition.latitude = dto.latitude;
    if (dto.longitude !== undefined) edition.longitude = dto.longitude;
    for (const f of EDITION_TEXTS) if (dto[f] !== undefined) edition[f] = dto[f] || null;
    for (const f of EDITION_FLAGS) if (dto[f] !== undefined) edition[f] = dto[f]!;
    // A change of one day alone is checked against the stored other day.
    if (edition.endDate < edition.startDate) {
      throw new BadRequestError('errors.validation', { code: 'VALIDATION_FAILED', fields: { endDate: [{ key: 'validation.endBeforeStart' }] } });
    }
  }

  async create(convention: Convention, dto: CreateEditionDto, creatorId: number): Promise<Edition> {
    const edition = this.em.create(Edition, {
      convention,
      creator: this.em.getReference(User, creatorId),
      name: dto.name,
      startDate: dto.startDate,
      endDate: dto.endDate,
    });
    this.apply(edition, dto);
    await this.em.flush();
    return edition;
  }

  async update(edition: Edition, dto: CreateEditionDto | UpdateEditionDto): Promise<Edition> {
    this.apply(edition, dto);
    await this.em.flush();
    return edition;
  }

  /** The poster or photo of an edition, checked by content and bounded to 1600 px. */
  async setImage(edition: Edition, data: Buffer | null): Promise<Edition> {
    const previous = edition.imageUrl;
    edition.imageUrl = data ? await this.storage.put('editions', edition.id, 'webp', await processImage(data, IMAGE_SIDE)) : null;
    await this.em.flush();
    if (previous) await this.storage.remove(previous);
    return edition;
  }

  async remove(edition: Edition): Promise<void> {
    const image = edition.imageUrl;
    await this.em.removeAndFlush(edition);
    if (image) await this.storage.remove(image);
  }

  /** Per-edition rights of one collaborator, for every edition of the convention that has some. */
  async perEditionRights(convention: Convention, collaboratorId: number): Promise<PerEditionRightsDto[]> {
    const collaborator = await this.em.findOne(ConventionCollaborator, { id: collaboratorId, convention });
    if (!collaborator) throw new NotFoundError();
    const rows = await this.em.find(EditionCollaboratorPermission, { collaborator }, { orderBy: { edition: 'asc' } });
    return rows.map((r) => ({ editionId: r.edition.id, ...rightsOf(r) }));
  }

  /**
   * Sets what a collaborator may do on one edition, recorded as PER_EDITIONS_UPDATED. The caller may
   * give only rights they hold on that edition.
   */
  async setPerEditionRights(
    convention: Convention,
    mine: ConventionPermissions,
    actorId: number,
    collaboratorId: number,
    editionId: number,
    rights: EditionRightsInputDto,
  ): Promise<PerEditionRightsDto> {
    const [collaborator, edition] = await Promise.all([
      this.em.findOne(ConventionCollaborator, { id: collaboratorId, convention }, { populate: ['user'] }),
      this.em.findOne(Edition, { id: editionId, convention }),
    ]);
    if (!collaborator || !edition) throw new NotFoundError();
    const actorCollaborator = await this.em.findOne(ConventionCollaborator, { convention, user: actorId });
    const actorPerEdition = actorCollaborator ? await this.em.findOne(EditionCollaboratorPermission, { collaborator: actorCollaborator, edition }) : null;
    const held = editionPermissions(mine, edition.isOnline, convention.isArchived, actorPerEdition);
    let row = await this.em.findOne(EditionCollaboratorPermission, { collaborator, edition });
    // Only a right being given needs to be held: one the collaborator already has may stay as it is.
    for (const right of EDITION_RIGHTS) if (rights[right] && !row?.[right] && !held[right]) throw new ForbiddenError('errors.cannotGrantRight');

    const before = row ? { editionId, ...rightsOf(row) } : null;
    row ??= this.em.create(EditionCollaboratorPermission, { collaborator, edition });
    Object.assign(row, rights);
    const after = { editionId, ...rightsOf(row) };
    // Nothing left on this edition: no row to keep.
    if (!EDITION_RIGHTS.some((r) => row![r])) this.em.remove(row);
    if (JSON.stringify(before ?? { editionId, canEdit: false, canDelete: false, canManageVolunteers: false, canManageArtists: false }) !== JSON.stringify(after)) {
      this.conventions.history(convention, actorId, collaborator.user, PermissionChangeType.PER_EDITIONS_UPDATED, before, after);
    }
    await this.em.flush();
    return after;
  }

  /**
   * Public search: online editions of conventions that are not archived, upcoming first (soonest
   * first), then past ones (latest first). Text matches the edition name, its city or the
   * convention's name. The public page is one statement over the narrow search table, remembered
   * until editions or conventions change. A signed-in caller costs one more indexed query: their
   * stars on the page, and the data's version, so that what they just changed (through any
   * replica) is never answered from an older memory.
   */
  async search(query: EditionSearchQuery, userId?: number): Promise<PublicAnswer<EditionSearchResultDto>> {
    const key = filtersKey(query);
    const load = () => this.loadSearchPage(query);
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

  private async loadSearchPage(query: EditionSearchQuery): Promise<PublicAnswer<EditionSearchResultDto>> {
    const { sql, params } = searchStatement(query);
    const rows = await this.em.getConnection().execute<EditionRow[]>(sql, params);
    const total = (rows[0]?.total as number | undefined) ?? 0;
    const items = rows.filter((r) => r.id != null).map((r) => Object.freeze({ ...rowToEditionDto(r), isFavorite: false }));
    return new PublicAnswer(Object.freeze({ items: Object.freeze(items) as EditionCardDto[], total }), Number(rows[0]?.version));
  }

  /** Which editions of the page the user starred, and the version of the public data: one query. */
  private async starsAndVersion(userId: number, page: PublicAnswer<EditionSearchResultDto>): Promise<{ starred: Set<number>; version: number }> {
    const { sql, params } = starsStatement(userId, page.value.items.map((e) => e.id));
    const [row] = await this.em.getConnection().execute<{ version: string; starred: number[] }[]>(sql, params);
    return { starred: new Set(row!.starred), version: Number(row!.version) };
  }

  /**
   * Every match of the public search that has a position, as map points, and how many matches have
   * none. Past MAP_LIMIT, the ones kept are the first of the list's order. Two queries on a miss
   * (counts, then the points), none while remembered; for a signed-in caller, one for the version.
   */
  async map(query: EditionMapQuery, userId?: number): Promise<PublicAnswer<EditionMapResultDto>> {
    const key = filtersKey(query);
    const load = () => this.loadMap(query);
    const answer = await this.cache.get('map', key, load);
    if (!userId) return answer;
    const { sql, params } = versionStatement();
    const [row] = await this.em.getConnection().execute<{ version: string }[]>(sql, params);
    const version = Number(row!.version);
    return version > answer.version ? this.cache.get('map', key, load, { atLeast: version }) : answer;
  }

  private async loadMap(query: EditionMapQuery): Promise<PublicAnswer<EditionMapResultDto>> {
    const connection = this.em.getConnection();
    const count = mapCountStatement(query);
    const [counts] = await connection.execute<{ located: number; unlocated: number; version: string }[]>(count.sql, count.params);
    const located = counts?.located ?? 0;
    let items: EditionMapPointDto[] = [];
    if (located) {
      const points = mapPointsStatement(query, located > MAP_LIMIT ? MAP_LIMIT : undefined);
      const rows = await connection.execute<EditionMapPointDto[]>(points.sql, points.params);
      items = rows.map((r) => ({ id: r.id, name: r.name, latitude: r.latitude, longitude: r.longitude, startDate: r.startDate, endDate: r.endDate, city: r.city ?? null, country: r.country ?? null }));
    }
    // Points read after the counts may be newer than their version says: never older.
    return new PublicAnswer(Object.freeze({ items, total: located, withoutCoordinates: counts?.unlocated ?? 0, limit: MAP_LIMIT }), Number(counts!.version));
  }

  /**
   * An edition as anyone may see it, with what the policy needs to know of its convention: one
   * query, remembered until editions or conventions change. Null when there is no such edition.
   */
  editionFacts(id: number): Promise<EditionFacts | null> {
    return this.cache.get('edition', String(id), async () => {
      const { sql, params } = editionFactsStatement(id);
      const [row] = await this.em.getConnection().execute<EditionRow[]>(sql, params);
      return row ? factsOf(row) : null;
    });
  }

  /**
   * An edition as a signed-in user sees it, read fresh (what they just changed shows, on any
   * replica), with their collaborator rights: one query. Null when there is no such edition.
   */
  async editionForUser(id: number, userId: number): Promise<(EditionFacts & ReturnType<typeof collaboratorRightsFromRow>) | null> {
    const { sql, params } = editionForUserStatement(id, userId);
    const [row] = await this.em.getConnection().execute<EditionRow[]>(sql, params);
    return row ? { ...factsOf(row), ...collaboratorRightsFromRow(row) } : null;
  }

  async setFavorite(editionId: number, userId: number, on: boolean): Promise<void> {
    if (on) {
      // Starring twice is harmless.
      await this.em.getConnection().execute('insert into edition_favorites (user_id, edition_id) values (?, ?) on conflict do nothing', [userId, editionId]);
    } else {
      await this.em.nativeDelete(EditionFavorite, { user: userId, edition: editionId });
    }
  }

  /** The user's starred editions they may still see, soonest first. */
  async favorites(userId: number): Promise<EditionCardDto[]> {
    const rows = await this.em.find(
      EditionFavorite,
      { user: userId, edition: { isOnline: true, convention: { isArchived: false } } },
      { populate: ['edition', 'edition.convention'], orderBy: { edition: { startDate: 'asc' } } },
    );
    return rows.map((f) => ({ ...toEditionDto(f.edition), isFavorite: true }));
  }

  /**
   * Editions of every convention the user created or collaborates on, newest first, with what the
   * user may do on each: three queries whatever the number of conventions and editions.
   */
  async mine(actor: { id: number; isGlobalAdmin: boolean }): Promise<MyEditionDto[]> {
    const collaborations = await this.em.find(ConventionCollaborator, { user: actor.id });
    const conventionIds = collaborations.map((c) => c.convention.id);
    const [editions, perEditionRows] = await Promise.all([
      this.em.find(
        Edition,
        { $or: [{ convention: { author: actor.id } }, ...(conventionIds.length ? [{ convention: { $in: conventionIds } }] : [])] },
        { populate: ['convention'], orderBy: { startDate: 'desc', id: 'desc' } },
      ),
      this.em.find(EditionCollaboratorPermission, { collaborator: { user: actor.id } }),
    ]);
    const rightsByConvention = new Map(collaborations.map((c) => [c.convention.id, c.rights()]));
    const perEdition = new Map(perEditionRows.map((r) => [r.edition.id, rightsOf(r)]));
    return editions.map((e) => {
      const c = e.convention;
      const onConvention = conventionPermissions({ actor, adminMode: false, authorId: c.author.id, isArchived: c.isArchived, collaborator: rightsByConvention.get(c.id) ?? null });
      return {
        id: e.id,
        conventionId: c.id,
        name: e.name,
        startDate: e.startDate,
        endDate: e.endDate,
        isOnline: e.isOnline,
        imageUrl: e.imageUrl ?? null,
        city: e.city ?? null,
        country: e.country ?? null,
        permissions: editionPermissions(onConvention, e.isOnline, c.isArchived, perEdition.get(e.id)),
      };
    });
  }

  /** What the caller may do on each edition of a convention they belong to: two queries. */
  async permissionsOn(convention: Convention, mine: ConventionPermissions, actorId: number): Promise<EditionPermissionsItemDto[]> {
    const [editions, perEditionRows] = await Promise.all([
      this.em.find(Edition, { convention }, { orderBy: { startDate: 'desc', id: 'desc' } }),
      mine.isCollaborator ? this.em.find(EditionCollaboratorPermission, { collaborator: { convention, user: actorId } }) : Promise.resolve([]),
    ]);
    const perEdition = new Map(perEditionRows.map((r) => [r.edition.id, rightsOf(r)]));
    return editions.map((e) => ({ editionId: e.id, ...editionPermissions(mine, e.isOnline, convention.isArchived, perEdition.get(e.id)) }));
  }

  /** A convention's editions, newest first; offline ones only for its team. */
  async ofConvention(convention: Convention, team: boolean): Promise<Edition[]> {
    return this.em.find(Edition, team ? { convention } : { convention, isOnline: true }, { orderBy: { startDate: 'desc', id: 'desc' }, populate: ['convention'] });
  }
}
