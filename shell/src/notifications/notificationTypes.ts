/**
 * Notification shapes of the API contract and the constants of spec section 9. The store works on
 * these plain types, so it needs neither React nor the generated client.
 */
export type NotificationType = 'INFO' | 'SUCCESS' | 'WARNING' | 'ERROR';

export const NOTIFICATION_CATEGORIES = [
  'system',
  'edition',
  'volunteer',
  'carpool',
  'ticketing',
  'workshop',
  'artist',
  'meal',
  'reminder',
  'other',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface NotificationItem {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  actionLabel: string | null;
  category: string;
  isRead: boolean;
  readAt: string | null;
  actionUrl: string | null;
  createdAt: string;
  entityType?: string | null;
  entityId?: string | null;
}

export interface NotificationListQuery {
  isRead?: boolean;
  category?: string;
  limit: number;
  offset: number;
}

export interface NotificationListAnswer {
  notifications: NotificationItem[];
  unreadCount: number;
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/** Page size default 20; the offset grows by the limit. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The panel lists at most 5 recent unread items. */
export const RECENT_UNREAD_LIMIT = 5;
/** A refresh is skipped if the last fetch was under 5 s ago… */
export const REFRESH_MIN_INTERVAL_MS = 5_000;
/** …or if real-time data is under 30 s old while real-time mode is on. */
export const REALTIME_FRESH_MS = 30_000;
/** Polling fallback while the stream is not connected. */
export const POLL_INTERVAL_MS = 5_000;
/** Stream reconnection: at most 5 attempts, the delay starts at 1 s and doubles up to 30 s. */
export const MAX_RECONNECT_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const MAX_RECONNECT_MESSAGE = 'Max reconnect attempts reached';
/** Stream toasts last 5 s. */
export const LIVE_TOAST_MS = 5_000;
/** The unread badge shows '99+' above 99. */
export const BADGE_MAX = 99;

export const STREAM_URL = '/api/notifications/stream';

/** Type colours: SUCCESS green, WARNING yellow, ERROR red, other blue. */
export function typeColor(type: string): 'green' | 'yellow' | 'red' | 'blue' {
  if (type === 'SUCCESS') return 'green';
  if (type === 'WARNING') return 'yellow';
  if (type === 'ERROR') return 'red';
  return 'blue';
}

export function badgeLabel(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Delay before reconnect attempt n (1-based): 1 s, 2 s, 4 s… capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** (attempt - 1), RECONNECT_MAX_DELAY_MS);
}

/** Categories outside the known list are shown as 'other', like the server stores them. */
export function categoryOf(category: string | null | undefined): NotificationCategory {
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as NotificationCategory) : 'other';
}
