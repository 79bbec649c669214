import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { COUNTRY_CODES, type CountryCode } from '../../core/validation/countries';
import { CURRENCY_CODES, type CurrencyCode } from '../../core/validation/currencies';
import { Coordinate, Currency, Day, EndDay, Flag, OptionalCountry, OptionalText, OptionalUrl, SearchText, Text, TimeZone } from '../../core/validation/fields';
import { msg, PageQuery } from '../../core/validation/validation';
import { EditionPermissionsDto } from '../access/access.dto';
import { AMENITY_FLAGS, EDITION_TEXTS, PAYMENT_FLAGS, SERVICE_FLAGS, SETTING_FLAGS, type EditionText, type ServiceFlag, type ServiceFlags } from './edition-flags';

/** Which editions a search covers by date: those not over yet, or those over. */
export const EDITION_PERIODS = ['current', 'past'] as const;
export type EditionPeriod = (typeof EDITION_PERIODS)[number];

/** Creating needs a name and both days; everything else is optional. */
export class CreateEditionDto {
  @Text(200) name!: string;
  @Day({ example: '2027-05-14' }) startDate!: string;
  @EndDay('startDate', { example: '2027-05-17' }) endDate!: string;
  @Coordinate('latitude') latitude?: number | null;
  @Coordinate('longitude') longitude?: number | null;
  @OptionalText(20000) description?: string | null;
  @OptionalText(20000) program?: string | null;
  @OptionalText(200) addressLine1?: string | null;
  @OptionalText(200) addressLine2?: string | null;
  @OptionalText(100) city?: string | null;
  @OptionalCountry() country?: CountryCode | null;
  @OptionalText(20) postalCode?: string | null;
  @OptionalText(100) region?: string | null;
  @OptionalUrl() facebookUrl?: string | null;
  @OptionalUrl() instagramUrl?: string | null;
  @OptionalUrl() ticketingUrl?: string | null;
  @OptionalUrl() officialWebsiteUrl?: string | null;
  @Flag() isOnline?: boolean;
  @Flag() workshopsEnabled?: boolean;
  @Flag() workshopLocationsFreeInput?: boolean;
  @Flag() workshopProposalsOpen?: boolean;
  @Currency('What its amounts are counted in (default EUR)') currency?: CurrencyCode;
  @TimeZone('Where it takes place, as an IANA time zone: its days and times are read on its clocks (default Europe/Paris)') timeZone?: string;
}
export interface CreateEditionDto extends Partial<ServiceFlags> {}
for (const flag of SERVICE_FLAGS) Flag()(CreateEditionDto.prototype, flag);

/** Every field optional, each validated as on creation; null clears only what may be cleared (else 400). */
export class UpdateEditionDto extends PartialType(CreateEditionDto, { skipNullProperties: false }) {}

export class EditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() conventionId!: number;
  @ApiProperty() conventionName!: string;
  @ApiProperty({ type: Number, nullable: true }) creatorId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty() isOnline!: boolean;
  @ApiProperty() workshopsEnabled!: boolean;
  @ApiProperty() workshopLocationsFreeInput!: boolean;
  @ApiProperty({ description: 'Volunteers, artists and ticket holders may propose workshops (the team always may).' }) workshopProposalsOpen!: boolean;
  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode', description: 'ISO 4217 code: what its amounts (in cents) are counted in' }) currency!: CurrencyCode;
  @ApiProperty({ example: 'Europe/Paris', description: 'IANA time zone of the place: its days and the times of its slots, shows and trips are read on its clocks' }) timeZone!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}
export interface EditionDto extends ServiceFlags, Record<EditionText, string | null> {}
for (const text of EDITION_TEXTS) ApiProperty({ type: String, nullable: true })(EditionDto.prototype, text);
for (const flag of SERVICE_FLAGS) ApiProperty({ type: Boolean })(EditionDto.prototype, flag);

/** The flags an edition may have, by kind: documents the enums the front end's lists come from. */
export class EditionServiceFlagsDto {
  @ApiProperty({ enum: AMENITY_FLAGS, enumName: 'AmenityFlag', isArray: true }) amenities!: string[];
  @ApiProperty({ enum: PAYMENT_FLAGS, enumName: 'PaymentFlag', isArray: true }) payments!: string[];
}

/** The fields of EditionDto read as they are from the edition (entity property = DTO field). */
const EDITION_OWN_FIELDS = ['id', 'name', 'startDate', 'endDate', 'imageUrl', 'latitude', 'longitude', ...EDITION_TEXTS, ...SERVICE_FLAGS, ...SETTING_FLAGS, 'currency', 'timeZone'] as const;

