import { EntityManager } from '@mikro-orm/postgresql';
import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../core/errors/app-errors';
import { ACCESS_KEY } from '../access/access.decorators';
import { conventionPermissions, type ConventionAccessRight, type ConventionPermissions } from '../access/access-rules';
import { policy, type Actor } from '../access/admin-mode';
import { Convention, ConventionCollaborator } from './convention.entity';

const RIGHT_KEY = 'conventionRight';

export interface ConventionAccess {
  convention: Convention;
  permissions: ConventionPermissions;
}

type RequestWithAccess = Request & { conventionAccess?: ConventionAccess };

/**
 * Loads the convention named by the `:id` route parameter and asks the policy whether the caller
 * holds `right` on it: 404 for an unknown (or, for outsiders, archived) convention, 401 when a
 * right is needed and nobody is signed in, 403 without the right.
 */
@Injectable()
export class ConventionGuard implements CanActivate {
  constructor(
    private readonly em: EntityManager,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const right = this.reflector.get<ConventionAccessRight>(RIGHT_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<RequestWithAccess>();
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new NotFoundError();
    const convention = await this.em.findOne(Convention, { id });
    if (!convention) throw new NotFoundError();
    const actor = req.user as Actor | undefined;
    const collaborator = actor ? await this.em.findOne(ConventionCollaborator, { convention: id, user: actor.id }) : null;
    const permissions = conventionPermissions({
      actor,
      adminMode: policy.isAdminModeActive(actor, req),
      authorId: convention.author.id,
      isArchived: convention.isArchived,
      collaborator: collaborator?.rights() ?? null,
    });
    if (!permissions.view) throw new NotFoundError();
    if (right !== 'view' && !permissions[right]) {
      if (!actor) throw new UnauthorizedError();
      throw new ForbiddenError();
    }
    req.conventionAccess = { convention, permissions };
    return true;
  }
}

/** Declares the convention right a route needs; the convention comes from the `:id` parameter. */
/** `signedIn` for actions that belong to a user (e.g. claiming), on top of the convention right. */
export const ConventionAccessRequired = (right: ConventionAccessRight, options: { signedIn?: boolean } = {}) =>
  applyDecorators(
    // Reading a visible convention is public; the guard itself refuses anonymous callers for rights.
    SetMetadata(ACCESS_KEY, options.signedIn ? 'signed-in' : 'public'),
    SetMetadata(RIGHT_KEY, right),
    UseGuards(ConventionGuard),
    ApiParam({ name: 'id', type: Number, description: 'The convention id' }),
    ApiNotFoundResponse({ description: 'No such convention (or archived, for outsiders)' }),
    ...(right === 'view' ? [] : [ApiForbiddenResponse({ description: `Needs ${right}` })]),
  );

/** The convention and the caller's permissions, as loaded by the guard. */
export const CurrentConvention = createParamDecorator((_: unknown, ctx: ExecutionContext): ConventionAccess => {
  const access = ctx.switchToHttp().getRequest<RequestWithAccess>().conventionAccess;
  if (!access) throw new Error('CurrentConvention used on a route without ConventionAccessRequired');
  return access;
});
