/**
 * A user's favourite shows as a calendar feed: one event per show, its UID stable per show (a
 * calendar app updates the event when the show moves), the show's place and, in the description,
 * the artists and the edition. Written by the core renderer (core/web/ical.ts).
 */
import { renderCalendar, type CalendarEvent } from '../../core/web/ical';

export interface FeedShow {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  location: string | null;
  artists: readonly string[];
  editionName: string;
  editionCity: string | null;
}

export interface FeedTexts {
  /** The calendar's name, in the owner's language. */
  name: string;
  /** "Artists: {{names}}" in the owner's language. */
  artists: (names: string) => string;
}

/** The event of one show; `host` makes the UID unique to this site. */
export function showEvent(show: FeedShow, texts: FeedTexts, host: string, stamp: Date): CalendarEvent {
  return {
    uid: `show-${show.id}@${host}`,
    start: new Date(show.startDateTime),
    end: new Date(show.endDateTime),
    stamp,
    summary: show.title,
    description: [show.artists.length ? texts.artists(show.artists.join(', ')) : null, show.description, show.editionName].filter(Boolean).join('\n\n'),
    location: [show.location, show.editionCity].filter(Boolean).join(', ') || null,
  };
}

/** The whole feed of these shows. */
export function favoriteShowsCalendar(shows: readonly FeedShow[], texts: FeedTexts, host: string, stamp: Date): string {
  return renderCalendar({ product: 'Shows', name: texts.name, events: shows.map((s) => showEvent(s, texts, host, stamp)) });
}
