import { ApiProperty } from '@nestjs/swagger';
import { AllergySeverity } from '../../core/validation/diet';
import { Day } from '../../core/validation/fields';
import { MealType } from './meal-fields';
import { countsOf, currentOrNextMeal, type EaterGroup, MealEaterKind, type PickableMeal, sortAllergies } from './kitchen-rules';

const MEAL_TYPE = { enum: Object.values(MealType), enumName: 'MealType' };
const KIND = { enum: Object.values(MealEaterKind), enumName: 'MealEaterKind' };
const SEVERITY = { enum: Object.values(AllergySeverity), enumName: 'AllergySeverity' };

// ── the rows the repository reads ─────────────────────────────────────────────────────────────

/** A meal of the grid with one group of its eaters (kind and diet null: nobody eats it). */
export interface MealCountRow extends Omit<EaterGroup, 'kind'> {
  mealId: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
  kind: string | null;
}

export interface AllergyRow {
  kind: MealEaterKind;
  name: string;
  allergies: string;
  severity: AllergySeverity | null;
}

/** One eater of a meal, for the CSV. */
export interface EaterRow {
  kind: MealEaterKind;
  name: string;
  diet: string | null;
  allergies: string | null;
  severity: AllergySeverity | null;
  afterShow: boolean;
  consumedAt: Date | null;
}

/** An edition whose meals of the coming days are on, with its clock (the evening reminder's candidates). */
export interface ReminderCandidateRow {
  editionId: number;
  editionName: string;
  timeZone: string;
  dates: string[];
}

// ── the queries ───────────────────────────────────────────────────────────────────────────────

export class KitchenDayQuery {
  @Day({ description: 'The day, on the edition’s clock' }) date!: string;
}

// ── the answers ───────────────────────────────────────────────────────────────────────────────

export class KitchenMealRefDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty(MEAL_TYPE) mealType!: MealType;
  @ApiProperty() enabled!: boolean;
}

/** The meals the kitchen may pick from, and the one on now or next. */
export class KitchenMealsDto {
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: [KitchenMealRefDto] }) meals!: KitchenMealRefDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'The meal on now or the next one (meals on only); null when no meal is on' }) currentMealId!: number | null;
}

export class DietCountsDto {
  @ApiProperty() NONE!: number;
  @ApiProperty() VEGETARIAN!: number;
  @ApiProperty() VEGAN!: number;
}

export class KindCountsDto {
  @ApiProperty({ type: DietCountsDto }) VOLUNTEER!: DietCountsDto;
  @ApiProperty({ type: DietCountsDto }) ARTIST!: DietCountsDto;
  @ApiProperty({ type: DietCountsDto }) TICKET_HOLDER!: DietCountsDto;
}

/** How many eat a meal: by kind × diet, by diet, in all; how many ate so far; late plates; severe or critical allergies. */
export class KitchenCountsDto {
  @ApiProperty({ type: KindCountsDto }) byKind!: KindCountsDto;
  @ApiProperty({ type: DietCountsDto }) byDiet!: DietCountsDto;
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Eaten so far (validated at the canteen)' }) eaten!: number;
  @ApiProperty({ description: 'Plates kept aside for after the show' }) afterShow!: number;
  @ApiProperty({ description: 'Eaters with a SEVERE or CRITICAL allergy' }) loudAllergies!: number;
}

export class KitchenMealCountsDto {
  @ApiProperty({ type: KitchenMealRefDto }) meal!: KitchenMealRefDto;
  @ApiProperty({ type: KitchenCountsDto }) counts!: KitchenCountsDto;
}

export class KitchenAllergyDto {
  @ApiProperty(KIND) kind!: MealEaterKind;
  @ApiProperty() name!: string;
  @ApiProperty() allergies!: string;
  @ApiProperty({ ...SEVERITY, nullable: true }) severity!: AllergySeverity | null;
}

/** One meal for the kitchen: its counts and every allergy, CRITICAL and SEVERE first. */
export class KitchenListDto extends KitchenMealCountsDto {
  @ApiProperty({ type: [KitchenAllergyDto] }) allergies!: KitchenAllergyDto[];
}

/** The meals of one day for the cooks. */
export class KitchenDayDto {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty() timeZone!: string;
  @ApiProperty({ type: [KitchenMealCountsDto] }) meals!: KitchenMealCountsDto[];
}

// ── the mappers ───────────────────────────────────────────────────────────────────────────────

export const toKitchenMealRefDto = (m: PickableMeal): KitchenMealRefDto => ({ id: m.id, date: m.date, mealType: m.mealType, enabled: m.enabled });

export function toKitchenMealsDto(meals: readonly PickableMeal[], timeZone: string, now: Date): KitchenMealsDto {
  return { timeZone, meals: meals.map(toKitchenMealRefDto), currentMealId: currentOrNextMeal(meals, now, timeZone)?.id ?? null };
}

/** The meals of the rows (in their order), each with its counts. */
export function toKitchenMealCounts(rows: readonly MealCountRow[]): KitchenMealCountsDto[] {
  const meals = new Map<number, { meal: KitchenMealRefDto; groups: EaterGroup[] }>();
  for (const r of rows) {
    let meal = meals.get(r.mealId);
    if (!meal) meals.set(r.mealId, (meal = { meal: toKitchenMealRefDto({ id: r.mealId, date: r.date, mealType: r.mealType, enabled: r.enabled }), groups: [] }));
    if (r.kind !== null) meal.groups.push({ ...r, kind: r.kind });
  }
  return [...meals.values()].map(({ meal, groups }) => ({ meal, counts: countsOf(groups) }));
}

export function toKitchenListDto(counts: KitchenMealCountsDto, allergies: readonly AllergyRow[]): KitchenListDto {
  return { ...counts, allergies: sortAllergies(allergies).map((a) => ({ kind: a.kind, name: a.name, allergies: a.allergies, severity: a.severity })) };
}

export function toKitchenDayDto(date: string, timeZone: string, rows: readonly MealCountRow[]): KitchenDayDto {
  return { date, timeZone, meals: toKitchenMealCounts(rows) };
}
