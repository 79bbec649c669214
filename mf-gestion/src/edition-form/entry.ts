import type { SectionEntry } from '@festival/ui';

/** A new edition of one convention. */
export const addEditionEntry = {
  id: 'gestion/add-edition',
  path: '/conventions/:id/editions/add',
  title: 'gestion:addEdition.title',
  icon: 'IconCalendarPlus',
  check: 'auth-protected',
  right: { convention: ['canAddEdition'] },
  card: [{ title: 'gestion:gestionHome.entries.add.title', text: 'gestion:gestionHome.entries.add.text' }],
} as const satisfies SectionEntry;

/** A new edition, after picking one of the conventions where the user may add one. */
export const pickConventionEntry = {
  id: 'gestion/add-edition-anywhere',
  path: '/editions/add',
  title: 'gestion:addEdition.title',
  icon: 'IconCalendarPlus',
  check: 'auth-protected',
} as const satisfies SectionEntry;

/** Every field of an edition, its image, and its deletion. */
export const editEditionEntry = {
  id: 'gestion/edit-edition',
  path: '/editions/:id/edit',
  title: 'gestion:editEdition.title',
  icon: 'IconPencil',
  check: 'auth-protected',
  right: { edition: ['canEdit', 'canDelete'] },
  card: [
    { when: 'canEdit', title: 'gestion:gestionHome.entries.edit.title', text: 'gestion:gestionHome.entries.edit.text' },
    { title: 'gestion:gestionHome.entries.settings.title', text: 'gestion:gestionHome.entries.settings.text' },
  ],
} as const satisfies SectionEntry;
