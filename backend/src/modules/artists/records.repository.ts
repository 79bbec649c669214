import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query, repeated } from '../../core/database/sql';
import { EditionArtist } from './artist.entity';
import { ARTIST_FROM_SQL, ARTIST_NAME_SQL, personSql, RECORD_PEOPLE } from './artists.repository';
import type { ArtistFilterQuery, ArtistListQuery } from './records.dto';
import { RECORD_AMOUNTS, RECORD_FLAGS, RECORD_INSTANTS, RECORD_TEXT_FIELDS } from './records-rules';

type Row = Record<string, unknown>;

const naming = new UnderscoreNamingStrategy();
/** Fields of the artist row `ea` under their property names. */
const select = (fields: readonly string[]) => fields.map((f) => `ea.${naming.propertyToColumnName(f)} as "${f}"`).join(', ');

/** Who the artist is: the name they go by, their account, the e-mail an invitation waits on. */
const IDENTITY = `ea.id, ${ARTIST_NAME_SQL} as name, ea.stage_name as "stageName", ea.invited_email as "invitedEmail", u.email, ${personSql('u', 'user')}`;

/** The columns of a list item (toArtistItem reads them). */
const ITEM_COLUMNS = `${IDENTITY}, ${select(['arrivalDateTime', 'departureDateTime', 'entryValidated', 'accommodationAutonomous', 'payment', 'paymentPaid', 'reimbursementActual', 'reimbursementActualPaid', 'pickupRequired', 'pickupLocation', 'dropoffRequired', 'dropoffLocation'])},
  ${personSql('pu', 'pickup')}, ${personSql('du', 'dropoff')}`;

/** Every field of a record (the CSV export). */
const RECORD_COLUMNS = `${IDENTITY}, ${select([...RECORD_FLAGS, ...RECORD_TEXT_FIELDS.filter((f) => f !== 'stageName'), ...RECORD_AMOUNTS, ...RECORD_INSTANTS, 'dietaryPreference', 'allergySeverity', 'entryValidated', 'entryValidatedAt', 'createdAt', 'updatedAt'])},
  ${personSql('pu', 'pickup')}, ${personSql('du', 'dropoff')}, ${personSql('ev', 'validatedBy')}, ${personSql('ab', 'addedBy')}`;

const FROM = `${ARTIST_FROM_SQL}
  left join users pu on pu.id = ea.pickup_responsible_id left join users du on du.id = ea.dropoff_responsible_id`;

/** What is still to pay to an artist (records-rules.ts: stillToPay), and whether anything is owed at all. */
const STILL_TO_PAY_SQL = `(case when ea.payment_paid then 0 else coalesce(ea.payment, 0) end + case when ea.reimbursement_actual_paid then 0 else coalesce(ea.reimbursement_actual, 0) end)`;
const OWES_SQL = `(coalesce(ea.payment, 0) > 0 or coalesce(ea.reimbursement_actual, 0) > 0)`;
const PAYMENT_SQL = { none: `not ${OWES_SQL}`, unpaid: `${STILL_TO_PAY_SQL} > 0`, paid: `${OWES_SQL} and ${STILL_TO_PAY_SQL} = 0` } as const;
const PICKUP_SQL = '(ea.pickup_required or ea.dropoff_required)';

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SEARCHED = ['ea.stage_name', 'u.pseudo', 'u.prenom', 'u.nom', 'u.email', 'ea.invited_email'];

/** How many artists and how much money, across the edition (ArtistCountsDto and ArtistTotalsDto). */
export interface ArtistSummaryRow {
  all: number;
  arrived: number;
  pickups: number;
  accommodation: number;
  unpaid: number;
  invitations: number;
  fees: number;
  feesPaid: number;
  reimbursementsMax: number;
  reimbursementsActual: number;
  reimbursed: number;
  stillToPay: number;
}

export interface TeamMemberRow {
  id: number;
  pseudo: string;
  prenom: string;
  nom: string;
}

/** The artists a filter keeps (ArtistFilterQuery): each filter a part, each searched word a repeat. */
const FILTER = 'ea.edition_id = :editionId {{arrived}} {{payment}} {{pickup}} {{accommodation}} {{words}}';
const FILTER_PARTS = {
  arrived: { true: 'and ea.entry_validated', false: 'and not ea.entry_validated' },
  payment: { none: `and ${PAYMENT_SQL.none}`, unpaid: `and ${PAYMENT_SQL.unpaid}`, paid: `and ${PAYMENT_SQL.paid}` },
  pickup: { true: `and ${PICKUP_SQL}`, false: `and not ${PICKUP_SQL}` },
  accommodation: { autonomous: 'and ea.accommodation_autonomous', needed: 'and not ea.accommodation_autonomous' },
  words: repeated(`and (${SEARCHED.map((c) => `${c} ilike :word escape '\\'`).join(' or ')})`, ' '),
};

const INVITATION_WAITS = defineSql('RecordsRepository.invitationWaits', 'select 1 from edition_artists where edition_id = :editionId and lower(invited_email) = lower(:email) limit 1');

