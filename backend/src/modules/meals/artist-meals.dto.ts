import { ApiProperty } from '@nestjs/swagger';
import { Flag } from '../../core/validation/fields';
import { MealPhase, MealType } from './meal-fields';

const MEAL_TYPE = { enum: Object.values(MealType), enumName: 'MealType' };

/** An artist's stay as the rules read it, with their edition and its clock. */
export interface ArtistStayRow {
  id: number;
  editionId: number;
  arrival: Date | null;
  departure: Date | null;
  timeZone: string;
}

/** A meal of the grid as the rules read it. */
export interface GridMealRow {
  id: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
  phases: MealPhase[];
}

/** A selection of an artist with its meal's day and type. */
export interface ArtistMealRow {
  mealId: number;
  date: string;
  mealType: MealType;
  accepted: boolean;
  afterShow: boolean;
  consumedAt: Date | null;
}

/** A meal of an artist: the grid's meals within their stay. */
export class ArtistMealDto {
  @ApiProperty() mealId!: number;
  @ApiProperty({ format: 'date', description: 'The day, on the edition’s clock' }) date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
  @ApiProperty({ description: 'They eat it (false: turned off for them)' }) accepted!: boolean;
  @ApiProperty({ description: 'A late plate kept aside for after the show' }) afterShow!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was eaten' }) consumedAt!: string | null;
}

export class ArtistMealListDto {
  @ApiProperty({ description: 'The edition has at least one meal on (else meals are off and the list is empty)' }) mealsOn!: boolean;
  @ApiProperty({ example: 'Europe/Paris', description: 'The clock of the days' }) timeZone!: string;
  @ApiProperty({ type: [ArtistMealDto], description: 'By day, then breakfast, lunch, dinner' }) items!: ArtistMealDto[];
}

/** What the organisers change of an artist's meal; a field left out is kept. */
export class UpdateArtistMealDto {
  @Flag('They eat it') accepted?: boolean;
  @Flag('A late plate kept aside for after the show') afterShow?: boolean;
}

export function toArtistMealDto(r: ArtistMealRow): ArtistMealDto {
  return { mealId: r.mealId, date: r.date, mealType: r.mealType, accepted: r.accepted, afterShow: r.afterShow, consumedAt: r.consumedAt ? r.consumedAt.toISOString() : null };
}

export function toArtistMealListDto(mealsOn: boolean, timeZone: string, rows: readonly ArtistMealRow[]): ArtistMealListDto {
  return { mealsOn, timeZone, items: rows.map(toArtistMealDto) };
}
