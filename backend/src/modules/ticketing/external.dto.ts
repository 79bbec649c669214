import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { stacked } from '../../core/validation/fields';
import { msg, Trim } from '../../core/validation/validation';
import { readError } from './sync-rules';
import { SyncRunDto, TicketingErrorDto } from './sync.dto';
import { ExternalTicketingStatus, HELLOASSO_DEFAULT_BASE_URL, TicketingProvider } from './ticketing-fields';
import type { ExternalTicketing, HelloAssoConfig } from './ticketing.entity';

/** HelloAsso's kinds of form (`Event` sells tickets). */
export const HELLOASSO_FORM_TYPES = ['Event', 'Membership', 'CrowdFunding', 'Donation', 'PaymentForm', 'Checkout', 'Shop'] as const;
export type HelloAssoFormType = (typeof HELLOASSO_FORM_TYPES)[number];

/** An organisation's or a form's slug, as in its HelloAsso address (…/associations/{org}/evenements/{form}). */
export const SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,198}[A-Za-z0-9])?$/;

const forHelloAsso = () => ValidateIf((o: SaveExternalTicketingDto) => o.provider === TicketingProvider.HELLOASSO);

/** A slug of HelloAsso (required with the provider HELLOASSO). */
const Slug = (description: string) =>
  stacked(
    ApiPropertyOptional({ maxLength: 200, pattern: SLUG_PATTERN.source, description }),
    forHelloAsso(),
    Trim(),
    IsNotEmpty(msg('validation.isNotEmpty')),
    IsString(msg('validation.isString')),
    MaxLength(200, msg('validation.maxLength')),
    Matches(SLUG_PATTERN, msg('errors.ticketing.external.slug')),
  );

/** A text required with the provider HELLOASSO. */
const HelloAssoText = (max: number, description: string) =>
  stacked(
    ApiPropertyOptional({ maxLength: max, description }),
    forHelloAsso(),
    Trim(),
    IsNotEmpty(msg('validation.isNotEmpty')),
    IsString(msg('validation.isString')),
    MaxLength(max, msg('validation.maxLength')),
  );

/**
 * Connect the edition to HelloAsso, change its settings, or say its tickets are sold elsewhere and
 * managed by hand (BILLETWEB, WEEZEVENT, OTHER: no settings, no sync; HelloAsso's fields are ignored).
 */
export class SaveExternalTicketingDto {
  @ApiProperty({ enum: TicketingProvider, enumName: 'TicketingProvider' })
  @IsEnum(TicketingProvider, msg('validation.isEnum'))
  provider!: TicketingProvider;

  @HelloAssoText(200, 'HELLOASSO: the API client id') clientId?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 500,
    description: 'HELLOASSO: the API client secret. Required on the first connection and when the client id or the API address changes; empty or absent keeps the stored one',
  })
  @IsOptional()
  @ValidateIf((o: SaveExternalTicketingDto) => o.provider === TicketingProvider.HELLOASSO && o.clientSecret !== '')
  @IsString(msg('validation.isString'))
  @MaxLength(500, msg('validation.maxLength'))
  clientSecret?: string | null;

  @Slug('HELLOASSO: the organisation slug') organizationSlug?: string;

  @ApiPropertyOptional({ enum: HELLOASSO_FORM_TYPES, enumName: 'HelloAssoFormType', description: 'HELLOASSO: the kind of form (default Event: tickets)' })
  @IsOptional()
  @forHelloAsso()
  @IsIn(HELLOASSO_FORM_TYPES, msg('validation.isIn'))
  formType?: HelloAssoFormType;

  @Slug('HELLOASSO: the form slug') formSlug?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, format: 'uri', description: `HELLOASSO: the API address (default ${HELLOASSO_DEFAULT_BASE_URL}); https on a public host` })
  @IsOptional()
  @Trim()
  @ValidateIf((o: SaveExternalTicketingDto, v: unknown) => o.provider === TicketingProvider.HELLOASSO && v !== null && v !== '')
  @IsString(msg('validation.isString'))
  @MaxLength(500, msg('validation.maxLength'))
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, msg('validation.isUrl'))
  apiBaseUrl?: string | null;
}

/** "Test connection": the settings of the form (saved or not); an empty secret uses the stored one. */
export class TestExternalTicketingDto extends SaveExternalTicketingDto {}

/** HelloAsso's settings as the page shows them: never the secret, only whether one is stored. */
export class HelloAssoSettingsDto {
  @ApiProperty() clientId!: string;
  @ApiProperty({ description: 'A secret is stored (it is never sent back)' }) hasClientSecret!: boolean;
  @ApiProperty() organizationSlug!: string;
  @ApiProperty({ enum: HELLOASSO_FORM_TYPES, enumName: 'HelloAssoFormType' }) formType!: string;
  @ApiProperty() formSlug!: string;
  @ApiProperty() apiBaseUrl!: string;
}

/** Where the edition's tickets are sold, and how its sync goes. */
export class ExternalTicketingDto {
  @ApiProperty({ enum: TicketingProvider, enumName: 'TicketingProvider', nullable: true, description: 'Null: never connected' })
  provider!: TicketingProvider | null;
  @ApiProperty({ enum: ExternalTicketingStatus, enumName: 'ExternalTicketingStatus', nullable: true })
  status!: ExternalTicketingStatus | null;
  @ApiProperty({ type: TicketingErrorDto, nullable: true, description: 'Why the last sync failed (status ERROR)' })
  lastError!: TicketingErrorDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the last sync ended' })
  lastSyncAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Start of the last successful sync: the next asks for what changed since' })
  syncedUntil!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'HELLOASSO: the address to give HelloAsso for its notifications (webhook)' })
  webhookUrl!: string | null;
  @ApiProperty({ type: HelloAssoSettingsDto, nullable: true }) helloAsso!: HelloAssoSettingsDto | null;
  @ApiProperty({ type: SyncRunDto, nullable: true, description: 'The run queued or running now' }) activeRun!: SyncRunDto | null;
}

export class TestedFormDto {
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ description: 'How many tiers the form sells' }) tiers!: number;
}

/** A connection test that went through; a failed one answers 422 with its code (TicketingSyncErrorCode). */
export class ConnectionTestDto {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: TestedFormDto }) form!: TestedFormDto;
}

/** The connection as the page shows it: never the secret (only whether one is stored); the webhook address on `publicUrl`. */
export function toExternalTicketingDto(
  external: ExternalTicketing | null,
  config: HelloAssoConfig | null,
  activeRun: ExternalTicketingDto['activeRun'],
  publicUrl: string,
): ExternalTicketingDto {
  const helloAsso = external?.provider === TicketingProvider.HELLOASSO && config;
  return {
    provider: external?.provider ?? null,
    status: external?.status ?? null,
    lastError: external?.status === ExternalTicketingStatus.ERROR ? readError(external.lastError) : null,
    lastSyncAt: external?.lastSyncAt?.toISOString() ?? null,
    syncedUntil: external?.syncedUntil?.toISOString() ?? null,
    webhookUrl: helloAsso ? `${publicUrl}/api/ticketing/webhooks/helloasso/${external.webhookToken}` : null,
    helloAsso: helloAsso
      ? {
          clientId: config.clientId,
          hasClientSecret: !!config.clientSecret,
          organizationSlug: config.organizationSlug,
          formType: config.formType,
          formSlug: config.formSlug,
          apiBaseUrl: config.apiBaseUrl,
        }
      : null,
    activeRun,
  };
}