/**
 * What toEditionDto reads: an Edition entity (with its convention loaded) or a row read with
 * EDITION_SELECT. Both carry the DTO's field names; times may come as Date or as text.
 */
export type EditionRecord = { [K in (typeof EDITION_OWN_FIELDS)[number]]?: EditionDto[K] | null } & {
  conventionId: number;
  conventionName: string;
  creatorId: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The one mapper of an edition to the API. */
export function toEditionDto(e: EditionRecord): EditionDto {
  const dto: Record<string, unknown> = { conventionId: e.conventionId, conventionName: e.conventionName, creatorId: e.creatorId ?? null };
  for (const field of EDITION_OWN_FIELDS) dto[field] = e[field] ?? null;
  dto.createdAt = iso(e.createdAt);
  dto.updatedAt = iso(e.updatedAt);
  return dto as unknown as EditionDto;
}

const naming = new UnderscoreNamingStrategy();

/**
 * Every field of EditionDto as SQL, read from `editions e` joined to `conventions c` under its DTO
 * name: what plain-row reads select so that toEditionDto maps them like entities.
 */
export const EDITION_SELECT = [
  ...EDITION_OWN_FIELDS.map((field) => `e.${naming.propertyToColumnName(field)} as "${field}"`),
  'e.convention_id as "conventionId"',
  'c.name as "conventionName"',
  'e.creator_id as "creatorId"',
  'e.created_at as "createdAt"',
  'e.updated_at as "updatedAt"',
].join(', ');

/** One edition of a convention the caller belongs to, with what they may do on it (my conventions page). */
export class MyEditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() conventionId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty() isOnline!: boolean;
  @ApiProperty({ type: String, nullable: true }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode', nullable: true, description: 'ISO 3166-1 alpha-2 code' }) country!: CountryCode | null;
  @ApiProperty({ type: EditionPermissionsDto }) permissions!: EditionPermissionsDto;
}

export class MyEditionsDto {
  @ApiProperty({ type: [MyEditionDto] }) items!: MyEditionDto[];
}

export class EditionListDto {
  @ApiProperty({ type: [EditionDto] }) items!: EditionDto[];
}

/** One search result or favorite: the edition with whether the caller starred it. */
export class EditionCardDto extends EditionDto {
  @ApiProperty() isFavorite!: boolean;
}

export class EditionSearchResultDto {
  @ApiProperty({ type: [EditionCardDto] }) items!: EditionCardDto[];
  @ApiProperty() total!: number;
}

export class EditionSearchQuery extends PageQuery {
  @SearchText(100, 'Words found in the edition name, its city or its convention name') q?: string;

  @Day({ optional: true, description: 'Editions ending on or after this day' }) from?: string;
  @Day({ optional: true, description: 'Editions starting on or before this day' }) to?: string;

  @OptionalCountry('Editions in this country (ISO 3166-1 alpha-2 code)') country?: CountryCode;

  @ApiPropertyOptional({
    enum: EDITION_PERIODS,
    enumName: 'EditionPeriod',
    description: 'current: ending today or later (happening now and upcoming); past: ended before today; absent: both',
  })
  @IsOptional()
  @IsIn(EDITION_PERIODS, msg('validation.isIn'))
  when?: EditionPeriod;

  @ApiPropertyOptional({ description: 'Comma-separated amenity or payment flags that must all be set, e.g. hasShowers,hasGym', enum: SERVICE_FLAGS, enumName: 'EditionServiceFlag', isArray: true })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((v: string) => v.trim()).filter(Boolean) : value))
  @IsIn(SERVICE_FLAGS, { each: true, ...msg('validation.isIn') })
  amenities?: ServiceFlag[];
}

/** The search filters without pages: the map shows every match at once (up to MAP_LIMIT). */
export class EditionMapQuery extends OmitType(EditionSearchQuery, ['limit', 'offset'] as const) {}

/** Most editions one map answer carries, soonest first like the list; more are counted, not sent. */
export const MAP_LIMIT = 5000;

/** Just what a map marker and its popup need. */
export class EditionMapPointDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ minimum: -90, maximum: 90 }) latitude!: number;
  @ApiProperty({ minimum: -180, maximum: 180 }) longitude!: number;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode', nullable: true, description: 'ISO 3166-1 alpha-2 code' }) country!: CountryCode | null;
}

export class EditionMapResultDto {
  @ApiProperty({ type: [EditionMapPointDto] }) items!: EditionMapPointDto[];
  @ApiProperty({ description: 'Matching editions that have a position (items holds at most `limit` of them)' }) total!: number;
  @ApiProperty({ description: 'Matching editions without a position, not on the map' }) withoutCoordinates!: number;
  @ApiProperty({ description: 'Most items sent in one answer' }) limit!: number;
}
