/** Every query and mutation of the meal grid page; each change refreshes the grid (counts, what the dates call for). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type Schemas } from '@festival/api-client';
import { editionPath, ticketingKeys, useApiGet } from '../shared/gestionApi';

export type MealGrid = Schemas['MealGridDto'];
export type GridMeal = Schemas['GridMealDto'];
export type MealToRemove = Schemas['MealToRemoveDto'];
export type MealType = GridMeal['mealType'];
export type MealPhase = GridMeal['phases'][number];
export type MealChange = Omit<Schemas['UpdateMealDto'], 'confirmRemoval'>;

export const mealKeys = {
  all: (editionId: number) => ['editions', editionId, 'meals'] as const,
  grid: (editionId: number) => ['editions', editionId, 'meals', 'grid'] as const,
};

export function useMealGrid(editionId: number) {
  return useQuery({ queryKey: mealKeys.grid(editionId), queryFn: async () => (await api.GET('/api/editions/{id}/meals', editionPath(editionId))).data! });
}

/** The edition's returnable items (the ticketing's), for those who may read them. */
export const useReturnableItems = (editionId: number, enabled: boolean) =>
  useApiGet([...ticketingKeys.all(editionId), 'returnable-items'], () => api.GET('/api/editions/{id}/ticketing/returnable-items', editionPath(editionId)), { enabled });

/** The meals a refusal says would be taken from people (409 MEALS_HAVE_EATERS), else null. */
export function mealsWithEatersOf(error: unknown): MealToRemove[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body.code !== 'MEALS_HAVE_EATERS') return null;
  return ((error.body as unknown as { meals?: MealToRemove[] }).meals ?? []) as MealToRemove[];
}

/** Turns meals on, or brings the grid in step with the dates (`confirmRemoval`: meals with eaters go too). */
export function useSyncGrid(editionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (confirmRemoval: boolean) => (await api.POST('/api/editions/{id}/meals/grid/sync', { ...editionPath(editionId), body: { confirmRemoval } })).data!,
    onSuccess: (grid) => client.setQueryData(mealKeys.grid(editionId), grid),
    onSettled: () => client.invalidateQueries({ queryKey: mealKeys.all(editionId) }),
  });
}

/** A meal's switch, phases or returnable items. */
export function useUpdateMeal(editionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ mealId, change, confirmRemoval }: { mealId: number; change: MealChange; confirmRemoval?: boolean }) =>
      (await api.PATCH('/api/editions/{id}/meals/{mealId}', { params: { path: { id: editionId, mealId } }, body: { ...change, ...(confirmRemoval ? { confirmRemoval } : {}) } })).data!,
    onSettled: () => client.invalidateQueries({ queryKey: mealKeys.all(editionId) }),
  });
}
