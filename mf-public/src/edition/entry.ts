import type { SectionEntry } from '@festival/ui';

/** Everything about one edition, for anyone (an offline edition for its team only: the API answers 404 to others). */
export const editionEntry = {
  id: 'public/edition',
  path: '/editions/:id',
  title: 'public:editions.detail.title',
  icon: 'IconCalendarEvent',
} as const satisfies SectionEntry;
