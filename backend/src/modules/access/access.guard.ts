import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../core/errors/app-errors';
import { ACCESS_KEY, type Access, type RequestWithAccess, type ScopedAccess } from './access.decorators';
import { AccessService } from './access.service';
import { fieldOfRight } from './access.registry';
import { policy } from './admin-mode';

/** Largest value of a PostgreSQL int: ids above cannot exist (and must not reach the database). */
const MAX_ID = 2_147_483_647;

/**
 * Every request passes here. It reads the route's access declaration and answers 401 / 403 / 404
 * before the handler runs; a route that declares nothing is refused (fail closed). For an edition or
 * convention right, the loader reads the object and the caller's rights in one query and the guard
 * hands them to the handler (`@CurrentEdition()`, `@CurrentConvention()`).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<RequestWithAccess>();
    switch (access) {
      case 'public':
        return true;
      case 'signed-in':
        if (!req.user) throw new UnauthorizedError();
        return true;
      case 'global-admin':
        if (!req.user) throw new UnauthorizedError();
        if (!policy.isAdminModeActive(req.user, req)) throw new ForbiddenError('errors.adminModeRequired');
        return true;
      case undefined:
        // Fail closed: a route that forgot to say who may call it is refused.
        this.logger.error(`Route ${req.method} ${req.path} declares no access rule`);
        throw new ForbiddenError();
      default:
        await this.scoped(access, req);
        return true;
    }
  }

  /** 401 first when the action needs a user; 404 unknown or hidden; 401 anonymous, 403 without the right. */
  private async scoped(access: ScopedAccess, req: RequestWithAccess): Promise<void> {
    if (access.signedIn && !req.user) throw new UnauthorizedError();
    const id = Number(req.params[access.param]);
    if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new NotFoundError();
    const caller = { user: req.user, adminMode: policy.isAdminModeActive(req.user, req) };
    const answer = access.scope === 'edition' ? await this.access.edition(caller, id) : await this.access.convention(caller, id);
    if (!answer?.permissions.view) throw new NotFoundError();
    if (!(answer.permissions as Record<string, boolean>)[fieldOfRight(access.scope, access.right)]) {
      if (!req.user) throw new UnauthorizedError();
      throw new ForbiddenError();
    }
    if (access.scope === 'edition') req.editionAccess = answer as RequestWithAccess['editionAccess'];
    else req.conventionAccess = answer as RequestWithAccess['conventionAccess'];
  }
}
