-- Generated from modules/meals/kitchen.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- KitchenRepository.mealCounts
with meals as (select id from volunteer_meals where id = :mealId::int and edition_id = :editionId::int), eaters as (
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
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[]))
select m.id as "mealId", m.date::text as date, m.meal_type as "mealType", m.enabled, e.kind, e.diet,
count(e.kind)::int as total, count(e.consumed_at)::int as eaten, count(*) filter (where e.after_show)::int as "afterShow",
count(*) filter (where e.severity = any(:loud::text[]))::int as "loudAllergies"
from volunteer_meals m join meals on meals.id = m.id left join eaters e on e.meal_id = m.id
group by m.id, e.kind, e.diet
order by m.date, m.meal_type, e.kind, e.diet;

-- KitchenRepository.dayCounts
with meals as (select id from volunteer_meals where edition_id = :editionId and date = :date::date), eaters as (
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
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[]))
select m.id as "mealId", m.date::text as date, m.meal_type as "mealType", m.enabled, e.kind, e.diet,
count(e.kind)::int as total, count(e.consumed_at)::int as eaten, count(*) filter (where e.after_show)::int as "afterShow",
count(*) filter (where e.severity = any(:loud::text[]))::int as "loudAllergies"
from volunteer_meals m join meals on meals.id = m.id left join eaters e on e.meal_id = m.id
group by m.id, e.kind, e.diet
order by m.date, m.meal_type, e.kind, e.diet;

-- KitchenRepository.allergies
with meals as (select id from volunteer_meals where id = :mealId::int and edition_id = :editionId::int), eaters as (
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
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[]))
select kind, name, trim(allergies) as allergies, severity from eaters where nullif(trim(allergies), '') is not null;

-- KitchenRepository.eaters
with meals as (select id from volunteer_meals where id = :mealId and edition_id = :editionId), eaters as (
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
where s.meal_id in (select id from meals) and i.state = any(:validStates::text[]))
select kind, name, diet, allergies, severity, after_show as "afterShow", consumed_at as "consumedAt"
from eaters order by array_position(array['VOLUNTEER', 'ARTIST', 'TICKET_HOLDER'], kind), lower(name), name;

-- KitchenRepository.meals
select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where edition_id = :editionId order by date, meal_type;

-- KitchenRepository.meal
select id, date::text as date, meal_type as "mealType", enabled from volunteer_meals where id = :mealId and edition_id = :editionId;

-- KitchenRepository.reminderCandidates
select e.id as "editionId", e.name as "editionName", e.time_zone as "timeZone", array_agg(distinct m.date::text order by m.date::text) as dates
from volunteer_meals m join editions e on e.id = m.edition_id
where m.enabled and m.date between (:now::timestamptz at time zone 'UTC')::date - 1 and (:now::timestamptz at time zone 'UTC')::date + 2
group by e.id;

-- KitchenRepository.claimReminder
insert into meal_kitchen_reminders (edition_id, date) values (:editionId, :date::date) on conflict (edition_id, date) do nothing returning id;

-- KitchenRepository.releaseReminder
delete from meal_kitchen_reminders where id = :id;

-- KitchenRepository.mealTeamLeaders
select distinct v.user_id as "userId"
from application_team_assignments ata
join volunteer_teams t on t.id = ata.team_id
join edition_volunteer_applications v on v.id = ata.application_id
where t.edition_id = :editionId and t.is_meal_validation_team and ata.is_leader and v.status = 'ACCEPTED'
order by 1;
