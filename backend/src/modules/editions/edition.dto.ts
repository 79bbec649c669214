import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { AMENITY_FLAGS, PAYMENT_FLAGS } from './edition.entity';
import {
  IsBoolean,
  IsIn,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { msg, PageQuery, Trim } from '../../core/validation/validation';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Boolean fields an organiser sets on an edition (amenities, payments, visibility, workshops). */
export const EDITION_FLAGS = ['acceptsPets', 'hasFoodTrucks', 'hasGym', 'hasKidsZone', 'hasTentCamping', 'hasTruckCamping', 'hasAccessibility', 'hasAerialSpace', 'hasCantine', 'hasConcert', 'hasFamilyCamping', 'hasSleepingRoom', 'hasFireSpace', 'hasGala', 'hasOpenStage', 'hasShowers', 'hasSlacklineSpace', 'hasToilets', 'hasWorkshops', 'hasATM', 'hasLongShow', 'hasCashPayment', 'hasCreditCardPayment', 'hasAfjTokenPayment', 'isOnline', 'workshopsEnabled', 'workshopLocationsFreeInput'] as const;
/** Optional text fields (description, address, links). */
export const EDITION_TEXTS = ['description', 'program', 'addressLine1', 'addressLine2', 'city', 'country', 'postalCode', 'region', 'facebookUrl', 'instagramUrl', 'ticketingUrl', 'officialWebsiteUrl'] as const;

/** The end day may not come before the start day (both YYYY-MM-DD, so they compare as text). */
function NotBeforeStart() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'endNotBeforeStart',
      target: object.constructor,
      propertyName,
      options: msg('validation.endBeforeStart'),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const start = (args.object as { startDate?: unknown }).startDate;
          return typeof value !== 'string' || typeof start !== 'string' || value >= start;
        },
      },
    });
}

/** Creating needs a name and both days; everything else is optional. */
export class CreateEditionDto {
  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty(msg('validation.isNotEmpty'))
  @MaxLength(200, msg('validation.maxLength'))
  name!: string;

  @ApiProperty({ format: 'date', example: '2027-05-14' })
  @IsString()
  @Matches(DAY, msg('validation.isDateString'))
  startDate!: string;

  @ApiProperty({ format: 'date', example: '2027-05-17' })
  @IsString()
  @Matches(DAY, msg('validation.isDateString'))
  @NotBeforeStart()
  endDate!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsLatitude(msg('validation.isLatitude'))
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsLongitude(msg('validation.isLongitude'))
  longitude?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20000 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(20000, msg('validation.maxLength'))
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20000 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(20000, msg('validation.maxLength'))
  program?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(200, msg('validation.maxLength'))
  addressLine1?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(200, msg('validation.maxLength'))
  addressLine2?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  country?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(20, msg('validation.maxLength'))
  postalCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  region?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, msg('validation.isUrl'))
  @MaxLength(500, msg('validation.maxLength'))
  facebookUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, msg('validation.isUrl'))
  @MaxLength(500, msg('validation.maxLength'))
  instagramUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, msg('validation.isUrl'))
  @MaxLength(500, msg('validation.maxLength'))
  ticketingUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @Trim()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsString()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, msg('validation.isUrl'))
  @MaxLength(500, msg('validation.maxLength'))
  officialWebsiteUrl?: string | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) acceptsPets?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasFoodTrucks?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasGym?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasKidsZone?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasTentCamping?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasTruckCamping?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasAccessibility?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasAerialSpace?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasCantine?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasConcert?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasFamilyCamping?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasSleepingRoom?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasFireSpace?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasGala?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasOpenStage?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasShowers?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasSlacklineSpace?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasToilets?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasWorkshops?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasATM?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasLongShow?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasCashPayment?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasCreditCardPayment?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) hasAfjTokenPayment?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) isOnline?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) workshopsEnabled?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsBoolean(msg('validation.isBoolean')) workshopLocationsFreeInput?: boolean;
}

