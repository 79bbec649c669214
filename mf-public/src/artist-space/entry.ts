import type { SectionEntry } from '@festival/ui';

/** An artist's own space on an edition: their record (without the organisers' notes), their shows, their entry QR code, what they may change. */
export const artistSpaceEntry = {
  id: 'public/artist-space',
  path: '/editions/:id/artist-space',
  title: 'public:artistSections.space.title',
  icon: 'IconMasksTheater',
  check: 'authenticated',
} as const satisfies SectionEntry;
