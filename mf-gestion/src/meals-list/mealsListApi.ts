/**
 * The kitchen's reads: the meals to pick from, one meal's list (read again every 10 s while the page
 * is visible, for "eaten so far"), a day's meals, and the CSV as a file.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { editionPath as path, useApiGet } from '../shared/gestionApi';
import { EATEN_REFRESH_MS } from './mealsListRules';

export type KitchenMeals = Schemas['KitchenMealsDto'];
export type KitchenMeal = Schemas['KitchenMealRefDto'];
export type KitchenList = Schemas['KitchenListDto'];
export type KitchenDay = Schemas['KitchenDayDto'];
export type KitchenCounts = Schemas['KitchenCountsDto'];
export type KitchenAllergy = Schemas['KitchenAllergyDto'];

export const kitchenKeys = {
  meals: (editionId: number) => ['editions', editionId, 'kitchen', 'meals'] as const,
  list: (editionId: number, mealId: number) => ['editions', editionId, 'kitchen', 'meals', mealId] as const,
  day: (editionId: number, date: string) => ['editions', editionId, 'kitchen', 'day', date] as const,
};

export const useKitchenMeals = (editionId: number) => useApiGet(kitchenKeys.meals(editionId), () => api.GET('/api/editions/{id}/kitchen', path(editionId)));

/** Read again every 10 s, only while the page is visible (TanStack pauses the interval in a hidden tab). */
export const useKitchenList = (editionId: number, mealId: number) =>
  useQuery({
    queryKey: kitchenKeys.list(editionId, mealId),
    queryFn: async () => (await api.GET('/api/editions/{id}/kitchen/meals/{mealId}', { params: { path: { id: editionId, mealId } } })).data as KitchenList,
    refetchInterval: EATEN_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useKitchenDay = (editionId: number, date: string) =>
  useApiGet(kitchenKeys.day(editionId, date), () => api.GET('/api/editions/{id}/kitchen/day', { params: { path: { id: editionId }, query: { date } } }));

export const fetchEatersCsv = (editionId: number, mealId: number) =>
  api.GET('/api/editions/{id}/kitchen/meals/{mealId}/eaters.csv', { params: { path: { id: editionId, mealId } }, parseAs: 'blob' });
