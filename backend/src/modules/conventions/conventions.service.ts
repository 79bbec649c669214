import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppException, ConflictError, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import type { ConventionPermissions } from '../access/access-rules';
import { conventionPermissions } from '../access/access-rules';
import { FileStorage } from '../../core/uploads/file-storage';
import { processImage } from '../../core/uploads/images';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { AddCollaboratorDto, CollaboratorDto, CollaboratorUserDto, ConventionDto, CreateConventionDto, HistoryEntryDto, MyConventionDto, RightsInputDto, UpdateCollaboratorDto, UpdateConventionDto } from './convention.dto';
import {
  CollaboratorPermissionHistory,
  Convention,
  ConventionCollaborator,
  CONVENTION_RIGHTS,
  PermissionChangeType,
} from './convention.entity';

export function toConventionDto(c: Convention): ConventionDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? null,
    logo: c.logo ?? null,
    email: c.email ?? null,
    authorId: c.author.id,
    isArchived: c.isArchived,
    archivedAt: c.archivedAt ? c.archivedAt.toISOString() : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function toUserSummary(u: User): CollaboratorUserDto {
  return { id: u.id, pseudo: u.pseudo, prenom: u.prenom, nom: u.nom, emailHash: u.emailHash, profilePicture: u.profilePicture ?? null };
}

function toCollaboratorDto(c: ConventionCollaborator): CollaboratorDto {
  return {
    id: c.id,
    user: toUserSummary(c.user),
    title: c.title ?? null,
    rights: c.rights(),
    addedAt: c.addedAt.toISOString(),
    addedById: c.addedBy?.id ?? null,
  };
}

const LOGO_SIDE = 512;

const snapshot = (c: ConventionCollaborator) => ({ title: c.title ?? null, ...c.rights() });

