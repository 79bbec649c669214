import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { CommentAuthorDto } from '../../core/comments/comment.dto';
import { DateTime, Day, MAX_ID, OptionalText, QueryId, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import type { WorkshopRow } from './workshops.repository';
import { WORKSHOP_MAX_PARTICIPANTS, type PlacedWorkshop } from './workshops-rules';

/** An optional whole number from `min` to `max`; null clears it. */
function OptionalWhole(min: number, max: number, description: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, nullable: true, description }),
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsInt(msg('validation.isInt')),
    Min(min, msg('validation.min')),
    Max(max, msg('validation.max')),
  );
}

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class CreateWorkshopDto {
  @Text(200) title!: string;
  @OptionalText(5000) description?: string | null;
  @DateTime() startDateTime!: string;
  @DateTime() endDateTime!: string;
  @OptionalWhole(1, WORKSHOP_MAX_PARTICIPANTS, 'How many may take part; null: no limit said') maxParticipants?: number | null;
  @OptionalWhole(1, MAX_ID, 'One of the edition’s workshop locations; null: none') locationId?: number | null;
  @OptionalText(100, 'A place typed freely, only when the edition allows it (workshopLocationsFreeInput); null or empty: none') locationText?: string | null;
}

/** Any field may be left out; a location given (id or text) replaces the other. */
export class UpdateWorkshopDto extends PartialType(CreateWorkshopDto, { skipNullProperties: false }) {}

export class WorkshopListQuery {
  @Day({ optional: true, description: 'Only the workshops starting on this day of the edition (its clocks)' }) day?: string;
  @QueryId('Only the workshops at this location') locationId?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only the caller’s favourites (signed in)' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  favorites?: 'true' | 'false';
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class WorkshopLocationRefDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class WorkshopDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Plain text as typed: pages render it as text' }) description!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) startDateTime!: string;
  @ApiProperty({ type: String, format: 'date-time' }) endDateTime!: string;
  @ApiProperty({ format: 'date', description: 'The local day it starts (the edition’s clocks)' }) day!: string;
  @ApiProperty({ type: Number, nullable: true }) maxParticipants!: number | null;
  @ApiProperty({ type: WorkshopLocationRefDto, nullable: true, description: 'One of the edition’s locations' }) location!: WorkshopLocationRefDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'A place typed freely (when the edition allows it)' }) locationText!: string | null;
  @ApiProperty({ type: CommentAuthorDto, nullable: true, description: 'Who proposed it (null once their account is gone)' }) creator!: CommentAuthorDto | null;
  @ApiProperty({ description: 'How many users starred it' }) favoriteCount!: number;
  @ApiProperty({ description: 'The signed-in caller starred it (always false for visitors)' }) isFavorite!: boolean;
  @ApiProperty({ description: 'The caller may edit and delete it: its creator, or the edition’s team' }) canEdit!: boolean;
}

export class WorkshopListDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the days and the `day` of each workshop are its local days' }) timeZone!: string;
  @ApiProperty({ type: [String], description: 'The edition’s days, in order' }) days!: string[];
  @ApiProperty({ type: [WorkshopDto], description: 'In time order' }) items!: WorkshopDto[];
}

/** Another workshop in the same place at the same time: a warning shown to the proposer, never a refusal. */
export class WorkshopClashDto {
  @ApiProperty() workshopId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) startDateTime!: string;
  @ApiProperty({ format: 'date-time' }) endDateTime!: string;
  @ApiProperty({ description: 'The place they share' }) location!: string;
}

/** A workshop just saved, with its clashes as warnings. */
export class WorkshopSavedDto {
  @ApiProperty({ type: WorkshopDto }) workshop!: WorkshopDto;
  @ApiProperty({ type: [WorkshopClashDto] }) warnings!: WorkshopClashDto[];
}

// ── mappers ─────────────────────────────────────────────────────────────────────────────────────

/** A workshop as the caller sees it: they may edit it when they created it or are of the team. */
export function toWorkshopDto(row: WorkshopRow, day: string, canEdit: boolean): WorkshopDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    startDateTime: row.startDateTime,
    endDateTime: row.endDateTime,
    day,
    maxParticipants: row.maxParticipants ?? null,
    location: row.locationId === null ? null : { id: row.locationId, name: row.locationName! },
    locationText: row.locationText ?? null,
    creator:
      row.creatorId === null
        ? null
        : { id: row.creatorId, pseudo: row.creatorPseudo!, profilePicture: row.creatorPicture ?? null, updatedAt: new Date(row.creatorUpdatedAt!).toISOString() },
    favoriteCount: row.favoriteCount,
    isFavorite: row.isFavorite,
    canEdit,
  };
}

export function toWorkshopClashDto(c: PlacedWorkshop): WorkshopClashDto {
  return { workshopId: c.id, title: c.title, startDateTime: c.start.toISOString(), endDateTime: c.end.toISOString(), location: c.place!.trim() };
}
