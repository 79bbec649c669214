import {
  changedRights,
  conventionBody,
  diffSnapshots,
  displayName,
  grantedRights,
  noRights,
  pageOf,
  pagesFor,
  parseId,
  RIGHT_KEYS,
  rightDisabled,
  validateConvention,
} from './conventionRules';

describe('convention form rules', () => {
  it('requires a trimmed name of at most 200 characters', () => {
    expect(validateConvention({ name: '  ', description: '', email: '' })).toEqual({ name: 'required' });
    expect(validateConvention({ name: 'x'.repeat(201), description: '', email: '' })).toEqual({ name: 'tooLong' });
    expect(validateConvention({ name: ` ${'x'.repeat(200)} `, description: '', email: '' })).toEqual({});
  });

  it('limits the description and checks the optional e-mail', () => {
    expect(validateConvention({ name: 'A', description: 'x'.repeat(10001), email: '' }).description).toBe('tooLong');
    expect(validateConvention({ name: 'A', description: '', email: 'nope' }).email).toBe('invalidEmail');
    expect(validateConvention({ name: 'A', description: '', email: ' a@b.fr ' })).toEqual({});
  });

  it('sends trimmed values and null for empty optional fields', () => {
    expect(conventionBody({ name: ' Fest ', description: '  ', email: '' })).toEqual({ name: 'Fest', description: null, email: null });
    expect(conventionBody({ name: 'Fest', description: ' Hi ', email: ' a@b.fr' })).toEqual({ name: 'Fest', description: 'Hi', email: 'a@b.fr' });
  });
});

describe('rights', () => {
  it('lists the 8 rights', () => {
    expect(RIGHT_KEYS).toHaveLength(8);
    expect(Object.values(noRights()).every((v) => v === false)).toBe(true);
  });

  it('disables the rights the caller lacks', () => {
    const mine = { ...noRights(), canAddEdition: true };
    expect(rightDisabled(mine, 'canAddEdition')).toBe(false);
    expect(rightDisabled(mine, 'canDeleteConvention')).toBe(true);
    expect(rightDisabled(undefined, 'canAddEdition')).toBe(true);
  });

  it('keeps only changed rights and lists granted ones', () => {
    const before = { ...noRights(), canAddEdition: true };
    const after = { ...noRights(), canManageArtists: true };
    expect(changedRights(before, after)).toEqual({ canAddEdition: false, canManageArtists: true });
    expect(changedRights(before, before)).toEqual({});
    expect(grantedRights(after)).toEqual(['canManageArtists']);
  });
});

describe('history diff', () => {
  it('lists changed fields only, title first then rights in order', () => {
    const before = { title: 'A', canAddEdition: false, canEditConvention: false, canManageArtists: true };
    const after = { title: 'B', canAddEdition: true, canEditConvention: true, canManageArtists: true };
    expect(diffSnapshots(before, after).map((c) => c.field)).toEqual(['title', 'canEditConvention', 'canAddEdition']);
  });

  it('handles a missing side (created / removed)', () => {
    expect(diffSnapshots(null, { title: null, canAddEdition: true, canManageArtists: false })).toEqual([{ field: 'canAddEdition', before: null, after: true }]);
    expect(diffSnapshots({ title: 'T', canAddEdition: true, canManageArtists: false }, null).map((c) => c.field)).toEqual(['title', 'canAddEdition']);
    expect(diffSnapshots({ canAddEdition: true }, { canAddEdition: false })).toEqual([{ field: 'canAddEdition', before: true, after: false }]);
    expect(diffSnapshots({ isArchived: false }, { isArchived: true })).toEqual([{ field: 'isArchived', before: false, after: true }]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });
});

describe('helpers', () => {
  it('names users and parses ids', () => {
    expect(displayName({ pseudo: 'jo', prenom: 'Jo', nom: 'Doe' })).toBe('Jo Doe');
    expect(displayName({ pseudo: 'jo', prenom: '', nom: '' })).toBe('jo');
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe('pages', () => {
  it('splits a list into pages and clamps the page number', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pagesFor(0, 12)).toBe(1);
    expect(pagesFor(24, 12)).toBe(2);
    expect(pagesFor(25, 12)).toBe(3);
    expect(pageOf(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3, 12)).toEqual([24]);
    expect(pageOf(items, 9, 12)).toEqual([24]);
    expect(pageOf(items, 0, 12)).toEqual(items.slice(0, 12));
  });
});
