import type { SectionEntry } from '@festival/ui';

/** The planning board: time slots per team and day, who is on them, assigning, copying a day, exports. */
export const volunteersPlanningEntry = {
  id: 'gestion/volunteers-planning',
  path: '/editions/:id/gestion/volunteers/planning',
  title: 'gestion:volunteerSections.planning.title',
  icon: 'IconCalendarEvent',
  check: 'auth-protected',
  right: { edition: ['leadVolunteerTeams'] },
  card: [
    { when: 'canManageVolunteers', title: 'gestion:volunteerSections.planning.title', text: 'gestion:volunteerSections.planning.manageText' },
    { title: 'gestion:volunteerSections.planning.title', text: 'gestion:volunteerSections.planning.leadText' },
  ],
} as const satisfies SectionEntry;
