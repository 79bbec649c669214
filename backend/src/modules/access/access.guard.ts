import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../../core/errors/app-errors';
import { ACCESS_KEY, type Access } from './access.decorators';
import { policy, type Actor } from './admin-mode';

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request>();
    const actor = req.user as Actor | undefined;
    switch (access) {
      case 'public':
        return true;
      case 'signed-in':
        if (!actor) throw new UnauthorizedError();
        return true;
      case 'global-admin':
        if (!actor) throw new UnauthorizedError();
        if (!policy.isAdminModeActive(actor, req)) throw new ForbiddenError('errors.adminModeRequired');
        return true;
      default:
        // Fail closed: a route that forgot to say who may call it is refused.
        this.logger.error(`Route ${req.method} ${req.path} declares no access rule`);
        throw new ForbiddenError();
    }
  }
}
