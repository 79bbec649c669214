/**
 * Every request of the canteen: the meals to pick from, asking about someone for a meal, serving
 * them, sending the offline queue, undoing, a person's history, the search, a meal's offline copy.
 * A request that gets no answer in time is a network cut (the copy answers instead).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { inTime, type SubjectKind } from '../shared/scanner/scannerRules';
import type { CheckpointEntry, Lookup } from '../shared/scanner/useCheckpoint';
import type { MealAnswer, MealCopy, MealSearchPerson } from './canteenRules';

export type CanteenMeals = Schemas['CanteenMealsDto'];
export type MealHistory = Schemas['MealHistoryDto'];

export const canteenKeys = {
  meals: (editionId: number) => ['editions', editionId, 'canteen', 'meals'] as const,
  history: (editionId: number, kind: SubjectKind, subjectId: number) => ['editions', editionId, 'canteen', 'history', kind, subjectId] as const,
};

const at = (editionId: number, mealId: number) => ({ path: { id: editionId, mealId } });

export const canteenRequests = {
  check: async (editionId: number, mealId: number, lookup: Lookup): Promise<MealAnswer> =>
    (await api.POST('/api/editions/{id}/meals/{mealId}/check', { params: at(editionId, mealId), body: lookup, signal: inTime() })).data!,
  eat: async (editionId: number, mealId: number, entry: CheckpointEntry): Promise<MealAnswer> =>
    (await api.POST('/api/editions/{id}/meals/{mealId}/entries', { params: at(editionId, mealId), body: entry, signal: inTime() })).data!,
  sync: async (editionId: number, mealId: number, entries: CheckpointEntry[]) =>
    (await api.POST('/api/editions/{id}/meals/{mealId}/entries/sync', { params: at(editionId, mealId), body: { entries }, signal: inTime(5) })).data!,
  undo: async (editionId: number, entryId: number, deviceId: string): Promise<MealHistory> =>
    (await api.POST('/api/editions/{id}/meals/canteen/entries/{entryId}/undo', { params: { path: { id: editionId, entryId } }, body: { deviceId }, signal: inTime() })).data!,
  search: async (editionId: number, mealId: number, q: string): Promise<MealSearchPerson[]> =>
    (await api.GET('/api/editions/{id}/meals/{mealId}/search', { params: { ...at(editionId, mealId), query: { q } }, signal: inTime() })).data!.people,
  copy: async (editionId: number, mealId: number): Promise<MealCopy> => (await api.GET('/api/editions/{id}/meals/{mealId}/copy', { params: at(editionId, mealId), signal: inTime() })).data!,
};

/** The meals to pick from and the one to open on. */
export const useCanteenMeals = (editionId: number) =>
  useQuery({
    queryKey: canteenKeys.meals(editionId),
    queryFn: async () => (await api.GET('/api/editions/{id}/meals/canteen/meals', { params: { path: { id: editionId } } })).data!,
  });

/** A person's meal validations and undos, every meal, while the drawer is open. */
export const useMealHistory = (editionId: number, person: { kind: SubjectKind; subjectId: number } | null) =>
  useQuery({
    queryKey: canteenKeys.history(editionId, person?.kind ?? 'TICKET', person?.subjectId ?? 0),
    queryFn: async () =>
      (await api.GET('/api/editions/{id}/meals/canteen/history', { params: { path: { id: editionId }, query: { kind: person!.kind, subjectId: person!.subjectId } } })).data!,
    enabled: person !== null,
    staleTime: 0,
  });
