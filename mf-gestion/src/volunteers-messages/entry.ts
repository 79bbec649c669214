import type { SectionEntry } from '@festival/ui';

/** Group messages to the edition's volunteers: write to all or to teams, follow who confirmed, remind the others. */
export const volunteersMessagesEntry = {
  id: 'gestion/volunteers-notifications',
  path: '/editions/:id/gestion/volunteers/notifications',
  title: 'gestion:volunteerSections.messages.title',
  icon: 'IconMessages',
  check: 'auth-protected',
  right: { edition: ['leadVolunteerTeams'] },
  card: [
    { when: 'canManageVolunteers', title: 'gestion:volunteerSections.messages.title', text: 'gestion:volunteerSections.messages.manageText' },
    { title: 'gestion:volunteerSections.messages.title', text: 'gestion:volunteerSections.messages.leadText' },
  ],
} as const satisfies SectionEntry;
