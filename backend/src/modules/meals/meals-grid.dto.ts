import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { Flag, IfGiven, MAX_ID, stacked } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { MealPhase, MealType } from './meal-fields';
import type { GridMealRow } from './meals-grid.repository';
import type { GridPlan, MealToAdd, StoredMeal } from './meals-grid-rules';

/** For the modules that show meals (the gate's answer): the type, through this DTO file. */
export { MealType } from './meal-fields';

export const MEAL_TYPE = { enum: Object.values(MealType), enumName: 'MealType' };
export const MEAL_PHASE = { enum: Object.values(MealPhase), enumName: 'MealPhase' };

/** The most returnable items one meal hands over. */
export const MEAL_MAX_RETURNABLE_ITEMS = 20;

// ── requests ────────────────────────────────────────────────────────────────────────────────────

export class MealGridSyncDto {
  @Flag('Remove meals that have eaters too (without it, such a removal answers 409 MEALS_HAVE_EATERS)') confirmRemoval?: boolean;
}

/** Any field may be left out. */
export class UpdateMealDto {
  @Flag('On (eaten) or off (kept in the grid, feeding nobody)') enabled?: boolean;

  @(stacked(
    ApiPropertyOptional({ ...MEAL_PHASE, isArray: true, minItems: 1, description: 'The phases whose volunteers eat it (never empty)' }),
    IfGiven(),
    IsArray(msg('validation.isObject')),
    ArrayMinSize(1, msg('errors.meals.phasesEmpty')),
    ArrayMaxSize(MEAL_PHASE.enum.length, msg('validation.max')),
    ArrayUnique(msg('errors.meals.phasesTwice')),
    IsIn(MEAL_PHASE.enum, { each: true, ...msg('validation.isIn') }),
  ))
  phases?: MealPhase[];

  @(stacked(
    ApiPropertyOptional({ type: [Number], maxItems: MEAL_MAX_RETURNABLE_ITEMS, description: "Returnable items of the edition's ticketing handed with the meal (replaces them all)" }),
    IfGiven(),
    IsArray(msg('validation.isObject')),
    ArrayMaxSize(MEAL_MAX_RETURNABLE_ITEMS, msg('validation.max')),
    ArrayUnique(msg('errors.meals.itemsTwice')),
    IsInt({ each: true, ...msg('validation.isInt') }),
    Min(1, { each: true, ...msg('validation.min') }),
    Max(MAX_ID, { each: true, ...msg('validation.max') }),
  ))
  returnableItemIds?: number[];

  @Flag('Turn off a meal that has eaters (without it, 409 MEALS_HAVE_EATERS)') confirmRemoval?: boolean;
}

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export class GridMealDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: "The day, on the edition's clock (YYYY-MM-DD)" }) date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ ...MEAL_PHASE, isArray: true }) phases!: MealPhase[];
  @ApiProperty({ type: [Number] }) returnableItemIds!: number[];
  @ApiProperty({ description: 'How many hold it: accepted volunteer and artist selections, ticket items in a valid state' }) eaters!: number;
  @ApiProperty({ description: 'How many of them ate it so far' }) eaten!: number;
}

export class MealToAddDto {
  @ApiProperty() date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
  @ApiProperty({ ...MEAL_PHASE, isArray: true }) phases!: MealPhase[];
}

/** A meal a change removes (or turns off), with how many would lose it. */
export class MealToRemoveDto {
  @ApiProperty() id!: number;
  @ApiProperty() date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
  @ApiProperty() eaters!: number;
}

export class MealGridDto {
  @ApiProperty({ description: 'The edition has meals (turned on once)' }) configured!: boolean;
  @ApiProperty({ description: 'The time zone of the days' }) timeZone!: string;
  @ApiProperty({ type: [GridMealDto], description: 'In the order of the days, then breakfast, lunch, dinner' }) meals!: GridMealDto[];
  @ApiProperty({ type: [MealToAddDto], description: 'Meals the dates call for that the grid lacks' }) toAdd!: MealToAddDto[];
  @ApiProperty({ type: [MealToRemoveDto], description: 'Meals outside the dates' }) toRemove!: MealToRemoveDto[];
}

export const toGridMealDto = (row: GridMealRow): GridMealDto => ({
  id: row.id,
  date: row.date,
  mealType: row.mealType,
  enabled: row.enabled,
  phases: row.phases,
  returnableItemIds: row.returnableItemIds,
  eaters: row.eaters,
  eaten: row.eaten,
});

export const toMealToAddDto = (m: MealToAdd): MealToAddDto => ({ date: m.date, mealType: m.mealType, phases: [...m.phases] });
export const toMealToRemoveDto = (m: StoredMeal): MealToRemoveDto => ({ id: m.id, date: m.date, mealType: m.mealType, eaters: m.eaters });

/** The grid and what the dates call for (before meals are on: the whole grid turning them on makes). */
export const toMealGridDto = (meals: readonly GridMealRow[], plan: GridPlan, timeZone: string): MealGridDto => ({
  configured: meals.length > 0,
  timeZone,
  meals: meals.map(toGridMealDto),
  toAdd: plan.toAdd.map(toMealToAddDto),
  toRemove: plan.toRemove.map(toMealToRemoveDto),
});
