import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  ARTIST_NAME_SQL,
  type CheckpointWrite,
  codeKeySql,
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
import { GATE_CODE_HASH_BYTES, GateSubjectKind, type EntryInfoRow, type StoredEntryRow } from '../gate/gate.dto';
import type { CanteenMealRow, EaterFactsRow, EaterRow, MealCopyRow, MealHistoryRow, MealSearchRow } from './canteen.dto';

/** Meals' checkpoints of `gate_entries` ('MEAL:<id>', `mealCheckpoint`), for the edition-wide history and undo. */
const ANY_MEAL = `checkpoint like 'MEAL:%'`;

/** Each kind's selection of a meal: its table and the column naming the person. */
const SELECTIONS = {
  TICKET: { table: 'ticketing_order_item_meals', person: 'order_item_id' },
  VOLUNTEER: { table: 'volunteer_meal_selections', person: 'volunteer_id' },
  ARTIST: { table: 'artist_meal_selections', person: 'artist_id' },
} as const;
const perKind = (text: (kind: GateSubjectKind) => string) => Object.fromEntries(Object.values(GateSubjectKind).map((kind) => [kind, text(kind)]));

/** The person's selection of the meal `:mealId` as JSON (`accepted` false: declined; a ticket's meal cannot be declined), or null. */
const SELECTION_SQL = (kind: GateSubjectKind, idSql: string) => {
  const s = SELECTIONS[kind];
  const accepted = kind === GateSubjectKind.TICKET ? 'true' : 's.accepted';
  return `(select json_build_object('accepted', ${accepted}) from ${s.table} s where s.${s.person} = ${idSql} and s.meal_id = :mealId)`;
};

const MEAL_COLUMNS = `id, date::text as date, meal_type as "mealType", enabled`;

const MEALS = defineSql<CanteenMealRow>('CanteenRepository.meals', `select ${MEAL_COLUMNS} from volunteer_meals where edition_id = :editionId order by date, meal_type`);

const MEAL = defineSql<CanteenMealRow>('CanteenRepository.meal', `select ${MEAL_COLUMNS} from volunteer_meals where id = :mealId and edition_id = :editionId`, { prepared: true });

/**
 * Everything the canteen shows of a person for the meal `:mealId`, per kind, for the id expression
 * given: name, diet, allergies and their severity, a late plate, a volunteer's items to hand over
 * with this meal, their selection and the validation in force; with `{{stored}}`, the validation
 * already recorded under the request's client id (a repeat).
 */
const EATER_OF = {
  TICKET: (id: string) => `select trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as name, null as diet, null as allergies, null as "allergySeverity",
            false as "afterShow", '{}'::text[] as returnables, ${SELECTION_SQL(GateSubjectKind.TICKET, 'i.id')} as selection,
            ${inForceSql(':checkpoint', GateSubjectKind.TICKET, 'i.id')} as entry {{stored}}
            from ticketing_order_items i where i.id = ${id} and i.edition_id = :editionId`,
  VOLUNTEER: (id: string) => `select ${USER_NAME_SQL} as name, a.dietary_preference as diet, a.allergies, a.allergy_severity as "allergySeverity", false as "afterShow",
            array(select r.name from volunteer_meal_returnable_items vr join ticketing_returnable_items r on r.id = vr.returnable_item_id where vr.meal_id = :mealId order by r.name, r.id) as returnables,
            ${SELECTION_SQL(GateSubjectKind.VOLUNTEER, 'a.id')} as selection,
            ${inForceSql(':checkpoint', GateSubjectKind.VOLUNTEER, 'a.id')} as entry {{stored}}
            from edition_volunteer_applications a join users u on u.id = a.user_id where a.id = ${id} and a.edition_id = :editionId`,
  ARTIST: (id: string) => `select ${ARTIST_NAME_SQL} as name, r.dietary_preference as diet, r.allergies, r.allergy_severity as "allergySeverity",
            coalesce((select s.after_show from artist_meal_selections s where s.artist_id = r.id and s.meal_id = :mealId), false) as "afterShow", '{}'::text[] as returnables,
            ${SELECTION_SQL(GateSubjectKind.ARTIST, 'r.id')} as selection,
            ${inForceSql(':checkpoint', GateSubjectKind.ARTIST, 'r.id')} as entry {{stored}}
            from edition_artists r left join users u on u.id = r.user_id where r.id = ${id} and r.edition_id = :editionId`,
};

/**
 * The meal of the edition, who a code or picked person is and everything the answer shows of them:
 * ONE statement, always one row (`meal` null: no such meal; `kind` null: nobody). The gate's find,
 * and the person of its kind as JSON, read only when of this edition.
 */
