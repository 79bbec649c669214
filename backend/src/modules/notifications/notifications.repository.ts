import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { intArray } from '../../core/database/sql-params';
import { JobQueue } from '../../core/jobs/job-queue';
import { NOTIFICATIONS_CHANNEL, NOTIFY_USER_IDS_MAX, PUSH_SUBSCRIPTIONS_PER_USER } from './notification.constants';
import { Notification, NotificationBatch, PushSubscription } from './notification.entity';
import { normalizeInput, recipientIds, type NotificationInput, type NotifyOptions, type NotifyResult, type Recipients } from './notification-rules';
import { defineSql, one, query } from '../../core/database/sql';

/** Anything that runs a parameterised query: a pg Client, PoolClient or Pool. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/*
 * One statement: the batch row, a notification per recipient whose in-app preference allows it,
 * whether anyone wants a push, and the NOTIFY every replica hears (sent at commit). The payload
 * names the recipients when they are few; otherwise replicas load the batch for their open streams.
 */
const STORE_SQL = `
with recipients as (
  select u.id, u.notification_preferences as prefs from users u
  where $1::int[] is null or u.id = any($1::int[])
),
batch as (
  insert into notification_batches (source, sent_by_id, target, recipient_ids, recipient_count, type, category, title_key, message_key,
    translation_params, action_text_key, title_text, message_text, action_text, entity_type, entity_id, action_url, ignore_preferences)
  select $2, $3, $4, $5::jsonb, (select count(*) from recipients), $6::notification_type, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18
  returning id, created_at
),
stored as (
  insert into notifications (user_id, batch_id, type, category, title_key, message_key, translation_params, action_text_key,
    title_text, message_text, action_text, entity_type, entity_id, action_url, created_at)
  select r.id, b.id, $6::notification_type, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, b.created_at
  from recipients r cross join batch b
  where $18 or coalesce((r.prefs -> $7 ->> 'inApp')::boolean, true)
  returning user_id
),
counted as (
  select count(*)::int as n, case when count(*) <= ${NOTIFY_USER_IDS_MAX} then json_agg(user_id) end as users from stored
),
published as (
  select pg_notify('${NOTIFICATIONS_CHANNEL}', json_build_object('b', b.id, 'u', c.users)::text) from batch b, counted c where c.n > 0
)
select b.id as batch_id,
  (select count(*) from recipients)::int as recipient_count,
  c.n as stored,
  exists (
    select 1 from recipients r join push_subscriptions s on s.user_id = r.id and s.is_active
    where $18 or coalesce((r.prefs -> $7 ->> 'push')::boolean, true)
  ) as wants_push,
  (select count(*) from published)::int as published
from batch b, counted c`;

/**
 * Stores a notification for its recipients and publishes it to every replica. Runs on the given
 * connection (inside the caller's transaction when there is one). Used by the repository, and by
 * the bench to publish as another replica would.
 */
export async function storeAndPublish(db: Queryable, recipients: Recipients, input: NotificationInput, options: NotifyOptions = {}): Promise<NotifyResult> {
  const n = normalizeInput(input);
  const ids = recipientIds(recipients);
  const target = options.target ?? (ids === null ? 'all' : ids.length === 1 ? 'user' : 'users');
  const { rows } = await db.query<{ batch_id: number; recipient_count: number; stored: number; wants_push: boolean }>(STORE_SQL, [
    ids,
    options.source ?? 'system',
    options.sentById ?? null,
    target,
    ids === null ? null : JSON.stringify(ids),
    n.type,
    n.category,
    n.titleKey,
    n.messageKey,
    n.translationParams === null ? null : JSON.stringify(n.translationParams),
    n.actionTextKey,
    n.titleText,
    n.messageText,
    n.actionText,
    n.entityType,
    n.entityId,
    n.actionUrl,
    options.ignorePreferences === true,
  ]);
  const row = rows[0];
  return { batchId: Number(row.batch_id), recipientCount: row.recipient_count, stored: row.stored, wantsPush: row.wants_push };
}

/** Namespace of the advisory locks that take a user's push subscriptions one at a time (the second key is the user's id). */
const PUSH_SUBSCRIBE_LOCK_NAMESPACE = 0x70757368;

/** A page of a user's notification centre: read state and category, newest first. */
export interface CentreFilter {
  isRead?: boolean;
  category?: string;
}

/**
 * Every query of the notifications module. The centre's reads run in a unit of work of their own
 * (a request's entities are not theirs to keep); delivery (push, live streams) runs outside requests,
 * on the job queue's pool.
 */
