import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsEnum,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { decorateFields, Flag, IfGiven, MAX_ID, stacked, Text } from '../../core/validation/fields';
import { msg, PageQuery, Trim } from '../../core/validation/validation';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, NotificationType, type NotificationCategory, type NotificationChannel } from './notification.constants';

const CATEGORY_SCHEMA = { enum: [...NOTIFICATION_CATEGORIES], enumName: 'NotificationCategory' } as const;
const TYPE_SCHEMA = { enum: NotificationType, enumName: 'NotificationType' } as const;

export class NotificationDto {
  @ApiProperty() id!: number;
  @ApiProperty() userId!: number;
  @ApiProperty(TYPE_SCHEMA) type!: NotificationType;
  @ApiProperty({ type: String, nullable: true }) titleKey!: string | null;
  @ApiProperty({ type: String, nullable: true }) messageKey!: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    description: 'Placeholder values of the translated texts',
  })
  translationParams!: Record<string, string | number | boolean | null> | null;
  @ApiProperty({ type: String, nullable: true }) actionTextKey!: string | null;
  @ApiProperty({ type: String, nullable: true }) titleText!: string | null;
  @ApiProperty({ type: String, nullable: true }) messageText!: string | null;
  @ApiProperty({ type: String, nullable: true }) actionText!: string | null;
  @ApiProperty({ description: "Rendered in the reader's language" }) title!: string;
  @ApiProperty({ description: "Rendered in the reader's language" }) message!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Rendered label of the action link' }) actionLabel!: string | null;
  @ApiProperty(CATEGORY_SCHEMA) category!: string;
  @ApiProperty({ type: String, nullable: true }) entityType!: string | null;
  @ApiProperty({ type: String, nullable: true }) entityId!: string | null;
  @ApiProperty() isRead!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) actionUrl!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class NotificationListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Omit for all' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  isRead?: 'true' | 'false';

  @ApiPropertyOptional(CATEGORY_SCHEMA)
  @IsOptional()
  @IsIn([...NOTIFICATION_CATEGORIES], msg('validation.isIn'))
  category?: string;
}

export class PaginationDto {
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
  @ApiProperty() total!: number;
  @ApiProperty() hasMore!: boolean;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto] }) notifications!: NotificationDto[];
  @ApiProperty({ description: 'All unread notifications of the user' }) unreadCount!: number;
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class NotificationChangedDto {
  @ApiProperty({ type: NotificationDto }) notification!: NotificationDto;
  @ApiProperty() unreadCount!: number;
}

export class MarkAllReadDto {
  @ApiPropertyOptional({ ...CATEGORY_SCHEMA, description: 'Only this category; omit for all' })
  @IfGiven()
  @IsIn([...NOTIFICATION_CATEGORIES], msg('validation.isIn'))
  category?: string;
}

export class MarkedAllReadDto {
  @ApiProperty({ description: 'How many notifications became read' }) updated!: number;
  @ApiProperty() unreadCount!: number;
}

export class NotificationDeletedDto {
  @ApiProperty({ enum: [true] }) deleted!: true;
  @ApiProperty() unreadCount!: number;
}

export class CountsDto {
  @ApiProperty() total!: number;
  @ApiProperty() unread!: number;
}

/** A field per category (NOTIFICATION_CATEGORIES). */
export class CountsByCategoryDto {}
export interface CountsByCategoryDto extends Record<NotificationCategory, CountsDto> {}
decorateFields(CountsByCategoryDto, NOTIFICATION_CATEGORIES, () => ApiProperty({ type: CountsDto }));

/** A field per type (NotificationType). */
export class CountsByTypeDto {}
export interface CountsByTypeDto extends Record<NotificationType, number> {}
decorateFields(CountsByTypeDto, NOTIFICATION_TYPES, () => ApiProperty({ type: Number }));

export class NotificationStatsDto {
  @ApiProperty() total!: number;
  @ApiProperty() unread!: number;
  @ApiProperty({ type: CountsByCategoryDto }) byCategory!: CountsByCategoryDto;
  @ApiProperty({ type: CountsByTypeDto }) byType!: CountsByTypeDto;
}