const LOOKUP = defineSql<{ meal: CanteenMealRow | null } & (EaterFactsRow | { [K in keyof EaterFactsRow]: null }) & { person: EaterRow | null }>(
  'CanteenRepository.lookup',
  `with f as (${FIND_SQL})
   select (select to_json(m) from (select ${MEAL_COLUMNS} from volunteer_meals where id = :mealId and edition_id = :editionId) m) as meal,
          f.kind, f.id, f."editionId", f."editionName", f.state, f.source, f.status, coalesce(pt.person, pv.person, pa.person) as person
     from (select 1) one left join f on true
     left join lateral (select to_json(p) as person from (${EATER_OF.TICKET('f.id')}) p where f.kind = 'TICKET' and f."editionId" = :editionId) pt on true
     left join lateral (select to_json(p) as person from (${EATER_OF.VOLUNTEER('f.id')}) p where f.kind = 'VOLUNTEER' and f."editionId" = :editionId) pv on true
     left join lateral (select to_json(p) as person from (${EATER_OF.ARTIST('f.id')}) p where f.kind = 'ARTIST' and f."editionId" = :editionId) pa on true`,
  { parts: { source: FIND_SOURCES, stored: STORED_COLUMN_SQL }, prepared: true },
);

const STORED = defineSql<StoredEntryRow>('CanteenRepository.stored', STORED_SQL, { prepared: true });

const IN_FORCE = defineSql<{ entry: EntryInfoRow | null }>('CanteenRepository.inForce', `select {{entry}} as entry`, {
  parts: { entry: perKind((kind) => inForceSql(':checkpoint', kind, ':subjectId')) },
  prepared: true,
});

/**
 * Eating, in ONE statement: the gate's guarded insert at the meal's checkpoint (a client id counts
 * once, one validation in force per person and meal) that marks the selection eaten, only when it
 * records (not for a conflict).
 */
const EAT = defineSql<{ id: number; at: Date; by: string | null }>('CanteenRepository.eat', enterSql(':checkpoint', '{{eaten}}'), {
  parts: { eaten: perKind((kind) => `, eaten as (update ${SELECTIONS[kind].table} s set consumed_at = ins.at from ins where s.${SELECTIONS[kind].person} = :subjectId and s.meal_id = :mealId)`) },
  moments: ['at'],
  prepared: true,
});

/** The meal validation an undo would take back, locked until the transaction ends. */
const ENTRY_FOR_UNDO = defineSql<{ id: number; checkpoint: string; kind: GateSubjectKind; subjectId: number; action: string; conflict: boolean; undone: boolean }>(
  'CanteenRepository.entryForUndo',
  entryForUndoSql(ANY_MEAL),
);

/** An undo, in ONE statement: its row, the validation taken back, the selection no longer eaten. */
const UNDO = defineSql<{ id: number }>('CanteenRepository.undo', undoSql(':checkpoint', '{{uneaten}}'), {
  parts: { uneaten: perKind((kind) => `, uneaten as (update ${SELECTIONS[kind].table} s set consumed_at = null where s.${SELECTIONS[kind].person} = :subjectId and s.meal_id = :mealId)`) },
});

/** A person's meal validations and undos, every meal, newest first. */
const HISTORY = defineSql<MealHistoryRow>('CanteenRepository.history', historySql(`g.${ANY_MEAL}`), { moments: ['at', 'recordedAt'] });

/** People of the edition by the words of a search (the gate's), each with whether they ate the meal and their selection of it. */
const SEARCH = defineSql<MealSearchRow>(
  'CanteenRepository.search',
  searchSql(':checkpoint', { TICKET: SELECTION_SQL(GateSubjectKind.TICKET, 'i.id'), VOLUNTEER: SELECTION_SQL(GateSubjectKind.VOLUNTEER, 'a.id'), ARTIST: SELECTION_SQL(GateSubjectKind.ARTIST, 'r.id') }),
  { parts: SEARCH_PARTS },
);

const codeKey = (column: string) => codeKeySql(column, GATE_CODE_HASH_BYTES);