const PAGE = defineSql<Row>(
  'RecordsRepository.page',
  `select ${ITEM_COLUMNS}, count(*) over () as total from ${FROM} where ${FILTER}
    order by lower(${ARTIST_NAME_SQL}), ea.id limit :limit offset :offset`,
  { parts: FILTER_PARTS },
);

const COUNT = defineSql<{ count: string }>('RecordsRepository.count', `select count(*) as count from ${FROM} where ${FILTER}`, { parts: FILTER_PARTS });

const ALL = defineSql<Row>(
  'RecordsRepository.all',
  `select ${RECORD_COLUMNS} from ${FROM} left join users ev on ev.id = ea.entry_validated_by_id left join users ab on ab.id = ea.added_by_id
    where ${FILTER} order by lower(${ARTIST_NAME_SQL}), ea.id`,
  { parts: FILTER_PARTS },
);

const SUMMARY = defineSql<Record<keyof ArtistSummaryRow, string>>(
  'RecordsRepository.summary',
  `select count(*) as "all",
      count(*) filter (where ea.entry_validated) as arrived,
      count(*) filter (where ${PICKUP_SQL}) as pickups,
      count(*) filter (where not ea.accommodation_autonomous) as accommodation,
      count(*) filter (where ${PAYMENT_SQL.unpaid}) as unpaid,
      count(*) filter (where ea.user_id is null) as invitations,
      coalesce(sum(ea.payment), 0) as fees,
      coalesce(sum(ea.payment) filter (where ea.payment_paid), 0) as "feesPaid",
      coalesce(sum(ea.reimbursement_max), 0) as "reimbursementsMax",
      coalesce(sum(ea.reimbursement_actual), 0) as "reimbursementsActual",
      coalesce(sum(ea.reimbursement_actual) filter (where ea.reimbursement_actual_paid), 0) as reimbursed,
      coalesce(sum(${STILL_TO_PAY_SQL}), 0) as "stillToPay"
    from edition_artists ea where ea.edition_id = :editionId`,
);

const TEAM = defineSql<TeamMemberRow>(
  'RecordsRepository.team',
  `select u.id, u.pseudo, u.prenom, u.nom
     from editions e join conventions c on c.id = e.convention_id
     join lateral (select c.author_id as user_id union select x.user_id from convention_collaborators x where x.convention_id = c.id) m on true
     join users u on u.id = m.user_id
    where e.id = :editionId order by lower(u.pseudo), u.id`,
);

/** The parameters and parts of a filter. */
function filterOf(editionId: number, f: ArtistFilterQuery) {
  const words = (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8).map(likePattern);
  return {
    params: { editionId, ...(words.length ? { word: words } : {}) },
    parts: { arrived: f.arrived ?? null, payment: f.payment ?? null, pickup: f.pickup ?? null, accommodation: f.accommodation ?? null, words: words.length },
  };
}

/** The queries of the records feature: the list, its filters, counts and totals, the export, the edition's team (one record: ArtistsRepository.artist). */
@Injectable()
export class RecordsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new record, saved with the next flush. */
  create(fields: { edition: number; user?: number; invitedEmail?: string; stageName: string | null; addedBy: number }): EditionArtist {
    return this.em.create(EditionArtist, fields);
  }

  /** Sets fields of a record (users named by id), saved with the next flush. */
  assign(artist: EditionArtist, changes: Record<string, unknown>): void {
    this.em.assign(artist, changes as never);
  }

  /** The record with every user it names loaded (after a change set some by id). */
  async withPeople(artist: EditionArtist): Promise<EditionArtist> {
    await this.em.populate(artist, RECORD_PEOPLE);
    return artist;
  }

  remove(artist: EditionArtist): void {
    this.em.remove(artist);
  }

  /** Whether an invitation of this e-mail (any case) waits on the edition. */
  async invitationWaits(editionId: number, email: string): Promise<boolean> {
    return (await maybeOne(this.em, INVITATION_WAITS, { editionId, email })) !== null;
  }

  /** One page of the matching artists by name, each row carrying how many match (`total`). */
  page(editionId: number, list: ArtistListQuery): Promise<Row[]> {
    const w = filterOf(editionId, list);
    return query(this.em, PAGE, { ...w.params, limit: list.pageSize, offset: (list.page - 1) * list.pageSize }, w.parts);
  }

  /** How many artists match (for a page past the last one, which carries no count). */
  async count(editionId: number, filters: ArtistFilterQuery): Promise<number> {
    const w = filterOf(editionId, filters);
    const row = await maybeOne(this.em, COUNT, w.params, w.parts);
    return Number(row?.count ?? 0);
  }

  /** Every matching artist with every field of the record, by name (the export). */
  all(editionId: number, filters: ArtistFilterQuery): Promise<Row[]> {
    const w = filterOf(editionId, filters);
    return query(this.em, ALL, w.params, w.parts);
  }

  /** The counts and money totals of all the edition's artists, in one statement. */
  async summary(editionId: number): Promise<ArtistSummaryRow> {
    const row = await one(this.em, SUMMARY, { editionId });
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as ArtistSummaryRow;
  }

  /** The edition's team: the convention's author and its collaborators, by pseudo. */
  team(editionId: number): Promise<TeamMemberRow[]> {
    return query(this.em, TEAM, { editionId });
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
