import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { pgMoment } from '../../core/database/moments';
import { defineSql, maybeOne, one, query, type SqlOptions, type SqlStatement } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { CATALOGUE_MAX, type ChoiceLink } from './catalogue-rules';
import { TicketingOption, TicketingQuota, TicketingReturnableItem, TicketingTier, TicketingTierCustomField } from './ticketing.entity';
import { VALID_ITEM_SQL } from './ticketing.repository';

/** A timestamptz read by a raw statement, null kept. */
const moment = (value: unknown): Date | null => (value == null ? null : pgMoment(value));

/** No list of the catalogue goes past this (creation stops at CATALOGUE_MAX; the sync adds few). */
const LIST_LIMIT = 1000;

/** The catalogue's kinds of rows, their tables (edition-scoped) and how a list of them is ordered. */
export const CATALOGUE_TABLES = {
  tiers: { table: 'ticketing_tiers', order: 'x.position, x.id' },
  quotas: { table: 'ticketing_quotas', order: 'x.position, x.id' },
  options: { table: 'ticketing_options', order: 'x.position, x.id' },
  customFields: { table: 'ticketing_tier_custom_fields', order: 'lower(x.label), x.id' },
  returnableItems: { table: 'ticketing_returnable_items', order: 'lower(x.name), x.id' },
} as const;
export type CatalogueKind = keyof typeof CATALOGUE_TABLES;

/** Where a ticket points to a tier or an option (what keeps one made here from being deleted). */
const SOLD_IN = {
  tiers: { table: 'ticketing_order_items', column: 'tier_id' },
  options: { table: 'ticketing_order_item_options', column: 'option_id' },
} as const;
export type SoldKind = keyof typeof SOLD_IN;

/** A link table between two rows of the catalogue: the owner's column and the other's. */
interface Link {
  table: string;
  owner: string;
  other: string;
}

export const LINKS = {
  tierQuotas: { table: 'ticketing_tier_quotas', owner: 'tier_id', other: 'quota_id' },
  quotaTiers: { table: 'ticketing_tier_quotas', owner: 'quota_id', other: 'tier_id' },
  tierReturnables: { table: 'ticketing_tier_returnable_items', owner: 'tier_id', other: 'returnable_item_id' },
  returnableTiers: { table: 'ticketing_tier_returnable_items', owner: 'returnable_item_id', other: 'tier_id' },
  optionQuotas: { table: 'ticketing_option_quotas', owner: 'option_id', other: 'quota_id' },
  quotaOptions: { table: 'ticketing_option_quotas', owner: 'quota_id', other: 'option_id' },
  optionReturnables: { table: 'ticketing_option_returnable_items', owner: 'option_id', other: 'returnable_item_id' },
  returnableOptions: { table: 'ticketing_option_returnable_items', owner: 'returnable_item_id', other: 'option_id' },
  fieldTiers: { table: 'ticketing_tier_custom_field_associations', owner: 'custom_field_id', other: 'tier_id' },
} as const satisfies Record<string, Link>;

/** The links of a quota or a returnable item to custom field values. */
export const CHOICE_LINKS = {
  quota: { table: 'ticketing_tier_custom_field_quotas', owner: 'quota_id' },
  returnableItem: { table: 'ticketing_tier_custom_field_returnable_items', owner: 'returnable_item_id' },
} as const;

/** The links to a volunteer team of the edition (the row carries the edition). */
export const TEAM_LINKS = {
  itemTeams: { owner: 'returnable_item_id', other: 'team_id' },
  teamItems: { owner: 'team_id', other: 'returnable_item_id' },
} as const;

export interface TierRow {
  id: number;
  externalId: string | null;
  name: string;
  customName: string | null;
  description: string | null;
  price: number;
  minAmount: number | null;
  maxAmount: number | null;
  isActive: boolean;
  position: number;
  countAsParticipant: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  sold: number;
  quotaIds: number[];
  returnableItemIds: number[];
  customFieldIds: number[];
  mealIds: number[];
}