/** Every field optional, each validated as on creation. */
export class UpdateEditionDto extends PartialType(CreateEditionDto) {}

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
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) program!: string | null;
  @ApiProperty({ type: String, nullable: true }) addressLine1!: string | null;
  @ApiProperty({ type: String, nullable: true }) addressLine2!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) region!: string | null;
  @ApiProperty({ type: String, nullable: true }) facebookUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) instagramUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) ticketingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) officialWebsiteUrl!: string | null;
  @ApiProperty() acceptsPets!: boolean;
  @ApiProperty() hasFoodTrucks!: boolean;
  @ApiProperty() hasGym!: boolean;
  @ApiProperty() hasKidsZone!: boolean;
  @ApiProperty() hasTentCamping!: boolean;
  @ApiProperty() hasTruckCamping!: boolean;
  @ApiProperty() hasAccessibility!: boolean;
  @ApiProperty() hasAerialSpace!: boolean;
  @ApiProperty() hasCantine!: boolean;
  @ApiProperty() hasConcert!: boolean;
  @ApiProperty() hasFamilyCamping!: boolean;
  @ApiProperty() hasSleepingRoom!: boolean;
  @ApiProperty() hasFireSpace!: boolean;
  @ApiProperty() hasGala!: boolean;
  @ApiProperty() hasOpenStage!: boolean;
  @ApiProperty() hasShowers!: boolean;
  @ApiProperty() hasSlacklineSpace!: boolean;
  @ApiProperty() hasToilets!: boolean;
  @ApiProperty() hasWorkshops!: boolean;
  @ApiProperty() hasATM!: boolean;
  @ApiProperty() hasLongShow!: boolean;
  @ApiProperty() hasCashPayment!: boolean;
  @ApiProperty() hasCreditCardPayment!: boolean;
  @ApiProperty() hasAfjTokenPayment!: boolean;
  @ApiProperty() isOnline!: boolean;
  @ApiProperty() workshopsEnabled!: boolean;
  @ApiProperty() workshopLocationsFreeInput!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;
}

export class EditionPermissionsDto {
  @ApiProperty() view!: boolean;
  @ApiProperty() team!: boolean;
  @ApiProperty() canEdit!: boolean;
  @ApiProperty() canDelete!: boolean;
  @ApiProperty() canManageVolunteers!: boolean;
  @ApiProperty() canManageArtists!: boolean;
}

/** What the caller may do on one edition of a convention. */
export class EditionPermissionsItemDto extends EditionPermissionsDto {
  @ApiProperty() editionId!: number;
}

export class EditionPermissionsListDto {
  @ApiProperty({ type: [EditionPermissionsItemDto] }) items!: EditionPermissionsItemDto[];
}

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
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
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
  @ApiPropertyOptional({ description: 'Words found in the edition name, its city or its convention name' })
  @IsOptional()
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  q?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Editions ending on or after this day' })
  @IsOptional()
  @Matches(DAY, msg('validation.isDateString'))
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Editions starting on or before this day' })
  @IsOptional()
  @Matches(DAY, msg('validation.isDateString'))
  to?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100, msg('validation.maxLength'))
  country?: string;

  @ApiPropertyOptional({ description: 'Comma-separated amenity or payment flags that must all be set, e.g. hasShowers,hasGym' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((v: string) => v.trim()).filter(Boolean) : value))
  @IsIn([...AMENITY_FLAGS, ...PAYMENT_FLAGS], { each: true, ...msg('validation.isIn') })
  amenities?: string[];
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
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
}

export class EditionMapResultDto {
  @ApiProperty({ type: [EditionMapPointDto] }) items!: EditionMapPointDto[];
  @ApiProperty({ description: 'Matching editions that have a position (items holds at most `limit` of them)' }) total!: number;
  @ApiProperty({ description: 'Matching editions without a position, not on the map' }) withoutCoordinates!: number;
  @ApiProperty({ description: 'Most items sent in one answer' }) limit!: number;
}
