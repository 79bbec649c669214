import { repeated } from './sql';

/**
 * The statements of a validation at a checkpoint (`gate_entries`: the gate's 'GATE', a meal's
 * 'MEAL:<id>'), written once for every checkpoint: who a code is among the three kinds of people,
 * the validation in force, the one guarded insert, the undo, a person's history and the search.
 * Each takes the checkpoint as SQL (the gate's literal, a meal's `:checkpoint`) and what a recorded
 * validation changes as a `{{part}}` place of the caller's statement: the calling repository's
 * constants, never input. Texts of statements of the SQL helper (defineSql in sql.ts).
 */

/** The code key of an offline copy, as the device computes it: the first `bytes` of SHA-256 of the code, base64url without padding. */
export const codeKeySql = (column: string, bytes: number) => `translate(rtrim(encode(substr(sha256(convert_to(${column}, 'UTF8')), 1, ${bytes}), 'base64'), '='), '+/', '-_')`;

/** A person's name from the user aliased `u`: first and last names, else their pseudo. */
export const USER_NAME_SQL = `coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo)`;

/** An artist's name from the record aliased `r` and its user `u`: the stage name first. */
export const ARTIST_NAME_SQL = `coalesce(nullif(trim(r.stage_name), ''), ${USER_NAME_SQL}, '')`;

/**
 * What deciding needs, per kind, under common columns: a ticket's state, order and tier window (and
 * what is left to pay), a volunteer's status.
 */
const FACTS = {
  TICKET: `select 'TICKET' as kind, i.id, i.edition_id, i.state, o.source::text as source, t.valid_from, t.valid_until,
      o.id as order_id, o.payment_method::text as payment_method, o.amount as order_amount, null::text as status
      from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id`,
  // Named like the ticket's: a picked person's source stands alone, without the ticket's select to name the columns.
  VOLUNTEER: `select 'VOLUNTEER' as kind, a.id, a.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
      null::int as order_id, null as payment_method, null::int as order_amount, a.status::text as status
      from edition_volunteer_applications a`,
  ARTIST: `select 'ARTIST' as kind, r.id, r.edition_id, null as state, null as source, null::timestamptz as valid_from, null::timestamptz as valid_until,
      null::int as order_id, null as payment_method, null::int as order_amount, null as status
      from edition_artists r`,
};

/**
 * Who a code or a picked person is, under common columns. A code is looked for among the three kinds
 * at once (each by its index: tickets' qr_code, applications' and artists' qr_token), this edition's
 * first (a provider's code may repeat across editions); a picked person only within the edition.
 * Its `{{source}}` is one of FIND_SOURCES.
 */
export const FIND_SQL = `select f.kind, f.id, f.edition_id as "editionId", e.name as "editionName", f.state, f.source, f.valid_from as "validFrom", f.valid_until as "validUntil",
     f.order_id as "orderId", f.payment_method as "paymentMethod", f.order_amount as "orderAmount", f.status
     from ({{source}}) f join editions e on e.id = f.edition_id
    order by f.edition_id = :editionId desc limit 1`;
export const FIND_SOURCES = {
  code: `${FACTS.TICKET} where i.qr_code = :code union all ${FACTS.VOLUNTEER} where a.qr_token = :code union all ${FACTS.ARTIST} where r.qr_token = :code`,
  TICKET: `${FACTS.TICKET} where i.id = :subjectId and i.edition_id = :editionId`,
  VOLUNTEER: `${FACTS.VOLUNTEER} where a.id = :subjectId and a.edition_id = :editionId`,
  ARTIST: `${FACTS.ARTIST} where r.id = :subjectId and r.edition_id = :editionId`,
};

/** The validation in force of the person (one row at most: the partial unique index), as JSON. */
export const inForceSql = (checkpoint: string, kind: string, idSql: string) => `(select json_build_object('entryId', g.id, 'at', g.at, 'by', gu.pseudo, 'deviceId', g.device_id, 'offline', g.offline)
       from gate_entries g left join users gu on gu.id = g.by_id
      where g.edition_id = :editionId and g.checkpoint = ${checkpoint} and g.subject_kind = '${kind}' and g.subject_id = ${idSql}
        and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)`;

/** Whether the person has a validation in force. */
export const inForceExistsSql = (checkpoint: string, kind: string, idSql: string) => `exists (select 1 from gate_entries g where g.edition_id = :editionId and g.checkpoint = ${checkpoint}
        and g.subject_kind = '${kind}' and g.subject_id = ${idSql} and g.action = 'ENTRY' and not g.conflict and g.undone_by_id is null)`;

/** A column `stored` for a lookup: the validation already recorded under the request's client id (a repeat), as JSON. */
export const STORED_COLUMN_SQL = `, (select json_build_object('entryId', g.id, 'checkpoint', g.checkpoint, 'kind', g.subject_kind, 'subjectId', g.subject_id, 'action', g.action, 'conflict', g.conflict)
                 from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId) as stored`;

/** A validation recorded under a client id (a repeat, or a race with the same id). */
export const STORED_SQL = `select g.id as "entryId", g.checkpoint, g.subject_kind as kind, g.subject_id as "subjectId", g.action, g.conflict
     from gate_entries g where g.edition_id = :editionId and g.client_id = :clientId`;

/**
 * A validation, in ONE statement: recorded unless its client id is (a repeat) or, for an entry in
 * force, unless another is in force (the partial unique index): `on conflict do nothing` without a
 * target covers both. `marks`: the caller's parts reading `ins`, so that what a validation changes
 * moves only when it records.
 */
export const enterSql = (checkpoint: string, marks: string) => `with ins as (
     insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, offline, conflict)
     values (:editionId, ${checkpoint}, :kind::gate_subject_kind, :subjectId, 'ENTRY', :clientId, :deviceId, :at, :userId, :offline, :conflict)
     on conflict do nothing
     returning id, at
   ) ${marks}
   select ins.id, ins.at, (select pseudo from users where id = :userId) as by from ins`;