@Injectable()
export class ConventionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly storage: FileStorage,
  ) {}

  async create(dto: CreateConventionDto, authorId: number): Promise<Convention> {
    const convention = this.em.create(Convention, {
      name: dto.name,
      description: dto.description || null,
      email: dto.email ? dto.email.toLowerCase() : null,
      author: this.em.getReference(User, authorId),
    });
    await this.em.flush();
    return convention;
  }

  async update(convention: Convention, dto: UpdateConventionDto): Promise<Convention> {
    if (dto.name !== undefined) convention.name = dto.name;
    if (dto.description !== undefined) convention.description = dto.description || null;
    if (dto.email !== undefined) convention.email = dto.email ? dto.email.toLowerCase() : null;
    await this.em.flush();
    return convention;
  }

  async setArchived(convention: Convention, archived: boolean, actorId: number): Promise<Convention> {
    if (convention.isArchived === archived) return convention;
    const before = { isArchived: convention.isArchived, archivedAt: convention.archivedAt?.toISOString() ?? null };
    convention.isArchived = archived;
    convention.archivedAt = archived ? new Date() : null;
    this.em.create(CollaboratorPermissionHistory, {
      convention,
      actor: this.em.getReference(User, actorId),
      targetUser: null,
      changeType: archived ? PermissionChangeType.ARCHIVED : PermissionChangeType.UNARCHIVED,
      before,
      after: { isArchived: convention.isArchived, archivedAt: convention.archivedAt?.toISOString() ?? null },
    });
    await this.em.flush();
    return convention;
  }

  /** The logo is checked by content, re-encoded and bounded to 512 px; the previous file is deleted. */
  async setLogo(convention: Convention, data: Buffer | null): Promise<Convention> {
    const previous = convention.logo;
    convention.logo = data ? await this.storage.put('conventions', convention.id, 'webp', await processImage(data, LOGO_SIDE)) : null;
    await this.em.flush();
    if (previous) await this.storage.remove(previous);
    return convention;
  }

  async remove(convention: Convention): Promise<void> {
    const logo = convention.logo;
    await this.em.removeAndFlush(convention);
    if (logo) await this.storage.remove(logo);
  }

  /** Conventions the user created or collaborates on, with their rights: two queries whatever the count. */
  async mine(actor: { id: number; isGlobalAdmin: boolean }): Promise<MyConventionDto[]> {
    const [authored, collaborations] = await Promise.all([
      this.em.find(Convention, { author: actor.id }, { orderBy: { name: 'asc' } }),
      this.em.find(ConventionCollaborator, { user: actor.id }, { populate: ['convention'] }),
    ]);
    const items: MyConventionDto[] = authored.map((c) => ({
      ...toConventionDto(c),
      title: null,
      permissions: conventionPermissions({ actor, adminMode: false, authorId: c.author.id, isArchived: c.isArchived }),
    }));
    for (const collab of collaborations) {
      const c = collab.convention;
      if (c.author.id === actor.id) continue;
      items.push({
        ...toConventionDto(c),
        title: collab.title ?? null,
        permissions: conventionPermissions({ actor, adminMode: false, authorId: c.author.id, isArchived: c.isArchived, collaborator: collab.rights() }),
      });
    }
    return items.sort((a, b) => a.name.localeCompare(b.name));
  }

  async collaborators(convention: Convention): Promise<{ author: CollaboratorUserDto; items: CollaboratorDto[] }> {
    const [author, rows] = await Promise.all([
      this.em.findOneOrFail(User, { id: convention.author.id }),
      this.em.find(ConventionCollaborator, { convention }, { populate: ['user'], orderBy: { addedAt: 'asc', id: 'asc' } }),
    ]);
    return { author: toUserSummary(author), items: rows.map(toCollaboratorDto) };
  }

  /** A caller may give only rights they hold themselves (the author and admins hold them all). */
  private assertGrantable(rights: RightsInputDto | undefined, mine: ConventionPermissions): void {
    for (const right of CONVENTION_RIGHTS) {
      if (rights?.[right] && !mine[right]) throw new ForbiddenError('errors.cannotGrantRight');
    }
  }

  async addCollaborator(convention: Convention, dto: AddCollaboratorDto, actorId: number, mine: ConventionPermissions): Promise<CollaboratorDto> {
    this.assertGrantable(dto.rights, mine);
    const user = await this.users.findByIdentifier(dto.identifier);
    if (!user) throw new NotFoundError('errors.userNotFound', { fields: { identifier: [{ key: 'errors.userNotFound' }] } });
    if (user.id === convention.author.id) throw new ConflictError('identifier', 'errors.alreadyAuthor');
    if (await this.em.count(ConventionCollaborator, { convention, user })) throw new ConflictError('identifier', 'errors.alreadyCollaborator');
    const collaborator = this.em.create(ConventionCollaborator, {
      convention,
      user,
      addedBy: this.em.getReference(User, actorId),
      title: dto.title || null,
      ...Object.fromEntries(CONVENTION_RIGHTS.map((r) => [r, dto.rights?.[r] ?? false])),
    });
    this.history(convention, actorId, user, PermissionChangeType.CREATED, null, snapshot(collaborator));
    await this.em.flush();
    return toCollaboratorDto(collaborator);
  }

  private async findCollaborator(convention: Convention, collaboratorId: number): Promise<ConventionCollaborator> {
    const collaborator = await this.em.findOne(ConventionCollaborator, { id: collaboratorId, convention }, { populate: ['user'] });
    if (!collaborator) throw new NotFoundError();
    return collaborator;
  }

  async updateCollaborator(convention: Convention, collaboratorId: number, dto: UpdateCollaboratorDto, actorId: number, mine: ConventionPermissions): Promise<CollaboratorDto> {
    const collaborator = await this.findCollaborator(convention, collaboratorId);
    const before = snapshot(collaborator);
    if (dto.rights) {
      for (const right of CONVENTION_RIGHTS) {
        const wanted = dto.rights[right];
        if (wanted === undefined || wanted === collaborator[right]) continue;
        if (wanted && !mine[right]) throw new ForbiddenError('errors.cannotGrantRight');
        collaborator[right] = wanted;
      }
      await this.assertManagerRemains(convention, collaborator, collaborator.canManageCollaborators);
    }
    if (dto.title !== undefined) collaborator.title = dto.title || null;
    const after = snapshot(collaborator);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      this.history(convention, actorId, collaborator.user, PermissionChangeType.RIGHTS_UPDATED, before, after);
    }
    await this.em.flush();
    return toCollaboratorDto(collaborator);
  }

  async removeCollaborator(convention: Convention, collaboratorId: number, actorId: number): Promise<void> {
    const collaborator = await this.findCollaborator(convention, collaboratorId);
    await this.assertManagerRemains(convention, collaborator, false);
    this.history(convention, actorId, collaborator.user, PermissionChangeType.REMOVED, snapshot(collaborator), null);
    this.em.remove(collaborator);
    await this.em.flush();
  }

  /** Someone must still be able to manage the team: the author always can, so this guards author-less data. */
  private async assertManagerRemains(convention: Convention, changed: ConventionCollaborator, stillManager: boolean): Promise<void> {
    if (stillManager || !changed.canManageCollaborators) return;
    const authorExists = (await this.em.count(User, { id: convention.author.id })) > 0;
    const others = await this.em.count(ConventionCollaborator, { convention, canManageCollaborators: true, id: { $ne: changed.id } });
    if (!authorExists && others === 0) throw new AppException(409, 'errors.lastManager', { code: 'LAST_MANAGER' });
  }

  /** Adds a line to the convention's rights history (flushed with the caller's unit of work). */
  history(convention: Convention, actorId: number, target: User, type: PermissionChangeType, before: Record<string, unknown> | null, after: Record<string, unknown> | null): void {
    this.em.create(CollaboratorPermissionHistory, { convention, actor: this.em.getReference(User, actorId), targetUser: target, changeType: type, before, after });
  }

  async historyOf(convention: Convention): Promise<HistoryEntryDto[]> {
    const rows = await this.em.find(CollaboratorPermissionHistory, { convention }, { populate: ['actor', 'targetUser'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
    return rows.map((h) => ({
      id: h.id,
      changeType: h.changeType,
      actor: h.actor ? toUserSummary(h.actor) : null,
      targetUser: h.targetUser ? toUserSummary(h.targetUser) : null,
      before: h.before ?? null,
      after: h.after ?? null,
      createdAt: h.createdAt.toISOString(),
    }));
  }
}
