import type { SectionEntry } from '@festival/ui';

/** Notifications sent by an administrator (to one user, to everyone, or a test to oneself), and what was sent. */
export const adminNotificationsEntry = {
  id: 'admin/notifications',
  path: '/admin/notifications',
  title: 'admin:notifications.title',
  icon: 'IconBellRinging',
  check: 'super-admin',
  card: [{ title: 'admin:dashboard.notifications', text: 'admin:dashboard.notificationsText' }],
} as const satisfies SectionEntry;
