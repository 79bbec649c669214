-- Generated from modules/notifications/notifications.repository.ts by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.

-- NotificationsRepository.countsByKind
select category, type, is_read, count(*) as count from notifications where user_id = :userId group by category, type, is_read;

-- NotificationsRepository.keepVapidKeys
insert into push_vapid_keys (id, public_key, private_key) values (1, :publicKey, :privateKey) on conflict (id) do nothing;

-- NotificationsRepository.vapidKeys
select public_key, private_key from push_vapid_keys where id = 1;

-- NotificationsRepository.lockUserSubscriptions
select pg_advisory_xact_lock(:namespace, :userId);

-- NotificationsRepository.saveSubscription
insert into push_subscriptions (user_id, endpoint, p256dh, auth, is_active, updated_at) values (:userId, :endpoint, :p256dh, :auth, true, clock_timestamp())
on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, is_active = true, updated_at = excluded.updated_at;

-- NotificationsRepository.keepNewestSubscriptions
delete from push_subscriptions where user_id = :userId and id not in (
select id from push_subscriptions where user_id = :userId order by is_active desc, updated_at desc, id desc limit :keep);

-- NotificationsRepository.languagesOf
select id, preferred_language as language from users where id = any(:userIds::int[]);
