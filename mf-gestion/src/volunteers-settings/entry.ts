import type { SectionEntry } from '@festival/ui';

/** The questions of an edition's volunteer form (the 14 toggles), self sign-up and the planning's limits. */
export const volunteersFormEntry = {
  id: 'gestion/volunteers-form',
  path: '/editions/:id/gestion/volunteers/form',
  title: 'gestion:volunteerSections.applications.formTitle',
  icon: 'IconListCheck',
  check: 'auth-protected',
  right: { edition: ['canManageVolunteers'] },
  card: [{ title: 'gestion:volunteerSections.applications.formTitle', text: 'gestion:volunteerSections.applications.formText' }],
} as const satisfies SectionEntry;

/** The public volunteers page of an edition: internal form or external link, open or closed, description, setup and teardown dates. */
export const volunteersPageEntry = {
  id: 'gestion/volunteers-page',
  path: '/editions/:id/gestion/volunteers/page',
  title: 'gestion:volunteerSections.applications.pageTitle',
  icon: 'IconFileDescription',
  check: 'auth-protected',
  right: { edition: ['canManageVolunteers'] },
  card: [{ title: 'gestion:volunteerSections.applications.pageTitle', text: 'gestion:volunteerSections.applications.pageText' }],
} as const satisfies SectionEntry;
