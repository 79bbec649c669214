import { EntityManager } from '@mikro-orm/postgresql';
import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../core/errors/app-errors';
import { ACCESS_KEY } from '../access/access.decorators';
import { conventionPermissions, editionPermissions, type EditionPermissions } from '../access/access-rules';
import { policy, type Actor } from '../access/admin-mode';
import { ConventionCollaborator } from '../conventions/convention.entity';
import type { EditionDto } from './edition.dto';
import { Edition, EditionCollaboratorPermission } from './edition.entity';
import { EditionsService } from './editions.service';

const RIGHT_KEY = 'editionRight';
export type EditionAccessRight = keyof EditionPermissions;

export interface EditionAccess {
  edition: Edition;
  permissions: EditionPermissions;
}

/** What a read-only route gets: the edition as the API shows it, not an entity. */
export interface EditionView {
  edition: EditionDto;
  permissions: EditionPermissions;
}

type RequestWithAccess = Request & { editionAccess?: EditionAccess; editionView?: EditionView };

/** The `:id` of the route, or 404. */
function editionId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new NotFoundError();
  return id;
}

/** Loads the edition of the `:id` parameter and asks the policy: 404 unknown or hidden, 401 anonymous, 403 without the right. */
@Injectable()
export class EditionGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const right = this.reflector.get<EditionAccessRight>(RIGHT_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<RequestWithAccess>();
    const id = editionId(req);
    const edition = await this.em.findOne(Edition, { id }, { populate: ['convention'] });
    if (!edition) throw new NotFoundError();
    const actor = req.user as Actor | undefined;
    const collaborator = actor ? await this.em.findOne(ConventionCollaborator, { convention: edition.convention, user: actor.id }) : null;
    const perEdition = collaborator ? await this.em.findOne(EditionCollaboratorPermission, { collaborator, edition }) : null;
    const convention = edition.convention;
    const permissions = editionPermissions(
      conventionPermissions({
        actor,
        adminMode: policy.isAdminModeActive(actor, req),
        authorId: convention.author.id,
        isArchived: convention.isArchived,
        collaborator: collaborator?.rights() ?? null,
      }),
      edition.isOnline,
      convention.isArchived,
      perEdition,
    );
    if (!permissions.view) throw new NotFoundError();
    if (right !== 'view' && !permissions[right]) {
      if (!actor) throw new UnauthorizedError();
      throw new ForbiddenError();
    }
    req.editionAccess = { edition, permissions };
    return true;
  }
}

/**
 * The read path of the same decision: plain rows instead of entities (for visitors the public part
 * remembered, for a signed-in user the edition and their rights in one fresh query) and the same
 * policy: 404 unknown or hidden (401 first when `signedIn` is asked of an anonymous caller).
 */
@Injectable()
export class EditionViewGuard implements CanActivate {
  constructor(private readonly editions: EditionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithAccess>();
    const id = editionId(req);
    const actor = req.user as Actor | undefined;
    // Visitors: the remembered public part. Signed-in users: one fresh query with their rights.
    const facts = actor ? await this.editions.editionForUser(id, actor.id) : await this.editions.editionFacts(id).then((f) => f && { ...f, collaborator: null, perEdition: null });
    if (!facts) throw new NotFoundError();
    const { edition, collaborator, perEdition } = facts;
    const permissions = editionPermissions(
      conventionPermissions({ actor, adminMode: policy.isAdminModeActive(actor, req), authorId: facts.authorId, isArchived: facts.isArchived, collaborator }),
      edition.isOnline,
      facts.isArchived,
      perEdition,
    );
    if (!permissions.view) throw new NotFoundError();
    req.editionView = { edition, permissions };
    return true;
  }
}

/** `signedIn` for actions that belong to a user (e.g. starring), on top of the edition right. */
export const EditionAccessRequired = (right: EditionAccessRight, options: { signedIn?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, options.signedIn ? 'signed-in' : 'public'),
    SetMetadata(RIGHT_KEY, right),
    UseGuards(EditionGuard),
    ApiParam({ name: 'id', type: Number, description: 'The edition id' }),
    ApiNotFoundResponse({ description: 'No such edition (or offline, for outsiders)' }),
    ...(right === 'view' ? [] : [ApiForbiddenResponse({ description: `Needs ${right}` })]),
  );

/** A route that only reads an edition anyone allowed to see it may see (`signedIn`: and only for signed-in callers). */
export const EditionViewRequired = (options: { signedIn?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, options.signedIn ? 'signed-in' : 'public'),
    UseGuards(EditionViewGuard),
    ApiParam({ name: 'id', type: Number, description: 'The edition id' }),
    ApiNotFoundResponse({ description: 'No such edition (or offline, for outsiders)' }),
  );

export const CurrentEditionView = createParamDecorator((_: unknown, ctx: ExecutionContext): EditionView => {
  const view = ctx.switchToHttp().getRequest<RequestWithAccess>().editionView;
  if (!view) throw new Error('CurrentEditionView used on a route without EditionViewRequired');
  return view;
});

export const CurrentEdition = createParamDecorator((_: unknown, ctx: ExecutionContext): EditionAccess => {
  const access = ctx.switchToHttp().getRequest<RequestWithAccess>().editionAccess;
  if (!access) throw new Error('CurrentEdition used on a route without EditionAccessRequired');
  return access;
});