/** Everyone holding the meal, with their code key (codeless people cannot be scanned, only searched online). */
const COPY = defineSql<MealCopyRow>(
  'CanteenRepository.copy',
  `select ${codeKey('i.qr_code')} as h, 'TICKET' as k, i.id as i, trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) as n, i.state, o.source::text as source,
          null as status, true as accepted, null::dietary_preference as d, null as a, null::allergy_severity as v, false as l, '{}'::text[] as r, s.consumed_at as e
     from ticketing_order_item_meals s join ticketing_order_items i on i.id = s.order_item_id join ticketing_orders o on o.id = i.order_id
    where s.meal_id = :mealId and i.edition_id = :editionId and i.qr_code is not null
   union all
   select ${codeKey('a.qr_token')}, 'VOLUNTEER', a.id, ${USER_NAME_SQL}, null, null, a.status::text, s.accepted, a.dietary_preference, a.allergies, a.allergy_severity, false,
          array(select r.name from volunteer_meal_returnable_items vr join ticketing_returnable_items r on r.id = vr.returnable_item_id where vr.meal_id = :mealId order by r.name, r.id), s.consumed_at
     from volunteer_meal_selections s join edition_volunteer_applications a on a.id = s.volunteer_id join users u on u.id = a.user_id
    where s.meal_id = :mealId and a.edition_id = :editionId and a.qr_token is not null
   union all
   select ${codeKey('r.qr_token')}, 'ARTIST', r.id, ${ARTIST_NAME_SQL}, null, null, null, s.accepted, r.dietary_preference, r.allergies, r.allergy_severity, s.after_show, '{}'::text[], s.consumed_at
     from artist_meal_selections s join edition_artists r on r.id = s.artist_id left join users u on u.id = r.user_id
    where s.meal_id = :mealId and r.edition_id = :editionId and r.qr_token is not null`,
  { moments: ['e'] },
);

/** A meal's validation to record, at the meal's checkpoint. */
export interface EatWrite extends CheckpointWrite {
  kind: GateSubjectKind;
  mealId: number;
  checkpoint: string;
}

/** Every query of the canteen: the meals to pick, who a code is for a meal, eating and undoing, a person's history, the search, a meal's offline copy. */
@Injectable()
export class CanteenRepository {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }

  meals(editionId: number): Promise<CanteenMealRow[]> {
    return query(this.em, MEALS, { editionId });
  }

  meal(editionId: number, mealId: number): Promise<CanteenMealRow | null> {
    return maybeOne(this.em, MEAL, { editionId, mealId });
  }

  /** The meal (null: not of this edition) and who the code or picked person is for it; with a client id, the validation already recorded under it. */
  lookup(editionId: number, mealId: number, checkpoint: string, by: { code: string } | { kind: GateSubjectKind; subjectId: number }, clientId?: string) {
    const stored = clientId ? { clientId } : {};
    const params = 'code' in by ? { code: by.code } : { subjectId: by.subjectId };
    return one(this.em, LOOKUP, { editionId, mealId, checkpoint, ...params, ...stored }, { source: 'code' in by ? 'code' : by.kind, stored: !!clientId });
  }

  stored(editionId: number, clientId: string): Promise<StoredEntryRow | null> {
    return maybeOne(this.em, STORED, { editionId, clientId });
  }

  async inForce(editionId: number, checkpoint: string, kind: GateSubjectKind, subjectId: number): Promise<EntryInfoRow | null> {
    return (await one(this.em, IN_FORCE, { editionId, checkpoint, subjectId }, { entry: kind })).entry;
  }

  /** Records the validation, or nothing when its client id is taken or (not a conflict) they have eaten: null then. */
  eat(w: EatWrite): Promise<{ id: number; at: Date; by: string | null } | null> {
    const { editionId, mealId, checkpoint, kind, subjectId, clientId, deviceId, at, userId, offline, conflict } = w;
    return maybeOne(this.em, EAT, { editionId, mealId, checkpoint, kind, subjectId, clientId, deviceId, at, userId, offline, conflict }, { eaten: conflict ? null : kind });
  }

  entryForUndo(editionId: number, entryId: number) {
    return maybeOne(this.em, ENTRY_FOR_UNDO, { editionId, entryId });
  }

  async undo(w: { editionId: number; mealId: number; checkpoint: string; entryId: number; kind: GateSubjectKind; subjectId: number; clientId: string; deviceId: string; userId: number }): Promise<number> {
    return (await one(this.em, UNDO, w, { uneaten: w.kind })).id;
  }

  history(editionId: number, kind: GateSubjectKind, subjectId: number): Promise<MealHistoryRow[]> {
    return query(this.em, HISTORY, { editionId, kind, subjectId });
  }

  search(editionId: number, mealId: number, checkpoint: string, q: { q: string; patterns: string[]; orderNumber: number | null }, max: number): Promise<MealSearchRow[]> {
    const call = searchCall(q.q, q.patterns, q.orderNumber, max);
    return query(this.em, SEARCH, { editionId, mealId, checkpoint, ...call.params }, call.parts);
  }

  copy(editionId: number, mealId: number): Promise<MealCopyRow[]> {
    return query(this.em, COPY, { editionId, mealId });
  }
}
