-- Generated from modules/meals/meals-grid.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- MealsGridRepository.grid
with meals as (select id from volunteer_meals where edition_id = :editionId), eaters as (
select s.meal_id, 'VOLUNTEER' as kind, coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo) as name, v.dietary_preference::text as diet, v.allergies, v.allergy_severity::text as severity,
false as after_show, s.consumed_at
from volunteer_meal_selections s join edition_volunteer_applications v on v.id = s.volunteer_id join users u on u.id = v.user_id
where s.meal_id in (select id from meals) and s.accepted and v.status = 'ACCEPTED'
union all
select s.meal_id, 'ARTIST', coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), ''), r.dietary_preference::text, r.allergies, r.allergy_severity::text, s.after_show, s.consumed_at
from artist_meal_selections s join edition_artists r on r.id = s.artist_id left join users u on u.id = r.user_id
where s.meal_id in (select id from meals) and s.accepted
union all
select s.meal_id, 'TICKET_HOLDER', trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')), null, null, null, false, s.consumed_at
from ticketing_order_item_meals s join ticketing_order_items i on i.id = s.order_item_id
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[])),
counts as (select meal_id, count(*)::int as eaters, count(consumed_at)::int as eaten from eaters group by meal_id)
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases,
coalesce((select array_agg(r.returnable_item_id order by r.returnable_item_id) from volunteer_meal_returnable_items r where r.meal_id = m.id), '{}')::int[] as "returnableItemIds",
coalesce(c.eaters, 0) as eaters, coalesce(c.eaten, 0) as eaten
from volunteer_meals m left join counts c on c.meal_id = m.id
where m.edition_id = :editionId order by m.date, m.meal_type;

-- MealsGridRepository.meal
with meals as (select id from volunteer_meals where edition_id = :editionId and id = :mealId), eaters as (
select s.meal_id, 'VOLUNTEER' as kind, coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo) as name, v.dietary_preference::text as diet, v.allergies, v.allergy_severity::text as severity,
false as after_show, s.consumed_at
from volunteer_meal_selections s join edition_volunteer_applications v on v.id = s.volunteer_id join users u on u.id = v.user_id
where s.meal_id in (select id from meals) and s.accepted and v.status = 'ACCEPTED'
union all
select s.meal_id, 'ARTIST', coalesce(nullif(trim(r.stage_name), ''), coalesce(nullif(trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), ''), u.pseudo), ''), r.dietary_preference::text, r.allergies, r.allergy_severity::text, s.after_show, s.consumed_at
from artist_meal_selections s join edition_artists r on r.id = s.artist_id left join users u on u.id = r.user_id
where s.meal_id in (select id from meals) and s.accepted
union all
select s.meal_id, 'TICKET_HOLDER', trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')), null, null, null, false, s.consumed_at
from ticketing_order_item_meals s join ticketing_order_items i on i.id = s.order_item_id
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[])),
counts as (select meal_id, count(*)::int as eaters, count(consumed_at)::int as eaten from eaters group by meal_id)
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases,
coalesce((select array_agg(r.returnable_item_id order by r.returnable_item_id) from volunteer_meal_returnable_items r where r.meal_id = m.id), '{}')::int[] as "returnableItemIds",
coalesce(c.eaters, 0) as eaters, coalesce(c.eaten, 0) as eaten
from volunteer_meals m left join counts c on c.meal_id = m.id
where m.edition_id = :editionId and m.id = :mealId;

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
