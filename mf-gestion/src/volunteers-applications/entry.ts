import type { SectionEntry } from '@festival/ui';

/** The applications of an edition's volunteers: list, detail, decisions, teams, manual add, corrections (team leaders: their teams' members). */
export const volunteersApplicationsEntry = {
  id: 'gestion/volunteers-applications',
  path: '/editions/:id/gestion/volunteers/applications',
  title: 'gestion:volunteerSections.applications.title',
  icon: 'IconUsersGroup',
  check: 'auth-protected',
  right: { edition: ['leadVolunteerTeams'] },
  card: [
    { when: 'canManageVolunteers', title: 'gestion:volunteerSections.applications.title', text: 'gestion:volunteerSections.applications.manageText' },
    { title: 'gestion:volunteerSections.applications.title', text: 'gestion:volunteerSections.applications.leadText' },
  ],
} as const satisfies SectionEntry;
