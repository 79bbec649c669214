import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { UnauthorizedError } from '../../core/errors/app-errors';

export const ACCESS_KEY = 'access';

/** Who may call a route. Every route declares one; the guard refuses routes that do not. */
export type Access = 'public' | 'signed-in' | 'global-admin';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** A signed-in user (401 otherwise). */
export const SignedIn = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'signed-in' satisfies Access), ApiCookieAuth(), ApiUnauthorizedResponse({ description: 'Not signed in' }));

/** A global administrator whose request carries `X-Admin-Mode: true` (401 / 403 otherwise). */
export const GlobalAdmin = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'global-admin' satisfies Access),
    ApiCookieAuth(),
    ApiHeader({ name: 'X-Admin-Mode', required: true, description: 'Must be "true": admin rights apply only in admin mode' }),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Not a global administrator in admin mode' }),
  );

/**
 * The signed-in user of the request, as a handler parameter: `@CurrentUser() user: User`. On a
 * route that anonymous callers reach too, `@CurrentUser({ optional: true }) user: User | undefined`.
 * Without `optional` a missing user is a 401 (the route's declaration should have said so first).
 */
export const CurrentUser = createParamDecorator((options: { optional?: boolean } | undefined, ctx: ExecutionContext) => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user && !options?.optional) throw new UnauthorizedError();
  return user;
});
