-- Generated from modules/meals/artist-meals.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- ArtistMealsRepository.stays
select ea.id, ea.edition_id as "editionId", ea.arrival_date_time as arrival, ea.departure_date_time as departure, e.time_zone as "timeZone"
from edition_artists ea join editions e on e.id = ea.edition_id
where {{which}};
-- ArtistMealsRepository.stays {{which}} artist
ea.id = :artistId
-- ArtistMealsRepository.stays {{which}} edition
ea.edition_id = :editionId

-- ArtistMealsRepository.grid
select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", m.enabled, m.phases::text[] as phases
from volunteer_meals m where m.edition_id = :editionId order by m.date, m.meal_type;

-- ArtistMealsRepository.keepInStep
with wanted as (select * from jsonb_to_recordset(:pairs::jsonb) as w(artist_id int, meal_id int)),
gone as (
delete from artist_meal_selections s where s.artist_id = any(:artistIds::int[]) and s.consumed_at is null
and not exists (select 1 from wanted w where w.artist_id = s.artist_id and w.meal_id = s.meal_id))
insert into artist_meal_selections (artist_id, meal_id) select w.artist_id, w.meal_id from wanted w
on conflict (artist_id, meal_id) do nothing;

-- ArtistMealsRepository.meals
select s.meal_id as "mealId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", s.accepted, s.after_show as "afterShow", s.consumed_at as "consumedAt"
from artist_meal_selections s join volunteer_meals m on m.id = s.meal_id join edition_artists ea on ea.id = s.artist_id
where ea.edition_id = :editionId and {{whose}}
order by m.date, m.meal_type;
-- ArtistMealsRepository.meals {{whose}} artist
ea.id = :artistId
-- ArtistMealsRepository.meals {{whose}} user
ea.user_id = :userId

-- ArtistMealsRepository.mealsOn
select exists (select 1 from volunteer_meals where edition_id = :editionId and enabled) as on;

-- ArtistMealsRepository.artist
select ea.id from edition_artists ea where ea.edition_id = :editionId and {{whose}};
-- ArtistMealsRepository.artist {{whose}} artist
ea.id = :artistId
-- ArtistMealsRepository.artist {{whose}} user
ea.user_id = :userId

-- ArtistMealsRepository.update
with s as (
update artist_meal_selections x set accepted = coalesce(:accepted::boolean, x.accepted), after_show = coalesce(:afterShow::boolean, x.after_show)
from edition_artists ea
where x.artist_id = :artistId and x.meal_id = :mealId and ea.id = x.artist_id and ea.edition_id = :editionId
returning x.*)
select s.meal_id as "mealId", to_char(m.date, 'YYYY-MM-DD') as date, m.meal_type as "mealType", s.accepted, s.after_show as "afterShow", s.consumed_at as "consumedAt" from s join volunteer_meals m on m.id = s.meal_id;
