/**
 * How a route says who may call it. Every route declares one of these (or its controller does); the
 * access guard refuses a route that declares nothing.
 *
 *     @Public()                                 anyone
 *     @SignedIn()                               a signed-in user (401)
 *     @GlobalAdmin()                            a global admin in admin mode (401 / 403)
 *     @EditionAccess('manageVolunteers')        a right on the edition of `:id` (404 / 401 / 403)
 *     @ConventionAccess('manageCollaborators')  a right on the convention of `:id`
 *
 * Handlers then take what the guard loaded: `@CurrentUser() user`, `@CurrentEdition() access`,
 * `@CurrentConvention() access`, `@CurrentCaller() caller`.
 */
import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse, ApiParam, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { UnauthorizedError } from '../../core/errors/app-errors';
import type { Caller } from './access-rules';
import type { ConventionAccess as ConventionAccessAnswer, EditionAccess as EditionAccessAnswer } from './access.service';
import type { ConventionRight, EditionRight } from './access.registry';
import { policy } from './admin-mode';

export const ACCESS_KEY = 'access';

/** A right on the edition or convention whose id is the route parameter `param`. */
export interface ScopedAccess {
  scope: 'edition' | 'convention';
  right: EditionRight | ConventionRight;
  param: string;
  /** Refuse anonymous callers first (401), whatever the right: actions that belong to a user. */
  signedIn: boolean;
}

/** Who may call a route. */
export type Access = 'public' | 'signed-in' | 'global-admin' | ScopedAccess;

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

interface ScopeOptions {
  /** The route parameter holding the id (default `id`). */
  param?: string;
  signedIn?: boolean;
}

function scoped(scope: ScopedAccess['scope'], right: ScopedAccess['right'], options: ScopeOptions) {
  const param = options.param ?? 'id';
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { scope, right, param, signedIn: !!options.signedIn } satisfies Access),
    ApiParam({ name: param, type: Number, description: `The ${scope} id` }),
    ApiNotFoundResponse({ description: `No such ${scope} (or one hidden from the caller: offline, archived)` }),
    ...(right === 'view' ? [] : [ApiForbiddenResponse({ description: `Needs the ${scope} right '${right}'` })]),
    ...(options.signedIn ? [ApiCookieAuth(), ApiUnauthorizedResponse({ description: 'Not signed in' })] : []),
  );
}

/** A right on the edition of the route (registry: EDITION_RIGHTS); 'view' for what anyone who may see it may read. */
export const EditionAccess = (right: EditionRight, options: ScopeOptions = {}) => scoped('edition', right, options);

/** A right on the convention of the route (registry: CONVENTION_RIGHTS). */
export const ConventionAccess = (right: ConventionRight, options: ScopeOptions = {}) => scoped('convention', right, options);

/** Where the guard leaves what it loaded for the handler. */
export type RequestWithAccess = Request & { editionAccess?: EditionAccessAnswer; conventionAccess?: ConventionAccessAnswer };

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

/** Who calls, and whether admin mode is on for this request: what the access rules take. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { user: req.user, adminMode: policy.isAdminModeActive(req.user, req) };
});

/** The edition of an `@EditionAccess` route and the caller's rights on it, as the guard loaded them. */
export const CurrentEdition = createParamDecorator((_: unknown, ctx: ExecutionContext): EditionAccessAnswer => {
  const access = ctx.switchToHttp().getRequest<RequestWithAccess>().editionAccess;
  if (!access) throw new Error('CurrentEdition used on a route without @EditionAccess');
  return access;
});

/** The convention of a `@ConventionAccess` route and the caller's rights on it, as the guard loaded them. */
export const CurrentConvention = createParamDecorator((_: unknown, ctx: ExecutionContext): ConventionAccessAnswer => {
  const access = ctx.switchToHttp().getRequest<RequestWithAccess>().conventionAccess;
  if (!access) throw new Error('CurrentConvention used on a route without @ConventionAccess');
  return access;
});
