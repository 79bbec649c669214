import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { conventionPermissions, editionPermissions, type ConventionPermissions } from '../../core/permissions/convention-policy';
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
  type EditionMapQuery,
  type EditionMapResultDto,
  type EditionPermissionsItemDto,
  type EditionSearchQuery,
  type MyEditionDto,
  type UpdateEditionDto,
} from './edition.dto';
import { Edition, EditionCollaboratorPermission, EditionFavorite } from './edition.entity';

type EditionRow = Record<string, unknown>;

/**
 * Upcoming editions first (soonest first), then past ones (latest first); id breaks ties. A new
 * object each time: raw fragments used as keys are spent by the query that uses them.
 */
const upcomingFirst = () =>
  ({
    [raw('(e.end_date < current_date)')]: 'asc',
    [raw('case when e.end_date >= current_date then e.start_date end')]: 'asc',
    startDate: 'desc',
    id: 'asc',
  }) as const;

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
   * convention's name. Four queries whatever the page size: count, page ids, page, the caller's stars.
   */
  async search(query: EditionSearchQuery, userId?: number): Promise<{ items: EditionCardDto[]; total: number }> {
    const qb = this.publicMatches(query);
    const total = await qb.clone().getCount();
    // Sort narrow rows (ids only), then load the page: five times cheaper than sorting whole editions.
    const page = await qb
      .select(['e.id'])
      .orderBy(upcomingFirst())
      .limit(query.limit)
      .offset(query.offset)
      .execute<{ id: number }[]>('all');
    const ids = page.map((r) => r.id);
    // A public list is read-only: plain rows straight to the answer, without building entities.
    const rows = ids.length
      ? await this.em
          .getConnection()
          .execute<EditionRow[]>(
            `select e.*, c.name as convention_name from editions e join conventions c on c.id = e.convention_id where e.id in (${ids.map(() => '?').join(', ')})`,
            ids,
          )
      : [];
    const byId = new Map(rows.map((r) => [r.id as number, r]));
    const editions = ids.map((id) => this.rowToDto(byId.get(id)!));
    return { items: await this.cards(editions, userId), total };
  }

  /**
   * What the public may find with these filters: online editions of conventions that are not
   * archived. Text matches the edition name, its city or the convention's name, word by word.
   */
  private publicMatches(query: EditionMapQuery) {
    const qb = this.em.createQueryBuilder(Edition, 'e').join('e.convention', 'c').where({ isOnline: true, convention: { isArchived: false } });
    const words = query.q?.trim().split(/\s+/).filter(Boolean).slice(0, 8) ?? [];
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      qb.andWhere('(e.name ilike ? or e.city ilike ? or c.name ilike ?)', [like, like, like]);
    }
    if (query.from) qb.andWhere({ endDate: { $gte: query.from } });
    if (query.to) qb.andWhere({ startDate: { $lte: query.to } });
    if (query.country) qb.andWhere('lower(e.country) = lower(?)', [query.country.trim()]);
    for (const flag of query.amenities ?? []) qb.andWhere({ [flag]: true });
    return qb;
  }

  /**
   * Every match of the public search that has a position, as map points, and how many matches have
   * none. Past MAP_LIMIT, the ones kept are the first of the list's order. Two queries: one count
   * pass, one narrow select.
   */
  async map(query: EditionMapQuery): Promise<EditionMapResultDto> {
    const qb = this.publicMatches(query);
    const [counts] = await qb
      .clone()
      .select([
        raw('count(*) filter (where e.latitude is not null and e.longitude is not null)::int as located'),
        raw('count(*) filter (where e.latitude is null or e.longitude is null)::int as unlocated'),
      ])
      .execute<{ located: number; unlocated: number }[]>('all', false);
    const located = counts?.located ?? 0;
    let rows: EditionRow[] = [];
    if (located) {
      qb.select(['e.id', 'e.name', 'e.latitude', 'e.longitude', 'e.startDate', 'e.endDate', 'e.city', 'e.country']).andWhere({ latitude: { $ne: null }, longitude: { $ne: null } });
      // A map has no order: sorting (ten times the cost of the scan) only picks which ones to keep.
      if (located > MAP_LIMIT) qb.orderBy(upcomingFirst()).limit(MAP_LIMIT);
      rows = await qb.execute<EditionRow[]>('all', false);
    }
    return {
      items: rows.map((r) => ({
        id: r.id as number,
        name: r.name as string,
        latitude: r.latitude as number,
        longitude: r.longitude as number,
        startDate: r.start_date as string,
        endDate: r.end_date as string,
        city: (r.city as string | null) ?? null,
        country: (r.country as string | null) ?? null,
      })),
      total: located,
      withoutCoordinates: counts?.unlocated ?? 0,
      limit: MAP_LIMIT,
    };
  }

  /** Cards with the caller's stars, in one query for the whole list. */
  private async cards(editions: EditionDto[], userId?: number): Promise<EditionCardDto[]> {
    const starred = new Set<number>();
    if (userId && editions.length) {
      const favorites = await this.em.find(EditionFavorite, { user: userId, edition: { $in: editions.map((e) => e.id) } });
      for (const f of favorites) starred.add(f.edition.id);
    }
    return editions.map((e) => ({ ...e, isFavorite: starred.has(e.id) }));
  }

  /** Column of each scalar property, read once from the entity metadata. */
  private columnsOf?: Map<string, string>;

  private rowToDto(row: EditionRow): EditionDto {
    this.columnsOf ??= new Map(
      Object.values(this.em.getMetadata().get(Edition.name).properties)
        .filter((p) => p.kind === 'scalar' && p.fieldNames?.length === 1)
        .map((p) => [p.name, p.fieldNames[0]!]),
    );
    const column = (name: string) => row[this.columnsOf!.get(name)!];
    const dto: Record<string, unknown> = {
      id: row.id,
      conventionId: row.convention_id,
      conventionName: row.convention_name,
      creatorId: row.creator_id ?? null,
      name: row.name,
      startDate: row.start_date,
      endDate: row.end_date,
      imageUrl: row.image_url ?? null,
      latitude: row.latitude ?? null,
      longitude: row.longitude ?? null,
      createdAt: new Date(row.created_at as string).toISOString(),
      updatedAt: new Date(row.updated_at as string).toISOString(),
    };
    for (const f of EDITION_TEXTS) dto[f] = column(f) ?? null;
    for (const f of EDITION_FLAGS) dto[f] = column(f);
    return dto as unknown as EditionDto;
  }

  async setFavorite(edition: Edition, userId: number, on: boolean): Promise<void> {
    if (on) {
      // Starring twice is harmless.
      await this.em.getConnection().execute('insert into edition_favorites (user_id, edition_id) values (?, ?) on conflict do nothing', [userId, edition.id]);
    } else {
      await this.em.nativeDelete(EditionFavorite, { user: userId, edition: edition.id });
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
