import { Injectable } from '@nestjs/common';
import { AppException, ConflictError, ForbiddenError, NotFoundError } from '../../core/errors/app-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import type { Caller, ConventionPermissions } from './access-rules';
import { CollaboratorAdded, CollaboratorRemoved, CollaboratorRightsChanged } from './access.events';
import { AccessRepository } from './access.repository';
import { allConventionGrants, CONVENTION_GRANT_FIELDS, EDITION_GRANT_FIELDS, noEditionGrants, type ConventionGrants, type EditionGrants } from './access.registry';
import { AccessService, type ConventionAccess } from './access.service';
import {
  toCollaboratorDto,
  toHistoryEntryDto,
  toUserSummary,
  type AddCollaboratorDto,
  type CollaboratorDto,
  type CollaboratorsDto,
  type EditionRightsInputDto,
  type HistoryEntryDto,
  type PerEditionRightsDto,
  type RightsInputDto,
  type UpdateCollaboratorDto,
} from './access.dto';
import { PermissionChangeType, type ConventionCollaborator } from './collaborator.entity';

/** What the history keeps of a collaborator: their title and each right. */
const snapshot = (c: ConventionCollaborator) => ({ title: c.title ?? null, ...c.grants() });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A convention's team: its collaborators, their rights (convention-wide and per edition) and the history of changes. */
@Injectable()
export class CollaboratorsService {
  constructor(
    private readonly repository: AccessRepository,
    private readonly access: AccessService,
    private readonly users: UsersService,
    private readonly events: DomainEvents,
  ) {}

  async list(convention: ConventionAccess): Promise<CollaboratorsDto> {
    const [author, rows] = await Promise.all([this.users.findById(convention.convention.authorId), this.repository.collaborators(convention.convention.id)]);
    if (!author) throw new NotFoundError();
    return { author: toUserSummary(author), items: rows.map(toCollaboratorDto) };
  }

  /** A caller may give only rights they hold themselves (the author and admins hold them all). */
  private assertGrantable(rights: RightsInputDto | undefined, mine: ConventionPermissions): void {
    for (const right of CONVENTION_GRANT_FIELDS) if (rights?.[right] && !mine[right]) throw new ForbiddenError('errors.cannotGrantRight');
  }

  async add(convention: ConventionAccess, dto: AddCollaboratorDto, actorId: number): Promise<CollaboratorDto> {
    this.assertGrantable(dto.rights, convention.permissions);
    const { id, authorId } = convention.convention;
    const user = await this.users.findByIdentifier(dto.identifier);
    if (!user) throw new NotFoundError('errors.userNotFound', { fields: { identifier: [{ key: 'errors.userNotFound' }] } });
    if (user.id === authorId) throw new ConflictError('identifier', 'errors.alreadyAuthor');
    if (await this.repository.isCollaborator(id, user.id)) throw new ConflictError('identifier', 'errors.alreadyCollaborator');
    const grants = Object.fromEntries(CONVENTION_GRANT_FIELDS.map((r) => [r, dto.rights?.[r] ?? false])) as ConventionGrants;
    const collaborator = this.repository.addCollaborator(id, user, actorId, dto.title || null, grants);
    this.repository.addHistory(id, actorId, user, PermissionChangeType.CREATED, null, snapshot(collaborator));
    await this.repository.flush();
    await this.events.publish(new CollaboratorAdded(id, user.id, actorId, convention.convention.name));
    return toCollaboratorDto(collaborator);
  }

  /**
   * Makes a user a collaborator holding every right, recorded as CREATED with `claimed`: how a
   * claimed convention changes hands. Saved with the caller's flush.
   */
  addClaimant(conventionId: number, user: User): void {
    const collaborator = this.repository.addCollaborator(conventionId, user, user.id, null, allConventionGrants());
    this.repository.addHistory(conventionId, user.id, user, PermissionChangeType.CREATED, null, { ...snapshot(collaborator), claimed: true });
  }

  /** Records an archive or unarchive of the convention in its history; saved with the caller's flush. */
  recordArchive(conventionId: number, actorId: number, archived: boolean, before: Record<string, unknown>, after: Record<string, unknown>): void {
    this.repository.addHistory(conventionId, actorId, null, archived ? PermissionChangeType.ARCHIVED : PermissionChangeType.UNARCHIVED, before, after);
  }

  /** Whether anyone besides the author belongs to the convention's team. */
  hasCollaborators(conventionId: number): Promise<boolean> {
    return this.repository.hasCollaborators(conventionId);
  }

  private async find(conventionId: number, collaboratorId: number): Promise<ConventionCollaborator> {
    const collaborator = await this.repository.collaborator(conventionId, collaboratorId);
    if (!collaborator) throw new NotFoundError();
    return collaborator;
  }

