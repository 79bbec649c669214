import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import sharp from 'sharp';
import type { AppConfig } from '../core/config/config';
import { LocalFileStorage } from '../core/uploads/file-storage';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { LostFoundComment, LostFoundItem, LostFoundStatus } from '../modules/lost-found/lost-found.entity';
import { User } from '../modules/users/user.entity';
import { DEMO_VOLUNTEER_EDITION } from './demo-volunteers';

const HOUR_MS = 3_600_000;

interface DemoItem {
  description: string;
  /** A small drawing stored as the item's photo. */
  photo?: string;
  /** Hours ago it was recorded. */
  hoursAgo: number;
  /** Handed back this many hours ago. */
  returnedHoursAgo?: number;
  /** Comments, oldest first: by the attendee, or by the organiser answering. */
  comments?: { by: 'attendee' | 'organiser'; text: string; hoursAgo: number }[];
}

/** 640×480 drawings of the items with a photo: what a quick phone picture at the info desk would show. */
const BOTTLE = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#e9e4d8"/><rect x="270" y="110" width="100" height="300" rx="30" fill="#2f6fb3"/><rect x="295" y="70" width="50" height="50" rx="8" fill="#8a8f99"/><circle cx="320" cy="260" r="28" fill="#f2c230"/></svg>`;
const BALLS = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#3b3f45"/><ellipse cx="320" cy="360" rx="230" ry="50" fill="#1c1e22"/><circle cx="220" cy="300" r="70" fill="#d13a35"/><circle cx="360" cy="300" r="70" fill="#c7322e"/><circle cx="290" cy="200" r="70" fill="#e0453f"/></svg>`;

/** The demo edition's lost and found: six items the organiser recorded, one handed back, the attendee's comments. */
const ITEMS: DemoItem[] = [
  {
    description: 'Blue metal water bottle with a yellow juggling-club sticker, found at the gym entrance on Friday evening.',
    photo: BOTTLE,
    hoursAgo: 30,
    comments: [{ by: 'attendee', text: 'I think it is mine! Is there a small dent near the cap?', hoursAgo: 20 }],
  },
  {
    description: 'Three red silicone juggling balls (about 120 g each) in a black drawstring pouch, left in the big top after the open stage.',
    photo: BALLS,
    hoursAgo: 26,
  },
  {
    description: 'Car key with a green carabiner and a small rubber duck, found in the car park next to the bike racks.',
    hoursAgo: 22,
    comments: [
      { by: 'attendee', text: 'Is the duck yellow with a blue hat? Mine went missing on Saturday.', hoursAgo: 12 },
      { by: 'organiser', text: 'The duck is yellow but has no hat, sorry! It is still at the info desk.', hoursAgo: 11 },
    ],
  },
  {
    description: 'Grey hoodie, size M, "Fire & Clubs 2019" printed on the back, found in the sleeping room.',
    hoursAgo: 20,
    returnedHoursAgo: 8,
    comments: [{ by: 'attendee', text: 'That is mine, I will pick it up at the info desk after the gala. Thank you!', hoursAgo: 10 }],
  },
  {
    description: 'Prescription glasses in a brown leather case, found on a table near the bar.',
    hoursAgo: 9,
  },
  {
    description: "Child's purple diabolo with wooden hand sticks, found on the lawn behind the gym.",
    hoursAgo: 3,
  },
];

/**
 * The demo edition's lost and found (the edition demo-artists uses), recorded by the organiser, with
 * photos stored in the server's data folder; once: an edition that has items is left as it is.
 */
export async function seedDemoLostFound(em: EntityManager, config: Pick<AppConfig, 'dataDir'>): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const attendee = await em.findOne(User, { email: 'attendee@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!organiser || !attendee || !edition || (await em.findOne(LostFoundItem, { edition }))) return 0;

  // Where the server keeps its files (its uploads folder, as the upload service writes them).
  const storage = new LocalFileStorage(join(config.dataDir, 'uploads'));
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);

  for (const demo of ITEMS) {
    const imageUrl = demo.photo ? await storage.put('lost-found', edition.id, 'webp', await sharp(Buffer.from(demo.photo)).webp({ quality: 80 }).toBuffer()) : null;
    const item = em.create(LostFoundItem, {
      edition,
      user: organiser,
      description: demo.description,
      imageUrl,
      status: demo.returnedHoursAgo === undefined ? LostFoundStatus.LOST : LostFoundStatus.RETURNED,
      returnedAt: demo.returnedHoursAgo === undefined ? null : ago(demo.returnedHoursAgo),
      returnedBy: demo.returnedHoursAgo === undefined ? null : organiser,
      createdAt: ago(demo.hoursAgo),
      updatedAt: ago(demo.returnedHoursAgo ?? demo.hoursAgo),
    });
    for (const comment of demo.comments ?? []) {
      em.create(LostFoundComment, { item, user: comment.by === 'attendee' ? attendee : organiser, content: comment.text, createdAt: ago(comment.hoursAgo) });
    }
  }
  await em.flush();
  return 1;
}
