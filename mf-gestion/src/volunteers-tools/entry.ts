import type { SectionEntry } from '@festival/ui';

/** Tools over an edition's volunteer applications: CSV export, e-mail list of a selection, printable sheet with QR codes. */
export const volunteersToolsEntry = {
  id: 'gestion/volunteers-tools',
  path: '/editions/:id/gestion/volunteers/tools',
  title: 'gestion:volunteerSections.applications.toolsTitle',
  icon: 'IconTool',
  check: 'auth-protected',
  right: { edition: ['canManageVolunteers'] },
  card: [{ title: 'gestion:volunteerSections.applications.toolsTitle', text: 'gestion:volunteerSections.applications.toolsText' }],
} as const satisfies SectionEntry;
