import type { SectionEntry } from '@festival/ui';

/** The user's volunteer applications, across editions. */
export const myVolunteerApplicationsEntry = {
  id: 'public/my-volunteer-applications',
  path: '/my-volunteer-applications',
  title: 'public:volunteerApplications.title',
  icon: 'IconHandStop',
  check: 'auth-protected',
} as const satisfies SectionEntry;
