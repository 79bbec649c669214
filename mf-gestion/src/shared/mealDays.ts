/**
 * Meals of the grid as the gestion pages show them (a tier's or an option's choice, an artist's
 * meals): by day, and whether meals are on at all.
 */

/** Meals by day, in the days' order, each day's meals in the order given (the API's: breakfast, lunch, dinner). */
export function mealsByDay<M extends { date: string }>(meals: readonly M[]): { date: string; meals: M[] }[] {
  const days: { date: string; meals: M[] }[] = [];
  for (const meal of meals) {
    const last = days[days.length - 1];
    if (last?.date === meal.date) last.meals.push(meal);
    else days.push({ date: meal.date, meals: [meal] });
  }
  return days;
}

/** Meals are off for an edition with no meal on in its grid. */
export const mealsAreOff = (meals: readonly { enabled: boolean }[]): boolean => !meals.some((m) => m.enabled);
