import { holdUnsavedForm, LEAVE_WITHOUT_ASKING, leavesPage, unsavedFormCount } from './unsavedChanges';

describe('unsaved changes', () => {
  it('holds a navigation to another page, not one that stays on the form', () => {
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/my-conventions' })).toBe(true);
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/conventions/3/edit' })).toBe(false);
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/conventions/3/edit/' })).toBe(false);
    expect(leavesPage({ pathname: '/' }, { pathname: '/profile' })).toBe(true);
  });
  it('counts the forms holding unsaved edits; releasing twice counts once', () => {
    const start = unsavedFormCount();
    const a = holdUnsavedForm();
    const b = holdUnsavedForm();
    expect(unsavedFormCount()).toBe(start + 2);
    a();
    a();
    expect(unsavedFormCount()).toBe(start + 1);
    b();
    expect(unsavedFormCount()).toBe(start);
  });
  it('lets a page leave on purpose after its own action', () => {
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/my-conventions', state: LEAVE_WITHOUT_ASKING })).toBe(false);
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/my-conventions', state: { other: 1 } })).toBe(true);
    expect(leavesPage({ pathname: '/conventions/3/edit' }, { pathname: '/my-conventions', state: null })).toBe(true);
  });
});
