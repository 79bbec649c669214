import { cardOf, holdsRight, hrefOf, pathsOf, registerSections, sectionHref, type SectionEntry } from './sections';

const base = <Id extends string, Path extends string>(id: Id, path: Path) => ({ id, path, title: 'test:page.title', icon: 'IconPencil' as const });
const editEdition = {
  ...base('test/edit-edition', '/editions/:id/edit'),
  right: { edition: ['canEdit', 'canDelete'] },
  card: [{ when: 'canEdit', title: 'edit.title', text: 'edit.text' }, { title: 'settings.title', text: 'settings.text' }],
} as const satisfies SectionEntry;
const team = { ...base('test/team', '/conventions/:id/collaborators'), right: { convention: ['team'] } } as const satisfies SectionEntry;
const home = base('test/home', '/') satisfies SectionEntry;

describe('section links', () => {
  it('fills the path parameters in', () => {
    expect(hrefOf(editEdition, { id: 12 })).toBe('/editions/12/edit');
    expect(hrefOf(home)).toBe('/');
    expect(pathsOf([home, team])).toEqual(['/', '/conventions/:id/collaborators']);
  });

  it('finds the sections of other apps once registered, and none that is not there', () => {
    expect(sectionHref('test/team', { id: 3 })).toBeUndefined();
    registerSections([team, home]);
    expect(sectionHref('test/team', { id: 3 })).toBe('/conventions/3/collaborators');
    expect(sectionHref('test/nope')).toBeUndefined();
  });
});

describe('section rights', () => {
  it('opens a section on any one of its rights, on the edition or the convention it names', () => {
    expect(holdsRight(home, {})).toBe(true);
    expect(holdsRight(editEdition, { edition: { canDelete: true } })).toBe(true);
    expect(holdsRight(editEdition, { edition: { team: true }, convention: { canEditAllEditions: true } })).toBe(false);
    expect(holdsRight(team, { convention: { team: true } })).toBe(true);
    expect(holdsRight(team, { edition: { team: true } })).toBe(false);
  });

  it('shows the first card whose right is held, and none for a closed section', () => {
    expect(cardOf(editEdition, { edition: { canEdit: true, canDelete: true } })?.title).toBe('edit.title');
    expect(cardOf(editEdition, { edition: { canDelete: true } })?.title).toBe('settings.title');
    expect(cardOf(editEdition, { edition: {} })).toBeUndefined();
    expect(cardOf(team, { convention: { team: true } })).toBeUndefined();
  });
});
