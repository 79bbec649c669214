import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { defineSql, query } from '../../core/database/sql';
import { intArray } from '../../core/database/sql-params';
import { VALID_ITEM_STATES } from './ticketing-fields';
import { ExternalTicketing, HelloAssoConfig } from './ticketing.entity';

/** SQL: whether the item aliased `i` is a valid ticket (ticketing-rules isValidItemState). */
export const VALID_ITEM_SQL = `i.state in (${VALID_ITEM_STATES.map((s) => `'${s}'`).join(', ')})`;

/**
 * SQL of the (quota, item) pairs that count, for the quotas of the CTE `q`: a valid item whose
 * tier, one of whose options, or one of whose custom field answers is linked to the quota. `union`
 * keeps a pair once, so an item counts once per quota whatever the number of links. Each branch
 * starts from the links, so only the items of linked tiers, options or answers are read.
 */
const COUNTED_PAIRS_SQL = `
  select tq.quota_id, i.id from q join ticketing_tier_quotas tq on tq.quota_id = q.id
    join ticketing_order_items i on i.tier_id = tq.tier_id where ${VALID_ITEM_SQL}
  union
  select oq.quota_id, i.id from q join ticketing_option_quotas oq on oq.quota_id = q.id
    join ticketing_order_item_options io on io.option_id = oq.option_id
    join ticketing_order_items i on i.id = io.item_id where ${VALID_ITEM_SQL}
  union
  select cq.quota_id, i.id from q join ticketing_tier_custom_field_quotas cq on cq.quota_id = q.id
    join ticketing_order_items i on i.edition_id = q.edition_id and ${VALID_ITEM_SQL}
      and i.custom_fields @> jsonb_build_array(jsonb_build_object('customFieldId', cq.custom_field_id, 'answer', cq.choice_value))`;

/** The quotas of the edition, all or those listed (`{{only}}`). */
const ONLY = 'and q.id = any(:quotaIds::int[])';

const LOCK_QUOTAS = defineSql('TicketingRepository.lockQuotas', 'select q.id from ticketing_quotas q where q.edition_id = :editionId {{only}} order by q.id for update', { parts: { only: ONLY } });

const QUOTA_USAGE = defineSql<QuotaUsage>(
  'TicketingRepository.quotaUsage',
  `with q as (select id, edition_id, quantity, position from ticketing_quotas q where q.edition_id = :editionId {{only}}),
   counted as (${COUNTED_PAIRS_SQL})
   select q.id as "quotaId", q.quantity, count(c.id)::int as used
   from q left join counted c on c.quota_id = q.id
   group by q.id, q.quantity, q.position order by q.position, q.id`,
  { parts: { only: ONLY } },
);

export interface QuotaUsage {
  quotaId: number;
  quantity: number;
  /** Valid items counted against the quota. */
  used: number;
}

/**
 * The queries every feature of the module shares: an edition's connection to its provider, and
 * what its quotas have used. Each feature's own queries are in its repository
 * (external.repository.ts, sync.repository.ts, catalogue.repository.ts, orders.repository.ts).
 */
@Injectable()
export class TicketingRepository {
  constructor(private readonly em: EntityManager) {}

  /** The edition's connection to its ticketing provider, if it ever had one. */
  externalOf(editionId: number): Promise<ExternalTicketing | null> {
    return this.em.findOne(ExternalTicketing, { edition: editionId });
  }

  /** The HelloAsso settings of the edition's connection, if its provider is HelloAsso. */
  helloAssoConfigOf(editionId: number): Promise<HelloAssoConfig | null> {
    return this.em.findOne(HelloAssoConfig, { externalTicketing: { edition: editionId } }, { populate: ['externalTicketing'] });
  }

  /**
   * What each quota of the edition has used (valid items of its tiers, options and custom field
   * choices), all quotas or those listed. `forUpdate`: lock the quota rows first (inside a
   * transaction), so that orders checking the same quotas take turns and none oversells.
   */
  async quotaUsage(editionId: number, quotaIds?: readonly number[], forUpdate = false): Promise<QuotaUsage[]> {
    if (quotaIds && !quotaIds.length) return [];
    const params = { editionId, ...(quotaIds ? { quotaIds: intArray(quotaIds) } : {}) };
    const parts = { only: !!quotaIds };
    // The lock is held until the caller's transaction ends (the helper runs in it).
    if (forUpdate) await query(this.em, LOCK_QUOTAS, params, parts);
    return query(this.em, QUOTA_USAGE, params, parts);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
