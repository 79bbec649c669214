-- Generated from modules/volunteers/messages.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- MessagesRepository.teamIdsOf
select id from volunteer_teams where edition_id = :editionId and id = any(:teamIds::int[]);

-- MessagesRepository.send
with recipients as (
select distinct a.user_id from edition_volunteer_applications a
{{byTeam}}
where a.edition_id = :editionId and a.status = :accepted and a.user_id <> :senderId
),
grp as (
insert into volunteer_notification_groups (edition_id, sender_id, title, message, target_type, selected_teams, recipient_count)
select :editionId, :senderId, :title, :message, :target::volunteer_message_target, :selectedTeams::jsonb, count(*) from recipients having count(*) > 0
returning id, sent_at
),
confirmations as (
insert into volunteer_notification_confirmations (group_id, user_id)
select grp.id, r.user_id from grp cross join recipients r
returning user_id
)
select grp.id, grp.sent_at as "sentAt", (select array_agg(user_id order by user_id) from confirmations) as "userIds" from grp;
-- MessagesRepository.send {{byTeam}}
join application_team_assignments ata on ata.application_id = a.id and ata.team_id = any(:teamIds::int[])

-- MessagesRepository.page
select g.id, g.sender_id as "senderId", u.pseudo as "senderPseudo", g.title, g.message, g.target_type as "targetType",
g.selected_teams as "selectedTeams",
(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name, t.id), '[]'::json)
from volunteer_teams t where t.edition_id = g.edition_id and g.selected_teams @> to_jsonb(t.id)) as teams,
g.recipient_count as "recipientCount",
(select count(*) from volunteer_notification_confirmations c where c.group_id = g.id and c.confirmed_at is not null)::int as "confirmedCount",
g.sent_at as "sentAt", g.reminded_at as "remindedAt"
from volunteer_notification_groups g left join users u on u.id = g.sender_id where g.edition_id = :editionId {{scope}} order by g.sent_at desc, g.id desc limit :limit offset :offset;
-- MessagesRepository.page {{scope}}
and (g.sender_id = :userId or exists (select 1 from jsonb_array_elements_text(coalesce(g.selected_teams, '[]'::jsonb)) x where x::int = any(:teamIds::int[])))

-- MessagesRepository.count
select count(*)::int as total from volunteer_notification_groups g where g.edition_id = :editionId {{scope}};
-- MessagesRepository.count {{scope}}
and (g.sender_id = :userId or exists (select 1 from jsonb_array_elements_text(coalesce(g.selected_teams, '[]'::jsonb)) x where x::int = any(:teamIds::int[])))

-- MessagesRepository.group
select g.id, g.sender_id as "senderId", u.pseudo as "senderPseudo", g.title, g.message, g.target_type as "targetType",
g.selected_teams as "selectedTeams",
(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name, t.id), '[]'::json)
from volunteer_teams t where t.edition_id = g.edition_id and g.selected_teams @> to_jsonb(t.id)) as teams,
g.recipient_count as "recipientCount",
(select count(*) from volunteer_notification_confirmations c where c.group_id = g.id and c.confirmed_at is not null)::int as "confirmedCount",
g.sent_at as "sentAt", g.reminded_at as "remindedAt"
from volunteer_notification_groups g left join users u on u.id = g.sender_id where g.edition_id = :editionId and g.id = :groupId {{scope}};
-- MessagesRepository.group {{scope}}
and (g.sender_id = :userId or exists (select 1 from jsonb_array_elements_text(coalesce(g.selected_teams, '[]'::jsonb)) x where x::int = any(:teamIds::int[])))

-- MessagesRepository.recipients
select c.user_id as "userId", u.pseudo, u.prenom, u.nom, c.confirmed_at as "confirmedAt"
from volunteer_notification_confirmations c join users u on u.id = c.user_id
where c.group_id = :groupId order by c.confirmed_at is not null, lower(u.pseudo), u.id;

-- MessagesRepository.claimReminder
with claimed as (
update volunteer_notification_groups set reminded_at = now()
where id = :groupId and (reminded_at is null or reminded_at < now() - interval '10 minutes')
and exists (select 1 from volunteer_notification_confirmations c where c.group_id = :groupId and c.confirmed_at is null)
returning reminded_at
)
select (select reminded_at from claimed) as "claimedAt",
(select reminded_at from volunteer_notification_groups where id = :groupId) as "remindedAt",
(select array_agg(user_id order by user_id) from volunteer_notification_confirmations where group_id = :groupId and confirmed_at is null) as unconfirmed;

-- MessagesRepository.ofRecipient
select g.id, g.title, g.message, u.pseudo as "senderPseudo", g.sent_at as "sentAt", c.confirmed_at as "confirmedAt"
from volunteer_notification_confirmations c
join volunteer_notification_groups g on g.id = c.group_id
left join users u on u.id = g.sender_id
where c.group_id = :groupId and c.user_id = :userId and g.edition_id = :editionId;

-- MessagesRepository.confirm
update volunteer_notification_confirmations c set confirmed_at = coalesce(c.confirmed_at, now())
from volunteer_notification_groups g
where g.id = c.group_id and c.group_id = :groupId and c.user_id = :userId and g.edition_id = :editionId
returning c.confirmed_at as "confirmedAt";
