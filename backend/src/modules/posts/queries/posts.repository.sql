-- Generated from modules/posts/posts.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- PostsRepository.page
select p.id, p.content, p.pinned, to_char((p.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char((p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
u.id as "authorId", u.pseudo as "authorPseudo", u.profile_picture as "authorPicture", to_char((u.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "authorUpdatedAt",
(select count(*) from edition_post_comments c where c.post_id = p.id)::int as "commentCount", count(*) over () as total
from edition_posts p left join users u on u.id = p.user_id
where p.edition_id = :editionId
order by p.pinned desc, p.created_at desc, p.id desc
limit :limit offset :offset;

-- PostsRepository.count
select count(*)::int as n from edition_posts where edition_id = :editionId;

-- PostsRepository.postRow
select p.id, p.content, p.pinned, to_char((p.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char((p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
u.id as "authorId", u.pseudo as "authorPseudo", u.profile_picture as "authorPicture", to_char((u.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "authorUpdatedAt",
(select count(*) from edition_post_comments c where c.post_id = p.id)::int as "commentCount" from edition_posts p left join users u on u.id = p.user_id where p.edition_id = :editionId and p.id = :postId;

-- PostsRepository.hasPost
select id from edition_posts where edition_id = :editionId and id = :postId;

-- PostsRepository.setPinned
update edition_posts set pinned = :pinned where edition_id = :editionId and id = :postId returning id;

-- PostsRepository.comments
select c.id, c.content, c.created_at as "createdAt", u.id as "userId", u.pseudo, u.profile_picture as "profilePicture", u.updated_at as "userUpdatedAt",
count(*) over () as total
from edition_post_comments c join users u on u.id = c.user_id
where c.post_id = :parentId
order by c.created_at desc, c.id desc
limit :limit offset :offset;

-- PostsRepository.commentCount
select count(*)::int as n from edition_post_comments where post_id = :parentId;
