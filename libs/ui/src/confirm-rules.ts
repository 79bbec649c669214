/** When the confirm modal lets the user confirm (spec section 5). */
export interface ConfirmChecklistItem {
  id: string;
  name: string;
}

export function nameMatches(expected: string | undefined, typed: string): boolean {
  return expected === undefined || typed.trim() === expected.trim();
}

export function checklistComplete(items: ConfirmChecklistItem[] | undefined, ticked: ReadonlySet<string>): boolean {
  return !items?.length || items.every((i) => ticked.has(i.id));
}

export function canConfirm(expectedName: string | undefined, typed: string, items: ConfirmChecklistItem[] | undefined, ticked: ReadonlySet<string>): boolean {
  return nameMatches(expectedName, typed) && checklistComplete(items, ticked);
}
