import { ApiProperty, ApiPropertyOptional, PartialType, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { DateTime, Id, MAX_ID, OptionalText, stacked, Text } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { PublicShowDto } from './programme.dto';
import type { ShowRow } from './shows.repository';
import { SHOW_CLASH_CODES, SHOW_MAX_DURATION, endOf, type ShowClash, type ShowClashCode } from './shows-rules';

/** The most artists one show may have, the most returnable items it may hand over, and of each. */
export const SHOW_MAX_ARTISTS = 100;
export const SHOW_MAX_ITEMS = 50;
export const SHOW_MAX_QUANTITY = 1000;

/** A required whole number from `min` to `max`. */
function Whole(min: number, max: number, doc: ApiPropertyOptions): PropertyDecorator {
  return stacked(ApiProperty({ type: 'integer', minimum: min, maximum: max, ...doc }), IsInt(msg('validation.isInt')), Min(min, msg('validation.min')), Max(max, msg('validation.max')));
}

// ── requests ────────────────────────────────────────────────────────────────────────────────────

/** A returnable item handed to each artist of the show, and how many. */
export class ShowItemInputDto {
  @Id({ description: 'A returnable item of the edition’s ticketing' }) returnableItemId!: number;
  @Whole(1, SHOW_MAX_QUANTITY, { description: 'How many each artist of the show receives' }) quantity!: number;
}

export class CreateShowDto {
  @Text(200) title!: string;
  @OptionalText(5000) description?: string | null;
  @DateTime() startDateTime!: string;
  @Whole(1, SHOW_MAX_DURATION, { description: 'Minutes' }) duration!: number;
  @OptionalText(200, 'The place (a stage, a tent…); shows in one place at once are warned') location?: string | null;

  @ApiProperty({ type: [Number], maxItems: SHOW_MAX_ARTISTS, description: 'Artists of the edition performing (replaces them all)' })
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(SHOW_MAX_ARTISTS, msg('errors.artists.shows.tooMany'))
  @ArrayUnique(msg('errors.artists.shows.duplicateArtists'))
  @IsInt({ each: true, ...msg('validation.isInt') })
  @Min(1, { each: true, ...msg('validation.min') })
  @Max(MAX_ID, { each: true, ...msg('validation.max') })
  artistIds!: number[];

  @ApiProperty({ type: [ShowItemInputDto], maxItems: SHOW_MAX_ITEMS, description: 'Returnable items handed with the show (replaces them all)' })
  @IsArray(msg('validation.isObject'))
  @ArrayMaxSize(SHOW_MAX_ITEMS, msg('errors.artists.shows.tooMany'))
  @ValidateNested({ each: true })
  @Type(() => ShowItemInputDto)
  @ArrayUnique((item: ShowItemInputDto | null) => item?.returnableItemId, msg('errors.artists.shows.duplicateItems'))
  returnableItems!: ShowItemInputDto[];
}

/** Any field may be left out; a list given replaces the whole set. */
export class UpdateShowDto extends PartialType(CreateShowDto, { skipNullProperties: false }) {}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class ShowArtistDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Stage name, else pseudo' }) name!: string;
}

export class ShowItemDto {
  @ApiProperty({ description: 'The returnable item' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() quantity!: number;
}

export class ShowClashDto {
  @ApiProperty({ enum: SHOW_CLASH_CODES, enumName: 'ShowClashCode' }) code!: ShowClashCode;
  @ApiPropertyOptional({ description: 'ARTIST_OVERLAP, PLACE_OVERLAP: the other show' }) showId?: number;
  @ApiPropertyOptional() showTitle?: string;
  @ApiPropertyOptional({ format: 'date-time' }) start?: string;
  @ApiPropertyOptional({ format: 'date-time' }) end?: string;
  @ApiPropertyOptional({ description: 'ARTIST_OVERLAP: the artist in both' }) artistId?: number;
  @ApiPropertyOptional() artistName?: string;
  @ApiPropertyOptional({ description: 'PLACE_OVERLAP: the place of both' }) location?: string;
  @ApiPropertyOptional({ format: 'date', description: 'OUTSIDE_EDITION: the edition’s first day' }) startDate?: string;
  @ApiPropertyOptional({ format: 'date', description: 'OUTSIDE_EDITION: the edition’s last day' }) endDate?: string;
}

/** A show as the organisers keep it: what anyone reads of it, with its day, artists, returnable items and clashes. */
export class ShowDto extends PublicShowDto {
  @ApiProperty({ format: 'date', description: 'The local day it starts' }) day!: string;
  @ApiProperty({ type: [ShowArtistDto], description: 'By name' }) artists!: ShowArtistDto[];
  @ApiProperty({ type: [ShowItemDto], description: 'By name' }) returnableItems!: ShowItemDto[];
  @ApiProperty({ type: [ShowClashDto], description: 'Warnings: outside the edition’s days, then clashes with other shows in their order' }) clashes!: ShowClashDto[];
}

export class ShowListDto {
  @ApiProperty({ type: [String], description: 'The edition’s days and those of any show outside them, in order' }) days!: string[];
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the days and the `day` of each show are its local days' }) timeZone!: string;
  @ApiProperty({ type: [ShowDto], description: 'In time order' }) items!: ShowDto[];
}

/** A show just saved, with its warnings (its clashes: they never prevent saving). */
export class ShowSavedDto {
  @ApiProperty({ type: ShowDto }) show!: ShowDto;
  @ApiProperty({ type: [ShowClashDto] }) warnings!: ShowClashDto[];
}

export class ShowChoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

/** What the show form picks from. */
export class ShowChoicesDto {
  @ApiProperty({ type: [ShowChoiceDto], description: 'The edition’s artists, by name' }) artists!: ShowChoiceDto[];
  @ApiProperty({ type: [ShowChoiceDto], description: 'The edition’s returnable items, by name' }) returnableItems!: ShowChoiceDto[];
  @ApiProperty({ type: [String], description: 'Places the edition’s shows already use, by name' }) locations!: string[];
}

// ── mappers ─────────────────────────────────────────────────────────────────────────────────────

export function toShowClashDto(c: ShowClash): ShowClashDto {
  switch (c.code) {
    case 'OUTSIDE_EDITION':
      return { code: c.code, startDate: c.startDate, endDate: c.endDate };
    case 'ARTIST_OVERLAP':
      return { code: c.code, showId: c.showId, showTitle: c.showTitle, start: c.start.toISOString(), end: c.end.toISOString(), artistId: c.artistId, artistName: c.artistName };
    case 'PLACE_OVERLAP':
      return { code: c.code, showId: c.showId, showTitle: c.showTitle, start: c.start.toISOString(), end: c.end.toISOString(), location: c.location };
  }
}

/** A show of the programme with its clashes and local day. */
export function toShowDto(row: ShowRow, clashes: readonly ShowClash[], day: string): ShowDto {
  const start = new Date(row.startDateTime);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDateTime: start.toISOString(),
    endDateTime: endOf({ start, duration: row.duration }).toISOString(),
    duration: row.duration,
    location: row.location,
    day,
    artists: row.artists,
    returnableItems: row.returnableItems,
    clashes: clashes.map(toShowClashDto),
  };
}
