import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import { intArray, textArray } from '../../core/database/sql-params';
import { VALID_ITEM_STATES } from '../ticketing/orders.dto';
import { isoSql } from '../../core/database/iso-sql';
import { codeKeySql } from '../../core/database/checkpoints';
import { GATE_CODE_HASH_BYTES, GATE_DUE_MAX, GATE_RECENT_MAX } from './gate-fields';
import type { ArrivalRow, ConflictRow, CopyLabelsRow, CopyPersonRow, DueRow, HourRow, PresenceRow, RecentRow, TierPresenceRow } from './gate-board.dto';

/** The channel of the live feed: every replica hears every validation. */
export const GATE_CHANNEL = 'gate_entries';

/** The code key of the offline copy, as the device computes it: the first bytes of SHA-256 of the code, base64url without padding. */
const codeKey = (column: string) => codeKeySql(column, GATE_CODE_HASH_BYTES);

/** How the gate calls a ticket holder, a volunteer, an artist (their stage name, else their pseudo). */
const TICKET_NAME = `trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, ''))`;
const VOLUNTEER_NAME = `trim(u.prenom || ' ' || u.nom)`;
const ARTIST_NAME = `coalesce(nullif(trim(a.stage_name), ''), u.pseudo, '')`;

/** The name of the person an entry is about (`g`: a gate_entries row). */
const SUBJECT_NAME = `case g.subject_kind
    when 'TICKET' then (select ${TICKET_NAME} from ticketing_order_items i where i.id = g.subject_id)
    when 'VOLUNTEER' then (select ${VOLUNTEER_NAME} from edition_volunteer_applications v join users u on u.id = v.user_id where v.id = g.subject_id)
    else (select ${ARTIST_NAME} from edition_artists a left join users u on u.id = a.user_id where a.id = g.subject_id) end`;

/** The entries in force of an edition's gate: one per person (gate_entries_one_in_force). */
const IN_FORCE = `select subject_kind, subject_id, at from gate_entries
     where edition_id = :editionId and checkpoint = 'GATE' and action = 'ENTRY' and not conflict and undone_by_id is null`;

/** The people whose rows changed since :since, or whom the gate recorded since (a refresh). */
const RECORDED_SINCE = `select subject_kind, subject_id from gate_entries where edition_id = :editionId and recorded_at > :since`;

/**
 * Every person of the offline copy in one statement: the tickets (items of type Registration), every
 * volunteer application (whatever its status: a refused one is answered offline too) and every
 * artist record, with what the gate shows and their entry in force. Never an e-mail nor a phone.
 */
const COPY_PEOPLE = defineSql<CopyPersonRow>(
  'GateBoardRepository.copyPeople',
  `with in_force as (${IN_FORCE}),
   recorded as ({{recorded}}),
   item_options as (
     select io.item_id, array_agg(io.option_id order by io.option_id) as ids
       from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id
      where i.edition_id = :editionId group by io.item_id),
   teams as (
     select ata.application_id, array_agg(t.id order by t.name, t.id) as ids, string_agg(t.name, ', ' order by t.name, t.id) as names
       from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
      where t.edition_id = :editionId group by ata.application_id),
   shows as (
     select sa.artist_id, array_agg(s.id order by s.start_date_time, s.id) as ids, string_agg(s.title, ', ' order by s.start_date_time, s.id) as names
       from show_artists sa join shows s on s.id = sa.show_id
      where s.edition_id = :editionId group by sa.artist_id)
   select ${codeKey('i.qr_code')} as h, 'TICKET' as k, i.id as i, ${TICKET_NAME} as n, i.tier_id as t,
          coalesce(io.ids, '{}') as o, null::int[] as g, coalesce(o.external_id, '#' || o.id) as d, i.custom_fields as a,
          i.state, o.source::text as source, o.cancelled_at is not null as cancelled, null as status, ${isoSql('f.at')} as e,
          case when o.source = 'ONSITE' and o.payment_method is null and o.amount > 0 then o.amount end as p
     from ticketing_order_items i join ticketing_orders o on o.id = i.order_id
          left join item_options io on io.item_id = i.id
          left join in_force f on f.subject_kind = 'TICKET' and f.subject_id = i.id
    where i.edition_id = :editionId and i.type = 'Registration'
          {{ticketsSince}}
   union all
   select ${codeKey('v.qr_token')}, 'VOLUNTEER', v.id, ${VOLUNTEER_NAME}, null, '{}', coalesce(tm.ids, '{}'), tm.names, null,
          null, null, false, v.status::text, ${isoSql('f.at')}, null
     from edition_volunteer_applications v join users u on u.id = v.user_id
          left join teams tm on tm.application_id = v.id
          left join in_force f on f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id
    where v.edition_id = :editionId
          {{volunteersSince}}
   union all
   select ${codeKey('a.qr_token')}, 'ARTIST', a.id, ${ARTIST_NAME}, null, '{}', coalesce(sh.ids, '{}'), sh.names, null,
          null, null, false, null, ${isoSql('f.at')}, null
     from edition_artists a left join users u on u.id = a.user_id
          left join shows sh on sh.artist_id = a.id
          left join in_force f on f.subject_kind = 'ARTIST' and f.subject_id = a.id
    where a.edition_id = :editionId
          {{artistsSince}}`,
  {
    parts: {
      recorded: { whole: `select null::gate_subject_kind as subject_kind, null::int as subject_id where false`, since: RECORDED_SINCE },
      ticketsSince: `and (i.updated_at > :since or o.updated_at > :since or i.id in (select subject_id from recorded where subject_kind = 'TICKET'))`,
      volunteersSince: `and (v.updated_at > :since or v.id in (select subject_id from recorded where subject_kind = 'VOLUNTEER'))`,
      artistsSince: `and (a.updated_at > :since or a.id in (select subject_id from recorded where subject_kind = 'ARTIST'))`,
    },
  },
);

