import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IfGiven, PageNumber, PageSize, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { LostFoundStatus } from './lost-found.entity';

/** The longest description of an item (characters). */
export const LOST_FOUND_DESCRIPTION_MAX = 2000;

const STATUS = { enum: Object.values(LostFoundStatus), enumName: 'LostFoundStatus' };

/** A state given in a change: absent leaves it, null is a 400. */
const StatusChange = (): PropertyDecorator => stacked(ApiPropertyOptional(STATUS), IfGiven(), IsIn(STATUS.enum, msg('validation.isIn')));

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class LostFoundListQuery {
  @ApiPropertyOptional({ ...STATUS, description: 'Only the items in this state (absent: all of them)' })
  @IsOptional()
  @IsIn(STATUS.enum, msg('validation.isIn'))
  status?: LostFoundStatus;

  @PageNumber() page: number = 1;
  @PageSize() pageSize: number = 24;
}

export class NewLostFoundItemDto {
  @Text(LOST_FOUND_DESCRIPTION_MAX, { description: 'What was found, where and when; shown as typed (text, never HTML)' }) description!: string;
}

/** Either or both; RETURNED records when and by whom, LOST again (a mistake) forgets it. */
export class UpdateLostFoundItemDto {
  @Text(LOST_FOUND_DESCRIPTION_MAX, { optional: true }) description?: string;

  @StatusChange() status?: LostFoundStatus;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class LostFoundPersonDto {
  @ApiProperty() id!: number;
  @ApiProperty() pseudo!: string;
}

export class LostFoundItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Plain text as typed: pages render it as text, never as HTML' }) description!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Path under /uploads/lost-found/' }) imageUrl!: string | null;
  @ApiProperty(STATUS) status!: LostFoundStatus;
  @ApiProperty({ format: 'date-time', description: 'When it was recorded (found)' }) createdAt!: string;
  @ApiProperty({ type: LostFoundPersonDto, nullable: true, description: 'The team member who recorded it (null once their account is gone)' })
  recordedBy!: LostFoundPersonDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was handed back' }) returnedAt!: string | null;
  @ApiProperty() commentCount!: number;
}

export class LostFoundCountsDto {
  @ApiProperty({ description: 'Items still waiting for their owner' }) lost!: number;
  @ApiProperty({ description: 'Items handed back' }) returned!: number;
}

export class LostFoundPageDto {
  @ApiProperty({ type: [LostFoundItemDto], description: 'Newest first' }) items!: LostFoundItemDto[];
  @ApiProperty({ description: 'Items matching the filter' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: LostFoundCountsDto, description: 'Of the whole edition, whatever the filter' }) counts!: LostFoundCountsDto;
}

/** An item as the repository reads it (one row, dates as ISO strings). */
export interface LostFoundItemRow {
  id: number;
  description: string;
  imageUrl: string | null;
  status: LostFoundStatus;
  createdAt: string;
  recordedById: number | null;
  recordedByPseudo: string | null;
  returnedAt: string | null;
  commentCount: number | string;
}

export function toLostFoundItemDto(row: LostFoundItemRow): LostFoundItemDto {
  return {
    id: row.id,
    description: row.description,
    imageUrl: row.imageUrl ?? null,
    status: row.status,
    createdAt: row.createdAt,
    recordedBy: row.recordedById !== null && row.recordedByPseudo !== null ? { id: row.recordedById, pseudo: row.recordedByPseudo } : null,
    returnedAt: row.returnedAt ?? null,
    commentCount: Number(row.commentCount),
  };
}