export interface QuotaRow {
  id: number;
  title: string;
  description: string | null;
  quantity: number;
  position: number;
  tierIds: number[];
  optionIds: number[];
  choices: ChoiceLink[];
}

export interface OptionRow {
  id: number;
  externalId: string | null;
  name: string;
  description: string | null;
  type: string | null;
  isRequired: boolean;
  choices: string[] | null;
  price: number;
  position: number;
  isActive: boolean;
  sold: number;
  quotaIds: number[];
  returnableItemIds: number[];
  mealIds: number[];
}

export interface CustomFieldRow {
  id: number;
  externalId: string | null;
  label: string;
  type: string;
  isRequired: boolean;
  values: string[] | null;
  isActive: boolean;
  showAtGate: boolean;
  tierIds: number[];
}

export interface ReturnableItemRow {
  id: number;
  name: string;
  tierIds: number[];
  optionIds: number[];
  choices: ChoiceLink[];
  teamIds: number[];
}

export interface TeamRow {
  id: number;
  name: string;
  color: string;
  returnableItemIds: number[];
}

/** The ids of the edition's rows among those asked, by kind; custom fields with their values. */
export interface KnownIds {
  tiers: Set<number>;
  quotas: Set<number>;
  options: Set<number>;
  returnableItems: Set<number>;
  teams: Set<number>;
  meals: Set<number>;
  customFields: Map<number, string[] | null>;
}

export type AskedIds = Partial<Record<'tiers' | 'quotas' | 'options' | 'returnableItems' | 'teams' | 'meals' | 'customFields', readonly number[]>>;

/** The error of a row that tickets still point to (order items' tier, item options' option: `on delete restrict`). */
export function isStillReferenced(error: unknown): boolean {
  return (error as { code?: string })?.code === '23503';
}

const ids = (column: string) => `coalesce(array_agg(${column} order by ${column}), '{}')`;
const CHOICES_JSON = `coalesce(json_agg(json_build_object('customFieldId', c.custom_field_id, 'choiceValue', c.choice_value) order by c.custom_field_id, c.choice_value), '[]')`;

const TIER_SELECT = `x.id, x.external_id as "externalId", x.name, x.custom_name as "customName", x.description, x.price,
  x.min_amount as "minAmount", x.max_amount as "maxAmount", x.is_active as "isActive", x.position,
  x.count_as_participant as "countAsParticipant", x.valid_from as "validFrom", x.valid_until as "validUntil",
  (select count(*)::int from ticketing_order_items i where i.tier_id = x.id and ${VALID_ITEM_SQL}) as sold,
  (select ${ids('l.quota_id')} from ticketing_tier_quotas l where l.tier_id = x.id) as "quotaIds",
  (select ${ids('l.returnable_item_id')} from ticketing_tier_returnable_items l where l.tier_id = x.id) as "returnableItemIds",
  (select ${ids('l.custom_field_id')} from ticketing_tier_custom_field_associations l where l.tier_id = x.id) as "customFieldIds",
  (select ${ids('l.meal_id')} from ticketing_tier_meals l where l.tier_id = x.id) as "mealIds"`;

const QUOTA_SELECT = `x.id, x.title, x.description, x.quantity, x.position,
  (select ${ids('l.tier_id')} from ticketing_tier_quotas l where l.quota_id = x.id) as "tierIds",
  (select ${ids('l.option_id')} from ticketing_option_quotas l where l.quota_id = x.id) as "optionIds",
  (select ${CHOICES_JSON} from ticketing_tier_custom_field_quotas c where c.quota_id = x.id) as choices`;

