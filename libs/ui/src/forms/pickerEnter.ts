/**
 * Enter in a picker (a combobox: Mantine's Select, MultiSelect, Autocomplete, TagsInput, or the
 * stand-in shown until one loads) picks the highlighted option, which Mantine does on the same key,
 * and never submits the form around it: a form is sent by its button, or by Enter in a plain field.
 * Listened to once for the whole page (AppProviders), before React's handlers, so every picker of
 * every form is covered, whatever its props.
 */

/** What marks a picker's input: Mantine's combobox target, or our stand-in (`data-picker`). */
export const PICKER_SELECTOR = '[aria-haspopup="listbox"], [data-picker]';

/** Whether this key press is Enter in a picker's input (typing with an input method is left alone). */
export function isEnterInPicker(event: Pick<KeyboardEvent, 'key' | 'isComposing' | 'target'>): boolean {
  if (event.key !== 'Enter' || event.isComposing) return false;
  const target = event.target as Partial<Pick<Element, 'tagName' | 'matches'>> | null;
  // An input only: Enter on a picker's button opens it, and Mantine's handles that.
  return target?.tagName === 'INPUT' && Boolean(target.matches?.(PICKER_SELECTOR));
}

/** Keeps Enter in a picker from submitting its form (the key still reaches the picker, which picks). */
export function holdEnterInPickers(event: KeyboardEvent): void {
  if (isEnterInPicker(event)) event.preventDefault();
}

/** Listens on the document (capture: before the form's implicit submission); returns the remover. */
export function listenPickerEnter(doc: Document = document): () => void {
  doc.addEventListener('keydown', holdEnterInPickers, true);
  return () => doc.removeEventListener('keydown', holdEnterInPickers, true);
}
