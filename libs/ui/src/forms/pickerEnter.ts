/**
 * Enter in a picker (a combobox: Mantine's Select, MultiSelect, Autocomplete, TagsInput, or the
 * stand-in shown until one loads) picks the highlighted option, and never submits the form around
 * it: a form is sent by its button, or by Enter in a plain field. Mantine picks an option the user
 * moved to with the arrows; when none is, the first match is picked (a list of choices, not a
 * free-text one, whose typed text stays). Listened to once for the whole page (AppProviders), before
 * React's handlers, so every picker of every form is covered, whatever its props.
 */

/** What marks a picker's input: Mantine's combobox target, or our stand-in (`data-picker`). */
export const PICKER_SELECTOR = '[aria-haspopup="listbox"], [data-picker]';

/** Pickers whose typed text is a value of its own: Enter keeps it rather than a suggestion. */
export const FREE_TEXT_SELECTOR = '.mantine-Autocomplete-input, .mantine-TagsInput-inputField';

type Target = Partial<Pick<HTMLInputElement, 'tagName' | 'matches' | 'getAttribute' | 'ownerDocument'>> | null;

/** Whether this key press is Enter in a picker's input (typing with an input method is left alone). */
export function isEnterInPicker(event: Pick<KeyboardEvent, 'key' | 'isComposing' | 'target'>): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  const target = event.target as Target;
  // An input only: Enter on a picker's button opens it, and Mantine's handles that.
  return target?.tagName === 'INPUT' && Boolean(target.matches?.(PICKER_SELECTOR));
}

/** The option Enter picks when none is highlighted: the first of the open list, or none (free text, list closed). */
export function firstMatchToPick(input: Target): HTMLElement | null {
  if (!input || input.matches?.(FREE_TEXT_SELECTOR)) return null;
  const listId = input.getAttribute?.('aria-controls');
  const list = listId ? input.ownerDocument?.getElementById(listId) : null;
  if (!list || list.querySelector('[data-combobox-selected]')) return null;
  return list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])');
}

/** Keeps Enter in a picker from submitting its form, and picks the first match when none is highlighted. */
export function holdEnterInPickers(event: KeyboardEvent): void {
  if (!isEnterInPicker(event)) return;
  event.preventDefault();
  firstMatchToPick(event.target as Target)?.click();
}

/** Listens on the document (capture: before the form's implicit submission); returns the remover. */
export function listenPickerEnter(doc: Document = document): () => void {
  doc.addEventListener('keydown', holdEnterInPickers, true);
  return () => doc.removeEventListener('keydown', holdEnterInPickers, true);
}
