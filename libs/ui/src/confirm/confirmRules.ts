/** Pure confirm-modal rules (spec §5). */

export interface ChecklistItem {
  id: string;
  name: string;
}

export interface ConfirmRuleInput {
  /** When set, the user must type this name. */
  expectedName?: string | null;
  typedName: string;
  checklist?: ChecklistItem[];
  checked: ReadonlySet<string> | string[];
}

export function nameMatches(expected: string | null | undefined, typed: string): boolean {
  if (expected == null) return true;
  return typed.trim() === expected.trim();
}

export function checklistComplete(items: ChecklistItem[] | undefined, checked: ReadonlySet<string> | string[]): boolean {
  if (!items || items.length === 0) return true;
  const set = checked instanceof Set ? checked : new Set(checked as string[]);
  return items.every((item) => set.has(item.id));
}

export function canConfirm(input: ConfirmRuleInput): boolean {
  return nameMatches(input.expectedName, input.typedName) && checklistComplete(input.checklist, input.checked);
}

/** Name field shows an error once something was typed and it does not match. */
export function nameFieldInError(expected: string | null | undefined, typed: string): boolean {
  return expected != null && typed.length > 0 && !nameMatches(expected, typed);
}

export function toggleChecked(checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
