import type { SectionEntry } from '@festival/ui';

/** An edition's carpooling: offers and requests by direction and date, bookings, comments (no route guard: visitors read, signed-in users act). */
export const carpoolEntry = {
  id: 'public/carpool',
  path: '/editions/:id/carpool',
  title: 'public:communitySections.carpool.title',
  icon: 'IconCar',
} as const satisfies SectionEntry;
