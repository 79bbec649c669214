import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  ARTIST_NAME_SQL,
  type CheckpointWrite,
  enterSql,
  entryForUndoSql,
  FIND_SOURCES,
  FIND_SQL,
  historySql,
  inForceSql,
  searchCall,
  searchSql,
  SEARCH_PARTS,
  STORED_COLUMN_SQL,
  STORED_SQL,
  undoSql,
  USER_NAME_SQL,
} from '../../core/database/checkpoints';
import { defineSql, maybeOne, one, query } from '../../core/database/sql';
import type { EntryInfoRow, GateFactsRow, GateHistoryRow, GatePersonRow, GateSearchRow, StoredEntryRow } from './gate.dto';
import { GateSubjectKind } from './gate-fields';

/** The checkpoint of this module's validations (the meals add theirs). */
const GATE = `'GATE'`;

/** The answers of the item aliased `i`, as a JSON array whatever was stored. */
const ANSWERS_SQL = `(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)`;

/** The validation in force of the person at the gate, as JSON. */
const IN_FORCE_SQL = (kind: GateSubjectKind, idSql: string) => inForceSql(GATE, kind, idSql);

/**
 * Everything the answer shows of a person, per kind, for the id expression given (`:subjectId`, or
 * the found row's `f.id` in LOOKUP): name, tier, options (with the choices taken), order number,
 * teams, shows, the answers shown at the gate, returnable items (a ticket's tier, options and
 * answers; a volunteer's teams; an artist's shows), the meals included (a ticket's, by its tier and
 * options; a volunteer's or an artist's not declined; meals turned on) and the validation in force; with `{{stored}}`,
 * the validation already recorded under the request's client id (a repeat).
 */
const PERSON_OF = {
  TICKET: (id: string) => `select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name,
            case when t.id is null then null else json_build_object('id', t.id, 'name', coalesce(t.custom_name, t.name), 'validFrom', t.valid_from, 'validUntil', t.valid_until) end as tier,
            array(select x.name || coalesce(' (' || (select string_agg(c->>'answer', ', ') from jsonb_array_elements(case when jsonb_typeof(io.custom_fields) = 'array' then io.custom_fields else '[]'::jsonb end) c) || ')', '')
                    from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id where io.item_id = i.id order by x.position, x.id) as options,
            coalesce(o.external_id, o.id::text) as "orderNumber", '{}'::text[] as teams, '{}'::text[] as shows,
            coalesce((select json_agg(json_build_object('label', cf.label, 'answer', a->>'answer') order by cf.id)
                        from jsonb_array_elements(${ANSWERS_SQL}) a join ticketing_tier_custom_fields cf on cf.id::text = a->>'customFieldId'
                       where cf.show_at_gate and cf.edition_id = :editionId and coalesce(a->>'answer', '') <> ''), '[]'::json) as answers,
            array(select r.name from ticketing_returnable_items r where r.id in (
                    select tr.returnable_item_id from ticketing_tier_returnable_items tr where tr.tier_id = i.tier_id
                    union select orr.returnable_item_id from ticketing_order_item_options io join ticketing_option_returnable_items orr on orr.option_id = io.option_id where io.item_id = i.id
                    union select cr.returnable_item_id from ticketing_tier_custom_field_returnable_items cr, jsonb_array_elements(${ANSWERS_SQL}) a
                     where a->>'customFieldId' = cr.custom_field_id::text and a->>'answer' = cr.choice_value)
                  order by r.name, r.id) as returnables,
            coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
                        from ticketing_order_item_meals ms join volunteer_meals m on m.id = ms.meal_id where ms.order_item_id = i.id and m.enabled), '[]'::json) as meals,
            ${IN_FORCE_SQL(GateSubjectKind.TICKET, 'i.id')} as entry {{stored}}
            from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
           where i.id = ${id} and i.edition_id = :editionId`,
  VOLUNTEER: (id: string) => `select ${USER_NAME_SQL} as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '[]'::json as answers,
            array(select vt.name from application_team_assignments ata join volunteer_teams vt on vt.id = ata.team_id where ata.application_id = a.id order by vt.name, vt.id) as teams,
            '{}'::text[] as shows,
            array(select r.name from ticketing_returnable_items r where r.id in (
                    select vr.returnable_item_id from application_team_assignments ata join edition_volunteer_returnable_items vr on vr.team_id = ata.team_id where ata.application_id = a.id)
                  order by r.name, r.id) as returnables,
            coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
                        from volunteer_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.volunteer_id = a.id and m.enabled and ms.accepted), '[]'::json) as meals,
            ${IN_FORCE_SQL(GateSubjectKind.VOLUNTEER, 'a.id')} as entry {{stored}}
            from edition_volunteer_applications a join users u on u.id = a.user_id
           where a.id = ${id} and a.edition_id = :editionId`,
  ARTIST: (id: string) => `select ${ARTIST_NAME_SQL} as name, null::json as tier, '{}'::text[] as options, null as "orderNumber", '{}'::text[] as teams, '[]'::json as answers,
            array(select s.title from show_artists sa join shows s on s.id = sa.show_id where sa.artist_id = r.id order by s.start_date_time, s.id) as shows,
            array(select ri.name from ticketing_returnable_items ri where ri.id in (
                    select sr.returnable_item_id from show_artists sa join show_returnable_items sr on sr.show_id = sa.show_id where sa.artist_id = r.id)
                  order by ri.name, ri.id) as returnables,
            coalesce((select json_agg(json_build_object('date', m.date, 'mealType', m.meal_type) order by m.date, m.meal_type)
                        from artist_meal_selections ms join volunteer_meals m on m.id = ms.meal_id where ms.artist_id = r.id and m.enabled and ms.accepted), '[]'::json) as meals,
            ${IN_FORCE_SQL(GateSubjectKind.ARTIST, 'r.id')} as entry {{stored}}
            from edition_artists r left join users u on u.id = r.user_id
           where r.id = ${id} and r.edition_id = :editionId`,
};
/** Everything the answer shows of a picked person (the history's). */
const PERSON = defineSql<GatePersonRow>(
  'GateRepository.person',
  '{{person}}',
  {
    parts: { person: Object.fromEntries(Object.values(GateSubjectKind).map((kind) => [kind, PERSON_OF[kind](':subjectId')])), stored: STORED_COLUMN_SQL },
    prepared: true,
  },
);

