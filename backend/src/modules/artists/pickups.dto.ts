import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { msg } from '../../core/validation/validation';
import type { TripKind } from './pickups-rules';
import type { TripRow } from './pickups.repository';
import { ArtistPersonDto, personOf } from './records.dto';

const TRIP_KIND = { enum: ['PICKUP', 'DROPOFF'], enumName: 'ArtistTripKind' };

export class ArtistPickupsQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only the trips the caller is in charge of' })
  @IsOptional()
  @IsIn(['true', 'false'], msg('validation.isIn'))
  mine?: 'true' | 'false';
}

/** A pickup (at the artist's arrival) or a drop-off (at their departure). */
export class ArtistTripDto {
  @ApiProperty() artistId!: number;
  @ApiProperty({ description: 'The name the artist goes by: stage name, else pseudo' }) artistName!: string;
  @ApiProperty(TRIP_KIND) kind!: TripKind;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Arrival (pickup) or departure (drop-off); null while unknown' }) at!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: ArtistPersonDto, nullable: true, description: 'The team member who drives; null: nobody yet' }) responsible!: ArtistPersonDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'The artist’s phone, from their account' }) phone!: string | null;
}

export class ArtistTripDayDto {
  @ApiProperty({ description: 'YYYY-MM-DD, local to timeZone' }) day!: string;
  @ApiProperty({ type: [ArtistTripDto], description: 'In time order' }) trips!: ArtistTripDto[];
}

export class ArtistPickupsDto {
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the days are its local days' }) timeZone!: string;
  @ApiProperty({ type: [ArtistTripDayDto], description: 'Days with a trip, in order' }) days!: ArtistTripDayDto[];
  @ApiProperty({ type: [ArtistTripDto], description: 'Required trips without an arrival or departure yet' }) undated!: ArtistTripDto[];
}

export function toArtistTripDto(row: TripRow): ArtistTripDto {
  return {
    artistId: row.artistId,
    artistName: row.artistName,
    kind: row.kind,
    at: row.at,
    location: row.location,
    responsible: personOf(row, 'responsible'),
    phone: row.phone,
  };
}