const OPTION_SELECT = `x.id, x.external_id as "externalId", x.name, x.description, x.type, x.is_required as "isRequired", x.choices,
  x.price, x.position, x.is_active as "isActive",
  (select count(*)::int from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id where io.option_id = x.id and ${VALID_ITEM_SQL}) as sold,
  (select ${ids('l.quota_id')} from ticketing_option_quotas l where l.option_id = x.id) as "quotaIds",
  (select ${ids('l.returnable_item_id')} from ticketing_option_returnable_items l where l.option_id = x.id) as "returnableItemIds",
  (select ${ids('l.meal_id')} from ticketing_option_meals l where l.option_id = x.id) as "mealIds"`;

const CUSTOM_FIELD_SELECT = `x.id, x.external_id as "externalId", x.label, x.type, x.is_required as "isRequired", x.values, x.is_active as "isActive",
  x.show_at_gate as "showAtGate", (select ${ids('l.tier_id')} from ticketing_tier_custom_field_associations l where l.custom_field_id = x.id) as "tierIds"`;

const RETURNABLE_SELECT = `x.id, x.name,
  (select ${ids('l.tier_id')} from ticketing_tier_returnable_items l where l.returnable_item_id = x.id) as "tierIds",
  (select ${ids('l.option_id')} from ticketing_option_returnable_items l where l.returnable_item_id = x.id) as "optionIds",
  (select ${CHOICES_JSON} from ticketing_tier_custom_field_returnable_items c where c.returnable_item_id = x.id) as choices,
  (select ${ids('l.team_id')} from edition_volunteer_returnable_items l where l.returnable_item_id = x.id) as "teamIds"`;


/** One statement per kind (or link), named `CatalogueRepository.<what>[<kind>]`: each is snapshotted. */
const perKind = <K extends string, R>(what: string, kinds: readonly K[], text: (kind: K) => string, options?: SqlOptions) =>
  Object.fromEntries(kinds.map((kind) => [kind, defineSql<R>(`CatalogueRepository.${what}[${kind}]`, text(kind), options)])) as Record<K, SqlStatement<R>>;

const KINDS = Object.keys(CATALOGUE_TABLES) as CatalogueKind[];
const SELECTS: Record<CatalogueKind, string> = { tiers: TIER_SELECT, quotas: QUOTA_SELECT, options: OPTION_SELECT, customFields: CUSTOM_FIELD_SELECT, returnableItems: RETURNABLE_SELECT };

/** The rows of one kind, all or one (`{{one}}`), ordered. */
const LIST = perKind<CatalogueKind, Record<string, unknown>>(
  'list',
  KINDS,
  (kind) => `select ${SELECTS[kind]} from ${CATALOGUE_TABLES[kind].table} x where x.edition_id = :editionId {{one}} order by ${CATALOGUE_TABLES[kind].order} limit ${LIST_LIMIT}`,
  { parts: { one: 'and x.id = :id' } },
);

const TEAMS = defineSql<TeamRow>(
  'CatalogueRepository.teams',
  `select t.id, t.name, t.color, (select ${ids('l.returnable_item_id')} from edition_volunteer_returnable_items l where l.team_id = t.id) as "returnableItemIds"
     from volunteer_teams t where t.edition_id = :editionId {{one}} order by lower(t.name), t.id limit ${LIST_LIMIT}`,
  { parts: { one: 'and t.id = :teamId' } },
);

const KNOWN_TABLES: Record<keyof AskedIds, string> = {
  tiers: 'ticketing_tiers',
  quotas: 'ticketing_quotas',
  options: 'ticketing_options',
  returnableItems: 'ticketing_returnable_items',
  teams: 'volunteer_teams',
  meals: 'volunteer_meals',
  customFields: 'ticketing_tier_custom_fields',
};