  async update(convention: ConventionAccess, collaboratorId: number, dto: UpdateCollaboratorDto, actorId: number): Promise<CollaboratorDto> {
    const collaborator = await this.find(convention.convention.id, collaboratorId);
    const before = snapshot(collaborator);
    if (dto.rights) {
      for (const right of CONVENTION_GRANT_FIELDS) {
        const wanted = dto.rights[right];
        if (wanted === undefined || wanted === collaborator[right]) continue;
        if (wanted && !convention.permissions[right]) throw new ForbiddenError('errors.cannotGrantRight');
        collaborator[right] = wanted;
      }
      await this.assertManagerRemains(convention, collaborator, collaborator.canManageCollaborators);
    }
    if (dto.title !== undefined) collaborator.title = dto.title || null;
    const after = snapshot(collaborator);
    const changed = !same(before, after);
    if (changed) this.repository.addHistory(convention.convention.id, actorId, collaborator.user, PermissionChangeType.RIGHTS_UPDATED, before, after);
    await this.repository.flush();
    if (changed) await this.events.publish(new CollaboratorRightsChanged(convention.convention.id, collaborator.user.id, actorId, convention.convention.name));
    return toCollaboratorDto(collaborator);
  }

  async remove(convention: ConventionAccess, collaboratorId: number, actorId: number): Promise<void> {
    const collaborator = await this.find(convention.convention.id, collaboratorId);
    await this.assertManagerRemains(convention, collaborator, false);
    this.repository.addHistory(convention.convention.id, actorId, collaborator.user, PermissionChangeType.REMOVED, snapshot(collaborator), null);
    this.repository.removeCollaborator(collaborator);
    await this.repository.flush();
    await this.events.publish(new CollaboratorRemoved(convention.convention.id, collaborator.user.id, actorId, convention.convention.name));
  }

  /** Someone must still be able to manage the team: the author always can, so this guards author-less data. */
  private async assertManagerRemains(convention: ConventionAccess, changed: ConventionCollaborator, stillManager: boolean): Promise<void> {
    if (stillManager || !changed.canManageCollaborators) return;
    const authorExists = !!(await this.users.findById(convention.convention.authorId));
    if (!authorExists && (await this.repository.otherManagers(convention.convention.id, changed.id)) === 0) {
      throw new AppException(409, 'errors.lastManager', { code: 'LAST_MANAGER' });
    }
  }

  async history(conventionId: number): Promise<HistoryEntryDto[]> {
    return (await this.repository.history(conventionId)).map(toHistoryEntryDto);
  }

  /** Per-edition rights of one collaborator, for every edition of the convention that has some. */
  async perEditionRights(conventionId: number, collaboratorId: number): Promise<PerEditionRightsDto[]> {
    await this.find(conventionId, collaboratorId);
    return (await this.repository.perEditionRightsOf(collaboratorId)).map((r) => ({ editionId: r.edition.id, ...r.grants() }));
  }

  /**
   * Sets what a collaborator may do on one edition, recorded as PER_EDITIONS_UPDATED. The caller may
   * give only rights they hold on that edition; a right the collaborator already has may stay.
   */
  async setPerEditionRights(caller: Caller, convention: ConventionAccess, collaboratorId: number, editionId: number, rights: EditionRightsInputDto): Promise<PerEditionRightsDto> {
    const conventionId = convention.convention.id;
    const [collaborator, edition] = await Promise.all([this.repository.collaborator(conventionId, collaboratorId), this.access.edition(caller, editionId)]);
    if (!collaborator || !edition || edition.edition.conventionId !== conventionId) throw new NotFoundError();
    let row = await this.repository.perEditionRights(collaborator.id, editionId);
    for (const right of EDITION_GRANT_FIELDS) if (rights[right] && !row?.[right] && !edition.permissions[right]) throw new ForbiddenError('errors.cannotGrantRight');

    const before = row ? { editionId, ...row.grants() } : null;
    row ??= this.repository.addPerEditionRights(collaborator, editionId);
    Object.assign(row, pickGrants(rights));
    const after = { editionId, ...row.grants() };
    // Nothing left on this edition: no row to keep.
    if (!EDITION_GRANT_FIELDS.some((r) => row![r])) this.repository.removePerEditionRights(row);
    const changed = !same(before ?? { editionId, ...noEditionGrants() }, after);
    if (changed) this.repository.addHistory(conventionId, caller.user!.id, collaborator.user, PermissionChangeType.PER_EDITIONS_UPDATED, before, after);
    await this.repository.flush();
    if (changed) await this.events.publish(new CollaboratorRightsChanged(conventionId, collaborator.user.id, caller.user!.id, convention.convention.name));
    return after;
  }
}

/** The rights the request sets (omitted ones stay as they are). */
const pickGrants = (rights: EditionRightsInputDto): Partial<EditionGrants> => Object.fromEntries(EDITION_GRANT_FIELDS.filter((r) => rights[r] !== undefined).map((r) => [r, rights[r]]));
