import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isoSql } from '../../core/database/iso-sql';
import { defineSql, maybeOne, query } from '../../core/database/sql';
import type { CurrencyCode } from '../../core/validation/currencies';
import type { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import { ARTIST_NAME_SQL } from './artists.repository';
import { SHOW_SELECT, showArtistNamesSql, type PublicShowRow } from './programme.repository';

/** SQL: how the artist knows a team member (their first and last name, else their pseudo), for the user aliased `alias`. */
const personNameSql = (alias: string) => `coalesce(nullif(trim(concat_ws(' ', ${alias}.prenom, ${alias}.nom)), ''), ${alias}.pseudo)`;

/** The artist's record as they may see it: every column read is listed here, and the organisers' notes are not one of them. */
export interface ArtistSpaceRow {
  id: number;
  name: string;
  stageName: string | null;
  editionId: number;
  editionName: string;
  conventionName: string;
  /** ISO 4217 code of the edition's amounts. */
  currency: CurrencyCode;
  /** The edition's time zone (IANA). */
  timeZone: string;
  startDate: string;
  endDate: string;
  arrivalDateTime: string | null;
  departureDateTime: string | null;
  accommodationAutonomous: boolean;
  accommodationProposal: string | null;
  dietaryPreference: DietaryPreference | null;
  allergies: string | null;
  allergySeverity: AllergySeverity | null;
  payment: number | null;
  paymentPaid: boolean;
  reimbursementMax: number | null;
  reimbursementActual: number | null;
  reimbursementActualPaid: boolean;
  invoiceRequested: boolean;
  invoiceProvided: boolean;
  feeRequested: boolean;
  feeProvided: boolean;
  pickupRequired: boolean;
  pickupLocation: string | null;
  pickupResponsibleName: string | null;
  dropoffRequired: boolean;
  dropoffLocation: string | null;
  dropoffResponsibleName: string | null;
  qrToken: string;
  entryValidated: boolean;
}

export interface ArtistSpaceShowRow extends PublicShowRow {
  otherArtists: string[];
}

export interface MyArtistRow {
  id: number;
  editionId: number;
  name: string;
  conventionName: string;
  startDate: string;
  endDate: string;
  showCount: number;
}

const SPACE = defineSql<ArtistSpaceRow>(
  'ArtistSpaceRepository.space',
  `select ea.id, ${ARTIST_NAME_SQL} as name, ea.stage_name as "stageName",
              e.id as "editionId", e.name as "editionName", c.name as "conventionName", e.currency, e.time_zone as "timeZone",
              to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
              ${isoSql('ea.arrival_date_time')} as "arrivalDateTime", ${isoSql('ea.departure_date_time')} as "departureDateTime",
              ea.accommodation_autonomous as "accommodationAutonomous", ea.accommodation_proposal as "accommodationProposal",
              ea.dietary_preference as "dietaryPreference", ea.allergies, ea.allergy_severity as "allergySeverity",
              ea.payment, ea.payment_paid as "paymentPaid", ea.reimbursement_max as "reimbursementMax", ea.reimbursement_actual as "reimbursementActual",
              ea.reimbursement_actual_paid as "reimbursementActualPaid", ea.invoice_requested as "invoiceRequested", ea.invoice_provided as "invoiceProvided",
              ea.fee_requested as "feeRequested", ea.fee_provided as "feeProvided",
              ea.pickup_required as "pickupRequired", ea.pickup_location as "pickupLocation", ${personNameSql('pr')} as "pickupResponsibleName",
              ea.dropoff_required as "dropoffRequired", ea.dropoff_location as "dropoffLocation", ${personNameSql('dr')} as "dropoffResponsibleName",
              ea.qr_token as "qrToken", ea.entry_validated as "entryValidated"
         from edition_artists ea
         join users u on u.id = ea.user_id
         join editions e on e.id = ea.edition_id
         join conventions c on c.id = e.convention_id
         left join users pr on pr.id = ea.pickup_responsible_id
         left join users dr on dr.id = ea.dropoff_responsible_id
        where ea.edition_id = :editionId and ea.user_id = :userId`,
);

const SHOWS = defineSql<ArtistSpaceShowRow>(
  'ArtistSpaceRepository.shows',
  `select ${SHOW_SELECT}, ${showArtistNamesSql('mine.artist_id')} as "otherArtists"
         from show_artists mine join shows s on s.id = mine.show_id
        where mine.artist_id = :artistId
        order by s.start_date_time, s.id`,
);

const MINE = defineSql<MyArtistRow>(
  'ArtistSpaceRepository.mine',
  `select ea.id, e.id as "editionId", e.name, c.name as "conventionName",
              to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate",
              (select count(*)::int from show_artists sa where sa.artist_id = ea.id) as "showCount"
         from edition_artists ea
         join editions e on e.id = ea.edition_id
         join conventions c on c.id = e.convention_id
        where ea.user_id = :userId
        order by e.start_date desc, e.id desc`,
);

/**
 * Every query of the artist's own space: their record without the organisers' notes (a list of
 * columns, never the row), their shows with the other artists' names, their records across editions.
 */
@Injectable()
export class ArtistSpaceRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's artist record on the edition, with the edition and the names of whoever picks them up and drops them off: one query. */
  async space(editionId: number, userId: number): Promise<ArtistSpaceRow | null> {
    return maybeOne(this.em, SPACE, { editionId, userId });
  }

  /** The shows an artist performs in, in time order, each with the other artists' names. */
  shows(artistId: number): Promise<ArtistSpaceShowRow[]> {
    return query(this.em, SHOWS, { artistId });
  }

  /** The user's artist records, newest edition first, with how many shows they perform in: one query. */
  mine(userId: number): Promise<MyArtistRow[]> {
    return query(this.em, MINE, { userId });
  }
}