/** Which of the ids asked are the edition's: a part per kind asked. */
const KNOWN = defineSql<{ kind: keyof AskedIds; id: number; values: string[] | null }>(
  'CatalogueRepository.known',
  `select null::text as kind, null::int as id, null::jsonb as values where false ${Object.keys(KNOWN_TABLES).map((kind) => `{{${kind}}}`).join(' ')}`,
  {
    parts: Object.fromEntries(
      Object.entries(KNOWN_TABLES).map(([kind, table]) => [
        kind,
        `union all select '${kind}', x.id, ${kind === 'customFields' ? 'x.values' : 'null::jsonb'} from ${table} x where x.edition_id = :editionId and x.id = any(:${kind}::int[])`,
      ]),
    ),
  },
);

const LINKED_VALUES = defineSql<{ value: string }>(
  'CatalogueRepository.linkedValues',
  `select choice_value as value from ticketing_tier_custom_field_quotas where custom_field_id = :customFieldId
   union select choice_value from ticketing_tier_custom_field_returnable_items where custom_field_id = :customFieldId`,
);

/** The columns a new row of each kind is made with (insertCapped); the others take their defaults. */
const INSERT_COLUMNS: Record<CatalogueKind, readonly string[]> = {
  tiers: ['name', 'custom_name', 'description', 'price', 'min_amount', 'max_amount', 'is_active', 'count_as_participant', 'valid_from', 'valid_until', 'position'],
  quotas: ['title', 'description', 'quantity', 'position'],
  options: ['name', 'description', 'type', 'is_required', 'choices', 'price', 'position', 'is_active'],
  customFields: ['label', 'type', 'is_required', 'values', 'is_active', 'show_at_gate'],
  returnableItems: ['name'],
};
const POSITIONED = new Set<CatalogueKind>(['tiers', 'quotas', 'options']);

/** The edition's catalogue creations of a kind take turns on this lock (until the transaction ends). */
const LOCK_KIND = defineSql('CatalogueRepository.lockKind', 'select pg_advisory_xact_lock(hashtext(:table), :editionId::int)');
const COUNT_KIND = perKind<CatalogueKind, { n: number; next: number }>(
  'countKind',
  KINDS,
  (kind) => `select count(*)::int as n, coalesce(max(${POSITIONED.has(kind) ? 'x.position' : '0'}) + 1, 0)::int as next from ${CATALOGUE_TABLES[kind].table} x where x.edition_id = :editionId`,
);
/** A new row from a JSON object of its columns (jsonb_populate_record reads each as its column's type). */
const INSERT = perKind<CatalogueKind, { id: number }>(
  'insert',
  KINDS,
  (kind) => `insert into ${CATALOGUE_TABLES[kind].table} (edition_id, ${INSERT_COLUMNS[kind].join(', ')})
     select :editionId, ${INSERT_COLUMNS[kind].map((c) => `r.${c}`).join(', ')} from jsonb_populate_record(null::${CATALOGUE_TABLES[kind].table}, :row::jsonb) r returning id`,
);

const REORDER_TIERS = defineSql(
  'CatalogueRepository.reorderTiers',
  `update ticketing_tiers t set position = r.pos from (
     select x.id, (row_number() over (order by o.ord nulls last, x.position, x.id) - 1)::int as pos
       from ticketing_tiers x left join unnest(:tierIds::int[]) with ordinality as o(id, ord) on o.id = x.id
      where x.edition_id = :editionId
   ) r where t.id = r.id and t.position is distinct from r.pos`,
);

const byLink = <L extends object>(what: string, links: Record<string, L>, text: (link: L) => string) =>
  new Map<L, SqlStatement<unknown>>(Object.entries(links).map(([name, link]) => [link, defineSql(`CatalogueRepository.${what}[${name}]`, text(link))]));

const REPLACE_LINKS = byLink<Link>(
  'replaceLinks',
  LINKS,
  (link) => `with gone as (delete from ${link.table} where ${link.owner} = :ownerId and not (${link.other} = any(:ids::int[])))
   insert into ${link.table} (${link.owner}, ${link.other}) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing`,
);

