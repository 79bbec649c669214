import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, one, query } from '../../core/database/sql';
import { starSql, unstarSql, type StarTables } from '../../core/database/edition-stars';
import { Workshop, WorkshopLocation } from './workshop.entity';
import type { PlacedWorkshop } from './workshops-rules';

/** A user's stars on the edition's workshops. */
const STARS: StarTables = { rows: 'workshops', stars: 'workshop_favorites', rowColumn: 'workshop_id' };

/** SQL: where a workshop `w` (its location left-joined as `l`) is: the location's name, else the free text. */
export const PLACE_SQL = `coalesce(l.name, w.location_text)`;

/** A workshop as the list reads it: its place, its creator (by pseudo), its stars. */
export interface WorkshopRow {
  id: number;
  title: string;
  description: string | null;
  startDateTime: string;
  endDateTime: string;
  maxParticipants: number | null;
  locationId: number | null;
  locationName: string | null;
  locationText: string | null;
  creatorId: number | null;
  creatorPseudo: string | null;
  creatorPicture: string | null;
  creatorUpdatedAt: Date | null;
  favoriteCount: number;
  isFavorite: boolean;
}

/** Which workshops of an edition a list shows. */
export interface WorkshopFilter {
  /** Those starting within [from, to) (a day of the edition). */
  from?: Date;
  to?: Date;
  locationId?: number;
  /** Those this user starred. */
  favoritesOf?: number;
  workshopId?: number;
}

/** A favourite whose reminder was just claimed, with what the notification says. */
export interface DueReminderRow {
  userId: number;
  workshopId: number;
  title: string;
  editionId: number;
  editionName: string;
  place: string | null;
}

/** The edition's workshops with the chosen filters (parts), with whether `:userId` starred each. */
const LIST = defineSql<WorkshopRow>(
  'WorkshopsRepository.list',
  `select w.id, w.title, w.description, ${isoSql('w.start_date_time')} as "startDateTime", ${isoSql('w.end_date_time')} as "endDateTime",
          w.max_participants as "maxParticipants", w.location_id as "locationId", l.name as "locationName", w.location_text as "locationText",
          u.id as "creatorId", u.pseudo as "creatorPseudo", u.profile_picture as "creatorPicture", u.updated_at as "creatorUpdatedAt",
          (select count(*)::int from workshop_favorites f where f.workshop_id = w.id) as "favoriteCount",
          exists (select 1 from workshop_favorites f where f.workshop_id = w.id and f.user_id = :userId::int) as "isFavorite"
     from workshops w
     left join workshop_locations l on l.id = w.location_id
     left join users u on u.id = w.creator_id
    where w.edition_id = :editionId {{workshop}} {{range}} {{location}} {{favoritesOf}}
    order by w.start_date_time, w.id`,
  {
    parts: {
      workshop: 'and w.id = :workshopId',
      range: 'and w.start_date_time >= :from and w.start_date_time < :to',
      location: 'and w.location_id = :locationId',
      favoritesOf: 'and exists (select 1 from workshop_favorites mf where mf.workshop_id = w.id and mf.user_id = :favoritesOf)',
    },
  },
);

const HAS_LOCATION = defineSql<{ found: boolean }>('WorkshopsRepository.hasLocation', 'select exists (select 1 from workshop_locations where id = :locationId and edition_id = :editionId) as found');

const NEAR = defineSql<PlacedWorkshop>(
  'WorkshopsRepository.near',
  `select w.id, w.title, w.start_date_time as start, w.end_date_time as "end", ${PLACE_SQL} as place
     from workshops w left join workshop_locations l on l.id = w.location_id
    where w.edition_id = :editionId and w.start_date_time < :end and w.end_date_time > :start
    order by w.start_date_time, w.id`,
);

const STAR = defineSql<{ found: boolean }>('WorkshopsRepository.star', starSql(STARS));
const UNSTAR = defineSql<{ found: boolean }>('WorkshopsRepository.unstar', unstarSql(STARS));

const CLEAR_REMINDERS = defineSql('WorkshopsRepository.clearReminders', 'update workshop_favorites set reminded_at = null where workshop_id = :workshopId');

const CLAIM_DUE_REMINDERS = defineSql<DueReminderRow>(
  'WorkshopsRepository.claimDueReminders',
  `with due as (
     update workshop_favorites f set reminded_at = now()
       from workshops w join editions e on e.id = w.edition_id
      where w.id = f.workshop_id and f.reminded_at is null and e.workshops_enabled
        and w.start_date_time > now() and w.start_date_time <= now() + make_interval(mins => :minutes)
      returning f.user_id, f.workshop_id, w.title, w.edition_id, w.location_id, w.location_text, e.name as edition_name
   )
   select due.user_id as "userId", due.workshop_id as "workshopId", due.title, due.edition_id as "editionId", due.edition_name as "editionName",
          coalesce(l.name, due.location_text) as place
     from due left join workshop_locations l on l.id = due.location_id
    order by due.edition_id, due.workshop_id, due.user_id`,
);

