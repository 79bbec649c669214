import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, query } from '../../core/database/sql';
import { ARTIST_FROM_SQL, ARTIST_NAME_SQL, personSql } from './artists.repository';
import type { TripKind } from './pickups-rules';

/** A required pickup or drop-off of an artist, with the team member in charge and the artist's phone. */
export interface TripRow {
  artistId: number;
  kind: TripKind;
  artistName: string;
  /** The arrival (pickup) or departure (drop-off), ISO in UTC; null while unknown. */
  at: string | null;
  location: string | null;
  responsibleId: number | null;
  responsiblePseudo: string | null;
  responsiblePrenom: string | null;
  responsibleNom: string | null;
  /** The artist's account's phone (none for an artist invited by e-mail who has not signed up). */
  phone: string | null;
}

const TRIPS = defineSql<TripRow>(
  'PickupsRepository.trips',
  `select ea.id as "artistId", t.kind, ${ARTIST_NAME_SQL} as "artistName",
              ${isoSql('t.at')} as at, t.location,
              ${personSql('r', 'responsible')}, u.phone
       from ${ARTIST_FROM_SQL}
       cross join lateral (values
         ('PICKUP', ea.pickup_required, ea.arrival_date_time, ea.pickup_location, ea.pickup_responsible_id),
         ('DROPOFF', ea.dropoff_required, ea.departure_date_time, ea.dropoff_location, ea.dropoff_responsible_id)
       ) as t(kind, required, at, location, responsible_id)
       left join users r on r.id = t.responsible_id
       where ea.edition_id = :editionId and t.required {{mine}}`,
  { parts: { mine: 'and t.responsible_id = :responsibleId' } },
);

/** The pickups list's query. */
@Injectable()
export class PickupsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every required trip of the edition's artists, one row per pickup and per drop-off (the two of
   * an artist's record unfolded by a lateral VALUES), optionally only those `responsibleId` is in
   * charge of: one query.
   */
  trips(editionId: number, responsibleId?: number): Promise<TripRow[]> {
    return responsibleId === undefined ? query(this.em, TRIPS, { editionId }) : query(this.em, TRIPS, { editionId, responsibleId }, { mine: true });
  }
}
