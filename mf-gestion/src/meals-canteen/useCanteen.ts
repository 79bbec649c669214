/** A meal at the canteen on one device: the shared checkpoint (answer, validation, undo, offline copy and queue) with the canteen's requests and copy rules. */
import { useAutoMode, useCheckpoint, type CheckpointAdapter, type CheckpointScreen } from '../shared/scanner/useCheckpoint';
import { canteenRequests } from './canteenApi';
import { answerFromCopy, markEatenInCopy, searchMealCopy, serves, type MealAnswer, type MealCopy, type MealCopyPerson, type MealSearchPerson } from './canteenRules';

export type MealScreen = CheckpointScreen<MealAnswer>;

export const useAutoServe = () => useAutoMode('festival.canteen.auto');

/** The canteen's side of the checkpoint: a meal's requests, and its copy (whole each time: a meal's eaters are a few thousand). */
export function canteenAdapter(editionId: number, mealId: number): CheckpointAdapter<MealAnswer, MealCopy, MealCopyPerson, MealSearchPerson, object> {
  return {
    scope: `meal:${editionId}:${mealId}`,
    check: (lookup) => canteenRequests.check(editionId, mealId, lookup),
    enter: (entry) => canteenRequests.eat(editionId, mealId, entry),
    sync: (entries) => canteenRequests.sync(editionId, mealId, entries),
    undo: (entryId, device) => canteenRequests.undo(editionId, entryId, device),
    search: (q) => canteenRequests.search(editionId, mealId, q),
    copy: () => canteenRequests.copy(editionId, mealId),
    refreshes: false,
    peopleOf: (copy) => copy.people,
    conflictsOf: () => [],
    answerFromCopy: (copy, person) => answerFromCopy(copy, person),
    markIn: markEatenInCopy,
    searchCopy: (copy, q) => searchMealCopy(copy, q),
    admits: serves,
  };
}

export const useCanteen = (editionId: number, mealId: number) => useCheckpoint(canteenAdapter(editionId, mealId));
