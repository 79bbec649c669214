import { applyDecorators, type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { TooManyRequestsError } from '../errors/app-errors';
import { addressKey } from '../web/client-info';
import { LIMITS, limitBuckets, type LimitName } from './limits';
import { ThrottleService } from './throttle.service';

export const LIMIT_KEY = 'limit';
/** The OpenAPI extension naming a route's limit (read by the write-limits test and the README's table). */
export const LIMIT_EXTENSION = 'x-limit';

const UNITS = [
  [86_400_000, 'day', 'days'],
  [3_600_000, 'hour', 'hours'],
  [60_000, 'minute', 'minutes'],
] as const;

function windowText(ms: number): string {
  const [size, one, many] = UNITS.find(([unit]) => ms % unit === 0) ?? UNITS[2];
  return ms === size ? one : `${ms / size} ${many}`;
}

/** A limit's rules as people read them: "10 per hour, 30 per day". */
export function rulesText(name: LimitName): string {
  return LIMITS[name].rules.map((r) => `${r.limit} per ${windowText(r.windowMs)}`).join(', ');
}

/**
 * The route's limit, from the one list (`core/throttle/limits.ts`): taken by `LimitInterceptor` when
 * the list says `takenBy: 'route'`, by the service otherwise; documented as a 429 either way.
 */
export const Limited = (...names: [LimitName, ...LimitName[]]) =>
  applyDecorators(
    SetMetadata(LIMIT_KEY, names),
    ApiExtension(LIMIT_EXTENSION, names),
    ApiTooManyRequestsResponse({ description: names.map((name) => `${LIMITS[name].counts}: ${rulesText(name)}`).join('; ') + ' (Retry-After, TOO_MANY_REQUESTS)' }),
  );

/** A refusal after which the write did not happen through the caller's fault, and costs nothing: invalid, unknown, in conflict, too large. */
const GIVES_BACK = new Set([400, 404, 409, 413, 415, 422]);

/**
 * Takes a route's limit after the access guard (a caller refused there is not counted) and before
 * the body is validated: parallel requests queue on the counter, so no more than the limit get
 * through. A request then refused for what it holds gives its count back, unless every try counts
 * (a guess of the current password).
 */
@Injectable()
export class LimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttle: ThrottleService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const names = (this.reflector.get<LimitName[] | undefined>(LIMIT_KEY, context.getHandler()) ?? []).filter((name) => LIMITS[name].takenBy === 'route');
    if (names.length === 0) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const subject = req.user ? `user:${req.user.id}` : `address:${addressKey(req.ip ?? 'unknown')}`;
    const buckets = names.flatMap((name) => limitBuckets(name, subject));
    const givesBack = names.every((name) => !('everyTry' in LIMITS[name]));
    return from(
      (async () => {
        await this.throttle.take(...buckets).catch((error: unknown) => {
          // A write's limit is said as such ("you did this often"); a guess's stays "too many attempts".
          throw givesBack && error instanceof TooManyRequestsError ? new TooManyRequestsError(error.details.retryAfterSeconds ?? 60, 'errors.tooManyWrites') : error;
        });
        try {
          return await lastValueFrom(next.handle(), { defaultValue: undefined });
        } catch (error) {
          const status = error instanceof HttpException ? error.getStatus() : 0;
          if (givesBack && GIVES_BACK.has(status)) await this.throttle.giveBack(...buckets.map((b) => b.bucket));
          throw error;
        }
      })(),
    );
  }
}
