-- Generated from modules/ticketing/orders.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- OrdersRepository.count
select count(*)::int as count from ticketing_orders o where o.edition_id = :editionId {{status}} {{tier}} {{validated}} {{search}};
-- OrdersRepository.count {{status}}
and o.status = :status
-- OrdersRepository.count {{tier}}
and o.id in (select i.order_id from ticketing_order_items i where i.tier_id = :tierId and i.edition_id = :editionId)
-- OrdersRepository.count {{validated}} true
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.entry_validated)
-- OrdersRepository.count {{validated}} false
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.state in ('Processed', 'Registered') and not i.entry_validated)
-- OrdersRepository.count {{search}} trigram
and o.id in (select p.id from ticketing_orders p where p.edition_id = :editionId and {{wordsP}}
union select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}} {{numberUnion}} {{qrCodeUnion}})
-- OrdersRepository.count {{search}} scan
and (({{wordsO}}) or o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}}) {{numberOr}})
-- OrdersRepository.count {{wordsP}} repeated, joined by ' and '
p.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.count {{wordsI}} repeated, joined by ' and '
i.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.count {{wordsO}} repeated, joined by ' and '
o.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.count {{numberUnion}}
union select p.id from ticketing_orders p where p.id = :number and p.edition_id = :editionId
-- OrdersRepository.count {{qrCodeUnion}}
union select i.order_id from ticketing_order_items i where i.qr_code = :qrCode and i.edition_id = :editionId
-- OrdersRepository.count {{numberOr}}
or o.id = :number

-- OrdersRepository.page
select o.id, o.external_id as "externalId", o.source, o.status, o.order_date as "orderDate",
o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail",
o.amount, o.payment_method as "paymentMethod", s.* from (
select o.* from ticketing_orders o where o.edition_id = :editionId {{status}} {{tier}} {{validated}} {{search}} order by o.order_date desc, o.id desc limit :limit offset :offset
) o left join lateral (
select count(*)::int as "itemCount", count(*) filter (where i.state in ('Processed', 'Registered'))::int as "validCount",
count(*) filter (where i.entry_validated)::int as "validatedCount",
array_agg(distinct coalesce(coalesce(t.custom_name, t.name), i.name)) filter (where coalesce(coalesce(t.custom_name, t.name), i.name) is not null) as tiers,
(array_agg(distinct trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, ''))) filter (where trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) <> ''))[1:10] as attendees
from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id
where i.order_id = o.id
) s on true
order by o.order_date desc, o.id desc;
-- OrdersRepository.page {{status}}
and o.status = :status
-- OrdersRepository.page {{tier}}
and o.id in (select i.order_id from ticketing_order_items i where i.tier_id = :tierId and i.edition_id = :editionId)
-- OrdersRepository.page {{validated}} true
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.entry_validated)
-- OrdersRepository.page {{validated}} false
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.state in ('Processed', 'Registered') and not i.entry_validated)
-- OrdersRepository.page {{search}} trigram
and o.id in (select p.id from ticketing_orders p where p.edition_id = :editionId and {{wordsP}}
union select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}} {{numberUnion}} {{qrCodeUnion}})
-- OrdersRepository.page {{search}} scan
and (({{wordsO}}) or o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}}) {{numberOr}})
-- OrdersRepository.page {{wordsP}} repeated, joined by ' and '
p.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.page {{wordsI}} repeated, joined by ' and '
i.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.page {{wordsO}} repeated, joined by ' and '
o.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.page {{numberUnion}}
union select p.id from ticketing_orders p where p.id = :number and p.edition_id = :editionId
-- OrdersRepository.page {{qrCodeUnion}}
union select i.order_id from ticketing_order_items i where i.qr_code = :qrCode and i.edition_id = :editionId
-- OrdersRepository.page {{numberOr}}
or o.id = :number

-- OrdersRepository.order
select o.id, o.external_id as "externalId", o.source, o.status, o.order_date as "orderDate",
o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail",
o.amount, o.payment_method as "paymentMethod", cu.pseudo as "createdBy", o.cancelled_at as "cancelledAt", xu.pseudo as "cancelledBy"
from ticketing_orders o left join users cu on cu.id = o.created_by_id left join users xu on xu.id = o.cancelled_by_id
where o.id = :orderId and o.edition_id = :editionId;

