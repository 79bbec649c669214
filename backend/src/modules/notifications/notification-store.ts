import { NOTIFICATIONS_CHANNEL, NOTIFY_USER_IDS_MAX, normalizeCategory, normalizeType, type NotificationType } from './notification.constants';
import type { TranslationParams } from './notification.entity';

/** Who gets a notification: one user id, several, or every user. */
export type Recipients = number | readonly number[] | 'all';

/**
 * What other modules send. Prefer keys of server.json (`notifications.*`) with translationParams,
 * so each reader gets their language; plain texts are for what a person typed (admin messages).
 */
export interface NotificationInput {
  /** INFO (default), SUCCESS, WARNING or ERROR; anything else is INFO. */
  type?: string;
  /** One of NOTIFICATION_CATEGORIES; absent or unknown → 'other'. */
  category?: string;
  titleKey?: string | null;
  messageKey?: string | null;
  translationParams?: TranslationParams | null;
  actionTextKey?: string | null;
  titleText?: string | null;
  messageText?: string | null;
  actionText?: string | null;
  /** Legacy plain title / message: copied into titleText / messageText. */
  title?: string | null;
  message?: string | null;
  entityType?: string | null;
  entityId?: string | number | null;
  /** A path of this site (/editions/3) or an https URL. */
  actionUrl?: string | null;
}

export interface NotifyOptions {
  /** Module or screen that sends: 'admin' lists in /admin/notifications. Default 'system'. */
  source?: string;
  sentById?: number | null;
  /** How the recipients were chosen, for the sent list ('user', 'users', 'all', 'self'). */
  target?: string;
  /** Deliver whatever the recipients' preferences say (an administrator's test to themselves). */
  ignorePreferences?: boolean;
}

export interface NotifyResult {
  /** The notification batch: one per notify() call. */
  batchId: number;
  /** Users addressed (existing ones). */
  recipientCount: number;
  /** Notifications stored in centres (fewer when users turned the category off). */
  stored: number;
  /** Some recipient wants this by push and has an active subscription. */
  wantsPush: boolean;
}

/** Anything that runs a parameterised query: a pg Client, PoolClient or Pool. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

const clip = (value: string | null | undefined, max: number): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** The batch columns of an input, with the spec's fall-backs applied. */
export function normalizeInput(input: NotificationInput) {
  const titleKey = clip(input.titleKey, 200);
  const titleText = clip(input.titleText ?? input.title, 200);
  if (!titleKey && !titleText) throw new Error('A notification needs a titleKey or a title text');
  return {
    type: normalizeType(input.type) as NotificationType,
    category: normalizeCategory(input.category),
    titleKey,
    messageKey: clip(input.messageKey, 200),
    translationParams: input.translationParams && Object.keys(input.translationParams).length ? input.translationParams : null,
    actionTextKey: clip(input.actionTextKey, 200),
    titleText,
    messageText: clip(input.messageText ?? input.message, 10_000),
    actionText: clip(input.actionText, 100),
    entityType: clip(input.entityType, 50),
    entityId: input.entityId === null || input.entityId === undefined ? null : clip(String(input.entityId), 100),
    actionUrl: clip(input.actionUrl, 2000),
  };
}

/** Recipient ids, deduplicated and checked; null for everyone. */
export function recipientIds(recipients: Recipients): number[] | null {
  if (recipients === 'all') return null;
  const ids = [...new Set(typeof recipients === 'number' ? [recipients] : recipients)];
  for (const id of ids) if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Invalid recipient id ${id}`);
  return ids;
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
 * connection (inside the caller's transaction when there is one). Used by NotificationsService,
 * and by the bench to publish as another replica would.
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

/** The NOTIFY payload: the batch, and its recipients when they are few. */
export interface PublishedBatch {
  b: number;
  u: number[] | null;
}