const COUNTS_BY_KIND = defineSql<{ category: string; type: string; is_read: boolean; count: string }>(
  'NotificationsRepository.countsByKind',
  'select category, type, is_read, count(*) as count from notifications where user_id = :userId group by category, type, is_read',
);
const KEEP_VAPID_KEYS = defineSql(
  'NotificationsRepository.keepVapidKeys',
  'insert into push_vapid_keys (id, public_key, private_key) values (1, :publicKey, :privateKey) on conflict (id) do nothing',
);
const VAPID_KEYS = defineSql<{ public_key: string; private_key: string }>('NotificationsRepository.vapidKeys', 'select public_key, private_key from push_vapid_keys where id = 1');
const LOCK_USER_SUBSCRIPTIONS = defineSql('NotificationsRepository.lockUserSubscriptions', 'select pg_advisory_xact_lock(:namespace, :userId)');
const SAVE_SUBSCRIPTION = defineSql(
  'NotificationsRepository.saveSubscription',
  `insert into push_subscriptions (user_id, endpoint, p256dh, auth, is_active, updated_at) values (:userId, :endpoint, :p256dh, :auth, true, clock_timestamp())
   on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, is_active = true, updated_at = excluded.updated_at`,
);
const KEEP_NEWEST_SUBSCRIPTIONS = defineSql(
  'NotificationsRepository.keepNewestSubscriptions',
  `delete from push_subscriptions where user_id = :userId and id not in (
     select id from push_subscriptions where user_id = :userId order by is_active desc, updated_at desc, id desc limit :keep)`,
);
const LANGUAGES_OF = defineSql<{ id: number; language: string }>('NotificationsRepository.languagesOf', 'select id, preferred_language as language from users where id = any(:userIds::int[])');

