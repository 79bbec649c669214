/**
 * The notification centre of the signed-in user, free of React and of the HTTP client: the API
 * calls, the EventSource, the clock and the page visibility are injected, so every timing rule of
 * spec sections 4 and 9 runs under Jest fake timers. `useNotificationCenter` is the thin React binding.
 *
 * Rules (spec 4 "Notification", "Live stream"; spec 9):
 * - refresh is skipped if the last fetch started under 5 s ago, or if real-time mode is on and
 *   real-time data is under 30 s old (a forced refresh always runs);
 * - while the stream is not connected (and the page is visible) the list is polled every 5 s;
 * - a stream error schedules a reconnect after 1 s, 2 s, 4 s… (at most 30 s); after 5 attempts it
 *   stops with 'Max reconnect attempts reached';
 * - the stream is dropped when the page is hidden and reopened when it is visible again;
 * - a live notification with a new id goes first and counts if unread; duplicates are ignored;
 * - the unread count never goes below 0; stop() (logout) closes everything.
 */
import type { EventSourceLike } from '@festival/ui/live';
import {
  categoryOf,
  MAX_RECONNECT_ATTEMPTS,
  MAX_RECONNECT_MESSAGE,
  NOTIFICATION_PAGE_SIZE,
  POLL_INTERVAL_MS,
  REALTIME_FRESH_MS,
  reconnectDelay,
  RECENT_UNREAD_LIMIT,
  REFRESH_MIN_INTERVAL_MS,
  STREAM_URL,
  type NotificationItem,
  type NotificationListAnswer,
  type NotificationListQuery,
} from './notificationTypes';

export type StreamState = 'connecting' | 'connected' | 'error' | 'disconnected';

export interface NotificationsApi {
  list(query: NotificationListQuery): Promise<NotificationListAnswer>;
  markRead(id: number): Promise<{ notification: NotificationItem; unreadCount: number }>;
  markUnread(id: number): Promise<{ notification: NotificationItem; unreadCount: number }>;
  markAllRead(category?: string): Promise<{ updated: number; unreadCount: number }>;
  remove(id: number): Promise<{ unreadCount: number }>;
}

export type { EventSourceLike };

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface PageVisibility {
  isHidden(): boolean;
  /** Calls the listener on every visibility change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export interface NotificationCenterDeps {
  api: NotificationsApi;
  createEventSource: (url: string) => EventSourceLike;
  clock?: Clock;
  visibility?: PageVisibility;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface NotificationCenterState {
  userId: number | null;
  /** Newest first: the pages fetched so far plus live arrivals. */
  notifications: NotificationItem[];
  unreadCount: number;
  /** A first-page fetch is running. */
  loading: boolean;
  loadingMore: boolean;
  /** The last first-page fetch failed. */
  error: boolean;
  /** True once a fetch answered for this user. */
  loaded: boolean;
  hasMore: boolean;
  /** Offset of the last page fetched; the next page is offset + limit. */
  offset: number;
  limit: number;
  /** When the last list fetch started (clock ms). */
  lastFetch: number | null;
  realTimeEnabled: boolean;
  /** When the last live notification arrived (clock ms). */
  lastRealTimeUpdate: number | null;
  stream: StreamState;
  reconnectAttempts: number;
  streamError: string | null;
}

export const INITIAL_STATE: NotificationCenterState = Object.freeze({
  userId: null,
  notifications: [],
  unreadCount: 0,
  loading: false,
  loadingMore: false,
  error: false,
  loaded: false,
  hasMore: false,
  offset: 0,
  limit: NOTIFICATION_PAGE_SIZE,
  lastFetch: null,
  realTimeEnabled: false,
  lastRealTimeUpdate: null,
  stream: 'disconnected',
  reconnectAttempts: 0,
  streamError: null,
}) as NotificationCenterState;

