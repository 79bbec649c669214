-- Generated from modules/ticketing/ticketing.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- TicketingRepository.lockQuotas
select q.id from ticketing_quotas q where q.edition_id = :editionId {{only}} order by q.id for update;
-- TicketingRepository.lockQuotas {{only}}
and q.id = any(:quotaIds::int[])

-- TicketingRepository.quotaUsage
with q as (select id, edition_id, quantity, position from ticketing_quotas q where q.edition_id = :editionId {{only}}),
counted as (
select tq.quota_id, i.id from q join ticketing_tier_quotas tq on tq.quota_id = q.id
join ticketing_order_items i on i.tier_id = tq.tier_id where i.state in ('Processed', 'Registered')
union
select oq.quota_id, i.id from q join ticketing_option_quotas oq on oq.quota_id = q.id
join ticketing_order_item_options io on io.option_id = oq.option_id
join ticketing_order_items i on i.id = io.item_id where i.state in ('Processed', 'Registered')
union
select cq.quota_id, i.id from q join ticketing_tier_custom_field_quotas cq on cq.quota_id = q.id
join ticketing_order_items i on i.edition_id = q.edition_id and i.state in ('Processed', 'Registered')
and i.custom_fields @> jsonb_build_array(jsonb_build_object('customFieldId', cq.custom_field_id, 'answer', cq.choice_value)))
select q.id as "quotaId", q.quantity, count(c.id)::int as used
from q left join counted c on c.quota_id = q.id
group by q.id, q.quantity, q.position order by q.position, q.id;
-- TicketingRepository.quotaUsage {{only}}
and q.id = any(:quotaIds::int[])
