import { GESTION_SECTIONS } from '../sections';
import { homeCards } from './gestionHomeRules';

const edition = { id: 5, conventionId: 2 };
const none = { team: false, view: false, canEdit: false, canDelete: false, canManageVolunteers: false, canManageArtists: false };

describe('management home cards', () => {
  it('offers every page the user may open, in order, each for this edition or its convention', () => {
    const cards = homeCards(GESTION_SECTIONS, edition, {
      edition: { ...none, team: true, canEdit: true },
      convention: { team: true, canManageCollaborators: true, canAddEdition: true, canEditConvention: true },
    });
    expect(cards.map((c) => [c.to, c.title])).toEqual([
      ['/editions/5/edit', 'gestion:gestionHome.entries.edit.title'],
      ['/conventions/2/collaborators', 'gestion:gestionHome.entries.team.title'],
      ['/editions/5/gestion/workshops', 'gestion:workshopSections.locations.title'],
      ['/conventions/2/editions/add', 'gestion:gestionHome.entries.add.title'],
      ['/conventions/2/edit', 'gestion:gestionHome.entries.convention.title'],
    ]);
    expect(cards[1].text).toBe('gestion:gestionHome.entries.team.manageText');
  });

  it('offers the artist pages to those who manage artists: the artists, then the shows, then the pickups', () => {
    const cards = homeCards(GESTION_SECTIONS, edition, { edition: { ...none, team: true, canManageArtists: true }, convention: { team: true } });
    expect(cards.filter((c) => c.to.includes('/artists')).map((c) => [c.to, c.title])).toEqual([
      ['/editions/5/gestion/artists', 'gestion:artistSections.records.title'],
      ['/editions/5/gestion/artists/shows', 'gestion:artistSections.shows.title'],
      ['/editions/5/gestion/artists/pickups', 'gestion:artistSections.pickups.title'],
    ]);
  });

  it('words the cards after the rights held, and offers nothing without a right', () => {
    const cards = homeCards(GESTION_SECTIONS, edition, { edition: { ...none, team: true, canDelete: true }, convention: { team: true } });
    expect(cards.map((c) => [c.title, c.text])).toEqual([
      ['gestion:gestionHome.entries.settings.title', 'gestion:gestionHome.entries.settings.text'],
      ['gestion:gestionHome.entries.team.title', 'gestion:gestionHome.entries.team.viewText'],
      // The workshop locations are the whole team's.
      ['gestion:workshopSections.locations.title', 'gestion:workshopSections.locations.text'],
    ]);
    expect(homeCards(GESTION_SECTIONS, edition, { edition: { ...none, team: true } }).map((c) => c.id)).toEqual(['gestion/workshop-locations']);
    expect(homeCards(GESTION_SECTIONS, edition, { edition: none })).toEqual([]);
  });
});
