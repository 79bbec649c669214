import type { SectionEntry } from '@festival/ui';

/** The privacy policy. */
export const privacyEntry = {
  id: 'public/privacy-policy',
  path: '/privacy-policy',
  title: 'public:privacy.title',
  icon: 'IconShieldLock',
} as const satisfies SectionEntry;
