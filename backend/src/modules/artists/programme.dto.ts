import { ApiProperty } from '@nestjs/swagger';
import type { PublicShowRow } from './programme.repository';

/** What anyone may read of a show: what, where and when (the programme and the artist's space add their artists' names). */
export class PublicShowDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) startDateTime!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'The start plus the duration' }) endDateTime!: string;
  @ApiProperty({ description: 'Minutes' }) duration!: number;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
}

/** The fields of PublicShowDto of a row read with SHOW_SELECT, nothing else of it. */
export function toPublicShowDto(r: PublicShowRow): PublicShowDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? null,
    startDateTime: r.startDateTime,
    endDateTime: r.endDateTime,
    duration: r.duration,
    location: r.location ?? null,
  };
}

/** A show of the public programme: where and when, and the names the artists go by (nothing else of them). */
export class ProgrammeShowDto extends PublicShowDto {
  @ApiProperty({ type: [String], description: 'The display names of the artists performing (stage name, else pseudo), by name' }) artists!: string[];
  @ApiProperty({ description: 'The signed-in caller starred the show (always false for visitors)' }) isFavorite!: boolean;
}

export class ProgrammeDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): its shows’ days and times are read on its clocks' }) timeZone!: string;
  @ApiProperty({ type: [ProgrammeShowDto], description: 'In time order' }) items!: ProgrammeShowDto[];
}

/** The edition a starred show belongs to. */
export class FavoriteShowEditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() conventionName!: string;
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the show’s day and times are read on its clocks' }) timeZone!: string;
}

/** A show the caller starred, with its edition. */
export class FavoriteShowDto extends ProgrammeShowDto {
  @ApiProperty({ type: FavoriteShowEditionDto }) edition!: FavoriteShowEditionDto;
}

export class FavoriteShowListDto {
  @ApiProperty({ type: [FavoriteShowDto], description: 'In time order, across the editions the caller may see' }) items!: FavoriteShowDto[];
}

export class ShowCalendarFeedDto {
  @ApiProperty({ description: 'The personal calendar feed of the caller’s favourite shows (every edition); its secret is the key' }) calendarUrl!: string;
}
