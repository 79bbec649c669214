import type { SectionEntry } from '@festival/ui';

/** Creates a convention; its creator becomes its author. */
export const addConventionEntry = {
  id: 'gestion/add-convention',
  path: '/conventions/add',
  title: 'gestion:addConvention.title',
  icon: 'IconPlus',
  check: 'auth-protected',
} as const satisfies SectionEntry;

/** A convention's details, logo, archive and deletion (its team may read them). */
export const editConventionEntry = {
  id: 'gestion/edit-convention',
  path: '/conventions/:id/edit',
  title: 'gestion:editConvention.title',
  icon: 'IconSettings',
  check: 'auth-protected',
  right: { convention: ['canEditConvention', 'canDeleteConvention'] },
  card: [{ title: 'gestion:gestionHome.entries.convention.title', text: 'gestion:gestionHome.entries.convention.text' }],
} as const satisfies SectionEntry;
