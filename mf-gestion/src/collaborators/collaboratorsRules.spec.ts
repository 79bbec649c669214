import { changedRights, CONVENTION_WIDE_RIGHT, diffSnapshots, displayName, EDITION_RIGHT_KEYS, grantedRights, noEditionRights, noRights, perEditionChanges, RIGHT_KEYS, rightDisabled, rightsByEdition } from './collaboratorsRules';

describe('rights', () => {
  it('lists the 9 rights', () => {
    expect(RIGHT_KEYS).toHaveLength(9);
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
  it('names users', () => {
    expect(displayName({ pseudo: 'jo', prenom: 'Jo', nom: 'Doe' })).toBe('Jo Doe');
    expect(displayName({ pseudo: 'jo', prenom: '', nom: '' })).toBe('jo');
  });
});

describe('per-edition rights', () => {
  it('lists the 4 edition rights and the convention right covering each', () => {
    expect(EDITION_RIGHT_KEYS).toEqual(['canEdit', 'canDelete', 'canManageVolunteers', 'canManageArtists', 'canManageTicketing']);
    expect(CONVENTION_WIDE_RIGHT.canEdit).toBe('canEditAllEditions');
    expect(CONVENTION_WIDE_RIGHT.canDelete).toBe('canDeleteAllEditions');
  });

  it('keeps only the editions whose rights changed', () => {
    const initial = rightsByEdition([{ editionId: 1, canEdit: true, canDelete: false, canManageVolunteers: false, canManageArtists: false, canManageTicketing: false }]);
    const draft = new Map([
      [1, { ...noEditionRights(), canEdit: true }],
      [2, noEditionRights()],
      [3, { ...noEditionRights(), canManageArtists: true }],
    ]);
    expect(perEditionChanges(initial, draft)).toEqual([{ editionId: 3, rights: { ...noEditionRights(), canManageArtists: true } }]);
    draft.set(1, noEditionRights());
    expect(perEditionChanges(initial, draft).map((c) => c.editionId)).toEqual([1, 3]);
  });
});