@Injectable()
export class NotificationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  // ── the centre ───────────────────────────────────────────────────────────────────────────────

  page(userId: number, filter: CentreFilter, limit: number, offset: number): Promise<[Notification[], number]> {
    return this.em.fork().findAndCount(Notification, { user: userId, ...filter }, { orderBy: { id: 'desc' }, limit, offset });
  }

  unreadCount(userId: number): Promise<number> {
    return this.em.fork().count(Notification, { user: userId, isRead: false });
  }

  /** The user's own notification; null for a missing one and for another user's alike. */
  own(userId: number, id: number): Promise<Notification | null> {
    return this.em.findOne(Notification, { id, user: userId });
  }

  /** Marks the user's unread notifications (of one category, when given) as read; how many changed. */
  markAllRead(userId: number, category?: string): Promise<number> {
    return this.em.fork().nativeUpdate(Notification, { user: userId, isRead: false, ...(category ? { category } : {}) }, { isRead: true, readAt: new Date() });
  }

  async remove(notification: Notification): Promise<void> {
    await this.em.remove(notification).flush();
  }

  flush(): Promise<void> {
    return this.em.flush();
  }

  /** The user's notifications counted by category, type and read state. */
  countsByKind(userId: number): Promise<{ category: string; type: string; is_read: boolean; count: string }[]> {
    return query(this.em, COUNTS_BY_KIND, { userId });
  }

  /** Stores and publishes a notification on the given transaction (see storeAndPublish). */
  storeAndPublish(tx: Queryable, recipients: Recipients, input: NotificationInput, options: NotifyOptions = {}): Promise<NotifyResult> {
    return storeAndPublish(tx, recipients, input, options);
  }

  /** What administrators sent, newest first, with their senders. */
  adminBatches(limit: number, offset: number): Promise<[NotificationBatch[], number]> {
    return this.em.fork().findAndCount(NotificationBatch, { source: 'admin' }, { orderBy: { id: 'desc' }, limit, offset, populate: ['sentBy'] });
  }

  // ── push ─────────────────────────────────────────────────────────────────────────────────────

  /** The VAPID key pair kept in the database; `generated` is kept when none is there yet (the first replica wins). */
  async vapidKeys(generated: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
    await query(this.em, KEEP_VAPID_KEYS, { publicKey: generated.publicKey, privateKey: generated.privateKey });
    const row = await one(this.em, VAPID_KEYS);
    return { publicKey: row.public_key, privateKey: row.private_key };
  }

  async hasActiveSubscription(userId: number, endpoint: string): Promise<boolean> {
    return (await this.em.fork().count(PushSubscription, { user: userId, endpoint, isActive: true })) > 0;
  }

  /**
   * Saves a browser's subscription for this user (an endpoint seen before, of another user or with
   * old keys, is taken over) and keeps their newest PUSH_SUBSCRIPTIONS_PER_USER, the active first:
   * the oldest goes. One transaction holding the user's lock, so parallel subscribes of one user
   * never leave more.
   */
  async saveSubscription(userId: number, endpoint: string, p256dh: string, auth: string): Promise<void> {
    await this.em.transactional(async () => {
      await query(this.em, LOCK_USER_SUBSCRIPTIONS, { namespace: PUSH_SUBSCRIBE_LOCK_NAMESPACE, userId });
      // The clock, not the transaction's start: the order of the saves is the order of the lock.
      await query(this.em, SAVE_SUBSCRIPTION, { userId, endpoint, p256dh, auth });
      await query(this.em, KEEP_NEWEST_SUBSCRIPTIONS, { userId, keep: PUSH_SUBSCRIPTIONS_PER_USER });
    });
  }

  async deactivateSubscription(userId: number, endpoint: string): Promise<void> {
    await this.em.fork().nativeUpdate(PushSubscription, { user: userId, endpoint }, { isActive: false, updatedAt: new Date() });
  }

  /** Removes a subscription the push service says is gone or refuses (its deliveries go with it). */
  async removeSubscription(subscriptionId: number): Promise<void> {
    await this.jobs.pool.query('delete from push_subscriptions where id = $1', [subscriptionId]);
  }

  /**
   * Claims the push of a batch to a subscription (one statement): true when this worker may send
   * it; false when it was sent already, another worker is sending it (claimed < 2 minutes ago), or
   * the subscription was removed since the job was queued.
   */
  async claimPush(batchId: number, subscriptionId: number): Promise<boolean> {
    const { rowCount } = await this.jobs.pool.query(
      `insert into push_deliveries (batch_id, subscription_id, status, claimed_at)
       select $1::int, $2::int, 'sending', now() where exists (select 1 from push_subscriptions where id = $2::int)
       on conflict (batch_id, subscription_id) do update set claimed_at = now()
       where push_deliveries.status = 'sending' and push_deliveries.claimed_at < now() - interval '2 minutes'`,
      [batchId, subscriptionId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The push went through: no retry sends it again. */
  async pushSent(batchId: number, subscriptionId: number): Promise<void> {
    await this.jobs.pool.query(`update push_deliveries set status = 'sent', sent_at = now() where batch_id = $1 and subscription_id = $2`, [batchId, subscriptionId]);
  }

  /** The push failed: the claim is given back for the retry. */
  async releasePush(batchId: number, subscriptionId: number): Promise<void> {
    await this.jobs.pool.query(`delete from push_deliveries where batch_id = $1 and subscription_id = $2 and status = 'sending'`, [batchId, subscriptionId]);
  }

  /** The active subscriptions a batch reaches and has not reached yet: its recipients whose push preference allows its category. */
  async pushTargets(batchId: number): Promise<{ subscription_id: number; notification_id: number | null }[]> {
    const { rows } = await this.jobs.pool.query<{ subscription_id: number; notification_id: number | null }>(
      `select s.id as subscription_id, n.id as notification_id
       from notification_batches b
       join push_subscriptions s on s.is_active
       join users u on u.id = s.user_id
       left join notifications n on n.batch_id = b.id and n.user_id = s.user_id
       where b.id = $1
         and (case when b.recipient_ids is null then u.created_at <= b.created_at else b.recipient_ids @> to_jsonb(s.user_id) end)
         and (b.ignore_preferences or coalesce((u.notification_preferences -> b.category ->> 'push')::boolean, true))
         and not exists (select 1 from push_deliveries d where d.batch_id = b.id and d.subscription_id = s.id and d.status = 'sent')`,
      [batchId],
    );
    return rows;
  }

  /** What one push needs: the subscription, its user's language, the batch's content. */
  async pushDelivery(subscriptionId: number, batchId: number): Promise<Record<string, unknown> | undefined> {
    const { rows } = await this.jobs.pool.query<Record<string, unknown>>(
      `select s.endpoint, s.p256dh, s.auth, s.is_active, u.preferred_language,
              b.type, b.category, b.title_key, b.message_key, b.translation_params, b.action_text_key, b.title_text, b.message_text, b.action_text, b.action_url
       from push_subscriptions s join users u on u.id = s.user_id, notification_batches b
       where s.id = $1 and b.id = $2`,
      [subscriptionId, batchId],
    );
    return rows[0];
  }

  // ── live streams ─────────────────────────────────────────────────────────────────────────────

  /** A published batch's notifications of these users, with each reader's language. */
  async ofBatchFor(batchId: number, userIds: readonly number[]): Promise<Record<string, unknown>[]> {
    const { rows } = await this.jobs.pool.query<Record<string, unknown>>(
      `select n.*, u.preferred_language from notifications n join users u on u.id = n.user_id
       where n.batch_id = $1 and n.user_id = any($2::int[])`,
      [batchId, userIds],
    );
    return rows;
  }

  /** These users' notifications since a moment (what the streams missed while the LISTEN connection was down). */
  async sinceFor(userIds: readonly number[], since: Date): Promise<Record<string, unknown>[]> {
    const { rows } = await this.jobs.pool.query<Record<string, unknown>>(
      `select n.*, u.preferred_language from notifications n join users u on u.id = n.user_id
       where n.user_id = any($1::int[]) and n.created_at >= $2 order by n.id`,
      [userIds, since],
    );
    return rows;
  }

  /** The language of each of these users (that of their notifications): one query. */
  async languagesOf(userIds: readonly number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows = await query(this.em, LANGUAGES_OF, { userIds: intArray(userIds) });
    return new Map(rows.map((r) => [r.id, r.language]));
  }
}
