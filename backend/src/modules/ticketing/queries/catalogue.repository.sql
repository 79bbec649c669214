-- Generated from modules/ticketing/catalogue.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- CatalogueRepository.list[tiers]
select x.id, x.external_id as "externalId", x.name, x.custom_name as "customName", x.description, x.price,
x.min_amount as "minAmount", x.max_amount as "maxAmount", x.is_active as "isActive", x.position,
x.count_as_participant as "countAsParticipant", x.valid_from as "validFrom", x.valid_until as "validUntil",
(select count(*)::int from ticketing_order_items i where i.tier_id = x.id and i.state in ('Processed', 'Registered')) as sold,
(select coalesce(array_agg(l.quota_id order by l.quota_id), '{}') from ticketing_tier_quotas l where l.tier_id = x.id) as "quotaIds",
(select coalesce(array_agg(l.returnable_item_id order by l.returnable_item_id), '{}') from ticketing_tier_returnable_items l where l.tier_id = x.id) as "returnableItemIds",
(select coalesce(array_agg(l.custom_field_id order by l.custom_field_id), '{}') from ticketing_tier_custom_field_associations l where l.tier_id = x.id) as "customFieldIds",
(select coalesce(array_agg(l.meal_id order by l.meal_id), '{}') from ticketing_tier_meals l where l.tier_id = x.id) as "mealIds" from ticketing_tiers x where x.edition_id = :editionId {{one}} order by x.position, x.id limit 1000;
-- CatalogueRepository.list[tiers] {{one}}
and x.id = :id

-- CatalogueRepository.list[quotas]
select x.id, x.title, x.description, x.quantity, x.position,
(select coalesce(array_agg(l.tier_id order by l.tier_id), '{}') from ticketing_tier_quotas l where l.quota_id = x.id) as "tierIds",
(select coalesce(array_agg(l.option_id order by l.option_id), '{}') from ticketing_option_quotas l where l.quota_id = x.id) as "optionIds",
(select coalesce(json_agg(json_build_object('customFieldId', c.custom_field_id, 'choiceValue', c.choice_value) order by c.custom_field_id, c.choice_value), '[]') from ticketing_tier_custom_field_quotas c where c.quota_id = x.id) as choices from ticketing_quotas x where x.edition_id = :editionId {{one}} order by x.position, x.id limit 1000;
-- CatalogueRepository.list[quotas] {{one}}
and x.id = :id

-- CatalogueRepository.list[options]
select x.id, x.external_id as "externalId", x.name, x.description, x.type, x.is_required as "isRequired", x.choices,
x.price, x.position, x.is_active as "isActive",
(select count(*)::int from ticketing_order_item_options io join ticketing_order_items i on i.id = io.item_id where io.option_id = x.id and i.state in ('Processed', 'Registered')) as sold,
(select coalesce(array_agg(l.quota_id order by l.quota_id), '{}') from ticketing_option_quotas l where l.option_id = x.id) as "quotaIds",
(select coalesce(array_agg(l.returnable_item_id order by l.returnable_item_id), '{}') from ticketing_option_returnable_items l where l.option_id = x.id) as "returnableItemIds",
(select coalesce(array_agg(l.meal_id order by l.meal_id), '{}') from ticketing_option_meals l where l.option_id = x.id) as "mealIds" from ticketing_options x where x.edition_id = :editionId {{one}} order by x.position, x.id limit 1000;
-- CatalogueRepository.list[options] {{one}}
and x.id = :id

-- CatalogueRepository.list[customFields]
select x.id, x.external_id as "externalId", x.label, x.type, x.is_required as "isRequired", x.values, x.is_active as "isActive",
x.show_at_gate as "showAtGate", (select coalesce(array_agg(l.tier_id order by l.tier_id), '{}') from ticketing_tier_custom_field_associations l where l.custom_field_id = x.id) as "tierIds" from ticketing_tier_custom_fields x where x.edition_id = :editionId {{one}} order by lower(x.label), x.id limit 1000;
-- CatalogueRepository.list[customFields] {{one}}
and x.id = :id