/**
 * The small tables the copy's people point at, with the server's clock (the next cursor): tiers,
 * options and returnable items, what gives returnables (tiers, options, choices, teams, shows) and
 * the custom fields shown at the gate.
 */
const COPY_LABELS = defineSql<CopyLabelsRow>(
  'GateBoardRepository.copyLabels',
  `select (extract(epoch from now()) * 1000)::bigint::text as "nowMs",
     coalesce((select json_agg(json_build_object('id', t.id, 'name', coalesce(nullif(t.custom_name, ''), t.name),
         'validFrom', ${isoSql('t.valid_from')}, 'validUntil', ${isoSql('t.valid_until')}) order by t.position, t.id)
       from ticketing_tiers t where t.edition_id = :editionId), '[]') as tiers,
     coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.position, x.id)
       from ticketing_options x where x.edition_id = :editionId), '[]') as options,
     coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
       from ticketing_returnable_items r where r.edition_id = :editionId), '[]') as returnables,
     coalesce((select json_agg(json_build_array(l.tier_id, l.returnable_item_id))
       from ticketing_tier_returnable_items l join ticketing_tiers t on t.id = l.tier_id where t.edition_id = :editionId), '[]') as "byTier",
     coalesce((select json_agg(json_build_array(l.option_id, l.returnable_item_id))
       from ticketing_option_returnable_items l join ticketing_options x on x.id = l.option_id where x.edition_id = :editionId), '[]') as "byOption",
     coalesce((select json_agg(json_build_array(l.custom_field_id, l.choice_value, l.returnable_item_id))
       from ticketing_tier_custom_field_returnable_items l join ticketing_tier_custom_fields c on c.id = l.custom_field_id where c.edition_id = :editionId), '[]') as "byChoice",
     coalesce((select json_agg(json_build_array(l.team_id, l.returnable_item_id))
       from edition_volunteer_returnable_items l where l.edition_id = :editionId), '[]') as "byTeam",
     coalesce((select json_agg(json_build_array(l.show_id, l.returnable_item_id))
       from show_returnable_items l join shows s on s.id = l.show_id where s.edition_id = :editionId), '[]') as "byShow",
     coalesce((select json_agg(c.id) from ticketing_tier_custom_fields c where c.edition_id = :editionId and c.show_at_gate), '[]') as "shownFields"`,
);

/** An entry as the gate tells it (`x`: a gate_entries row): when, by whom, on which device. */
const ENTRY_INFO = (x: string) =>
  `json_build_object('entryId', ${x}.id, 'at', ${isoSql(`${x}.at`)}, 'by', (select pseudo from users where id = ${x}.by_id), 'deviceId', ${x}.device_id, 'offline', ${x}.offline)`;

/**
 * The conflicts a device is told of: its own offline entries of someone already in (with the entry
 * they met), and its entries that another device's offline entry met (with that entry).
 */
