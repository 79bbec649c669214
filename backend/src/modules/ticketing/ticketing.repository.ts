import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { VALID_ITEM_STATES } from './ticketing-fields';
import { ExternalTicketing, HelloAssoConfig } from './ticketing.entity';

/** SQL: whether the item aliased `i` is a valid ticket (ticketing-rules isValidItemState). */
export const VALID_ITEM_SQL = `i.state in (${VALID_ITEM_STATES.map((s) => `'${s}'`).join(', ')})`;

/**
 * SQL: whether the item aliased `i` counts against the quota aliased `q`: its tier, one of its
 * options, or one of its custom field answers is linked to the quota (an item counts once).
 */
export const ITEM_IN_QUOTA_SQL = `(
  i.tier_id in (select tq.tier_id from ticketing_tier_quotas tq where tq.quota_id = q.id)
  or exists (select 1 from ticketing_order_item_options io join ticketing_option_quotas oq on oq.option_id = io.option_id
             where io.item_id = i.id and oq.quota_id = q.id)
  or exists (select 1 from ticketing_tier_custom_field_quotas cq, jsonb_array_elements(coalesce(i.custom_fields, '[]'::jsonb)) a
             where cq.quota_id = q.id and a->>'customFieldId' = cq.custom_field_id::text and a->>'answer' = cq.choice_value)
)`;

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
    const only = quotaIds ? `and q.id = any(?::int[])` : '';
    const params: unknown[] = [editionId, ...(quotaIds ? [`{${quotaIds.join(',')}}`] : [])];
    // this.em.execute, not getConnection().execute: the statements must run in the caller's transaction (the lock is held until it ends).
    if (forUpdate) await this.em.execute(`select q.id from ticketing_quotas q where q.edition_id = ? ${only} order by q.id for update`, params);
    return this.em.execute<QuotaUsage[]>(
      `select q.id as "quotaId", q.quantity, (
         select count(*)::int from ticketing_order_items i where i.edition_id = q.edition_id and ${VALID_ITEM_SQL} and ${ITEM_IN_QUOTA_SQL}
       ) as used
       from ticketing_quotas q where q.edition_id = ? ${only} order by q.position, q.id`,
      params,
    );
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