-- OrdersRepository.tickets
select i.id, i.external_id as "externalId", i.tier_id as "tierId", coalesce(coalesce(t.custom_name, t.name), i.name) as "tierName", i.type,
i.first_name as "firstName", i.last_name as "lastName", i.email, i.amount, i.state, i.qr_code as "qrCode",
(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end) as "customFields", i.entry_validated as "entryValidated", i.entry_validated_at as "entryValidatedAt", u.pseudo as "entryValidatedBy"
from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id left join users u on u.id = i.entry_validated_by_id
where i.order_id = :orderId order by i.id;

-- OrdersRepository.optionsOf
select io.item_id as "itemId", x.id, x.name, io.amount, io.custom_fields as "customFields"
from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id
where io.item_id = any(:itemIds::int[]) order by x.position, x.id;

-- OrdersRepository.returnablesOf
select distinct i.id as "itemId", r.id, r.name
from ticketing_order_items i
join lateral (
select tr.returnable_item_id as id from ticketing_tier_returnable_items tr where tr.tier_id = i.tier_id
union
select orr.returnable_item_id from ticketing_order_item_options io join ticketing_option_returnable_items orr on orr.option_id = io.option_id where io.item_id = i.id
union
select cr.returnable_item_id from ticketing_tier_custom_field_returnable_items cr, jsonb_array_elements((case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end)) a
where a->>'customFieldId' = cr.custom_field_id::text and a->>'answer' = cr.choice_value
) due on true
join ticketing_returnable_items r on r.id = due.id
where i.id = any(:itemIds::int[]) order by i.id, r.name, r.id;

-- OrdersRepository.saleTiers
select t.id, coalesce(t.custom_name, t.name) as name, t.price, t.min_amount as "minAmount", t.max_amount as "maxAmount", t.is_active as "isActive",
t.valid_from as "validFrom", t.valid_until as "validUntil"
from ticketing_tiers t where t.edition_id = :editionId and t.id = any(:tierIds::int[]);

-- OrdersRepository.saleOptions
select id, name, price, is_active as "isActive" from ticketing_options where edition_id = :editionId and id = any(:optionIds::int[]);

-- OrdersRepository.askedFields
select a.tier_id as "tierId", f.id, f.label, f.is_required as "isRequired",
case when jsonb_typeof(f.values) = 'array' then f.values else null end as values
from ticketing_tier_custom_field_associations a join ticketing_tier_custom_fields f on f.id = a.custom_field_id
where a.tier_id = any(:tierIds::int[]) and f.is_active order by a.tier_id, f.id;

-- OrdersRepository.quotaLinks
select quota_id as "quotaId", 'tier' as kind, tier_id as "refId", null as choice from ticketing_tier_quotas where tier_id = any(:tierIds::int[])
union all
select quota_id, 'option', option_id, null from ticketing_option_quotas where option_id = any(:optionIds::int[])
union all
select quota_id, 'choice', custom_field_id, choice_value from ticketing_tier_custom_field_quotas where custom_field_id = any(:customFieldIds::int[]);

-- OrdersRepository.quotaTitles
select id, title from ticketing_quotas where id = any(:quotaIds::int[]);

-- OrdersRepository.cancelItems
update ticketing_order_items set state = :cancelled, updated_at = now() where order_id = :orderId;

-- OrdersRepository.itemStates
select state from ticketing_order_items where order_id = :orderId;