-- CatalogueRepository.list[returnableItems]
select x.id, x.name,
(select coalesce(array_agg(l.tier_id order by l.tier_id), '{}') from ticketing_tier_returnable_items l where l.returnable_item_id = x.id) as "tierIds",
(select coalesce(array_agg(l.option_id order by l.option_id), '{}') from ticketing_option_returnable_items l where l.returnable_item_id = x.id) as "optionIds",
(select coalesce(json_agg(json_build_object('customFieldId', c.custom_field_id, 'choiceValue', c.choice_value) order by c.custom_field_id, c.choice_value), '[]') from ticketing_tier_custom_field_returnable_items c where c.returnable_item_id = x.id) as choices,
(select coalesce(array_agg(l.team_id order by l.team_id), '{}') from edition_volunteer_returnable_items l where l.returnable_item_id = x.id) as "teamIds" from ticketing_returnable_items x where x.edition_id = :editionId {{one}} order by lower(x.name), x.id limit 1000;
-- CatalogueRepository.list[returnableItems] {{one}}
and x.id = :id

-- CatalogueRepository.teams
select t.id, t.name, t.color, (select coalesce(array_agg(l.returnable_item_id order by l.returnable_item_id), '{}') from edition_volunteer_returnable_items l where l.team_id = t.id) as "returnableItemIds"
from volunteer_teams t where t.edition_id = :editionId {{one}} order by lower(t.name), t.id limit 1000;
-- CatalogueRepository.teams {{one}}
and t.id = :teamId

-- CatalogueRepository.known
select null::text as kind, null::int as id, null::jsonb as values where false {{tiers}} {{quotas}} {{options}} {{returnableItems}} {{teams}} {{meals}} {{customFields}};
-- CatalogueRepository.known {{tiers}}
union all select 'tiers', x.id, null::jsonb from ticketing_tiers x where x.edition_id = :editionId and x.id = any(:tiers::int[])
-- CatalogueRepository.known {{quotas}}
union all select 'quotas', x.id, null::jsonb from ticketing_quotas x where x.edition_id = :editionId and x.id = any(:quotas::int[])
-- CatalogueRepository.known {{options}}
union all select 'options', x.id, null::jsonb from ticketing_options x where x.edition_id = :editionId and x.id = any(:options::int[])
-- CatalogueRepository.known {{returnableItems}}
union all select 'returnableItems', x.id, null::jsonb from ticketing_returnable_items x where x.edition_id = :editionId and x.id = any(:returnableItems::int[])
-- CatalogueRepository.known {{teams}}
union all select 'teams', x.id, null::jsonb from volunteer_teams x where x.edition_id = :editionId and x.id = any(:teams::int[])
-- CatalogueRepository.known {{meals}}
union all select 'meals', x.id, null::jsonb from volunteer_meals x where x.edition_id = :editionId and x.id = any(:meals::int[])
-- CatalogueRepository.known {{customFields}}
union all select 'customFields', x.id, x.values from ticketing_tier_custom_fields x where x.edition_id = :editionId and x.id = any(:customFields::int[])

-- CatalogueRepository.linkedValues
select choice_value as value from ticketing_tier_custom_field_quotas where custom_field_id = :customFieldId
union select choice_value from ticketing_tier_custom_field_returnable_items where custom_field_id = :customFieldId;

-- CatalogueRepository.lockKind
select pg_advisory_xact_lock(hashtext(:table), :editionId::int);

-- CatalogueRepository.countKind[tiers]
select count(*)::int as n, coalesce(max(x.position) + 1, 0)::int as next from ticketing_tiers x where x.edition_id = :editionId;

-- CatalogueRepository.countKind[quotas]
select count(*)::int as n, coalesce(max(x.position) + 1, 0)::int as next from ticketing_quotas x where x.edition_id = :editionId;