const RELEASE_REMINDER = defineSql('WorkshopsRepository.releaseReminder', 'update workshop_favorites set reminded_at = null where user_id = :userId and workshop_id = :workshopId');

/**
 * The workshops' queries: an edition's workshops with their places, creators and stars (one
 * statement whatever their number), the workshops near a time (clashes), stars, and the claims of
 * the 30-minute reminders.
 */
@Injectable()
export class WorkshopsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition's workshops matching `filter`, in time order, with whether `userId` starred each (visitors: never): one query. */
  list(editionId: number, userId: number | null, filter: WorkshopFilter = {}): Promise<WorkshopRow[]> {
    const range = !!(filter.from && filter.to);
    return query(
      this.em,
      LIST,
      {
        userId,
        editionId,
        ...(filter.workshopId !== undefined ? { workshopId: filter.workshopId } : {}),
        ...(range ? { from: filter.from, to: filter.to } : {}),
        ...(filter.locationId !== undefined ? { locationId: filter.locationId } : {}),
        ...(filter.favoritesOf !== undefined ? { favoritesOf: filter.favoritesOf } : {}),
      },
      { workshop: filter.workshopId !== undefined, range, location: filter.locationId !== undefined, favoritesOf: filter.favoritesOf !== undefined },
    );
  }

  /** A workshop of the edition (null when it is another edition's, or unknown). */
  workshop(editionId: number, workshopId: number): Promise<Workshop | null> {
    return this.em.findOne(Workshop, { id: workshopId, edition: editionId });
  }

  /** Whether the location is one of the edition's. */
  async hasLocation(editionId: number, locationId: number): Promise<boolean> {
    return (await one(this.em, HAS_LOCATION, { locationId, editionId })).found;
  }

  /** The edition's workshops overlapping [start, end) wherever they are, with their place: one query (the clashes are then the rules'). */
  near(editionId: number, start: Date, end: Date): Promise<PlacedWorkshop[]> {
    return query(this.em, NEAR, { editionId, end, start });
  }

  create(editionId: number, creatorId: number, fields: Pick<Workshop, 'title' | 'description' | 'startDateTime' | 'endDateTime' | 'maxParticipants' | 'locationText'> & { locationId: number | null }): Workshop {
    const { locationId, ...rest } = fields;
    return this.em.create(Workshop, { ...rest, edition: editionId, creator: creatorId, location: locationId });
  }

  /** A location by id, to link a workshop to (checked to be the edition's first). */
  locationRef(locationId: number): WorkshopLocation {
    return this.em.getReference(WorkshopLocation, locationId);
  }

  /** Deletes the workshop at the next flush (its favourites go with it). */
  remove(workshop: Workshop): void {
    this.em.remove(workshop);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }

  // ── favourites ────────────────────────────────────────────────────────────────────────────────

  /** Stars a workshop of the edition (starring twice is harmless, parallel stars make one row); false when the edition has no such workshop. */
  async star(editionId: number, workshopId: number, userId: number): Promise<boolean> {
    return (await one(this.em, STAR, { rowId: workshopId, editionId, userId })).found;
  }

  /** Takes the star off a workshop of the edition (none is harmless); false when the edition has no such workshop. */
  async unstar(editionId: number, workshopId: number, userId: number): Promise<boolean> {
    return (await one(this.em, UNSTAR, { rowId: workshopId, editionId, userId })).found;
  }

  // ── reminders ─────────────────────────────────────────────────────────────────────────────────

  /** A moved workshop: its stargazers are to be reminded again (of its new start). */
  async clearReminders(workshopId: number): Promise<void> {
    await query(this.em, CLEAR_REMINDERS, { workshopId });
  }

  /**
   * Marks, in one statement, the favourites whose workshop (on an edition with workshops enabled)
   * starts within `minutes` and has not started yet, and that were not reminded; answers them for
   * the notifications to go out. A concurrent run waits on the rows and then finds them reminded:
   * each favourite is claimed once.
   */
  claimDueReminders(minutes: number): Promise<DueReminderRow[]> {
    return query(this.em, CLAIM_DUE_REMINDERS, { minutes });
  }

  /** Gives claims back (their notifications could not be sent): the next run sends them. */
  async releaseReminder(userId: number, workshopId: number): Promise<void> {
    await query(this.em, RELEASE_REMINDER, { userId, workshopId });
  }
}