-- OrdersRepository.ordersAfter
select o.id, o.external_id as "externalId", o.source, o.status, o.order_date as "orderDate",
o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail",
o.amount, o.payment_method as "paymentMethod", o.cancelled_at as "cancelledAt", o.order_date::text as "dateKey", s.* from (
select o.* from ticketing_orders o where o.edition_id = :editionId {{status}} {{tier}} {{validated}} {{search}} {{after}} order by o.order_date, o.id limit :limit
) o left join lateral (
select count(*)::int as "itemCount", count(*) filter (where i.state in ('Processed', 'Registered'))::int as "validCount",
count(*) filter (where i.entry_validated)::int as "validatedCount",
array_agg(distinct coalesce(coalesce(t.custom_name, t.name), i.name)) filter (where coalesce(coalesce(t.custom_name, t.name), i.name) is not null) as tiers,
(array_agg(distinct trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, ''))) filter (where trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) <> ''))[1:10] as attendees
from ticketing_order_items i left join ticketing_tiers t on t.id = i.tier_id
where i.order_id = o.id
) s on true
order by o.order_date, o.id;
-- OrdersRepository.ordersAfter {{status}}
and o.status = :status
-- OrdersRepository.ordersAfter {{tier}}
and o.id in (select i.order_id from ticketing_order_items i where i.tier_id = :tierId and i.edition_id = :editionId)
-- OrdersRepository.ordersAfter {{validated}} true
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.entry_validated)
-- OrdersRepository.ordersAfter {{validated}} false
and o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and i.state in ('Processed', 'Registered') and not i.entry_validated)
-- OrdersRepository.ordersAfter {{search}} trigram
and o.id in (select p.id from ticketing_orders p where p.edition_id = :editionId and {{wordsP}}
union select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}} {{numberUnion}} {{qrCodeUnion}})
-- OrdersRepository.ordersAfter {{search}} scan
and (({{wordsO}}) or o.id in (select i.order_id from ticketing_order_items i where i.edition_id = :editionId and {{wordsI}}) {{numberOr}})
-- OrdersRepository.ordersAfter {{wordsP}} repeated, joined by ' and '
p.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.ordersAfter {{wordsI}} repeated, joined by ' and '
i.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.ordersAfter {{wordsO}} repeated, joined by ' and '
o.search_text like ticketing_search_fold(:word) escape '\'
-- OrdersRepository.ordersAfter {{numberUnion}}
union select p.id from ticketing_orders p where p.id = :number and p.edition_id = :editionId
-- OrdersRepository.ordersAfter {{qrCodeUnion}}
union select i.order_id from ticketing_order_items i where i.qr_code = :qrCode and i.edition_id = :editionId
-- OrdersRepository.ordersAfter {{numberOr}}
or o.id = :number
-- OrdersRepository.ordersAfter {{after}}
and (o.order_date, o.id) > (:afterDate::timestamptz, :afterId)

-- OrdersRepository.attendeesAfter
select i.id, i.order_id as "orderId", o.external_id as "orderExternalId", i.external_id as "externalId", i.first_name as "firstName", i.last_name as "lastName",
i.email, coalesce(coalesce(t.custom_name, t.name), i.name) as "tierName",
(select array_agg(x.name order by x.position, x.id) from ticketing_order_item_options io join ticketing_options x on x.id = io.option_id where io.item_id = i.id) as options,
(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end) as "customFields", i.amount, i.qr_code as "qrCode", i.entry_validated as "entryValidated", i.entry_validated_at as "entryValidatedAt",
o.payer_first_name as "payerFirstName", o.payer_last_name as "payerLastName", o.payer_email as "payerEmail"
from ticketing_order_items i join ticketing_orders o on o.id = i.order_id left join ticketing_tiers t on t.id = i.tier_id
where i.edition_id = :editionId and i.id > :afterId and i.state in ('Processed', 'Registered') {{tier}} {{validated}} order by i.id limit :limit;
-- OrdersRepository.attendeesAfter {{tier}}
and i.tier_id = :tierId
-- OrdersRepository.attendeesAfter {{validated}} true
and i.entry_validated
-- OrdersRepository.attendeesAfter {{validated}} false
and not i.entry_validated

-- OrdersRepository.tierCounts
with sold as (
select i.tier_id, count(*) as sold, count(*) filter (where i.state in ('Processed', 'Registered')) as valid, count(*) filter (where i.entry_validated) as validated,
coalesce(sum(i.amount) filter (where i.state in ('Processed', 'Registered')), 0) as amount
from ticketing_order_items i where i.edition_id = :editionId group by i.tier_id
), extras as (
select i.tier_id, sum(io.amount) as amount from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id
where i.edition_id = :editionId and i.state in ('Processed', 'Registered') group by i.tier_id
)
select c."tierId", coalesce(t.custom_name, t.name) as name, coalesce(t.is_active, true) as "isActive", c.sold::int, c.valid::int, c.validated::int, c.amount::int
from (
select s.tier_id as "tierId", s.sold, s.valid, s.validated, s.amount + coalesce(x.amount, 0) as amount
from sold s left join extras x on x.tier_id is not distinct from s.tier_id
union all
select t.id, 0, 0, 0, 0 from ticketing_tiers t where t.edition_id = :editionId and not exists (select 1 from ticketing_order_items i where i.tier_id = t.id)
) c left join ticketing_tiers t on t.id = c."tierId"
order by c."tierId" is null, t.position, t.id;

-- OrdersRepository.ordersAndQuotas
select (select count(*)::int from ticketing_orders where edition_id = :editionId) as orders,
(select json_agg(json_build_object('id', q.id, 'title', q.title) order by q.position, q.id) from ticketing_quotas q where q.edition_id = :editionId) as quotas;
