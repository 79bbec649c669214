import { applyDecorators, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ValidationArguments, ValidationOptions } from 'class-validator';
import { ValidationFailedError, type TranslatableMessage } from '../errors/app-errors';
import { keepValidationMetadataLookups } from './metadata-cache';

const PREFIX = 'i18n:';

/**
 * A class-validator message that the exception filter turns into the reader's language:
 * `@MaxLength(40, msg('validation.maxLength'))` → "At most 40 characters" / "40 caractères au plus".
 * The constraint values are passed as {{constraint0}}, {{constraint1}}…
 */
export function msg(key: string): ValidationOptions {
  return {
    message: (args: ValidationArguments) =>
      PREFIX +
      JSON.stringify({
        key,
        // Options objects (e.g. isEmail's) are not message material; numbers and strings are.
        params: Object.fromEntries((args.constraints ?? []).flatMap((c, i) => (typeof c === 'object' ? [] : [[`constraint${i}`, c]]))),
      }),
  };
}

function toMessage(constraint: string, text: string): TranslatableMessage {
  if (text.startsWith(PREFIX)) return JSON.parse(text.slice(PREFIX.length)) as TranslatableMessage;
  // Constraints without an explicit message use validation.<constraintName>.
  return { key: constraint === 'whitelistValidation' ? 'validation.unknownField' : `validation.${constraint}` };
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, TranslatableMessage[]> {
  const out: Record<string, TranslatableMessage[]> = {};
  for (const error of errors) {
    const field = prefix + error.property;
    if (error.constraints) {
      // One message per field is enough for a form; keep them all, first is most basic.
      out[field] = Object.entries(error.constraints).map(([c, t]) => toMessage(c, t));
    }
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, `${field}.`));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  keepValidationMetadataLookups();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedError(flattenValidationErrors(errors)),
  });
}

/**
 * Puts decorators on a field so that its checks run in the order listed, the type first: written by
 * hand, class-validator would run the lowest first (a number sent as text got "at most N characters").
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...decorators) as PropertyDecorator;
}

/** Trims strings before they are validated (other values pass through). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The furthest a list may be paged (far past any list; what PostgreSQL's bigint still takes). */
export const MAX_OFFSET = 1_000_000_000;

/** `limit` (1–100, default 20) and `offset` of a paged list. */
export class PageQuery {
  @(stacked(ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 }), IsOptional(), Type(() => Number), IsInt(msg('validation.isInt')), Min(1, msg('validation.min')), Max(100, msg('validation.max'))))
  limit: number = 20;

  @(stacked(ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_OFFSET }), IsOptional(), Type(() => Number), IsInt(msg('validation.isInt')), Min(0, msg('validation.min')), Max(MAX_OFFSET, msg('validation.max'))))
  offset: number = 0;
}
