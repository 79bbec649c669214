/**
 * Field rules composed once. A DTO field reads as one line, `@OptionalText(200) city?: string | null`,
 * and carries its OpenAPI description, its trimming and its validators with messages the exception
 * filter translates. Each helper lists its checks in the order they run (`stacked`): the type first,
 * then the cheap bounds, then the patterns, so that the first message says what is most wrong.
 */
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsLatitude,
  IsNumber,
  IsLongitude,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { COUNTRY_CODES } from './countries';
import { CURRENCY_CODES } from './currencies';
import { canonicalTimeZone, TIME_ZONES } from './time-zones';
import { msg, stacked, Trim } from './validation';

export { stacked };

/** A value that is absent, null or '' skips the checks that follow: the field is being cleared. */
const unlessCleared = () => ValidateIf((_, v) => v !== null && v !== '');

/**
 * Absent skips the checks that follow (a partial update leaves the field as it is), but null does
 * not: a field that cannot be cleared answers 400 to null instead of reaching the database.
 */
export const IfGiven = () => ValidateIf((_, v) => v !== undefined);

interface TextOptions {
  /** Absent is allowed; a given value must still be non-empty. */
  optional?: boolean;
  description?: string;
}

/**
 * Required text, trimmed, not empty, at most `max` characters. Missing (or null) says "required", as
 * blank does: class-validator runs IsDefined before the other checks, whatever its place.
 */
export function Text(max: number, options: TextOptions = {}): PropertyDecorator {
  const doc = { maxLength: max, description: options.description };
  return stacked(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.optional ? [IfGiven()] : []),
    IsDefined(msg('validation.isNotEmpty')),
    Trim(),
    IsString(),
    IsNotEmpty(msg('validation.isNotEmpty')),
    MaxLength(max, msg('validation.maxLength')),
  );
}

/** Optional text, trimmed, at most `max` characters; null or '' clears it (stored as null). */
export function OptionalText(max: number, description?: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description }),
    IsOptional(),
    Trim(),
    unlessCleared(),
    IsString(),
    MaxLength(max, msg('validation.maxLength')),
  );
}

/**
 * A country as its ISO 3166-1 alpha-2 code (any case, trimmed, stored in capitals); optional: null
 * or '' clears it. The codes are an enum of the OpenAPI document (CountryCode).
 */
export function OptionalCountry(description?: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ enum: COUNTRY_CODES, enumName: 'CountryCode', nullable: true, description }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    unlessCleared(),
    IsIn(COUNTRY_CODES, msg('validation.isIn')),
  );
}

/**
 * A currency as its ISO 4217 code among CURRENCY_CODES (any case, trimmed, stored in capitals). It
 * cannot be cleared: absent leaves it as it is (a partial update), null is a 400. The codes are an
 * enum of the OpenAPI document (CurrencyCode).
 */
export function Currency(description?: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ enum: CURRENCY_CODES, enumName: 'CurrencyCode', description }),
    IfGiven(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsIn(CURRENCY_CODES, msg('validation.isIn')),
  );
}

/**
 * A time zone as its IANA name (core/validation/time-zones.ts: the names the runtime knows, and
 * 'UTC'; any case or a known alias is stored under the listed name). It cannot be cleared: absent
 * leaves it as it is, null is a 400. A plain string in the OpenAPI document (the list follows the runtime).
 */
export function TimeZone(description?: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, maxLength: 64, example: 'Europe/Paris', description }),
    IfGiven(),
    Transform(({ value }: { value: unknown }) => canonicalTimeZone(value)),
    IsIn([...TIME_ZONES], msg('validation.timeZone')),
  );
}

/** Optional http(s) link of at most `max` characters; null or '' clears it. */
export function OptionalUrl(max = 500): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, format: 'uri' }),
    IsOptional(),
    Trim(),
    unlessCleared(),
    IsString(),
    MaxLength(max, msg('validation.maxLength')),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }, msg('validation.isUrl')),
  );
}

/** An e-mail address (trimmed, at most 254 characters); `optional`: may be absent, null or '' (clears it). */
export function Email(options: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  const doc: ApiPropertyOptions = { format: 'email', maxLength: 254, description: options.description };
  return stacked(
    options.optional ? ApiPropertyOptional({ ...doc, type: String, nullable: true }) : ApiProperty(doc),
    ...(options.optional ? [IsOptional()] : []),
    Trim(),
    ...(options.optional ? [unlessCleared()] : []),
    IsString(),
    MaxLength(254, msg('validation.maxLength')),
    IsEmail({}, msg('validation.isEmail')),
  );
}

