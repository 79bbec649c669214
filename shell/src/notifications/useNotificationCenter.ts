/** The app's one notification centre and its React binding. */
import { useSyncExternalStore } from 'react';
import { NotificationCenter, type NotificationCenterState } from './notificationCenter';
import { notificationsApi } from './notificationsApi';

export const notificationCenter = new NotificationCenter({
  api: notificationsApi,
  // Same origin: the session cookie goes with it.
  createEventSource: (url) => new EventSource(url, { withCredentials: true }),
});

export function useNotificationCenter(): NotificationCenterState {
  return useSyncExternalStore(notificationCenter.subscribe, notificationCenter.getSnapshot, notificationCenter.getSnapshot);
}
