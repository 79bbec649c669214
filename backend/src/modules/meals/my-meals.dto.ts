import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { stacked } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { MealPhase, MealType } from './meal-fields';
import type { MyMealRow } from './meal-selections.repository';
import { mealChangeRefusal } from './meal-selections-rules';

/** A meal of a volunteer, as they see it on their applications page. */
export class MyMealDto {
  @ApiProperty() mealId!: number;
  @ApiProperty({ format: 'date', description: "The day, on the edition's clock" }) date!: string;
  @ApiProperty({ enum: MealType, enumName: 'MealType' }) mealType!: MealType;
  @ApiProperty({ enum: MealPhase, enumName: 'MealPhase', isArray: true }) phases!: MealPhase[];
  @ApiProperty({ description: 'false: they declined it' }) accepted!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When they ate it' }) consumedAt!: string | null;
  @ApiProperty({ description: 'Not eaten and not over yet: they may decline it or take it back' }) changeable!: boolean;
}

export class MyMealsDto {
  @ApiProperty({ description: 'The edition time zone the days are read in' }) timeZone!: string;
  @ApiProperty({ type: [MyMealDto], description: 'By day, breakfast, lunch then dinner' }) items!: MyMealDto[];
}

/** Declines a meal (false) or takes it back (true). */
export class ChooseMealDto {
  @(stacked(ApiProperty({ type: Boolean, description: 'false: decline the meal; true: take it back' }), IsBoolean(msg('validation.isBoolean'))))
  accepted!: boolean;
}

export function toMyMealDto(row: MyMealRow, now: Date, timeZone: string): MyMealDto {
  return {
    mealId: row.mealId,
    date: row.date,
    mealType: row.mealType,
    phases: row.phases,
    accepted: row.accepted,
    consumedAt: row.consumedAt ? row.consumedAt.toISOString() : null,
    changeable: mealChangeRefusal(row, row, now, timeZone) === null,
  };
}