/**
 * Who a code or a picked person is and everything the answer shows of them: ONE statement (each
 * round trip counts at a busy gate). FIND's row, and the person of its kind as JSON, read only when
 * the row is of this edition.
 */
const LOOKUP = defineSql<GateFactsRow & { person: GatePersonRow | null }>(
  'GateRepository.lookup',
  `with f as (${FIND_SQL})
   select f.*, coalesce(pt.person, pv.person, pa.person) as person from f
     left join lateral (select to_json(p) as person from (${PERSON_OF.TICKET('f.id')}) p where f.kind = 'TICKET' and f."editionId" = :editionId) pt on true
     left join lateral (select to_json(p) as person from (${PERSON_OF.VOLUNTEER('f.id')}) p where f.kind = 'VOLUNTEER' and f."editionId" = :editionId) pv on true
     left join lateral (select to_json(p) as person from (${PERSON_OF.ARTIST('f.id')}) p where f.kind = 'ARTIST' and f."editionId" = :editionId) pa on true`,
  {
    parts: { source: FIND_SOURCES, stored: STORED_COLUMN_SQL },
    moments: ['validFrom', 'validUntil'],
    prepared: true,
  },
);

/** A validation recorded under a client id (a repeat, or a race with the same id). */
const STORED = defineSql<StoredEntryRow>('GateRepository.stored', STORED_SQL, { prepared: true });

/** The validation in force of a person (after a race lost to another device). */
const IN_FORCE = defineSql<{ entry: EntryInfoRow | null }>('GateRepository.inForce', `select {{entry}} as entry`, {
  parts: { entry: Object.fromEntries(Object.values(GateSubjectKind).map((kind) => [kind, IN_FORCE_SQL(kind, ':subjectId')])) },
  prepared: true,
});

/** What letting a person in writes on their own row: in, when, by whom (and updated_at, which the offline copy reads). */
const MARK_SUBJECT = (table: string) =>
  `, subject as (update ${table} set entry_validated = true, entry_validated_at = ins.at, entry_validated_by_id = :userId, updated_at = now() from ins where ${table}.id = :subjectId)`;
const CLEAR_SUBJECT = (table: string) =>
  `, subject as (update ${table} set entry_validated = false, entry_validated_at = null, entry_validated_by_id = null, updated_at = now() where ${table}.id = :subjectId)`;
const TABLES = { TICKET: 'ticketing_order_items', VOLUNTEER: 'edition_volunteer_applications', ARTIST: 'edition_artists' } as const;

/**
 * A validation, in ONE statement: recorded unless its client id is (a repeat) or, for an entry in
 * force, unless another is in force (the partial unique index): `on conflict do nothing` without a
 * target covers both. What it records, and only then, marks the person in (not for a conflict) and
 * an unpaid on-site order paid.
 */
const ENTER = defineSql<{ id: number; at: Date; by: string | null }>(
  'GateRepository.enter',
  enterSql(GATE, '{{subject}} {{pay}}'),
  {
    parts: {
      subject: Object.fromEntries(Object.entries(TABLES).map(([kind, table]) => [kind, MARK_SUBJECT(table)])),
      pay: `, paid as (update ticketing_orders o set payment_method = :paymentMethod::ticketing_payment_method, updated_at = now()
              from ins where o.id = :orderId and o.payment_method is null)`,
    },
    moments: ['at'],
    prepared: true,
  },
);

