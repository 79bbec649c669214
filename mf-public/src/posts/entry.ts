import type { SectionEntry } from '@festival/ui';

/** An edition's news from its team, and everyone's comments (the spec's path; no route guard: visitors read, signed-in users comment). */
export const postsEntry = {
  id: 'public/posts',
  path: '/editions/:id/commentaires',
  title: 'public:communitySections.posts.title',
  icon: 'IconMessages',
} as const satisfies SectionEntry;
