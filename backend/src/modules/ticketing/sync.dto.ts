import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { stacked } from '../../core/validation/fields';
import { msg, PageQuery } from '../../core/validation/validation';
import { readError, SYNC_ERROR_CODES, type SyncError } from './sync-rules';
import { SyncStatus, SyncTrigger } from './ticketing-fields';

/** Why a sync or a connection test failed: a code the page words in the reader's language, and its values (e.g. the provider's status). */
export class TicketingErrorDto {
  @ApiProperty({ enum: SYNC_ERROR_CODES, enumName: 'TicketingSyncErrorCode' }) code!: SyncError['code'];
  @ApiPropertyOptional({ type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] }, description: 'e.g. { status: 502 }' })
  params?: Record<string, string | number>;
}

export class SyncRunRequesterDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
}

/** One run of the sync: its live progress while it runs, its summary once done. */
export class SyncRunDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: SyncTrigger, enumName: 'TicketingSyncTrigger' }) trigger!: SyncTrigger;
  @ApiProperty({ enum: SyncStatus, enumName: 'TicketingSyncStatus' }) status!: SyncStatus;
  @ApiProperty({ type: SyncRunRequesterDto, nullable: true, description: 'Who pressed "sync now" (null: the schedule, a webhook, or a deleted account)' })
  requestedBy!: SyncRunRequesterDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) queuedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Orders changed from this instant were asked for (null: all, a first sync)' })
  changedSince!: string | null;
  @ApiProperty({ description: 'Pages of orders written' }) pagesDone!: number;
  @ApiProperty({ description: 'Ticket lines (items) read' }) itemsDone!: number;
  @ApiProperty({ description: 'Orders new here' }) created!: number;
  @ApiProperty({ description: 'Orders changed (other than cancelled)' }) updated!: number;
  @ApiProperty({ description: 'Orders that became cancelled (refunded…)' }) cancelled!: number;
  @ApiProperty({ description: 'Orders read again with nothing changed' }) unchanged!: number;
  @ApiProperty({ description: 'Orders with unreadable data, logged and left out' }) skipped!: number;
  @ApiProperty({ type: TicketingErrorDto, nullable: true }) error!: TicketingErrorDto | null;
}

export class SyncRunListDto {
  @ApiProperty({ type: [SyncRunDto], description: 'Newest first' }) items!: SyncRunDto[];
  @ApiProperty() total!: number;
}

export class SyncRunListQuery extends PageQuery {}

/**
 * What HelloAsso posts to the webhook. Only a hint that something changed: nothing in it is
 * trusted or stored (the sync reads HelloAsso again).
 */
export class HelloAssoWebhookDto {
  @(stacked(ApiPropertyOptional({ maxLength: 50, description: 'Order, Payment, Form, Organization' }), IsOptional(), IsString(msg('validation.isString')), MaxLength(50, msg('validation.maxLength'))))
  eventType?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject(msg('validation.isObject'))
  data?: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject(msg('validation.isObject'))
  metadata?: Record<string, unknown>;
}

export class WebhookAnswerDto {
  @ApiProperty({ description: 'A sync was queued (false: one was already queued or running)' }) queued!: boolean;
}

/** A run as the repository reads it. */
export interface SyncRunRow {
  id: number;
  editionId: number;
  trigger: SyncTrigger;
  status: SyncStatus;
  requestedById: number | null;
  requestedByPseudo: string | null;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  changedSince: Date | null;
  pagesDone: number;
  itemsDone: number;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  skipped: number;
  error: string | null;
}

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** The one mapper of a run. */
export function toSyncRunDto(row: SyncRunRow): SyncRunDto {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    requestedBy: row.requestedById !== null && row.requestedByPseudo !== null ? { id: row.requestedById, pseudo: row.requestedByPseudo } : null,
    queuedAt: iso(row.queuedAt)!,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    changedSince: iso(row.changedSince),
    pagesDone: row.pagesDone,
    itemsDone: row.itemsDone,
    created: row.created,
    updated: row.updated,
    cancelled: row.cancelled,
    unchanged: row.unchanged,
    skipped: row.skipped,
    error: readError(row.error),
  };
}
