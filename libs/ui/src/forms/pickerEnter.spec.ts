import { firstMatchToPick, FREE_TEXT_SELECTOR, holdEnterInPickers, isEnterInPicker, listenPickerEnter, PICKER_SELECTOR } from './pickerEnter';

/** An open list of options as Mantine draws it: `selected` is the index highlighted, if any. */
function list(options: string[], selected: number | null = null, disabled: number[] = []) {
  const items = options.map((label, i) => ({ label, clicked: 0, selected: i === selected, disabled: disabled.includes(i), click() {
    this.clicked++;
  } }));
  return {
    items,
    querySelector: (selector: string) => {
      if (selector === '[data-combobox-selected]') return items.find((o) => o.selected) ?? null;
      if (selector === '[data-combobox-option]:not([data-combobox-disabled])') return items.find((o) => !o.disabled) ?? null;
      throw new Error(`unexpected selector ${selector}`);
    },
  };
}

/** An input answering `matches` for the attributes it has, as the DOM does for the selectors used. */
function input(tagName: string, attributes: Record<string, string> = {}, options?: ReturnType<typeof list>): Parameters<typeof firstMatchToPick>[0] {
  return {
    tagName,
    matches: (selector: string) => {
      if (selector === PICKER_SELECTOR) return attributes['aria-haspopup'] === 'listbox' || 'data-picker' in attributes;
      if (selector === FREE_TEXT_SELECTOR) return 'free-text' in attributes;
      throw new Error(`unexpected selector ${selector}`);
    },
    getAttribute: (name: string) => attributes[name] ?? null,
    ownerDocument: { getElementById: (id: string) => (id === 'list-1' ? (options ?? null) : null) } as unknown as Document,
  };
}

const key = (target: unknown, over: Partial<KeyboardEvent> = {}) => {
  let prevented = false;
  const event = { key: 'Enter', isComposing: false, target, preventDefault: () => (prevented = true), ...over } as unknown as KeyboardEvent;
  return { event, prevented: () => prevented };
};

const combobox = { 'aria-haspopup': 'listbox', 'aria-controls': 'list-1' };

describe('Enter in a picker', () => {
  it('never submits from a combobox input, nor from the stand-in of a picker not loaded yet', () => {
    for (const target of [input('INPUT', { 'aria-haspopup': 'listbox' }), input('INPUT', { 'data-picker': '' })]) {
      const press = key(target);
      holdEnterInPickers(press.event);
      expect(press.prevented()).toBe(true);
    }
  });

  it('picks the first match of the open list when none is highlighted (France typed, France picked)', () => {
    const options = list(['France', 'French Guiana'], null, []);
    holdEnterInPickers(key(input('INPUT', combobox, options)).event);
    expect(options.items.map((o) => o.clicked)).toEqual([1, 0]);
    // The first that may be picked.
    const someDisabled = list(['Atlantis', 'France'], null, [0]);
    expect(firstMatchToPick(input('INPUT', combobox, someDisabled))).toBe(someDisabled.items[1]);
  });

  it('leaves a highlighted option to the picker, a closed list alone, and free text as typed', () => {
    const highlighted = list(['France', 'French Guiana'], 1);
    expect(firstMatchToPick(input('INPUT', combobox, highlighted))).toBeNull();
    expect(firstMatchToPick(input('INPUT', { 'aria-haspopup': 'listbox' }))).toBeNull();
    expect(firstMatchToPick(input('INPUT', { ...combobox, 'free-text': '' }, list(['Big gym'])))).toBeNull();
    const press = key(input('INPUT', { ...combobox, 'free-text': '' }, list(['Big gym'])));
    holdEnterInPickers(press.event);
    expect(press.prevented()).toBe(true);
  });

  it('still submits from a plain text field, and leaves other keys, typing with an input method and buttons alone', () => {
    expect(isEnterInPicker(key(input('INPUT')).event)).toBe(false);
    expect(isEnterInPicker(key(input('TEXTAREA', { 'aria-haspopup': 'listbox' })).event)).toBe(false);
    expect(isEnterInPicker(key(input('BUTTON', { 'aria-haspopup': 'listbox' })).event)).toBe(false);
    expect(isEnterInPicker(key(input('INPUT', { 'aria-haspopup': 'listbox' }), { key: 'a' }).event)).toBe(false);
    expect(isEnterInPicker(key(input('INPUT', { 'aria-haspopup': 'listbox' }), { isComposing: true }).event)).toBe(false);
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
