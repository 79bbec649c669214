/** Pure rules of the unsaved-changes guard. */

interface Place {
  pathname: string;
  state?: unknown;
}

/**
 * Navigation state for a page that leaves on purpose after its own action (e.g. after deleting
 * what the form was editing): `navigate(to, { state: LEAVE_WITHOUT_ASKING })`.
 */
export const LEAVE_WITHOUT_ASKING = Object.freeze({ leaveWithoutAsking: true });

/**
 * A navigation leaves the form's page when the path changes (a query or hash change stays on it),
 * unless it says it leaves on purpose.
 */
export function leavesPage(current: Place, next: Place): boolean {
  if ((next.state as { leaveWithoutAsking?: unknown } | null | undefined)?.leaveWithoutAsking === true) return false;
  return trimSlash(current.pathname) !== trimSlash(next.pathname);
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

// Forms on the page holding unsaved edits, for whoever must not interrupt them (the push promo).
// One count for the shell and the remotes: this library is a shared singleton.
let unsavedForms = 0;

/** How many forms on the page hold unsaved edits now. */
export function unsavedFormCount(): number {
  return unsavedForms;
}

/** Counts one form as holding unsaved edits until the returned function is called (once). */
export function holdUnsavedForm(): () => void {
  unsavedForms += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unsavedForms -= 1;
  };
}
