-- Generated from modules/editions/editions.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- EditionsRepository.favoriterIds
select user_id from edition_favorites where edition_id = :editionId;

-- EditionsRepository.claimFavoriteReminders
with due as (
insert into favorite_reminders (edition_id, user_id)
select f.edition_id, f.user_id
from edition_favorites f
join editions e on e.id = f.edition_id
join conventions c on c.id = e.convention_id
where e.is_online and not c.is_archived and e.start_date between current_date + 2 and current_date + 3
on conflict do nothing
returning edition_id, user_id
)
select due.edition_id, due.user_id, e.name from due join editions e on e.id = due.edition_id order by due.edition_id, due.user_id;

-- EditionsRepository.releaseFavoriteReminders
delete from favorite_reminders where edition_id = :editionId and user_id = any(:userIds::int[]);

-- EditionsRepository.star
insert into edition_favorites (user_id, edition_id) values (:userId, :editionId) on conflict do nothing;
