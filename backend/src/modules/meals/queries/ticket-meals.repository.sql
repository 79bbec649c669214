-- Generated from modules/meals/ticket-meals.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- TicketMealsRepository.choices
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled
from volunteer_meals m where m.edition_id = :editionId order by m.date, m.meal_type;

-- TicketMealsRepository.replace[tier]
with gone as (delete from ticketing_tier_meals where tier_id = :ownerId and not (meal_id = any(:mealIds::int[])))
insert into ticketing_tier_meals (tier_id, meal_id) select :ownerId::int, unnest(:mealIds::int[]) on conflict do nothing;

-- TicketMealsRepository.replace[option]
with gone as (delete from ticketing_option_meals where option_id = :ownerId and not (meal_id = any(:mealIds::int[])))
insert into ticketing_option_meals (option_id, meal_id) select :ownerId::int, unnest(:mealIds::int[]) on conflict do nothing;

-- TicketMealsRepository.keepInStep
with items as (select i.id, i.tier_id from ticketing_order_items i where {{scope}}),
wanted as (
select it.id as order_item_id, tm.meal_id from items it join ticketing_tier_meals tm on tm.tier_id = it.tier_id
union
select it.id, om.meal_id from items it join ticketing_order_item_options io on io.item_id = it.id join ticketing_option_meals om on om.option_id = io.option_id),
gone as (
delete from ticketing_order_item_meals m using items it where m.order_item_id = it.id and m.consumed_at is null
and not exists (select 1 from wanted w where w.order_item_id = m.order_item_id and w.meal_id = m.meal_id))
insert into ticketing_order_item_meals (order_item_id, meal_id) select w.order_item_id, w.meal_id from wanted w
on conflict (order_item_id, meal_id) do nothing;
-- TicketMealsRepository.keepInStep {{scope}} items
i.id = any(:itemIds::int[])
-- TicketMealsRepository.keepInStep {{scope}} order
i.order_id = :orderId
-- TicketMealsRepository.keepInStep {{scope}} tier
i.tier_id = :tierId
-- TicketMealsRepository.keepInStep {{scope}} option
i.id in (select io.item_id from ticketing_order_item_options io where io.option_id = :optionId)