/** An optional true/false setting: omitted means unchanged. */
export function Flag(description?: string): PropertyDecorator {
  return stacked(ApiPropertyOptional({ type: Boolean, description }), IfGiven(), IsBoolean(msg('validation.isBoolean')));
}

/** One of an enum's values (`schema`: its values and OpenAPI name), optional; null clears it. */
export function OptionalChoice(schema: { enum: string[]; enumName: string }): PropertyDecorator {
  return stacked(ApiPropertyOptional({ ...schema, nullable: true }), IsOptional(), ValidateIf((_, v) => v !== null), IsIn(schema.enum, msg('validation.isIn')));
}

/** The largest id of a row of ours (PostgreSQL's int). */
export const MAX_ID = 2_147_483_647;

/** An id of a row of ours (1 … MAX_ID) in a body; `optional`: may be absent (null is a 400). */
export function Id(options: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  const doc = { type: 'integer' as const, minimum: 1, maximum: MAX_ID, description: options.description };
  return stacked(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.optional ? [IfGiven()] : []),
    IsInt(msg('validation.isInt')),
    Min(1, msg('validation.min')),
    Max(MAX_ID, msg('validation.max')),
  );
}

/**
 * A whole number from `min` to `max` in a body; `optional`: may be absent (a partial update; null is
 * a 400); `nullable`: may be absent or null (null clears it).
 */
export function WholeNumber(min: number, max: number, options: { optional?: boolean; nullable?: boolean; description?: string } = {}): PropertyDecorator {
  const doc: ApiPropertyOptions = { type: 'integer', minimum: min, maximum: max, description: options.description };
  return stacked(
    options.nullable ? ApiPropertyOptional({ ...doc, nullable: true }) : options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.nullable ? [IsOptional(), ValidateIf((_, v) => v !== null)] : options.optional ? [IfGiven()] : []),
    IsInt(msg('validation.isInt')),
    Min(min, msg('validation.min')),
    Max(max, msg('validation.max')),
  );
}

/** A whole number of the query string (its text turned into a number), `min` … `max`; optional unless `required`. */
export function QueryInt(min: number, max: number, { required = false, ...doc }: { description?: string; default?: number; required?: boolean } = {}): PropertyDecorator {
  const schema: ApiPropertyOptions = { type: 'integer', minimum: min, maximum: max, ...doc };
  return stacked(
    required ? ApiProperty(schema) : ApiPropertyOptional(schema),
    ...(required ? [] : [IsOptional()]),
    Type(() => Number),
    IsInt(msg('validation.isInt')),
    Min(min, msg('validation.min')),
    Max(max, msg('validation.max')),
  );
}

/** An id of the query string (a filter: the rows of this team, of this tier…). */
export const QueryId = (description?: string): PropertyDecorator => QueryInt(1, MAX_ID, { description });

/** The page asked of a list paged by number (from 1; a field defaulting to 1). */
export const PageNumber = (): PropertyDecorator => QueryInt(1, 100_000, { default: 1 });

/** The size of a page of a list paged by number (1–100; a field defaulting to 25). */
export const PageSize = (): PropertyDecorator => QueryInt(1, 100, { default: 25 });

/** The words of a search: optional, trimmed, at most `max` characters. */
export function SearchText(max: number, description: string): PropertyDecorator {
  return stacked(ApiPropertyOptional({ maxLength: max, description }), IsOptional(), Trim(), IsString(), MaxLength(max, msg('validation.maxLength')));
}

/** A calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function Day(options: { optional?: boolean; description?: string; example?: string } = {}): PropertyDecorator {
  const doc = { format: 'date', description: options.description, example: options.example };
  return stacked(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(options.optional ? [IfGiven()] : []),
    IsString(msg('validation.isDateString')),
    Matches(DAY_PATTERN, msg('validation.isDateString')),
  );
}

/** The checks of an ISO 8601 date-time with its offset (2027-05-01T08:00:00.000Z). */
const dateTimeChecks = () => [
  IsString(msg('validation.isDateString')),
  MaxLength(40, msg('validation.maxLength')),
  Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, msg('validation.isDateString')),
  IsISO8601({ strict: true }, msg('validation.isDateString')),
];
const DATE_TIME_DOC = { type: String, format: 'date-time', example: '2027-05-01T08:00:00.000Z' };

