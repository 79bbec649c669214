import type { SectionEntry } from '@festival/ui';

/** The feedback users sent: read, annotate, resolve. */
export const feedbackEntry = {
  id: 'admin/feedback',
  path: '/admin/feedback',
  title: 'admin:feedback.title',
  icon: 'IconMessage',
  check: 'super-admin',
} as const satisfies SectionEntry;
