import type { SectionEntry } from '@festival/ui';

/** Every notification of the user, and their notification settings. */
export const notificationsEntry = {
  id: 'shell/notifications',
  path: '/notifications',
  title: 'notifications:page.title',
  icon: 'IconBell',
  check: 'auth-protected',
} as const satisfies SectionEntry;
