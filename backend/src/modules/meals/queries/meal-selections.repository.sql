-- Generated from modules/meals/meal-selections.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- MealSelectionsRepository.grid
select id, to_char(date, 'YYYY-MM-DD') as date, meal_type as "mealType", enabled, phases::text[] as phases from volunteer_meals where edition_id = :editionId order by date, meal_type;

-- MealSelectionsRepository.editionClock
select time_zone as "timeZone" from editions where id = :editionId;

-- MealSelectionsRepository.editionVolunteers
select a.id, a.status = 'ACCEPTED' as accepted, a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability",
a.teardown_availability as "teardownAvailability", a.arrival_date_time as arrival, a.departure_date_time as departure from edition_volunteer_applications a where a.edition_id = :editionId order by a.id for share;

-- MealSelectionsRepository.volunteer
select a.id, a.status = 'ACCEPTED' as accepted, a.setup_availability as "setupAvailability", a.event_availability as "eventAvailability",
a.teardown_availability as "teardownAvailability", a.arrival_date_time as arrival, a.departure_date_time as departure, a.edition_id as "editionId", e.time_zone as "timeZone" from edition_volunteer_applications a join editions e on e.id = a.edition_id where a.id = :applicationId;

-- MealSelectionsRepository.sync
with wanted as (select * from unnest(:volunteerIds::int[], :mealIds::int[]) as w(volunteer_id, meal_id)),
removed as (
delete from volunteer_meal_selections s
where {{scope}} and s.consumed_at is null
and not exists (select 1 from wanted w where w.volunteer_id = s.volunteer_id and w.meal_id = s.meal_id)
returning 1),
added as (
insert into volunteer_meal_selections (volunteer_id, meal_id)
select volunteer_id, meal_id from wanted order by volunteer_id, meal_id
on conflict (volunteer_id, meal_id) do nothing
returning 1)
select (select count(*)::int from added) as added, (select count(*)::int from removed) as removed;
-- MealSelectionsRepository.sync {{scope}} volunteer
s.volunteer_id = :applicationId
-- MealSelectionsRepository.sync {{scope}} edition
s.meal_id in (select id from volunteer_meals where edition_id = :editionId)

-- MealSelectionsRepository.myApplication
select a.id, a.edition_id as "editionId", e.time_zone as "timeZone" from edition_volunteer_applications a join editions e on e.id = a.edition_id where a.id = :applicationId and a.user_id = :userId;

-- MealSelectionsRepository.myMeals
select s.meal_id as "mealId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.phases::text[] as phases, s.accepted, s.consumed_at as "consumedAt"
from volunteer_meal_selections s join volunteer_meals m on m.id = s.meal_id
where s.volunteer_id = :applicationId {{meal}}
order by m.date, m.meal_type {{lock}};
-- MealSelectionsRepository.myMeals {{meal}}
and s.meal_id = :mealId
-- MealSelectionsRepository.myMeals {{lock}}
for update of s

-- MealSelectionsRepository.choose
update volunteer_meal_selections set accepted = :accepted where volunteer_id = :applicationId and meal_id = :mealId;