const CONFLICTS = defineSql<ConflictRow>(
  'GateBoardRepository.conflicts',
  `with met as (
     select c.id as conflict_id, m.id as met_id
       from gate_entries c
       cross join lateral (
         select o.id from gate_entries o
          where o.edition_id = c.edition_id and o.checkpoint = c.checkpoint and o.subject_kind = c.subject_kind and o.subject_id = c.subject_id
            and o.action = 'ENTRY' and not o.conflict and o.id <> c.id
          order by (o.undone_by_id is null) desc, o.id desc limit 1) m
      where c.edition_id = :editionId and c.action = 'ENTRY' and c.conflict {{since}}),
   pairs as (
     select c.conflict_id as mine, c.met_id as other from met c join gate_entries g on g.id = c.conflict_id where g.device_id = :deviceId
     union
     select c.met_id, c.conflict_id from met c join gate_entries g on g.id = c.met_id join gate_entries x on x.id = c.conflict_id
      where g.device_id = :deviceId and x.device_id <> :deviceId)
   select g.client_id as "clientId", g.id as "entryId", g.subject_kind as kind, g.subject_id as "subjectId", ${SUBJECT_NAME} as name,
          ${isoSql('g.at')} as at, ${ENTRY_INFO('x')} as other
     from pairs p join gate_entries g on g.id = p.mine join gate_entries x on x.id = p.other
    order by g.id`,
  { parts: { since: 'and c.recorded_at > :since' } },
);

/** Entries in force per hour of the edition's clocks (hours with entries only), in order. */
const ENTRIES_PER_HOUR = defineSql<HourRow>(
  'GateBoardRepository.entriesPerHour',
  `select ${isoSql(`date_trunc('hour', f.at at time zone :timeZone) at time zone :timeZone`)} as hour, count(*)::int as count
     from (${IN_FORCE}) f group by 1 order by 1`,
);

/** Per tier: its valid tickets, and how many of them are in. */
const TIER_PRESENCE = defineSql<TierPresenceRow>(
  'GateBoardRepository.tierPresence',
  `with in_force as (${IN_FORCE})
   select t.id as "tierId", coalesce(nullif(t.custom_name, ''), t.name) as name,
          count(i.id) filter (where f.subject_id is not null)::int as present, count(i.id)::int as expected
     from ticketing_tiers t
     left join ticketing_order_items i on i.tier_id = t.id and i.type = 'Registration' and i.state = any(:validStates::text[])
     left join in_force f on f.subject_kind = 'TICKET' and f.subject_id = i.id
    where t.edition_id = :editionId
    group by t.id order by t.position, t.id`,
);

/** Accepted volunteers and artists: arrived (in) against expected. */
const PRESENCE = defineSql<PresenceRow>(
  'GateBoardRepository.presence',
  `with in_force as (${IN_FORCE})
   select (select count(*) from edition_volunteer_applications v where v.edition_id = :editionId and v.status = 'ACCEPTED')::int as "volunteersExpected",
          (select count(*) from edition_volunteer_applications v join in_force f on f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id
            where v.edition_id = :editionId and v.status = 'ACCEPTED')::int as "volunteersArrived",
          (select count(*) from edition_artists a where a.edition_id = :editionId)::int as "artistsExpected",
          (select count(*) from edition_artists a join in_force f on f.subject_kind = 'ARTIST' and f.subject_id = a.id
            where a.edition_id = :editionId)::int as "artistsArrived"`,
);

const RECENT = defineSql<RecentRow>(
  'GateBoardRepository.recent',
  `select g.id, g.action, ${isoSql('g.at')} as at, g.subject_kind as kind, g.subject_id as "subjectId", ${SUBJECT_NAME} as name,
          (select pseudo from users where id = g.by_id) as by, g.device_id as "deviceId", g.conflict
     from gate_entries g where g.edition_id = :editionId and g.checkpoint = 'GATE'
    order by g.recorded_at desc, g.id desc limit ${GATE_RECENT_MAX}`,
);

/** Accepted volunteers and artists announced between :from and :to and not in, first ones first, with how many there are in all. */
const DUE = defineSql<DueRow>(
  'GateBoardRepository.due',
  `with in_force as (${IN_FORCE}),
   due as (
     select 'VOLUNTEER' as kind, v.id as "subjectId", ${VOLUNTEER_NAME} as name,
            (select string_agg(t.name, ', ' order by t.name, t.id) from application_team_assignments ata join volunteer_teams t on t.id = ata.team_id
              where ata.application_id = v.id) as detail, v.arrival_date_time as arrival
       from edition_volunteer_applications v join users u on u.id = v.user_id
      where v.edition_id = :editionId and v.status = 'ACCEPTED' and v.arrival_date_time >= :from and v.arrival_date_time < :to
        and not exists (select 1 from in_force f where f.subject_kind = 'VOLUNTEER' and f.subject_id = v.id)
     union all
     select 'ARTIST', a.id, ${ARTIST_NAME},
            (select string_agg(s.title, ', ' order by s.start_date_time, s.id) from show_artists sa join shows s on s.id = sa.show_id
              where sa.artist_id = a.id), a.arrival_date_time
       from edition_artists a left join users u on u.id = a.user_id
      where a.edition_id = :editionId and a.arrival_date_time >= :from and a.arrival_date_time < :to
        and not exists (select 1 from in_force f where f.subject_kind = 'ARTIST' and f.subject_id = a.id))
   select kind, "subjectId", name, detail, ${isoSql('arrival')} as "expectedAt", count(*) over ()::int as total
     from due order by arrival, kind, "subjectId" limit ${GATE_DUE_MAX}`,
);

