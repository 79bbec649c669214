-- Generated from modules/meals/meals-grid.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- MealsGridRepository.grid
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases,
coalesce((select array_agg(r.returnable_item_id order by r.returnable_item_id) from volunteer_meal_returnable_items r where r.meal_id = m.id), '{}')::int[] as "returnableItemIds",
((select count(*) from volunteer_meal_selections x where x.meal_id = m.id and x.accepted)
+ (select count(*) from artist_meal_selections x where x.meal_id = m.id and x.accepted)
+ (select count(*) from ticketing_order_item_meals x join ticketing_order_items i on i.id = x.order_item_id where x.meal_id = m.id and i.state in ('Processed', 'Registered')))::int as eaters,
((select count(*) from volunteer_meal_selections x where x.meal_id = m.id and x.accepted and x.consumed_at is not null)
+ (select count(*) from artist_meal_selections x where x.meal_id = m.id and x.accepted and x.consumed_at is not null)
+ (select count(*) from ticketing_order_item_meals x join ticketing_order_items i on i.id = x.order_item_id where x.meal_id = m.id and i.state in ('Processed', 'Registered') and x.consumed_at is not null))::int as eaten
from volunteer_meals m where m.edition_id = :editionId order by m.date, m.meal_type;

-- MealsGridRepository.meal
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases,
coalesce((select array_agg(r.returnable_item_id order by r.returnable_item_id) from volunteer_meal_returnable_items r where r.meal_id = m.id), '{}')::int[] as "returnableItemIds",
((select count(*) from volunteer_meal_selections x where x.meal_id = m.id and x.accepted)
+ (select count(*) from artist_meal_selections x where x.meal_id = m.id and x.accepted)
+ (select count(*) from ticketing_order_item_meals x join ticketing_order_items i on i.id = x.order_item_id where x.meal_id = m.id and i.state in ('Processed', 'Registered')))::int as eaters,
((select count(*) from volunteer_meal_selections x where x.meal_id = m.id and x.accepted and x.consumed_at is not null)
+ (select count(*) from artist_meal_selections x where x.meal_id = m.id and x.accepted and x.consumed_at is not null)
+ (select count(*) from ticketing_order_item_meals x join ticketing_order_items i on i.id = x.order_item_id where x.meal_id = m.id and i.state in ('Processed', 'Registered') and x.consumed_at is not null))::int as eaten
from volunteer_meals m where m.edition_id = :editionId and m.id = :mealId;

-- MealsGridRepository.gridDates
select to_char(e.start_date, 'YYYY-MM-DD') as "startDate", to_char(e.end_date, 'YYYY-MM-DD') as "endDate", e.time_zone as "timeZone",
s.volunteers_setup_start_date as "setupStart", s.volunteers_teardown_end_date as "teardownEnd"
from editions e left join edition_volunteer_settings s on s.edition_id = e.id
where e.id = :editionId;

-- MealsGridRepository.lockGrid
select pg_advisory_xact_lock(hashtext('volunteer_meals'), :editionId::int);

-- MealsGridRepository.addMeals
insert into volunteer_meals (edition_id, date, meal_type, phases)
select :editionId::int, r.date, r.meal_type::meal_type, r.phases::meal_phase[]
from jsonb_to_recordset(:meals::jsonb) as r(date date, meal_type text, phases text[])
on conflict (edition_id, date, meal_type) do nothing
returning id;

-- MealsGridRepository.removeMeals
delete from volunteer_meals where edition_id = :editionId and id = any(:mealIds::int[]);

-- MealsGridRepository.volunteerHolders
select a.user_id as "userId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType"
from volunteer_meal_selections s
join volunteer_meals m on m.id = s.meal_id
join edition_volunteer_applications a on a.id = s.volunteer_id
where m.edition_id = :editionId and m.id = any(:mealIds::int[]) and s.accepted
order by a.user_id, m.date, m.meal_type;

-- MealsGridRepository.setMeal
update volunteer_meals set enabled = coalesce(:enabled::boolean, enabled), phases = coalesce(:phases::meal_phase[], phases), updated_at = now()
where edition_id = :editionId and id = :mealId;

-- MealsGridRepository.editionReturnableItems
select id from ticketing_returnable_items where edition_id = :editionId and id = any(:ids::int[]);

-- MealsGridRepository.setReturnableItems
with gone as (delete from volunteer_meal_returnable_items where meal_id = :mealId and not (returnable_item_id = any(:ids::int[])))
insert into volunteer_meal_returnable_items (meal_id, returnable_item_id) select :mealId, unnest(:ids::int[])
on conflict (meal_id, returnable_item_id) do nothing;

-- MealsGridRepository.editionName
select name from editions where id = :editionId;
