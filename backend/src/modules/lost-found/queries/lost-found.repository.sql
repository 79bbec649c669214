-- Generated from modules/lost-found/lost-found.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- LostFoundRepository.page
with counts as (
select count(*) filter (where status = 'LOST')::int as lost, count(*) filter (where status = 'RETURNED')::int as returned
from lost_found_items where edition_id = :editionId
), page as (
select i.id, i.description, i.image_url as "imageUrl", i.status, to_char((i.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
i.user_id as "recordedById", u.pseudo as "recordedByPseudo", to_char((i.returned_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "returnedAt",
(select count(*) from lost_found_comments c where c.item_id = i.id)::int as "commentCount"
from lost_found_items i left join users u on u.id = i.user_id
where i.edition_id = :editionId and (:status::text is null or i.status::text = :status::text)
order by i.created_at desc, i.id desc
limit :limit offset :offset
)
select c.lost, c.returned,
coalesce((select json_agg(p order by p."createdAt" desc, p.id desc) from page p), '[]'::json) as items
from counts c;

-- LostFoundRepository.itemRow
select i.id, i.description, i.image_url as "imageUrl", i.status, to_char((i.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
i.user_id as "recordedById", u.pseudo as "recordedByPseudo", to_char((i.returned_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "returnedAt",
(select count(*) from lost_found_comments c where c.item_id = i.id)::int as "commentCount" from lost_found_items i left join users u on u.id = i.user_id where i.edition_id = :editionId and i.id = :itemId;

-- LostFoundRepository.hasItem
select id from lost_found_items where edition_id = :editionId and id = :itemId;

-- LostFoundRepository.comments
select c.id, c.content, c.created_at as "createdAt", u.id as "userId", u.pseudo, u.profile_picture as "profilePicture", u.updated_at as "userUpdatedAt",
count(*) over () as total
from lost_found_comments c join users u on u.id = c.user_id
where c.item_id = :parentId
order by c.created_at desc, c.id desc
limit :limit offset :offset;

-- LostFoundRepository.commentCount
select count(*)::int as n from lost_found_comments where item_id = :parentId;
