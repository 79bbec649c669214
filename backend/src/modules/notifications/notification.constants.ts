/** Notification types (spec section 4); anything else is treated as INFO. */
export enum NotificationType {
  INFO = 'INFO',
  SUCCESS = 'SUCCESS',
  WARNING = 'WARNING',
  ERROR = 'ERROR',
}

export const NOTIFICATION_TYPES = Object.values(NotificationType);

/** What a notification is about; users choose channels per category. Absent or unknown → 'other'. */
export const NOTIFICATION_CATEGORIES = ['system', 'edition', 'volunteer', 'carpool', 'ticketing', 'workshop', 'artist', 'meal', 'reminder', 'other'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** PostgreSQL channel every replica LISTENs on. */
export const NOTIFICATIONS_CHANNEL = 'festival_notifications';

/** Up to this many recipients the NOTIFY payload names them, so replicas without their streams skip the query. */
export const NOTIFY_USER_IDS_MAX = 500;

/** Open streams one user may hold on one process (tabs, devices); opening one more closes their oldest. */
export const STREAMS_PER_USER_MAX = 20;

/** Browsers one user receives push notifications on; subscribing one more removes their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** SSE keep-alive, under the usual 30–60 s idle time-out of proxies. */
export const STREAM_PING_MS = 25_000;

export function normalizeType(value: unknown): NotificationType {
  return value === NotificationType.SUCCESS || value === NotificationType.WARNING || value === NotificationType.ERROR ? value : NotificationType.INFO;
}

export function isCategory(value: unknown): value is NotificationCategory {
  return typeof value === 'string' && (NOTIFICATION_CATEGORIES as readonly string[]).includes(value);
}

export function normalizeCategory(value: unknown): NotificationCategory {
  return isCategory(value) ? value : 'other';
}
