import { NotificationCenter, recentUnread, type EventSourceLike, type NotificationsApi, type PageVisibility } from './notificationCenter';
import { badgeLabel, MAX_RECONNECT_MESSAGE, reconnectDelay, typeColor, type NotificationItem, type NotificationListAnswer } from './notificationTypes';

class FakeEventSource implements EventSourceLike {
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = { type, data: data === undefined ? undefined : JSON.stringify(data) } as unknown as Event;
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
}

class FakeVisibility implements PageVisibility {
  hidden = false;
  private listeners = new Set<() => void>();
  isHidden = () => this.hidden;
  onChange = (l: () => void) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };
  set(hidden: boolean) {
    this.hidden = hidden;
    for (const l of this.listeners) l();
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

let nextId = 1;
function note(partial: Partial<NotificationItem> = {}): NotificationItem {
  const id = partial.id ?? nextId++;
  return {
    id,
    userId: 7,
    type: 'INFO',
    title: `Title ${id}`,
    message: `Message ${id}`,
    actionLabel: null,
    category: 'system',
    isRead: false,
    readAt: null,
    actionUrl: null,
    createdAt: new Date().toISOString(),
    ...partial,
  };
}

function page(notifications: NotificationItem[], unreadCount: number, hasMore = false, offset = 0): NotificationListAnswer {
  return { notifications, unreadCount, pagination: { limit: 20, offset, total: notifications.length, hasMore } };
}

function setup(firstPage: NotificationListAnswer = page([], 0)) {
  const sources: FakeEventSource[] = [];
  const api = {
    list: jest.fn<ReturnType<NotificationsApi['list']>, Parameters<NotificationsApi['list']>>().mockResolvedValue(firstPage),
    markRead: jest.fn<ReturnType<NotificationsApi['markRead']>, Parameters<NotificationsApi['markRead']>>(),
    markUnread: jest.fn<ReturnType<NotificationsApi['markUnread']>, Parameters<NotificationsApi['markUnread']>>(),
    markAllRead: jest.fn<ReturnType<NotificationsApi['markAllRead']>, Parameters<NotificationsApi['markAllRead']>>(),
    remove: jest.fn<ReturnType<NotificationsApi['remove']>, Parameters<NotificationsApi['remove']>>(),
  };
  const visibility = new FakeVisibility();
  const logger = { warn: jest.fn(), error: jest.fn() };
  const center = new NotificationCenter({
    api,
    createEventSource: (url) => {
      const s = new FakeEventSource(url);
      sources.push(s);
      return s;
    },
    visibility,
    logger,
  });
  const lastSource = () => sources[sources.length - 1];
  return { center, api, sources, lastSource, visibility, logger };
}

/** Lets resolved promises run (the fake timers do not touch microtasks). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('start and first fetch', () => {
  it('fetches the first page of 20, opens the stream and polls while it is not connected', async () => {
    const items = [note(), note({ isRead: true })];
    const { center, api, lastSource } = setup(page(items, 1, true));
    center.start(7);
    expect(api.list).toHaveBeenCalledWith({ limit: 20, offset: 0 });
    expect(center.getSnapshot().loading).toBe(true);
    expect(lastSource().url).toBe('/api/notifications/stream');
    expect(center.getSnapshot().stream).toBe('connecting');
    expect(center.isPolling).toBe(true);
    await flush();
    const s = center.getSnapshot();
    expect(s.loading).toBe(false);
    expect(s.notifications).toEqual(items);
    expect(s.unreadCount).toBe(1);
    expect(s.hasMore).toBe(true);
  });

  it('starting again for the same user does nothing; another user starts afresh', async () => {
    const { center, api, sources } = setup();
    center.start(7);
    center.start(7);
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
    center.start(8);
    expect(sources[0].closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(center.getSnapshot().userId).toBe(8);
  });

  it('an answer for the previous user is dropped', async () => {
    const { center, api } = setup();
    let answer!: (a: NotificationListAnswer) => void;
    api.list.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    center.start(7);
    center.stop();
    answer(page([note()], 1));
    await flush();
    expect(center.getSnapshot().notifications).toEqual([]);
    expect(center.getSnapshot().unreadCount).toBe(0);
  });
});

describe('refresh rules', () => {
  it('skips a refresh under 5 s after the last fetch, runs it at 5 s, and a forced one always', async () => {
    const { center, api } = setup();
    center.start(7);
    await flush();
    expect(api.list).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 4_999);
    expect(await center.refresh()).toBe(false);
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(await center.refresh(true)).toBe(true);
    expect(api.list).toHaveBeenCalledTimes(2);
    jest.setSystemTime(Date.now() + 4_000);
    expect(await center.refresh()).toBe(false);
    jest.setSystemTime(Date.now() + 1_000);
    expect(await center.refresh()).toBe(true);
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  it('in real-time mode, skips a refresh while live data is under 30 s old', async () => {
    const { center, api, lastSource } = setup();
    center.start(7);
    await flush();
    lastSource().emit('connected', { connectionId: 'c1' });
    await flush();
    jest.setSystemTime(Date.now() + 10_000);
    lastSource().emit('notification', note());
    const calls = api.list.mock.calls.length;
    jest.setSystemTime(Date.now() + 29_999);
    expect(await center.refresh()).toBe(false);
    expect(api.list).toHaveBeenCalledTimes(calls);
    jest.setSystemTime(Date.now() + 1);
    expect(await center.refresh()).toBe(true);
    expect(api.list).toHaveBeenCalledTimes(calls + 1);
  });

  it('recent live data does not block a refresh when real-time mode is off', async () => {
    const { center, api, lastSource } = setup();
    center.start(7);
    await flush();
    lastSource().emit('connected', { connectionId: 'c1' });
    lastSource().emit('notification', note());
    lastSource().emit('error');
    expect(center.getSnapshot().realTimeEnabled).toBe(false);
    jest.setSystemTime(Date.now() + 6_000);
    const calls = api.list.mock.calls.length;
    expect(await center.refresh()).toBe(true);
    expect(api.list).toHaveBeenCalledTimes(calls + 1);
  });

  it('a failed refresh rejects and marks the list in error; the next success clears it', async () => {
    const { center, api } = setup();
    api.list.mockRejectedValueOnce(new Error('down'));
    center.start(7);
    await flush();
    expect(center.getSnapshot().error).toBe(true);
    expect(center.getSnapshot().loading).toBe(false);
    api.list.mockRejectedValueOnce(new Error('still down'));
    await expect(center.refresh(true)).rejects.toThrow('still down');
    await center.refresh(true);
    expect(center.getSnapshot().error).toBe(false);
    expect(center.getSnapshot().loaded).toBe(true);
  });
});

describe('polling fallback', () => {
  it('polls every 5 s while the stream is not connected, stops when connected, resumes on error', async () => {
    const { center, api, lastSource } = setup();
    center.start(7);
    await flush();
    expect(api.list).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(api.list).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.list).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.list).toHaveBeenCalledTimes(3);

    lastSource().emit('connected', { connectionId: 'c1' });
    expect(center.isPolling).toBe(false);
    await flush();
    const connectedCalls = api.list.mock.calls.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.list).toHaveBeenCalledTimes(connectedCalls);

    lastSource().emit('error');
    expect(center.isPolling).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.list.mock.calls.length).toBeGreaterThan(connectedCalls);
  });

  it('a failing poll is silent and the next one still runs', async () => {
    const { center, api } = setup();
    center.start(7);
    await flush();
    api.list.mockRejectedValueOnce(new Error('offline'));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(center.getSnapshot().error).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.list).toHaveBeenCalledTimes(3);
    expect(center.getSnapshot().error).toBe(false);
  });
});

describe('stream reconnection', () => {
  it('retries after 1, 2, 4, 8 and 16 s, then stops with "Max reconnect attempts reached"', async () => {
    const { center, sources, lastSource, logger } = setup();
    center.start(7);
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
    for (const [i, delay] of delays.entries()) {
      lastSource().emit('error');
      expect(lastSource().closed).toBe(true);
      expect(center.getSnapshot().stream).toBe('error');
      expect(center.getSnapshot().reconnectAttempts).toBe(i + 1);
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(sources).toHaveLength(i + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(i + 2);
      expect(center.getSnapshot().stream).toBe('connecting');
    }
    lastSource().emit('error');
    expect(center.getSnapshot().stream).toBe('disconnected');
    expect(center.getSnapshot().streamError).toBe(MAX_RECONNECT_MESSAGE);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Max reconnect attempts reached'));
    await jest.advanceTimersByTimeAsync(120_000);
    expect(sources).toHaveLength(6);
    // Polling carries on as the fallback.
    expect(center.isPolling).toBe(true);
  });

  it('the delay doubles from 1 s and never exceeds 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('a successful connection resets the attempts and turns real-time mode on', async () => {
    const { center, lastSource } = setup();
    center.start(7);
    lastSource().emit('error');
    await jest.advanceTimersByTimeAsync(1_000);
    lastSource().emit('error');
    expect(center.getSnapshot().reconnectAttempts).toBe(2);
    await jest.advanceTimersByTimeAsync(2_000);
    lastSource().emit('connected', { connectionId: 'c2' });
    expect(center.getSnapshot()).toMatchObject({ stream: 'connected', reconnectAttempts: 0, realTimeEnabled: true, streamError: null });
    lastSource().emit('error');
    expect(center.getSnapshot()).toMatchObject({ stream: 'error', reconnectAttempts: 1, realTimeEnabled: false });
  });

  it('events of a closed stream are ignored', async () => {
    const { center, sources } = setup();
    center.start(7);
    sources[0].emit('error');
    await jest.advanceTimersByTimeAsync(1_000);
    sources[0].emit('notification', note());
    sources[0].emit('connected', { connectionId: 'old' });
    expect(center.getSnapshot().notifications).toHaveLength(0);
    expect(center.getSnapshot().stream).toBe('connecting');
  });

  it('the refresh button restarts a stream that gave up', async () => {
    const { center, sources, lastSource } = setup();
    center.start(7);
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      lastSource().emit('error');
      await jest.advanceTimersByTimeAsync(delay);
    }
    lastSource().emit('error');
    expect(center.getSnapshot().streamError).toBe(MAX_RECONNECT_MESSAGE);
    center.reconnect();
    expect(sources).toHaveLength(7);
    expect(center.getSnapshot()).toMatchObject({ stream: 'connecting', reconnectAttempts: 0, streamError: null });
  });
});

describe('page visibility', () => {
  it('drops the stream when hidden (no polling, no reconnect) and reopens it with a refresh when visible', async () => {
    const { center, api, sources, lastSource, visibility } = setup();
    center.start(7);
    await flush();
    lastSource().emit('connected', { connectionId: 'c1' });
    await flush();
    visibility.set(true);
    expect(sources[0].closed).toBe(true);
    expect(center.getSnapshot()).toMatchObject({ stream: 'disconnected', realTimeEnabled: false });
    expect(center.isPolling).toBe(false);
    const calls = api.list.mock.calls.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    expect(api.list).toHaveBeenCalledTimes(calls);

    visibility.set(false);
    expect(sources).toHaveLength(2);
    expect(center.getSnapshot().stream).toBe('connecting');
    expect(api.list).toHaveBeenCalledTimes(calls + 1);
    expect(center.isPolling).toBe(true);
  });

  it('a pending reconnect is cancelled when hidden; becoming visible starts a fresh cycle', async () => {
    const { center, sources, lastSource, visibility } = setup();
    center.start(7);
    lastSource().emit('error');
    lastSource().emit('error');
    visibility.set(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
    visibility.set(false);
    expect(sources).toHaveLength(2);
    expect(center.getSnapshot().reconnectAttempts).toBe(0);
  });

  it('does not open a second stream when it becomes visible while connected', () => {
    const { center, sources, lastSource, visibility } = setup();
    center.start(7);
    lastSource().emit('connected', { connectionId: 'c1' });
    visibility.set(false);
    expect(sources).toHaveLength(1);
  });

  it('a user signed in on a hidden page connects only when the page shows', () => {
    const { center, sources, visibility } = setup();
    visibility.hidden = true;
    center.start(7);
    expect(sources).toHaveLength(0);
    expect(center.isPolling).toBe(false);
    visibility.set(false);
    expect(sources).toHaveLength(1);
  });
});

describe('live notifications', () => {
  it('puts a new id first and counts it if unread; ignores duplicates; tells the toast listener once', async () => {
    const old = note();
    const { center, lastSource } = setup(page([old], 1));
    const toasts: NotificationItem[] = [];
    center.onLive((n) => toasts.push(n));
    center.start(7);
    await flush();
    lastSource().emit('connected', { connectionId: 'c1' });
    const fresh = note();
    lastSource().emit('notification', fresh);
    expect(center.getSnapshot().notifications.map((n) => n.id)).toEqual([fresh.id, old.id]);
    expect(center.getSnapshot().unreadCount).toBe(2);
    lastSource().emit('notification', fresh);
    lastSource().emit('notification', old);
    expect(center.getSnapshot().notifications).toHaveLength(2);
    expect(center.getSnapshot().unreadCount).toBe(2);
    const alreadyRead = note({ isRead: true, readAt: new Date().toISOString() });
    lastSource().emit('notification', alreadyRead);
    expect(center.getSnapshot().notifications[0].id).toBe(alreadyRead.id);
    expect(center.getSnapshot().unreadCount).toBe(2);
    expect(toasts.map((n) => n.id)).toEqual([fresh.id, alreadyRead.id]);
  });

  it('a live notification already deleted here does not come back', async () => {
    const { center, api, lastSource } = setup();
    center.start(7);
    await flush();
    const n = note();
    lastSource().emit('notification', n);
    api.remove.mockResolvedValue({ unreadCount: 0 });
    await center.remove(n.id);
    lastSource().emit('notification', n);
    expect(center.getSnapshot().notifications).toHaveLength(0);
    expect(center.getSnapshot().unreadCount).toBe(0);
  });

  it('an unreadable event is logged and ignored', () => {
    const { center, lastSource, logger } = setup();
    center.start(7);
    lastSource().emit('notification', 'not a notification');
    expect(center.getSnapshot().notifications).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('the panel shows at most 5 recent unread items', () => {
    const list = [note(), note({ isRead: true }), note(), note(), note(), note(), note(), note()];
    expect(recentUnread({ notifications: list }).map((n) => n.id)).toEqual(list.filter((n) => !n.isRead).slice(0, 5).map((n) => n.id));
    expect(recentUnread({ notifications: list })).toHaveLength(5);
  });
});

describe('actions and the unread count', () => {
  it('mark as read lowers the count at once, then takes the server count; never below 0', async () => {
    const a = note();
    const { center, api } = setup(page([a], 0));
    center.start(7);
    await flush();
    let answer!: (v: { notification: NotificationItem; unreadCount: number }) => void;
    api.markRead.mockImplementation(() => new Promise((r) => (answer = r)));
    const done = center.markRead(a.id);
    expect(center.getSnapshot().notifications[0].isRead).toBe(true);
    expect(center.getSnapshot().notifications[0].readAt).not.toBeNull();
    expect(center.getSnapshot().unreadCount).toBe(0);
    answer({ notification: { ...a, isRead: true, readAt: '2026-06-01T10:00:00.000Z' }, unreadCount: 0 });
    await done;
    expect(center.getSnapshot().unreadCount).toBe(0);
  });

  it('mark as unread raises the count; a failure puts everything back', async () => {
    const a = note({ isRead: true, readAt: '2026-05-01T00:00:00.000Z' });
    const { center, api } = setup(page([a], 3));
    center.start(7);
    await flush();
    api.markUnread.mockResolvedValueOnce({ notification: { ...a, isRead: false, readAt: null }, unreadCount: 4 });
    await center.markUnread(a.id);
    expect(center.getSnapshot().notifications[0]).toMatchObject({ isRead: false, readAt: null });
    expect(center.getSnapshot().unreadCount).toBe(4);
    api.markRead.mockRejectedValueOnce(new Error('nope'));
    await expect(center.markRead(a.id)).rejects.toThrow('nope');
    expect(center.getSnapshot().notifications[0].isRead).toBe(false);
    expect(center.getSnapshot().unreadCount).toBe(4);
  });

  it('an item not loaded here still takes the server count', async () => {
    const { center, api } = setup(page([], 2));
    center.start(7);
    await flush();
    api.markRead.mockResolvedValueOnce({ notification: note({ id: 999, isRead: true }), unreadCount: 1 });
    await center.markRead(999);
    expect(center.getSnapshot().unreadCount).toBe(1);
    expect(center.getSnapshot().notifications).toHaveLength(0);
  });

  it('deleting an unread item lowers the count (not below 0); a failure puts it back in place', async () => {
    const [a, b, c] = [note(), note(), note({ isRead: true })];
    const { center, api } = setup(page([a, b, c], 0));
    center.start(7);
    await flush();
    let answer!: (v: { unreadCount: number }) => void;
    api.remove.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const done = center.remove(a.id);
    expect(center.getSnapshot().notifications.map((n) => n.id)).toEqual([b.id, c.id]);
    expect(center.getSnapshot().unreadCount).toBe(0);
    answer({ unreadCount: 0 });
    await done;
    api.remove.mockRejectedValueOnce(new Error('no'));
    await expect(center.remove(c.id)).rejects.toThrow('no');
    expect(center.getSnapshot().notifications.map((n) => n.id)).toEqual([b.id, c.id]);
  });

  it('mark all read: everything, or one category only', async () => {
    const items = [note({ category: 'carpool' }), note({ category: 'volunteer' }), note({ category: 'carpool' }), note({ category: 'weird' })];
    const { center, api } = setup(page(items, 4));
    center.start(7);
    await flush();
    let answer!: (v: { updated: number; unreadCount: number }) => void;
    api.markAllRead.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const done = center.markAllRead('carpool');
    expect(api.markAllRead).toHaveBeenCalledWith('carpool');
    expect(center.getSnapshot().notifications.map((n) => n.isRead)).toEqual([true, false, true, false]);
    expect(center.getSnapshot().unreadCount).toBe(2);
    answer({ updated: 2, unreadCount: 2 });
    await expect(done).resolves.toBe(2);
    // Unknown categories count as 'other'.
    api.markAllRead.mockResolvedValueOnce({ updated: 1, unreadCount: 1 });
    await center.markAllRead('other');
    expect(center.getSnapshot().notifications[3].isRead).toBe(true);
    api.markAllRead.mockRejectedValueOnce(new Error('x'));
    await expect(center.markAllRead()).rejects.toThrow('x');
    expect(center.getSnapshot().unreadCount).toBe(1);
    expect(center.getSnapshot().notifications[1].isRead).toBe(false);
    api.markAllRead.mockResolvedValueOnce({ updated: 1, unreadCount: 0 });
    await center.markAllRead();
    expect(center.getSnapshot().notifications.every((n) => n.isRead)).toBe(true);
    expect(center.getSnapshot().unreadCount).toBe(0);
  });

  it('a server count below 0 is shown as 0', async () => {
    const { center } = setup(page([], -3));
    center.start(7);
    await flush();
    expect(center.getSnapshot().unreadCount).toBe(0);
  });
});

describe('load more', () => {
  it('grows the offset by the limit and appends; does nothing when there is no more', async () => {
    const first = Array.from({ length: 20 }, () => note());
    const second = [note(), note()];
    const { center, api } = setup(page(first, 22, true));
    center.start(7);
    await flush();
    api.list.mockResolvedValueOnce(page(second, 22, false, 20));
    await center.loadMore();
    expect(api.list).toHaveBeenLastCalledWith({ limit: 20, offset: 20 });
    expect(center.getSnapshot().notifications).toHaveLength(22);
    expect(center.getSnapshot()).toMatchObject({ offset: 20, hasMore: false, loadingMore: false });
    await center.loadMore();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('a failed load more rejects and keeps the list', async () => {
    const first = [note()];
    const { center, api } = setup(page(first, 1, true));
    center.start(7);
    await flush();
    api.list.mockRejectedValueOnce(new Error('offline'));
    await expect(center.loadMore()).rejects.toThrow('offline');
    expect(center.getSnapshot()).toMatchObject({ notifications: first, loadingMore: false, hasMore: true });
  });
});

describe('logout', () => {
  it('closes the stream, stops every timer and forgets the notifications', async () => {
    const { center, lastSource, visibility } = setup(page([note()], 1));
    center.start(7);
    await flush();
    lastSource().emit('error');
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    center.stop();
    expect(lastSource().closed).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    expect(visibility.listenerCount).toBe(0);
    expect(center.getSnapshot()).toMatchObject({ userId: null, notifications: [], unreadCount: 0, stream: 'disconnected' });
    expect(await center.refresh(true)).toBe(false);
  });
});

describe('display rules', () => {
  it('badge shows 99+ above 99', () => {
    expect([0, 5, 99, 100, 1234].map(badgeLabel)).toEqual(['0', '5', '99', '99+', '99+']);
  });
  it('type colours: SUCCESS green, WARNING yellow, ERROR red, other blue', () => {
    expect(['SUCCESS', 'WARNING', 'ERROR', 'INFO', 'ODD'].map(typeColor)).toEqual(['green', 'yellow', 'red', 'blue', 'blue']);
  });
});