const REPLACE_CHOICE_LINKS = byLink<(typeof CHOICE_LINKS)[keyof typeof CHOICE_LINKS]>(
  'replaceChoiceLinks',
  CHOICE_LINKS,
  (link) => `with wanted as (select * from jsonb_to_recordset(:choices::jsonb) as w("customFieldId" int, "choiceValue" text)),
   gone as (delete from ${link.table} l where l.${link.owner} = :ownerId
              and not exists (select 1 from wanted w where w."customFieldId" = l.custom_field_id and w."choiceValue" = l.choice_value))
   insert into ${link.table} (custom_field_id, choice_value, ${link.owner}) select w."customFieldId", w."choiceValue", :ownerId::int from wanted w on conflict do nothing`,
);

const REPLACE_TEAM_LINKS = byLink<(typeof TEAM_LINKS)[keyof typeof TEAM_LINKS]>(
  'replaceTeamLinks',
  TEAM_LINKS,
  (link) => `with gone as (delete from edition_volunteer_returnable_items where ${link.owner} = :ownerId and not (${link.other} = any(:ids::int[])))
   insert into edition_volunteer_returnable_items (edition_id, ${link.owner}, ${link.other}) select :editionId::int, :ownerId::int, unnest(:ids::int[]) on conflict do nothing`,
);

const SOLD_KINDS = Object.keys(SOLD_IN) as SoldKind[];
const DELETE_UNSOLD = perKind<SoldKind, { id: number }>(
  'deleteUnsold',
  SOLD_KINDS,
  (kind) => `delete from ${CATALOGUE_TABLES[kind].table} x where x.id = :id and x.edition_id = :editionId and x.external_id is null
      and not exists (select 1 from ${SOLD_IN[kind].table} s where s.${SOLD_IN[kind].column} = x.id) returning x.id`,
);
const IS_SOLD = perKind<SoldKind, Record<string, unknown>>('isSold', SOLD_KINDS, (kind) => `select 1 from ${SOLD_IN[kind].table} where ${SOLD_IN[kind].column} = :id limit 1`);

const CUSTOM_FIELD_ANSWERED = defineSql(
  'CatalogueRepository.customFieldAnswered',
  `select 1 where exists (
     select 1 from ticketing_order_items i, jsonb_array_elements(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end) a
      where i.edition_id = :editionId and a->>'customFieldId' = :fieldId::text)
   or exists (
     select 1 from ticketing_order_items i join ticketing_order_item_options io on io.item_id = i.id,
            jsonb_array_elements(case when jsonb_typeof(io.custom_fields) = 'array' then io.custom_fields else '[]'::jsonb end) a
      where i.edition_id = :editionId and a->>'customFieldId' = :fieldId::text)`,
);

