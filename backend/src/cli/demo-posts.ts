import type { EntityManager } from '@mikro-orm/core';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { EditionPost, EditionPostComment } from '../modules/posts/post.entity';
import { User } from '../modules/users/user.entity';
import { DEMO_VOLUNTEER_EDITION } from './demo-volunteers';

const HOUR_MS = 3_600_000;

type Commenter = 'attendee' | 'volunteer' | 'organiser';

interface DemoPost {
  content: string;
  pinned?: boolean;
  /** Hours ago it was written. */
  hoursAgo: number;
  /** Comments, oldest first: the attendee and the volunteer, the organiser answering. */
  comments?: { by: Commenter; text: string; hoursAgo: number }[];
}

/** The demo edition's news: five posts of the organiser (the first pinned), in markdown, with comments. */
const POSTS: DemoPost[] = [
  {
    pinned: true,
    hoursAgo: 72,
    content: [
      '## Welcome to the Rencontres du Rhône!',
      '',
      'Everything you need for the weekend:',
      '',
      '- **Doors** open on Friday at 14:00; the gym stays open until 2:00 every night.',
      '- Bring your **own cup**: the bar serves drinks in reusable cups only.',
      '- The gym is in Gerland: [see it on the map](https://www.openstreetmap.org/#map=17/45.7299/4.8304).',
      '',
      'Questions? Ask at the info desk, or write to contact@rencontres-rhone.example.',
    ].join('\n'),
    comments: [
      { by: 'attendee', text: 'Can we sleep in the gym, or do we need a tent?', hoursAgo: 60 },
      { by: 'organiser', text: 'Both! The sleeping room is the small gym (bring a mat), tents go on the lawn behind it.', hoursAgo: 58 },
    ],
  },
  {
    hoursAgo: 40,
    content: 'The car park behind the gym is **full**. Please use the *Parc relais Gerland* (metro line B, stop Stade de Gerland): it is free with a public transport ticket.',
    comments: [
      { by: 'attendee', text: 'Is there somewhere to leave bikes?', hoursAgo: 38 },
      { by: 'organiser', text: 'Yes: racks by the main entrance, and a locked room for unicycles next to the info desk.', hoursAgo: 37 },
      { by: 'volunteer', text: 'I will be at the metro exit on Saturday morning to show people the way.', hoursAgo: 30 },
    ],
  },
  {
    hoursAgo: 20,
    content: [
      '### Gala on Saturday',
      '',
      'The gala is in the big top, free for every ticket holder. Seats are limited: come early!',
      '',
      '1. Doors at 20:00',
      '2. First act at 20:30',
      '3. Fire show outside, around 22:30',
    ].join('\n'),
    comments: [
      { by: 'attendee', text: 'Can we bring children?', hoursAgo: 18 },
      { by: 'organiser', text: 'Of course! Children under 12 sit on the mats at the front.', hoursAgo: 17 },
    ],
  },
  {
    hoursAgo: 8,
    content: 'Rain is forecast for Sunday afternoon: the open stage moves **inside the gym** (main hall).\n\n> Please take your props back to the sleeping room before 13:00.',
    comments: [{ by: 'volunteer', text: 'The crew moves the mats at 12:30, helpers welcome!', hoursAgo: 7 }],
  },
  {
    hoursAgo: 2,
    content: 'A huge thank you to the volunteers who set up the big top this morning. Breakfast is on us tomorrow at the bar, from 8:00.',
    comments: [
      { by: 'attendee', text: 'Thank you all, it looks amazing!', hoursAgo: 1 },
      { by: 'volunteer', text: 'See you at breakfast 🙂', hoursAgo: 0.5 },
    ],
  },
];

/**
 * The demo edition's posts (the edition demo-artists uses), written by the organiser, with the
 * attendee's and the volunteer's comments; once: an edition that has posts is left as it is.
 */
export async function seedDemoPosts(em: EntityManager): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const attendee = await em.findOne(User, { email: 'attendee@demo.festival' });
  const volunteer = await em.findOne(User, { email: 'volunteer@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!organiser || !attendee || !volunteer || !edition || (await em.findOne(EditionPost, { edition }))) return 0;

  const people: Record<Commenter, User> = { attendee, volunteer, organiser };
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  for (const demo of POSTS) {
    const post = em.create(EditionPost, { edition, user: organiser, content: demo.content, pinned: demo.pinned ?? false, createdAt: ago(demo.hoursAgo), updatedAt: ago(demo.hoursAgo) });
    for (const comment of demo.comments ?? []) em.create(EditionPostComment, { post, user: people[comment.by], content: comment.text, createdAt: ago(comment.hoursAgo) });
  }
  await em.flush();
  return 1;
}
