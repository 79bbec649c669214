import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../core/errors/app-errors';
import { ServerI18n } from '../../core/i18n/server-i18n';
import { csvFile } from '../../core/web/csv';
import type { EditionDto } from '../editions/edition.dto';
import { dietOf } from './kitchen-rules';
import { type KitchenDayDto, type KitchenListDto, type KitchenMealsDto, toKitchenDayDto, toKitchenListDto, toKitchenMealCounts, toKitchenMealsDto } from './kitchen.dto';
import { KitchenRepository } from './kitchen.repository';

export const mealNotFound = () => new NotFoundError('errors.meals.kitchen.mealNotFound', { code: 'MEAL_NOT_FOUND' });

/** What the kitchen reads: which meal is on, who eats it (by kind, diet, allergy), the day's meals, the CSV of eaters. */
@Injectable()
export class KitchenService {
  constructor(
    private readonly repository: KitchenRepository,
    private readonly i18n: ServerI18n,
  ) {}

  async meals(edition: EditionDto): Promise<KitchenMealsDto> {
    return toKitchenMealsDto(await this.repository.meals(edition.id), edition.timeZone, new Date());
  }

  /** One meal's counts and allergies: two statements, whatever the number of eaters. */
  async list(editionId: number, mealId: number): Promise<KitchenListDto> {
    const [rows, allergies] = await Promise.all([this.repository.mealCounts(editionId, mealId), this.repository.allergies(editionId, mealId)]);
    const [counts] = toKitchenMealCounts(rows);
    if (!counts) throw mealNotFound();
    return toKitchenListDto(counts, allergies);
  }

  async day(edition: EditionDto, date: string): Promise<KitchenDayDto> {
    return toKitchenDayDto(date, edition.timeZone, await this.repository.dayCounts(edition.id, date));
  }

  /** Every eater of the meal, headed and worded in the reader's language. */
  async eatersCsv(editionId: number, mealId: number, lng: string): Promise<{ fileName: string; csv: string }> {
    const meal = await this.repository.meal(editionId, mealId);
    if (!meal) throw mealNotFound();
    const eaters = await this.repository.eaters(editionId, mealId);
    const t = (key: string) => this.i18n.t(lng, `csv.meals.kitchen.${key}`);
    const header = ['name', 'kind', 'diet', 'allergies', 'severity', 'afterShow', 'eatenAt'].map((c) => t(`columns.${c}`));
    const rows = eaters.map((e) => [
      e.name,
      t(`kind.${e.kind}`),
      t(`diet.${dietOf(e.diet)}`),
      e.allergies?.trim() || '',
      e.severity ? t(`severity.${e.severity}`) : '',
      t(e.afterShow ? 'yes' : 'no'),
      e.consumedAt,
    ]);
    return { fileName: `meal-${meal.date}-${meal.mealType.toLowerCase()}.csv`, csv: csvFile([header, ...rows]) };
  }
}