/** The panel's list: at most 5 recent unread items. */
export function recentUnread(state: Pick<NotificationCenterState, 'notifications'>): NotificationItem[] {
  return state.notifications.filter((n) => !n.isRead).slice(0, RECENT_UNREAD_LIMIT);
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

const documentVisibility: PageVisibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange: (listener) => {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const noop = () => undefined;
const clampCount = (n: number) => Math.max(0, n);

export type LiveListener = (notification: NotificationItem) => void;

export class NotificationCenter {
  private state: NotificationCenterState = INITIAL_STATE;
  private readonly listeners = new Set<() => void>();
  private readonly liveListeners = new Set<LiveListener>();
  private readonly api: NotificationsApi;
  private readonly createEventSource: (url: string) => EventSourceLike;
  private readonly clock: Clock;
  private readonly visibility: PageVisibility;
  private readonly logger: Pick<Console, 'warn' | 'error'>;
  private source: EventSourceLike | null = null;
  private reconnectTimer: unknown = null;
  private pollTimer: unknown = null;
  private stopWatchingVisibility: (() => void) | null = null;
  /** Bumped by start/stop: answers that belong to an earlier session are dropped. */
  private generation = 0;
  /** The newest first-page request wins. */
  private fetchSeq = 0;
  /** Ids already received live in this session (duplicates are ignored even once deleted). */
  private liveIds = new Set<number>();

  constructor(deps: NotificationCenterDeps) {
    this.api = deps.api;
    this.createEventSource = deps.createEventSource;
    this.clock = deps.clock ?? systemClock;
    this.visibility = deps.visibility ?? documentVisibility;
    this.logger = deps.logger ?? console;
  }

  // ---- store plumbing -------------------------------------------------------------------------

  getSnapshot = (): NotificationCenterState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Called for each new live notification (the layout shows it as a toast). */
  onLive(listener: LiveListener): () => void {
    this.liveListeners.add(listener);
    return () => void this.liveListeners.delete(listener);
  }

  private set(patch: Partial<NotificationCenterState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  // ---- session --------------------------------------------------------------------------------

  /** Signs the centre in for a user: first fetch, stream, polling fallback. Same user: no-op. */
  start(userId: number): void {
    if (this.state.userId === userId) return;
    this.teardown();
    this.generation++;
    this.liveIds = new Set();
    this.set({ ...INITIAL_STATE, userId });
    this.stopWatchingVisibility = this.visibility.onChange(() => this.onVisibilityChange());
    void this.refresh(true).catch(noop);
    if (!this.visibility.isHidden()) this.connect();
    this.syncPolling();
  }

  /** Logout: closes the stream, stops every timer and forgets the user's notifications. */
  stop(): void {
    if (this.state.userId === null && !this.source) return;
    this.teardown();
    this.generation++;
    this.liveIds = new Set();
    this.set(INITIAL_STATE);
  }

  private teardown(): void {
    this.closeSource();
    this.clearReconnect();
    this.stopPolling();
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
  }

  // ---- list -----------------------------------------------------------------------------------

  /**
   * Fetches the first page again unless a fetch started under 5 s ago or, in real-time mode, live
   * data is under 30 s old. Resolves to whether a fetch ran; rejects when that fetch failed.
   */
  async refresh(force = false): Promise<boolean> {
    const s = this.state;
    if (s.userId === null) return false;
    if (!force) {
      const now = this.clock.now();
      if (s.lastFetch !== null && now - s.lastFetch < REFRESH_MIN_INTERVAL_MS) return false;
      if (s.realTimeEnabled && s.lastRealTimeUpdate !== null && now - s.lastRealTimeUpdate < REALTIME_FRESH_MS) return false;
    }
    await this.fetchPage(0, false);
    return true;
  }

  /** Next page (offset grows by the limit), appended; nothing when there is no more or a fetch runs. */
  async loadMore(): Promise<void> {
    const s = this.state;
    if (s.userId === null || !s.hasMore || s.loading || s.loadingMore) return;
    await this.fetchPage(s.offset + s.limit, true);
  }

  private async fetchPage(offset: number, append: boolean): Promise<void> {
    const generation = this.generation;
    const seq = append ? this.fetchSeq : ++this.fetchSeq;
    this.set(append ? { loadingMore: true } : { loading: true, lastFetch: this.clock.now() });
    try {
      const answer = await this.api.list({ limit: this.state.limit, offset });
      if (generation !== this.generation || seq !== this.fetchSeq) return;
      const notifications = append ? appendNew(this.state.notifications, answer.notifications) : answer.notifications;
      this.set({
        notifications,
        unreadCount: clampCount(answer.unreadCount),
        hasMore: answer.pagination.hasMore,
        offset,
        loaded: true,
        error: append ? this.state.error : false,
        ...(append ? { loadingMore: false } : { loading: false }),
      });
    } catch (err) {
      if (generation === this.generation) {
        this.set(append ? { loadingMore: false } : { loading: seq === this.fetchSeq ? false : this.state.loading, error: true });
      }
      throw err;
    }
  }

  // ---- live -----------------------------------------------------------------------------------

  /** A real-time notification: a new id goes first and counts if unread; duplicates are ignored. */
  addLive(notification: NotificationItem): boolean {
    if (this.state.userId === null) return false;
    if (this.liveIds.has(notification.id) || this.state.notifications.some((n) => n.id === notification.id)) return false;
    this.liveIds.add(notification.id);
    this.set({
      notifications: [notification, ...this.state.notifications],
      unreadCount: notification.isRead ? this.state.unreadCount : this.state.unreadCount + 1,
      lastRealTimeUpdate: this.clock.now(),
    });
    for (const l of this.liveListeners) l(notification);
    return true;
  }

  // ---- actions (optimistic, then the server's unread count) ----------------------------------

  async markRead(id: number): Promise<NotificationItem> {
    return this.toggleRead(id, true);
  }

  async markUnread(id: number): Promise<NotificationItem> {
    return this.toggleRead(id, false);
  }

  private async toggleRead(id: number, read: boolean): Promise<NotificationItem> {
    const generation = this.generation;
    const before = this.state.notifications.find((n) => n.id === id);
    const changes = before !== undefined && before.isRead !== read;
    if (changes) {
      this.replaceItem({ ...before, isRead: read, readAt: read ? new Date(this.clock.now()).toISOString() : null });
      this.set({ unreadCount: clampCount(this.state.unreadCount + (read ? -1 : 1)) });
    }
    try {
      const answer = read ? await this.api.markRead(id) : await this.api.markUnread(id);
      if (generation === this.generation) {
        this.replaceItem(answer.notification);
        this.set({ unreadCount: clampCount(answer.unreadCount) });
      }
      return answer.notification;
    } catch (err) {
      if (changes && generation === this.generation) {
        this.replaceItem(before);
        this.set({ unreadCount: clampCount(this.state.unreadCount + (read ? 1 : -1)) });
      }
      throw err;
    }
  }

  /** Marks every notification read, or only those of one category. Resolves to how many changed. */
  async markAllRead(category?: string): Promise<number> {
    const generation = this.generation;
    const matches = (n: NotificationItem) => !n.isRead && (category === undefined || categoryOf(n.category) === category);
    const affected = new Set(this.state.notifications.filter(matches).map((n) => n.id));
    const readAt = new Date(this.clock.now()).toISOString();
    const previousCount = this.state.unreadCount;
    this.set({
      notifications: this.state.notifications.map((n) => (affected.has(n.id) ? { ...n, isRead: true, readAt } : n)),
      unreadCount: category === undefined ? 0 : clampCount(previousCount - affected.size),
    });
    try {
      const answer = await this.api.markAllRead(category);
      if (generation === this.generation) this.set({ unreadCount: clampCount(answer.unreadCount) });
      return answer.updated;
    } catch (err) {
      if (generation === this.generation) {
        this.set({
          notifications: this.state.notifications.map((n) => (affected.has(n.id) ? { ...n, isRead: false, readAt: null } : n)),
          unreadCount: previousCount,
        });
      }
      throw err;
    }
  }

  /** Deletes one notification; deleting an unread one lowers the count. */
  async remove(id: number): Promise<void> {
    const generation = this.generation;
    const index = this.state.notifications.findIndex((n) => n.id === id);
    const item = index >= 0 ? this.state.notifications[index] : undefined;
    if (item) {
      this.set({
        notifications: this.state.notifications.filter((n) => n.id !== id),
        unreadCount: item.isRead ? this.state.unreadCount : clampCount(this.state.unreadCount - 1),
      });
    }
    try {
      const answer = await this.api.remove(id);
      if (generation === this.generation) this.set({ unreadCount: clampCount(answer.unreadCount) });
    } catch (err) {
      if (item && generation === this.generation) {
        const list = [...this.state.notifications];
        list.splice(Math.min(index, list.length), 0, item);
        this.set({ notifications: list, unreadCount: item.isRead ? this.state.unreadCount : this.state.unreadCount + 1 });
      }
      throw err;
    }
  }

  private replaceItem(item: NotificationItem): void {
    if (!this.state.notifications.some((n) => n.id === item.id)) return;
    this.set({ notifications: this.state.notifications.map((n) => (n.id === item.id ? item : n)) });
  }

  // ---- stream ---------------------------------------------------------------------------------

  /** Opens the stream when signed in and neither connected nor connecting. */
  connect(): void {
    const s = this.state;
    if (s.userId === null || s.stream === 'connected' || s.stream === 'connecting') return;
    this.clearReconnect();
    let source: EventSourceLike;
    try {
      source = this.createEventSource(STREAM_URL);
    } catch (err) {
      this.logger.warn('[notifications] cannot open the stream', err);
      this.set({ stream: 'connecting' });
      this.onStreamError();
      return;
    }
    this.source = source;
    this.set({ stream: 'connecting' });
    source.addEventListener('connected', () => {
      if (this.source !== source) return;
      this.set({ stream: 'connected', reconnectAttempts: 0, streamError: null, realTimeEnabled: true });
      this.syncPolling();
      // Catch up with what arrived while the stream was down (skipped if fetched under 5 s ago).
      void this.refresh().catch(noop);
    });
    source.addEventListener('notification', (event) => {
      if (this.source !== source) return;
      const item = parseNotification((event as MessageEvent).data);
      if (item) this.addLive(item);
      else this.logger.warn('[notifications] unreadable live notification', (event as MessageEvent).data);
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      this.onStreamError();
    });
    this.syncPolling();
  }

  /** A user action (refresh button): a stream that gave up or is waiting starts again now. */
  reconnect(): void {
    if (this.state.userId === null || this.visibility.isHidden()) return;
    if (this.state.stream === 'connected' || this.state.stream === 'connecting') return;
    this.set({ reconnectAttempts: 0, streamError: null });
    this.connect();
  }

  private onStreamError(): void {
    this.closeSource();
    const attempts = this.state.reconnectAttempts;
    if (attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.logger.error(`[notifications] ${MAX_RECONNECT_MESSAGE}`);
      this.set({ stream: 'disconnected', realTimeEnabled: false, streamError: MAX_RECONNECT_MESSAGE });
    } else {
      const attempt = attempts + 1;
      this.set({ stream: 'error', realTimeEnabled: false, reconnectAttempts: attempt });
      this.reconnectTimer = this.clock.setTimeout(() => {
        this.reconnectTimer = null;
        this.connect();
      }, reconnectDelay(attempt));
    }
    this.syncPolling();
  }

  private onVisibilityChange(): void {
    if (this.state.userId === null) return;
    if (this.visibility.isHidden()) {
      this.closeSource();
      this.clearReconnect();
      this.set({ stream: 'disconnected', realTimeEnabled: false });
    } else {
      void this.refresh().catch(noop);
      if (this.state.stream !== 'connected' && this.state.stream !== 'connecting') {
        this.set({ reconnectAttempts: 0, streamError: null });
        this.connect();
      }
    }
    this.syncPolling();
  }

  private closeSource(): void {
    const source = this.source;
    this.source = null;
    source?.close();
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) this.clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  // ---- polling fallback -----------------------------------------------------------------------

  /** Polls every 5 s while signed in, visible and not connected; stops otherwise. */
  private syncPolling(): void {
    const shouldPoll = this.state.userId !== null && this.state.stream !== 'connected' && !this.visibility.isHidden();
    if (shouldPoll && this.pollTimer === null) {
      this.pollTimer = this.clock.setInterval(() => void this.refresh().catch(noop), POLL_INTERVAL_MS);
    } else if (!shouldPoll) {
      this.stopPolling();
    }
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) this.clock.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** For tests and diagnostics. */
  get isPolling(): boolean {
    return this.pollTimer !== null;
  }
}

function appendNew(current: NotificationItem[], page: NotificationItem[]): NotificationItem[] {
  const ids = new Set(current.map((n) => n.id));
  return [...current, ...page.filter((n) => !ids.has(n.id))];
}

function parseNotification(data: unknown): NotificationItem | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as NotificationItem;
    return value && typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}
