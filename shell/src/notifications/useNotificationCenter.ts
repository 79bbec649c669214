/** The app's one notification centre and its React binding. */
import { useSyncExternalStore } from 'react';
import { ADMIN_MODE_HEADER } from '@festival/api-client';
import { authStore } from '@festival/ui';
import { FetchEventSource } from '@festival/ui/live';
import { NotificationCenter, type NotificationCenterState } from './notificationCenter';
import { notificationsApi } from './notificationsApi';

export const notificationCenter = new NotificationCenter({
  api: notificationsApi,
  // Same origin: the session cookie goes with it; the admin-mode header like every API request.
  createEventSource: (url) => new FetchEventSource(url, authStore.isAdminModeActive() ? { [ADMIN_MODE_HEADER]: 'true' } : {}),
});

export function useNotificationCenter(): NotificationCenterState {
  return useSyncExternalStore(notificationCenter.subscribe, notificationCenter.getSnapshot, notificationCenter.getSnapshot);
}