/** Tells every replica's live feed of a validation (the payload is small: ids and flags). */
const ANNOUNCE = defineSql('GateBoardRepository.announce', `select pg_notify('${GATE_CHANNEL}', :payload)`);

/**
 * Claims the arrivals not yet told: the entries in force of volunteers and artists, each once
 * (whatever replica or retry runs it), with the arrived person's name, user and the edition's name.
 */
const CLAIM_ARRIVALS = defineSql<ArrivalRow>(
  'GateBoardRepository.claimArrivals',
  `with claimed as (
     update gate_entries g set arrival_notified_at = now()
      where g.arrival_notified_at is null and g.checkpoint = 'GATE' and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null
        and g.subject_kind in ('VOLUNTEER', 'ARTIST')
      returning g.id, g.edition_id, g.subject_kind, g.subject_id, g.at)
   select g.id as "entryId", g.edition_id as "editionId", e.name as "editionName", g.subject_kind as kind, g.subject_id as "subjectId",
          ${SUBJECT_NAME} as name,
          case g.subject_kind when 'VOLUNTEER' then (select v.user_id from edition_volunteer_applications v where v.id = g.subject_id)
                              else (select a.user_id from edition_artists a where a.id = g.subject_id) end as "userId"
     from claimed g join editions e on e.id = g.edition_id
    order by g.edition_id, g.at, g.id`,
);

const RELEASE_ARRIVALS = defineSql('GateBoardRepository.releaseArrivals', 'update gate_entries set arrival_notified_at = null where id = any(:entryIds::int[])');

/** Per volunteer application: the users leading one of its teams. */
const TEAM_LEADERS = defineSql<{ applicationId: number; userId: number }>(
  'GateBoardRepository.teamLeaders',
  `select distinct mine.application_id as "applicationId", lv.user_id as "userId"
     from application_team_assignments mine
     join application_team_assignments lead on lead.team_id = mine.team_id and lead.is_leader
     join edition_volunteer_applications lv on lv.id = lead.application_id
    where mine.application_id = any(:applicationIds::int[])`,
);

/** The statements of the gate's board: the offline copy, the dashboard, the live feed, the arrival notices. */
@Injectable()
export class GateBoardRepository {
  constructor(private readonly em: EntityManager) {}

  copyLabels(editionId: number): Promise<CopyLabelsRow> {
    return one(this.em, COPY_LABELS, { editionId });
  }

  /** Everyone, or (since given) those changed or recorded since. */
  copyPeople(editionId: number, since: Date | null): Promise<CopyPersonRow[]> {
    const refresh = since !== null;
    return query(this.em, COPY_PEOPLE, refresh ? { editionId, since } : { editionId }, {
      recorded: refresh ? 'since' : 'whole',
      ticketsSince: refresh,
      volunteersSince: refresh,
      artistsSince: refresh,
    });
  }

  conflicts(editionId: number, deviceId: string, since: Date | null): Promise<ConflictRow[]> {
    return query(this.em, CONFLICTS, since ? { editionId, deviceId, since } : { editionId, deviceId }, { since: since !== null });
  }

  entriesPerHour(editionId: number, timeZone: string): Promise<HourRow[]> {
    return query(this.em, ENTRIES_PER_HOUR, { editionId, timeZone });
  }

  tierPresence(editionId: number): Promise<TierPresenceRow[]> {
    return query(this.em, TIER_PRESENCE, { editionId, validStates: textArray(VALID_ITEM_STATES) });
  }

  presence(editionId: number): Promise<PresenceRow> {
    return one(this.em, PRESENCE, { editionId });
  }

  recent(editionId: number): Promise<RecentRow[]> {
    return query(this.em, RECENT, { editionId });
  }

  due(editionId: number, from: Date, to: Date): Promise<DueRow[]> {
    return query(this.em, DUE, { editionId, from, to });
  }

  async announce(payload: string): Promise<void> {
    await maybeOne(this.em, ANNOUNCE, { payload });
  }

  claimArrivals(): Promise<ArrivalRow[]> {
    return query(this.em, CLAIM_ARRIVALS);
  }

  async releaseArrivals(entryIds: readonly number[]): Promise<void> {
    if (entryIds.length) await query(this.em, RELEASE_ARRIVALS, { entryIds: intArray(entryIds) });
  }

  teamLeaders(applicationIds: readonly number[]): Promise<{ applicationId: number; userId: number }[]> {
    return applicationIds.length ? query(this.em, TEAM_LEADERS, { applicationIds: intArray(applicationIds) }) : Promise.resolve([]);
  }
}
