import type { SectionEntry } from '@festival/ui';

/** A group message of the organisers, as its recipient reads it and confirms they did (the confirmation is theirs: signed in). */
export const volunteerMessageConfirmEntry = {
  id: 'public/volunteer-message-confirm',
  path: '/editions/:id/volunteers/notification/:groupId/confirm',
  title: 'public:volunteerSections.messageConfirm.title',
  icon: 'IconMailCheck',
  check: 'auth-protected',
} as const satisfies SectionEntry;
