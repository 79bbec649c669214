import { holdEnterInPickers, isEnterInPicker, listenPickerEnter, PICKER_SELECTOR } from './pickerEnter';

/** An element answering `matches` for the attributes it has, as the DOM does for PICKER_SELECTOR. */
const element = (tagName: string, attributes: Record<string, string> = {}) => ({
  tagName,
  matches: (selector: string) =>
    selector === PICKER_SELECTOR && (attributes['aria-haspopup'] === 'listbox' || 'data-picker' in attributes),
});

const key = (target: unknown, over: Partial<KeyboardEvent> = {}) => {
  let prevented = false;
  const event = { key: 'Enter', isComposing: false, target, preventDefault: () => (prevented = true), ...over } as unknown as KeyboardEvent;
  return { event, prevented: () => prevented };
};

describe('Enter in a picker', () => {
  it('is held in a combobox input and in the stand-in of a picker not loaded yet', () => {
    for (const target of [element('INPUT', { 'aria-haspopup': 'listbox' }), element('INPUT', { 'data-picker': '' })]) {
      const press = key(target);
      holdEnterInPickers(press.event);
      expect(press.prevented()).toBe(true);
    }
  });

  it('still submits from a plain text field, and leaves other keys, typing with an input method and buttons alone', () => {
    expect(isEnterInPicker(key(element('INPUT')).event)).toBe(false);
    expect(isEnterInPicker(key(element('TEXTAREA', { 'aria-haspopup': 'listbox' })).event)).toBe(false);
    expect(isEnterInPicker(key(element('BUTTON', { 'aria-haspopup': 'listbox' })).event)).toBe(false);
    expect(isEnterInPicker(key(element('INPUT', { 'aria-haspopup': 'listbox' }), { key: 'a' }).event)).toBe(false);
    expect(isEnterInPicker(key(element('INPUT', { 'aria-haspopup': 'listbox' }), { isComposing: true }).event)).toBe(false);
    expect(isEnterInPicker(key(null).event)).toBe(false);
  });

  it('is listened to on the document before any handler of the page (capture), and the listener can be removed', () => {
    const calls: unknown[][] = [];
    const doc = { addEventListener: (...args: unknown[]) => calls.push(['add', ...args]), removeEventListener: (...args: unknown[]) => calls.push(['remove', ...args]) };
    const stop = listenPickerEnter(doc as unknown as Document);
    stop();
    expect(calls).toEqual([
      ['add', 'keydown', holdEnterInPickers, true],
      ['remove', 'keydown', holdEnterInPickers, true],
    ]);
  });
});