-- CatalogueRepository.countKind[options]
select count(*)::int as n, coalesce(max(x.position) + 1, 0)::int as next from ticketing_options x where x.edition_id = :editionId;

-- CatalogueRepository.countKind[customFields]
select count(*)::int as n, coalesce(max(0) + 1, 0)::int as next from ticketing_tier_custom_fields x where x.edition_id = :editionId;

-- CatalogueRepository.countKind[returnableItems]
select count(*)::int as n, coalesce(max(0) + 1, 0)::int as next from ticketing_returnable_items x where x.edition_id = :editionId;

-- CatalogueRepository.insert[tiers]
insert into ticketing_tiers (edition_id, name, custom_name, description, price, min_amount, max_amount, is_active, count_as_participant, valid_from, valid_until, position)
select :editionId, r.name, r.custom_name, r.description, r.price, r.min_amount, r.max_amount, r.is_active, r.count_as_participant, r.valid_from, r.valid_until, r.position from jsonb_populate_record(null::ticketing_tiers, :row::jsonb) r returning id;

-- CatalogueRepository.insert[quotas]
insert into ticketing_quotas (edition_id, title, description, quantity, position)
select :editionId, r.title, r.description, r.quantity, r.position from jsonb_populate_record(null::ticketing_quotas, :row::jsonb) r returning id;

-- CatalogueRepository.insert[options]
insert into ticketing_options (edition_id, name, description, type, is_required, choices, price, position, is_active)
select :editionId, r.name, r.description, r.type, r.is_required, r.choices, r.price, r.position, r.is_active from jsonb_populate_record(null::ticketing_options, :row::jsonb) r returning id;

-- CatalogueRepository.insert[customFields]
insert into ticketing_tier_custom_fields (edition_id, label, type, is_required, values, is_active, show_at_gate)
select :editionId, r.label, r.type, r.is_required, r.values, r.is_active, r.show_at_gate from jsonb_populate_record(null::ticketing_tier_custom_fields, :row::jsonb) r returning id;

-- CatalogueRepository.insert[returnableItems]
insert into ticketing_returnable_items (edition_id, name)
select :editionId, r.name from jsonb_populate_record(null::ticketing_returnable_items, :row::jsonb) r returning id;

-- CatalogueRepository.reorderTiers
update ticketing_tiers t set position = r.pos from (
select x.id, (row_number() over (order by o.ord nulls last, x.position, x.id) - 1)::int as pos
from ticketing_tiers x left join unnest(:tierIds::int[]) with ordinality as o(id, ord) on o.id = x.id
where x.edition_id = :editionId
) r where t.id = r.id and t.position is distinct from r.pos;

