import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, one, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { Show, ShowArtist, ShowReturnableItem } from './artist.entity';
import { ARTIST_NAMES_SQL, showArtistsSql } from './artists.repository';

/** A show of the programme with its artists and returnable items (each by name). */
export interface ShowRow {
  id: number;
  title: string;
  description: string | null;
  /** ISO instant in UTC. */
  startDateTime: string;
  duration: number;
  location: string | null;
  artists: { id: number; name: string }[];
  returnableItems: { id: number; name: string; quantity: number }[];
}

export interface ShowChoicesRow {
  artists: { id: number; name: string }[];
  returnableItems: { id: number; name: string }[];
  locations: string[];
}

/** The ids of a request that are the edition's: its artists (with their account, if any) and returnable items. */
export interface KnownIds {
  artists: Map<number, number | null>;
  returnableItems: Set<number>;
}

/** Whether a write failed because a linked row went away (or was linked twice) meanwhile. */
export const isChangedMeanwhile = (error: unknown): boolean => error instanceof ForeignKeyConstraintViolationException || error instanceof UniqueConstraintViolationException;

const SHOWS = defineSql<ShowRow>(
  'ShowsRepository.shows',
  `select s.id, s.title, s.description, ${isoSql('s.start_date_time')} as "startDateTime", s.duration, s.location,
          coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
                    from (${showArtistsSql()}) a), '[]'::json) as artists,
          coalesce((select json_agg(json_build_object('id', ri.id, 'name', ri.name, 'quantity', sri.quantity) order by ri.name, ri.id)
                    from show_returnable_items sri join ticketing_returnable_items ri on ri.id = sri.returnable_item_id
                    where sri.show_id = s.id), '[]'::json) as "returnableItems"
   from shows s
   where s.edition_id = :editionId
   order by s.start_date_time, s.id`,
);

const CHOICES = defineSql<ShowChoicesRow>(
  'ShowsRepository.choices',
  `select
     coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by lower(a.name), a.id)
               from (${ARTIST_NAMES_SQL} where ea.edition_id = :editionId) a), '[]'::json) as artists,
     coalesce((select json_agg(json_build_object('id', ri.id, 'name', ri.name) order by lower(ri.name), ri.id)
               from ticketing_returnable_items ri where ri.edition_id = :editionId), '[]'::json) as "returnableItems",
     coalesce((select json_agg(p.location order by lower(p.location))
               from (select distinct on (lower(trim(location))) trim(location) as location from shows
                     where edition_id = :editionId and trim(coalesce(location, '')) <> '' order by lower(trim(location)), id) p), '[]'::json) as locations`,
);

const KNOWN = defineSql<{ kind: 'artist' | 'item'; id: number; userId: number | null }>(
  'ShowsRepository.known',
  `select 'artist' as kind, id, user_id as "userId" from edition_artists where edition_id = :editionId and id = any(:artistIds::int[])
   union all
   select 'item', id, null from ticketing_returnable_items where edition_id = :editionId and id = any(:returnableItemIds::int[])`,
);

/** The show programme's queries. */
@Injectable()
export class ShowsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every show of the edition in time order, with its artists and returnable items by name: one query. */
  shows(editionId: number): Promise<ShowRow[]> {
    return query(this.em, SHOWS, { editionId });
  }

  /** The edition's artists and returnable items by name, and the places its shows use: one query. */
  async choices(editionId: number): Promise<ShowChoicesRow> {
    return one(this.em, CHOICES, { editionId });
  }

  /** Which of these ids are the edition's artists (with their user, if any) and returnable items: one query. */
  async known(editionId: number, artistIds: readonly number[], returnableItemIds: readonly number[]): Promise<KnownIds> {
    const known: KnownIds = { artists: new Map(), returnableItems: new Set() };
    if (!artistIds.length && !returnableItemIds.length) return known;
    const rows = await query(this.em, KNOWN, { editionId, artistIds: intArray(artistIds), returnableItemIds: intArray(returnableItemIds) });
    for (const row of rows) {
      if (row.kind === 'artist') known.artists.set(row.id, row.userId);
      else known.returnableItems.add(row.id);
    }
    return known;
  }

  /** A show of the edition (null when it is another edition's, or unknown). */
  show(editionId: number, showId: number): Promise<Show | null> {
    return this.em.findOne(Show, { id: showId, edition: editionId });
  }

  /** The show's artists (each with its record, whose `user` tells its account) and returnable items. */
  async links(showId: number): Promise<{ artists: ShowArtist[]; returnableItems: ShowReturnableItem[] }> {
    const [artists, returnableItems] = await Promise.all([
      this.em.find(ShowArtist, { show: showId }, { populate: ['artist'] }),
      this.em.find(ShowReturnableItem, { show: showId }),
    ]);
    return { artists, returnableItems };
  }

  create(editionId: number, fields: Pick<Show, 'title' | 'description' | 'startDateTime' | 'duration' | 'location'>): Show {
    return this.em.create(Show, { ...fields, edition: editionId });
  }

  addArtist(show: Show, artistId: number): void {
    this.em.create(ShowArtist, { show, artist: artistId });
  }

  addReturnableItem(show: Show, returnableItemId: number, quantity: number): void {
    this.em.create(ShowReturnableItem, { show, returnableItem: returnableItemId, quantity });
  }

  /** Forgets a link (a show's artist or returnable item) at the next flush. */
  removeLink(link: ShowArtist | ShowReturnableItem): void {
    this.em.remove(link);
  }

  /** Deletes the show at the next flush (its links and favourites go with it). */
  remove(show: Show): void {
    this.em.remove(show);
  }

  /** Commits the changes made through this repository, in one transaction. */
  flush(): Promise<void> {
    return this.em.flush();
  }
}
