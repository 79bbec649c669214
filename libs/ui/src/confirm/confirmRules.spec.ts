import { canConfirm, checklistComplete, nameFieldInError, nameMatches, toggleChecked } from './confirmRules';

const items = [
  { id: 'a', name: 'Backups exported' },
  { id: 'b', name: 'Team informed' },
];

describe('confirm modal rules', () => {
  it('compares trimmed names', () => {
    expect(nameMatches('My Fest', '  My Fest ')).toBe(true);
    expect(nameMatches(' My Fest ', 'My Fest')).toBe(true);
    expect(nameMatches('My Fest', 'my fest')).toBe(false);
    expect(nameMatches(undefined, '')).toBe(true);
  });

  it('needs every checklist item ticked', () => {
    expect(checklistComplete(items, ['a'])).toBe(false);
    expect(checklistComplete(items, new Set(['a', 'b']))).toBe(true);
    expect(checklistComplete(undefined, [])).toBe(true);
    expect(checklistComplete([], [])).toBe(true);
  });

  it('enables confirm only when both checks pass', () => {
    expect(canConfirm({ expectedName: 'X', typedName: 'X', checklist: items, checked: ['a', 'b'] })).toBe(true);
    expect(canConfirm({ expectedName: 'X', typedName: 'Y', checklist: items, checked: ['a', 'b'] })).toBe(false);
    expect(canConfirm({ expectedName: 'X', typedName: 'X', checklist: items, checked: ['a'] })).toBe(false);
    expect(canConfirm({ typedName: '', checked: [] })).toBe(true);
  });

  it('marks the name field in error only after typing a wrong name', () => {
    expect(nameFieldInError('X', '')).toBe(false);
    expect(nameFieldInError('X', 'Y')).toBe(true);
    expect(nameFieldInError('X', 'X ')).toBe(false);
    expect(nameFieldInError(undefined, 'Y')).toBe(false);
  });

  it('toggles ticks without mutating', () => {
    const start = new Set<string>(['a']);
    const next = toggleChecked(start, 'b');
    expect([...next].sort()).toEqual(['a', 'b']);
    expect([...toggleChecked(next, 'a')]).toEqual(['b']);
    expect([...start]).toEqual(['a']);
  });
});