-- CatalogueRepository.replaceLinks[tierQuotas]
with gone as (delete from ticketing_tier_quotas where tier_id = :ownerId and not (quota_id = any(:ids::int[])))
insert into ticketing_tier_quotas (tier_id, quota_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[quotaTiers]
with gone as (delete from ticketing_tier_quotas where quota_id = :ownerId and not (tier_id = any(:ids::int[])))
insert into ticketing_tier_quotas (quota_id, tier_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[tierReturnables]
with gone as (delete from ticketing_tier_returnable_items where tier_id = :ownerId and not (returnable_item_id = any(:ids::int[])))
insert into ticketing_tier_returnable_items (tier_id, returnable_item_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[returnableTiers]
with gone as (delete from ticketing_tier_returnable_items where returnable_item_id = :ownerId and not (tier_id = any(:ids::int[])))
insert into ticketing_tier_returnable_items (returnable_item_id, tier_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[optionQuotas]
with gone as (delete from ticketing_option_quotas where option_id = :ownerId and not (quota_id = any(:ids::int[])))
insert into ticketing_option_quotas (option_id, quota_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[quotaOptions]
with gone as (delete from ticketing_option_quotas where quota_id = :ownerId and not (option_id = any(:ids::int[])))
insert into ticketing_option_quotas (quota_id, option_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[optionReturnables]
with gone as (delete from ticketing_option_returnable_items where option_id = :ownerId and not (returnable_item_id = any(:ids::int[])))
insert into ticketing_option_returnable_items (option_id, returnable_item_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[returnableOptions]
with gone as (delete from ticketing_option_returnable_items where returnable_item_id = :ownerId and not (option_id = any(:ids::int[])))
insert into ticketing_option_returnable_items (returnable_item_id, option_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceLinks[fieldTiers]
with gone as (delete from ticketing_tier_custom_field_associations where custom_field_id = :ownerId and not (tier_id = any(:ids::int[])))
insert into ticketing_tier_custom_field_associations (custom_field_id, tier_id) select :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceChoiceLinks[quota]
with wanted as (select * from jsonb_to_recordset(:choices::jsonb) as w("customFieldId" int, "choiceValue" text)),
gone as (delete from ticketing_tier_custom_field_quotas l where l.quota_id = :ownerId
and not exists (select 1 from wanted w where w."customFieldId" = l.custom_field_id and w."choiceValue" = l.choice_value))
insert into ticketing_tier_custom_field_quotas (custom_field_id, choice_value, quota_id) select w."customFieldId", w."choiceValue", :ownerId::int from wanted w on conflict do nothing;

-- CatalogueRepository.replaceChoiceLinks[returnableItem]
with wanted as (select * from jsonb_to_recordset(:choices::jsonb) as w("customFieldId" int, "choiceValue" text)),
gone as (delete from ticketing_tier_custom_field_returnable_items l where l.returnable_item_id = :ownerId
and not exists (select 1 from wanted w where w."customFieldId" = l.custom_field_id and w."choiceValue" = l.choice_value))
insert into ticketing_tier_custom_field_returnable_items (custom_field_id, choice_value, returnable_item_id) select w."customFieldId", w."choiceValue", :ownerId::int from wanted w on conflict do nothing;

-- CatalogueRepository.replaceTeamLinks[itemTeams]
with gone as (delete from edition_volunteer_returnable_items where returnable_item_id = :ownerId and not (team_id = any(:ids::int[])))
insert into edition_volunteer_returnable_items (edition_id, returnable_item_id, team_id) select :editionId::int, :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.replaceTeamLinks[teamItems]
with gone as (delete from edition_volunteer_returnable_items where team_id = :ownerId and not (returnable_item_id = any(:ids::int[])))
insert into edition_volunteer_returnable_items (edition_id, team_id, returnable_item_id) select :editionId::int, :ownerId::int, unnest(:ids::int[]) on conflict do nothing;

-- CatalogueRepository.deleteUnsold[tiers]
delete from ticketing_tiers x where x.id = :id and x.edition_id = :editionId and x.external_id is null
and not exists (select 1 from ticketing_order_items s where s.tier_id = x.id) returning x.id;

-- CatalogueRepository.deleteUnsold[options]
delete from ticketing_options x where x.id = :id and x.edition_id = :editionId and x.external_id is null
and not exists (select 1 from ticketing_order_item_options s where s.option_id = x.id) returning x.id;

-- CatalogueRepository.isSold[tiers]
select 1 from ticketing_order_items where tier_id = :id limit 1;

-- CatalogueRepository.isSold[options]
select 1 from ticketing_order_item_options where option_id = :id limit 1;

-- CatalogueRepository.customFieldAnswered
select 1 where exists (
select 1 from ticketing_order_items i, jsonb_array_elements(case when jsonb_typeof(i.custom_fields) = 'array' then i.custom_fields else '[]'::jsonb end) a
where i.edition_id = :editionId and a->>'customFieldId' = :fieldId::text)
or exists (
select 1 from ticketing_order_items i join ticketing_order_item_options io on io.item_id = i.id,
jsonb_array_elements(case when jsonb_typeof(io.custom_fields) = 'array' then io.custom_fields else '[]'::jsonb end) a
where i.edition_id = :editionId and a->>'customFieldId' = :fieldId::text);