export class NotificationStatsResponseDto {
  @ApiProperty({ type: NotificationStatsDto }) stats!: NotificationStatsDto;
}

export class ChannelsDto {
  @ApiProperty({ description: 'In the notification centre and live stream' }) inApp!: boolean;
  @ApiProperty({ description: 'Web Push to subscribed browsers' }) push!: boolean;
  @ApiProperty({ description: 'By e-mail (recorded; no e-mails are sent for notifications yet)' }) email!: boolean;
}

/** A field per category (NOTIFICATION_CATEGORIES). */
export class PreferencesByCategoryDto {}
export interface PreferencesByCategoryDto extends Record<NotificationCategory, ChannelsDto> {}
decorateFields(PreferencesByCategoryDto, NOTIFICATION_CATEGORIES, () => ApiProperty({ type: ChannelsDto }));

export class NotificationPreferencesDto {
  @ApiProperty({ type: [String], ...CATEGORY_SCHEMA, isArray: true }) categories!: string[];
  @ApiProperty({ type: PreferencesByCategoryDto }) preferences!: PreferencesByCategoryDto;
}

/** The channels of one category to change; omitted ones stay as they are. */
export class ChannelsInputDto {}
export interface ChannelsInputDto extends Partial<Record<NotificationChannel, boolean>> {}
decorateFields(ChannelsInputDto, NOTIFICATION_CHANNELS, () => Flag());

const channelsInput = () =>
  stacked(ApiPropertyOptional({ type: ChannelsInputDto }), IsOptional(), IsObject(msg('notifications.validation.isObject')), ValidateNested(), Type(() => ChannelsInputDto));

/** Only the categories named change; an unknown category is refused. */
export class PreferencesInputDto {}
export interface PreferencesInputDto extends Partial<Record<NotificationCategory, ChannelsInputDto>> {}
decorateFields(PreferencesInputDto, NOTIFICATION_CATEGORIES, channelsInput);

export class UpdatePreferencesDto {
  @ApiProperty({ type: PreferencesInputDto })
  @IsObject(msg('notifications.validation.isObject'))
  @ValidateNested()
  @Type(() => PreferencesInputDto)
  preferences!: PreferencesInputDto;
}

export class PushPublicKeyDto {
  @ApiProperty({ description: 'VAPID public key (base64url, uncompressed P-256 point)' }) publicKey!: string;
}

export class PushEndpointDto {
  @(stacked(ApiProperty({ maxLength: 2000 }), IsString(msg('validation.isString')), IsNotEmpty(msg('validation.isNotEmpty')), MaxLength(2000, msg('validation.maxLength'))))
  endpoint!: string;
}

export class PushCheckDto {
  @ApiProperty({ description: 'True only when this user holds an active subscription at this endpoint' }) isActive!: boolean;
}

export class PushKeysDto {
  @(stacked(ApiProperty({ description: "The browser's P-256 public key, base64url" }), IsString(msg('validation.isString')), Matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/, msg('notifications.validation.pushKey'))))
  p256dh!: string;

  @(stacked(ApiProperty({ description: 'The 16-byte authentication secret, base64url' }), IsString(msg('validation.isString')), Matches(/^[A-Za-z0-9_-]{20,24}={0,2}$/, msg('notifications.validation.pushKey'))))
  auth!: string;
}

