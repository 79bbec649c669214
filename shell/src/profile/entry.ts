import type { SectionEntry } from '@festival/ui';

/** The user's profile: picture, details, password. */
export const profileEntry = {
  id: 'shell/profile',
  path: '/profile',
  title: 'auth:profile.title',
  icon: 'IconUser',
  check: 'auth-protected',
} as const satisfies SectionEntry;
