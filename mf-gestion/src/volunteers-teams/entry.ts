import type { SectionEntry } from '@festival/ui';

/** The edition's volunteer teams: create, edit, delete; members and leaders counted. */
export const volunteersTeamsEntry = {
  id: 'gestion/volunteers-teams',
  path: '/editions/:id/gestion/volunteers/teams',
  title: 'gestion:volunteerSections.planning.teamsTitle',
  icon: 'IconUsers',
  check: 'auth-protected',
  right: { edition: ['canManageVolunteers'] },
  card: [{ when: 'canManageVolunteers', title: 'gestion:volunteerSections.planning.teamsTitle', text: 'gestion:volunteerSections.planning.teamsText' }],
} as const satisfies SectionEntry;