export class PushSubscriptionInputDto {
  @(stacked(
    ApiProperty({ maxLength: 2000, description: 'https URL of the push service' }),
    IsString(msg('validation.isString')),
    MaxLength(2000, msg('validation.maxLength')),
    Matches(/^https:\/\/[^\s/?#]+[^\s]*$/, msg('notifications.validation.httpsUrl')),
  ))
  endpoint!: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsNumber({}, msg('validation.isNumber'))
  expirationTime?: number | null;

  @ApiProperty({ type: PushKeysDto })
  @IsObject(msg('notifications.validation.isObject'))
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

export class PushSubscribeDto {
  @ApiProperty({ type: PushSubscriptionInputDto })
  @IsObject(msg('notifications.validation.isObject'))
  @ValidateNested()
  @Type(() => PushSubscriptionInputDto)
  subscription!: PushSubscriptionInputDto;
}

export class SuccessDto {
  @ApiProperty({ enum: [true] }) success!: true;
}

// ---- Administration ----

export const ADMIN_TARGETS = ['user', 'all', 'self'] as const;

export class AdminSendNotificationDto {
  @ApiProperty({ enum: ADMIN_TARGETS, enumName: 'AdminNotificationTarget' })
  @IsIn([...ADMIN_TARGETS], msg('validation.isIn'))
  target!: 'user' | 'all' | 'self';

  @(stacked(
    ApiPropertyOptional({ description: 'Required when target is user', minimum: 1, maximum: MAX_ID }),
    ValidateIf((o: AdminSendNotificationDto) => o.target === 'user' || o.userId !== undefined),
    IsNotEmpty(msg('validation.isNotEmpty')),
    IsInt(msg('validation.isInt')),
    Min(1, msg('validation.min')),
    Max(MAX_ID, msg('validation.max')),
  ))
  userId?: number;

  @ApiProperty(TYPE_SCHEMA)
  @IsEnum(NotificationType, msg('validation.isEnum'))
  type!: NotificationType;

  @Text(200) title!: string;
  @Text(2000) message!: string;

  @ApiPropertyOptional(CATEGORY_SCHEMA)
  @IsOptional()
  @IsIn([...NOTIFICATION_CATEGORIES], msg('validation.isIn'))
  category?: string;

  @(stacked(
    ApiPropertyOptional({ description: 'A path of this site (starting with /) or an https URL', maxLength: 2000 }),
    IsOptional(),
    Trim(),
    ValidateIf((_, v) => v !== ''),
    IsString(msg('validation.isString')),
    MaxLength(2000, msg('validation.maxLength')),
    Matches(/^(\/(?![/\\])\S*|https:\/\/[^\s/?#]+\S*)$/, msg('notifications.validation.actionUrl')),
  ))
  actionUrl?: string;

  @(stacked(ApiPropertyOptional({ maxLength: 60 }), IsOptional(), Trim(), IsString(msg('validation.isString')), MaxLength(60, msg('validation.maxLength'))))
  actionText?: string;
}

export class AdminNotificationSentDto {
  @ApiProperty({ description: 'The sent batch' }) id!: number;
  @ApiProperty({ description: 'How many users it was addressed to' }) recipientCount!: number;
}

export class AdminUserRefDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
}

export class AdminSentNotificationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: AdminUserRefDto, nullable: true, description: 'Null when the sender account was deleted' }) sender!: AdminUserRefDto | null;
  @ApiProperty({ enum: ADMIN_TARGETS, enumName: 'AdminNotificationTarget' }) target!: string;
  @ApiProperty({ type: AdminUserRefDto, nullable: true }) recipient!: AdminUserRefDto | null;
  @ApiProperty() recipientCount!: number;
  @ApiProperty(TYPE_SCHEMA) type!: NotificationType;
  @ApiProperty() title!: string;
  @ApiProperty() message!: string;
  @ApiProperty(CATEGORY_SCHEMA) category!: string;
  @ApiProperty({ type: String, nullable: true }) actionUrl!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class AdminSentNotificationsDto {
  @ApiProperty({ type: [AdminSentNotificationDto] }) items!: AdminSentNotificationDto[];
  @ApiProperty() total!: number;
  @ApiProperty() hasMore!: boolean;
}

export class RecipientSearchQuery {
  // Checked in this order, so a missing text is said to be missing (not too long).
  @(stacked(
    ApiProperty({ minLength: 2, maxLength: 100, description: 'Part of a pseudo, e-mail, last or first name' }),
    IsDefined(msg('validation.isNotEmpty')),
    Trim(),
    IsString(msg('validation.isString')),
    MinLength(2, msg('validation.minLength')),
    MaxLength(100, msg('validation.maxLength')),
  ))
  q!: string;
}

export class RecipientDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
  @ApiProperty() email!: string;
  @ApiProperty() nom!: string;
  @ApiProperty() prenom!: string;
}

export class RecipientsDto {
  @ApiProperty({ type: [RecipientDto] }) items!: RecipientDto[];
}