/** The entry an undo would take back, locked until the transaction ends (two undos: one wins). */
const ENTRY_FOR_UNDO = defineSql<{ id: number; kind: GateSubjectKind; subjectId: number; action: string; conflict: boolean; undone: boolean }>(
  'GateRepository.entryForUndo',
  entryForUndoSql(`checkpoint = ${GATE}`),
);

/** An undo, in ONE statement: its row (a client id made here), the entry marked taken back, the person no longer in. */
const UNDO = defineSql<{ id: number }>(
  'GateRepository.undo',
  undoSql(GATE, '{{subject}}'),
  { parts: { subject: Object.fromEntries(Object.entries(TABLES).map(([kind, table]) => [kind, CLEAR_SUBJECT(table)])) } },
);

/** A person's validations and undos, newest first. */
const HISTORY = defineSql<GateHistoryRow>('GateRepository.history', historySql(`g.checkpoint = ${GATE}`), { moments: ['at', 'recordedAt'] });

/** People of the edition by the words of a search, each with whether they are in (the checkpoints' one search). */
const SEARCH = defineSql<GateSearchRow>('GateRepository.search', searchSql(GATE), { parts: SEARCH_PARTS, moments: ['validFrom', 'validUntil'] });

export interface EnterWrite extends CheckpointWrite {
  kind: GateSubjectKind;
  /** Pay at the gate: the order to mark paid, and how. */
  payment: { orderId: number; method: string } | null;
}

/** Every query of the gate's validations: who a code is, what the answer shows, recording an entry or an undo, a person's history, the search. */
@Injectable()
export class GateRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the statements below join it). */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  /**
   * Who the code (this edition's first) or the picked person is, with what the answer shows of them
   * when they are of this edition (with a client id: the validation already recorded under it); null
   * when nobody.
   */
  lookup(editionId: number, by: { code: string } | { kind: GateSubjectKind; subjectId: number }, clientId?: string): Promise<(GateFactsRow & { person: GatePersonRow | null }) | null> {
    const stored = clientId ? { clientId } : {};
    return 'code' in by
      ? maybeOne(this.em, LOOKUP, { editionId, code: by.code, ...stored }, { source: 'code', stored: !!clientId })
      : maybeOne(this.em, LOOKUP, { editionId, subjectId: by.subjectId, ...stored }, { source: by.kind, stored: !!clientId });
  }

  /** What the answer shows of a person of the edition; with a client id, the validation already recorded under it. */
  person(editionId: number, kind: GateSubjectKind, subjectId: number, clientId?: string): Promise<GatePersonRow | null> {
    return maybeOne(this.em, PERSON, { editionId, subjectId, ...(clientId ? { clientId } : {}) }, { person: kind, stored: !!clientId });
  }

  stored(editionId: number, clientId: string): Promise<StoredEntryRow | null> {
    return maybeOne(this.em, STORED, { editionId, clientId });
  }

  async inForce(editionId: number, kind: GateSubjectKind, subjectId: number): Promise<EntryInfoRow | null> {
    return (await one(this.em, IN_FORCE, { editionId, subjectId }, { entry: kind })).entry;
  }

  /** Records the entry, or nothing when its client id is taken or (not a conflict) someone's entry is in force: null then. */
  enter(w: EnterWrite): Promise<{ id: number; at: Date; by: string | null } | null> {
    return maybeOne(
      this.em,
      ENTER,
      {
        editionId: w.editionId,
        kind: w.kind,
        subjectId: w.subjectId,
        clientId: w.clientId,
        deviceId: w.deviceId,
        at: w.at,
        userId: w.userId,
        offline: w.offline,
        conflict: w.conflict,
        ...(w.payment ? { orderId: w.payment.orderId, paymentMethod: w.payment.method } : {}),
      },
      { subject: w.conflict ? null : w.kind, pay: !!w.payment },
    );
  }

  entryForUndo(editionId: number, entryId: number) {
    return maybeOne(this.em, ENTRY_FOR_UNDO, { editionId, entryId });
  }

  async undo(w: { editionId: number; entryId: number; kind: GateSubjectKind; subjectId: number; clientId: string; deviceId: string; userId: number }): Promise<number> {
    return (await one(this.em, UNDO, w, { subject: w.kind })).id;
  }

  history(editionId: number, kind: GateSubjectKind, subjectId: number): Promise<GateHistoryRow[]> {
    return query(this.em, HISTORY, { editionId, kind, subjectId });
  }

  search(editionId: number, q: string, patterns: string[], orderNumber: number | null, max: number): Promise<GateSearchRow[]> {
    const call = searchCall(q, patterns, orderNumber, max);
    return query(this.em, SEARCH, { editionId, ...call.params }, call.parts);
  }
}