/** An ISO 8601 date-time with its offset; `optional`: may be absent (null is a 400). */
export function DateTime(options: { optional?: boolean } = {}): PropertyDecorator {
  return stacked(options.optional ? ApiPropertyOptional(DATE_TIME_DOC) : ApiProperty(DATE_TIME_DOC), ...(options.optional ? [IfGiven()] : []), ...dateTimeChecks());
}

/** An optional ISO 8601 date-time with its offset; null clears it. */
export function OptionalDateTime(description?: string): PropertyDecorator {
  return stacked(ApiPropertyOptional({ ...DATE_TIME_DOC, nullable: true, description }), IsOptional(), ValidateIf((_, v) => v !== null), ...dateTimeChecks());
}

/**
 * The end of a date range: a day (YYYY-MM-DD) or an ISO date-time that may not come before the
 * field `startField` of the same object. Days and ISO date-times of one zone compare as text.
 */
export function NotBefore(startField: string): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notBeforeStart',
      target: object.constructor,
      propertyName: propertyName as string,
      options: msg('validation.endBeforeStart'),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const start = (args.object as Record<string, unknown>)[startField];
          return typeof value !== 'string' || typeof start !== 'string' || value >= start;
        },
      },
    });
}

/** The last day of a range that starts at the day field `startField` (same object). */
export function EndDay(startField: string, options: { example?: string } = {}): PropertyDecorator {
  return stacked(Day(options), NotBefore(startField));
}

/** Optional latitude or longitude in degrees; null clears it. */
export function Coordinate(axis: 'latitude' | 'longitude'): PropertyDecorator {
  const bound = axis === 'latitude' ? 90 : 180;
  return stacked(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: -bound, maximum: bound }),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsNumber({ allowNaN: false, allowInfinity: false }, msg(axis === 'latitude' ? 'validation.isLatitude' : 'validation.isLongitude')),
    axis === 'latitude' ? IsLatitude(msg('validation.isLatitude')) : IsLongitude(msg('validation.isLongitude')),
  );
}

/** The largest amount the API takes: ten million in any currency, in cents. */
export const MONEY_MAX_CENTS = 1_000_000_000;

/** An amount of money in cents (whole, 0 … MONEY_MAX_CENTS); `optional`: may be absent or null. */
export function Money(options: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  const doc: ApiPropertyOptions = { type: 'integer', minimum: 0, maximum: MONEY_MAX_CENTS, description: options.description ?? 'Amount in cents' };
  return stacked(
    options.optional ? ApiPropertyOptional({ ...doc, nullable: true }) : ApiProperty(doc),
    ...(options.optional ? [IsOptional(), ValidateIf((_, v) => v !== null)] : []),
    IsInt(msg('validation.isInt')),
    Min(0, msg('validation.min')),
    Max(MONEY_MAX_CENTS, msg('validation.max')),
  );
}

/** A secret typed by the user (a password to check): never trimmed, not empty, at most `max` characters. */
export function Secret(max: number): PropertyDecorator {
  return stacked(ApiProperty(), IsString(), IsNotEmpty(msg('validation.isNotEmpty')), MaxLength(max, msg('validation.maxLength')));
}

/** A code of six digits sent by mail or SMS. */
export function SixDigitCode(): PropertyDecorator {
  return stacked(ApiProperty({ pattern: '^[0-9]{6}$' }), IsString(), Matches(/^[0-9]{6}$/, msg('validation.verificationCode')));
}

/** An optional phone number (digits, spaces, + ( ) . -); '' or null clears it. */
export function OptionalPhone(description = 'Empty string clears it'): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 30, description }),
    IsOptional(),
    Trim(),
    unlessCleared(),
    IsString(),
    Matches(/^\+?[0-9 ().-]{6,30}$/, msg('validation.phone')),
  );
}

/**
 * Puts `decorator()` on each of `names` of a DTO class: fields declared once in a list (rights,
 * flags, categories) become DTO fields; a merged interface gives TypeScript their types.
 */
export function decorateFields(dto: { prototype: object }, names: readonly string[], decorator: () => PropertyDecorator): void {
  for (const name of names) decorator()(dto.prototype, name);
}
