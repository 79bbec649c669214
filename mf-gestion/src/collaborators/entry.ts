import type { SectionEntry } from '@festival/ui';

/** A convention's team: its members, their rights (per edition too) and the history of changes. */
export const collaboratorsEntry = {
  id: 'gestion/collaborators',
  path: '/conventions/:id/collaborators',
  title: 'gestion:collaborators.title',
  icon: 'IconUsers',
  check: 'auth-protected',
  right: { convention: ['team'] },
  card: [
    { when: 'canManageCollaborators', title: 'gestion:gestionHome.entries.team.title', text: 'gestion:gestionHome.entries.team.manageText' },
    { title: 'gestion:gestionHome.entries.team.title', text: 'gestion:gestionHome.entries.team.viewText' },
  ],
} as const satisfies SectionEntry;