/** The parameters of `enterSql`: a validation at a checkpoint, made on a device. */
export interface CheckpointWrite {
  editionId: number;
  kind: string;
  subjectId: number;
  clientId: string;
  deviceId: string;
  at: Date;
  userId: number;
  offline: boolean;
  /** An offline validation of someone already validated: kept, never in force, what it would change untouched. */
  conflict: boolean;
}

/** The entry an undo would take back, locked until the transaction ends (two undos: one wins). `where`: which checkpoints. */
export const entryForUndoSql = (where: string) => `select id, checkpoint, subject_kind as kind, subject_id as "subjectId", action, conflict, undone_by_id is not null as undone
     from gate_entries where id = :entryId and edition_id = :editionId and ${where} for update`;

/** An undo, in ONE statement: its row (a client id made here), the entry marked taken back, and the caller's `marks`. */
export const undoSql = (checkpoint: string, marks: string) => `with ins as (
     insert into gate_entries (edition_id, checkpoint, subject_kind, subject_id, action, client_id, device_id, at, by_id, undoes_id)
     values (:editionId, ${checkpoint}, :kind::gate_subject_kind, :subjectId, 'UNDO', :clientId, :deviceId, now(), :userId, :entryId)
     returning id
   ), taken as (update gate_entries g set undone_by_id = ins.id from ins where g.id = :entryId) ${marks}
   select id from ins`;

/** A person's validations and undos at the checkpoints `where` names, newest first. */
export const historySql = (where: string) => `select g.id, g.checkpoint, g.action, g.at, g.recorded_at as "recordedAt", u.pseudo as by, g.device_id as "deviceId", g.offline, g.conflict, g.undone_by_id is not null as undone
     from gate_entries g left join users u on u.id = g.by_id
    where g.edition_id = :editionId and ${where} and g.subject_kind = :kind::gate_subject_kind and g.subject_id = :subjectId
    order by g.recorded_at desc, g.id desc`;

const folded = (alias: string) => repeated(`${alias} like ticketing_search_fold(:word) escape '\\'`, ' and ');

/**
 * People of the edition by the words of a search, in ONE statement, each with what a scan needs to
 * answer: tickets by their folded text (the trigram index) or their order's number (our id or the
 * provider's), volunteers and artists by names, pseudo and e-mail (and stage name). Each kind is cut
 * at the maximum; the caller keeps the first ones. The tickets' two ways are a union of ids, so each
 * uses its own index (the trigram one, the orders' (edition, external id) key). `extra`: a column of
 * the caller's per kind (its ids: `i.id`, `a.id`, `r.id`), or none.
 */
export const searchSql = (checkpoint: string, extra?: { TICKET: string; VOLUNTEER: string; ARTIST: string }) => `(select 'TICKET' as kind, i.id, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, coalesce(t.custom_name, t.name) as detail,
       coalesce(o.external_id, o.id::text) as "orderNumber", i.state, o.source::text as source, t.valid_from as "validFrom", t.valid_until as "validUntil", null as status,
       ${inForceExistsSql(checkpoint, 'TICKET', 'i.id')} as "inForce"${extra ? `, ${extra.TICKET} as extra` : ''}
       from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
      where i.edition_id = :editionId and i.id in (
        select w.id from ticketing_order_items w where w.edition_id = :editionId and {{ticketWords}}
        union select n.id from ticketing_order_items n join ticketing_orders nd on nd.id = n.order_id where nd.edition_id = :editionId and (nd.external_id = :q {{number}}))
      order by i.last_name, i.first_name, i.id limit :max)
   union all
   (select 'VOLUNTEER', a.id, ${USER_NAME_SQL}, (select string_agg(vt.name, ', ' order by vt.name) from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id),
       null, null, null, null, null, a.status::text, ${inForceExistsSql(checkpoint, 'VOLUNTEER', 'a.id')}${extra ? `, ${extra.VOLUNTEER}` : ''}
       from edition_volunteer_applications a join users u on u.id = a.user_id
      where a.edition_id = :editionId and {{volunteerWords}}
      order by u.nom, u.prenom, a.id limit :max)
   union all
   (select 'ARTIST', r.id, ${ARTIST_NAME_SQL},
       (select string_agg(s.title, ', ' order by s.start_date_time) from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id),
       null, null, null, null, null, null, ${inForceExistsSql(checkpoint, 'ARTIST', 'r.id')}${extra ? `, ${extra.ARTIST}` : ''}
       from edition_artists r left join users u on u.id = r.user_id
      where r.edition_id = :editionId and {{artistWords}}
      order by r.stage_name, r.id limit :max)`;

/** The parts of `searchSql`. */
export const SEARCH_PARTS = {
  ticketWords: folded('w.search_text'),
  number: 'or nd.id = :number',
  volunteerWords: folded(`ticketing_search_fold(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || u.pseudo || ' ' || u.email)`),
  artistWords: folded(`ticketing_search_fold(coalesce(r.stage_name, '') || ' ' || coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '') || ' ' || coalesce(u.pseudo, '') || ' ' || coalesce(u.email, r.invited_email, ''))`),
};

/** The parameters and parts a search of `searchSql` is run with (the words as LIKE patterns, an order number when the text is one). */
export function searchCall(q: string, patterns: string[], orderNumber: number | null, max: number) {
  const n = patterns.length;
  return {
    params: { q, word: patterns, max, ...(orderNumber !== null ? { number: orderNumber } : {}) },
    parts: { ticketWords: n, volunteerWords: n, artistWords: n, number: orderNumber !== null },
  };
}