/**
 * Every query of the catalogue: an edition's tiers, quotas, options, custom fields and returnable
 * items, each list one statement with its links (and its valid tickets) aggregated per row; the
 * links replaced one statement per kind; the tiers reordered in one statement. Quotas' counts are
 * the module-wide TicketingRepository.quotaUsage.
 */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in one transaction (the ORM's writes and this repository's statements alike, through the context); flushes at its end. */
  transaction<T>(work: (tx: CatalogueRepository) => Promise<T>): Promise<T> {
    return this.em.transactional(() => work(this));
  }

  /** The rows of one kind, all or one (`id`), ordered. */
  private list<T>(kind: CatalogueKind, editionId: number, id?: number): Promise<T[]> {
    const rows = id === undefined ? query(this.em, LIST[kind], { editionId }) : query(this.em, LIST[kind], { editionId, id }, { one: true });
    return rows as Promise<T[]>;
  }

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async tiers(editionId: number, tierId?: number): Promise<TierRow[]> {
    const rows = await this.list<TierRow>('tiers', editionId, tierId);
    for (const row of rows) {
      row.validFrom = moment(row.validFrom);
      row.validUntil = moment(row.validUntil);
    }
    return rows;
  }

  quotas(editionId: number, quotaId?: number): Promise<QuotaRow[]> {
    return this.list<QuotaRow>('quotas', editionId, quotaId);
  }

  options(editionId: number, optionId?: number): Promise<OptionRow[]> {
    return this.list<OptionRow>('options', editionId, optionId);
  }

  customFields(editionId: number, fieldId?: number): Promise<CustomFieldRow[]> {
    return this.list<CustomFieldRow>('customFields', editionId, fieldId);
  }

  returnableItems(editionId: number, itemId?: number): Promise<ReturnableItemRow[]> {
    return this.list<ReturnableItemRow>('returnableItems', editionId, itemId);
  }

  /** The edition's volunteer teams by name, with the returnable items their volunteers receive. */
  teams(editionId: number, teamId?: number): Promise<TeamRow[]> {
    return teamId === undefined ? query(this.em, TEAMS, { editionId }) : query(this.em, TEAMS, { editionId, teamId }, { one: true });
  }

  /** Which of the ids asked are the edition's (one statement for every kind asked). */
  async known(editionId: number, asked: AskedIds): Promise<KnownIds> {
    const out: KnownIds = { tiers: new Set(), quotas: new Set(), options: new Set(), returnableItems: new Set(), teams: new Set(), meals: new Set(), customFields: new Map() };
    const params: Record<string, unknown> = { editionId };
    const parts: Record<string, boolean> = {};
    for (const [kind, list] of Object.entries(asked) as [keyof AskedIds, readonly number[] | undefined][]) {
      if (!list?.length) continue;
      params[kind] = intArray(list);
      parts[kind] = true;
    }
    if (!Object.keys(parts).length) return out;
    const rows = await query(this.em, KNOWN, params, parts);
    for (const row of rows) {
      if (row.kind === 'customFields') out.customFields.set(row.id, row.values);
      else out[row.kind].add(row.id);
    }
    return out;
  }

  /** The values of the field that quotas or returnable items are linked to. */
  async linkedValues(customFieldId: number): Promise<string[]> {
    const rows = await query(this.em, LINKED_VALUES, { customFieldId });
    return rows.map((r) => r.value);
  }

  // ── rows to change ────────────────────────────────────────────────────────────────────────────

  tier(editionId: number, tierId: number): Promise<TicketingTier | null> {
    return this.em.findOne(TicketingTier, { id: tierId, edition: editionId });
  }

  quota(editionId: number, quotaId: number): Promise<TicketingQuota | null> {
    return this.em.findOne(TicketingQuota, { id: quotaId, edition: editionId });
  }

  option(editionId: number, optionId: number): Promise<TicketingOption | null> {
    return this.em.findOne(TicketingOption, { id: optionId, edition: editionId });
  }

  customField(editionId: number, fieldId: number): Promise<TicketingTierCustomField | null> {
    return this.em.findOne(TicketingTierCustomField, { id: fieldId, edition: editionId });
  }

  returnableItem(editionId: number, itemId: number): Promise<TicketingReturnableItem | null> {
    return this.em.findOne(TicketingReturnableItem, { id: itemId, edition: editionId });
  }

  /**
   * A new row of the edition (`columns`: column → value; arrays and objects stored as JSON), placed
   * after the others when the kind has positions and none is given. Answers its id, or null when the
   * edition already has CATALOGUE_MAX rows of that kind: an atomic limit (the edition's catalogue
   * creations take turns on a transaction lock). `then` runs in the same transaction (its links).
   */
  async insertCapped(kind: CatalogueKind, editionId: number, columns: Record<string, unknown>, then?: (tx: CatalogueRepository, id: number) => Promise<void>): Promise<number | null> {
    const unknown = Object.keys(columns).filter((c) => !INSERT_COLUMNS[kind].includes(c));
    if (unknown.length) throw new Error(`insertCapped(${kind}): no such column in INSERT_COLUMNS: ${unknown.join(', ')}`);
    return this.transaction(async (tx) => {
      await query(this.em, LOCK_KIND, { table: CATALOGUE_TABLES[kind].table, editionId });
      const count = await one(this.em, COUNT_KIND[kind], { editionId });
      if (count.n >= CATALOGUE_MAX) return null;
      const row = { ...columns, ...(POSITIONED.has(kind) && columns.position === undefined ? { position: count.next } : {}) };
      const inserted = await one(this.em, INSERT[kind], { editionId, row: JSON.stringify(row) });
      await then?.(tx, inserted.id);
      return inserted.id;
    });
  }

  /** Puts the tiers in this order (those left out follow, in their order): one statement. */
  async reorderTiers(editionId: number, tierIds: readonly number[]): Promise<void> {
    await query(this.em, REORDER_TIERS, { tierIds: intArray(tierIds), editionId });
  }

  /** Makes the owner's links of this kind exactly `ids` (checked to be the edition's): one statement. */
  async replaceLinks(link: Link, ownerId: number, ids: readonly number[]): Promise<void> {
    await query(this.em, REPLACE_LINKS.get(link)!, { ownerId, ids: intArray(ids) });
  }

  /** Makes the owner's links to custom field values exactly `choices` (checked to be the edition's fields' values): one statement. */
  async replaceChoiceLinks(link: (typeof CHOICE_LINKS)[keyof typeof CHOICE_LINKS], ownerId: number, choices: readonly ChoiceLink[]): Promise<void> {
    await query(this.em, REPLACE_CHOICE_LINKS.get(link)!, { choices: JSON.stringify(choices.map((c) => ({ customFieldId: c.customFieldId, choiceValue: c.choiceValue }))), ownerId });
  }

  /** Makes the links between a returnable item and volunteer teams of the edition exactly `ids`, from either side: one statement. */
  async replaceTeamLinks(editionId: number, link: (typeof TEAM_LINKS)[keyof typeof TEAM_LINKS], ownerId: number, ids: readonly number[]): Promise<void> {
    await query(this.em, REPLACE_TEAM_LINKS.get(link)!, { ownerId, ids: intArray(ids), editionId });
  }

  // ── deletions ─────────────────────────────────────────────────────────────────────────────────

  /** Deletes a tier or an option made here that no ticket points to; false when it is synced, sold or unknown. */
  async deleteUnsold(kind: SoldKind, editionId: number, id: number): Promise<boolean> {
    const rows = await query(this.em, DELETE_UNSOLD[kind], { id, editionId });
    return rows.length > 0;
  }

  /** Whether a ticket points to the tier, or took the option. */
  async isSold(kind: SoldKind, id: number): Promise<boolean> {
    return (await maybeOne(this.em, IS_SOLD[kind], { id })) !== null;
  }

  /** Whether a ticket of the edition (or an option it took) answers the field. */
  async customFieldAnswered(editionId: number, fieldId: number): Promise<boolean> {
    const rows = await query(this.em, CUSTOM_FIELD_ANSWERED, { editionId, fieldId });
    return rows.length > 0;
  }

  async deleteCustomField(editionId: number, fieldId: number): Promise<void> {
    await this.em.nativeDelete(TicketingTierCustomField, { id: fieldId, edition: editionId });
  }

  /** Deletes a quota (its links go with it); false when unknown. */
  async deleteQuota(editionId: number, quotaId: number): Promise<boolean> {
    return (await this.em.nativeDelete(TicketingQuota, { id: quotaId, edition: editionId })) > 0;
  }

  /** Deletes a returnable item (its links, teams' included, go with it); false when unknown. */
  async deleteReturnableItem(editionId: number, itemId: number): Promise<boolean> {
    return (await this.em.nativeDelete(TicketingReturnableItem, { id: itemId, edition: editionId })) > 0;
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
