import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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

/** The queries of the records feature: the list, its filters, counts and totals, the export, the edition's team (one record: ArtistsRepository.artist). */
@Injectable()
export class RecordsRepository {
  constructor(private readonly em: EntityManager) {}

  private run<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.execute<T[]>(sql, params);
  }

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
    return (await this.run('select 1 from edition_artists where edition_id = ? and lower(invited_email) = lower(?) limit 1', [editionId, email])).length > 0;
  }

  private where(editionId: number, f: ArtistFilterQuery): { sql: string; params: unknown[] } {
    const params: unknown[] = [editionId];
    const parts = ['ea.edition_id = ?'];
    if (f.arrived) parts.push(f.arrived === 'true' ? 'ea.entry_validated' : 'not ea.entry_validated');
    if (f.payment) parts.push(PAYMENT_SQL[f.payment]);
    if (f.pickup) parts.push(f.pickup === 'true' ? PICKUP_SQL : `not ${PICKUP_SQL}`);
    if (f.accommodation) parts.push(f.accommodation === 'autonomous' ? 'ea.accommodation_autonomous' : 'not ea.accommodation_autonomous');
    for (const word of (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
      parts.push(`(${SEARCHED.map((c) => `${c} ilike ? escape '\\'`).join(' or ')})`);
      params.push(...SEARCHED.map(() => likePattern(word)));
    }
    return { sql: parts.join(' and '), params };
  }

  /** One page of the matching artists by name, each row carrying how many match (`total`). */
  page(editionId: number, query: ArtistListQuery): Promise<Row[]> {
    const w = this.where(editionId, query);
    return this.run(
      `select ${ITEM_COLUMNS}, count(*) over () as total from ${FROM} where ${w.sql}
        order by lower(${ARTIST_NAME_SQL}), ea.id limit ? offset ?`,
      [...w.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
  }

  /** How many artists match (for a page past the last one, which carries no count). */
  async count(editionId: number, filters: ArtistFilterQuery): Promise<number> {
    const w = this.where(editionId, filters);
    const [row] = await this.run<{ count: string }>(`select count(*) as count from ${FROM} where ${w.sql}`, w.params);
    return Number(row?.count ?? 0);
  }

  /** Every matching artist with every field of the record, by name (the export). */
  all(editionId: number, filters: ArtistFilterQuery): Promise<Row[]> {
    const w = this.where(editionId, filters);
    return this.run(
      `select ${RECORD_COLUMNS} from ${FROM} left join users ev on ev.id = ea.entry_validated_by_id left join users ab on ab.id = ea.added_by_id
        where ${w.sql} order by lower(${ARTIST_NAME_SQL}), ea.id`,
      w.params,
    );
  }

  /** The counts and money totals of all the edition's artists, in one statement. */
  async summary(editionId: number): Promise<ArtistSummaryRow> {
    const [row] = await this.run<Record<keyof ArtistSummaryRow, string>>(
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
        from edition_artists ea where ea.edition_id = ?`,
      [editionId],
    );
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as ArtistSummaryRow;
  }

  /** The edition's team: the convention's author and its collaborators, by pseudo. */
  team(editionId: number): Promise<TeamMemberRow[]> {
    return this.run(
      `select u.id, u.pseudo, u.prenom, u.nom
         from editions e join conventions c on c.id = e.convention_id
         join lateral (select c.author_id as user_id union select x.user_id from convention_collaborators x where x.convention_id = c.id) m on true
         join users u on u.id = m.user_id
        where e.id = ? order by lower(u.pseudo), u.id`,
      [editionId],
    );
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
