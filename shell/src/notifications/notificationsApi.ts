/** The notification calls of the generated client, shaped for the store, the page and push. */
import { api, type Schemas } from '@festival/api-client';
import type { NotificationsApi } from './notificationCenter';
import type { NotificationCategory, NotificationListQuery } from './notificationTypes';

export type NotificationDto = Schemas['NotificationDto'];
export type NotificationPreferences = Schemas['NotificationPreferencesDto'];
export type ChannelPreferences = Schemas['ChannelsDto'];

type ListFilters = NotificationListQuery & { isRead?: boolean; category?: string };

export async function listNotifications(q: ListFilters, signal?: AbortSignal) {
  const query = {
    limit: q.limit,
    offset: q.offset,
    ...(q.isRead === undefined ? {} : { isRead: q.isRead ? ('true' as const) : ('false' as const) }),
    ...(q.category ? { category: q.category as NotificationCategory } : {}),
  };
  return (await api.GET('/api/notifications', { params: { query }, signal })).data!;
}

export const notificationsApi: NotificationsApi = {
  list: (q) => listNotifications(q),
  markRead: async (id) => (await api.PATCH('/api/notifications/{id}/read', { params: { path: { id } } })).data!,
  markUnread: async (id) => (await api.PATCH('/api/notifications/{id}/unread', { params: { path: { id } } })).data!,
  markAllRead: async (category) =>
    (await api.PATCH('/api/notifications/mark-all-read', { body: category ? { category: category as NotificationCategory } : {} })).data!,
  remove: async (id) => (await api.DELETE('/api/notifications/{id}/delete', { params: { path: { id } } })).data!,
};

export async function fetchStats() {
  return (await api.GET('/api/notifications/stats')).data!.stats;
}

export async function fetchPreferences() {
  return (await api.GET('/api/notifications/preferences')).data!;
}

export async function savePreferences(preferences: Record<string, Partial<ChannelPreferences>>) {
  return (await api.PUT('/api/notifications/preferences', { body: { preferences } as Schemas['UpdatePreferencesDto'] })).data!;
}

export const pushApi = {
  publicKey: async () => (await api.GET('/api/notifications/push/public-key')).data?.publicKey ?? null,
  check: async (endpoint: string) => (await api.POST('/api/notifications/push/check', { body: { endpoint } })).data!.isActive,
  subscribe: async (subscription: Schemas['PushSubscriptionInputDto']) => {
    await api.POST('/api/notifications/push/subscribe', { body: { subscription } });
  },
  unsubscribe: async (endpoint: string) => {
    await api.POST('/api/notifications/push/unsubscribe', { body: { endpoint } });
  },
};
