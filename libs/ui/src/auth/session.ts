import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { api, ApiError } from '@festival/api-client';
import { queryClient } from '../providers/queryClient';
import { authStore } from './authStore';

/**
 * Start-up session refresh: the server's user replaces the stored one; any answer but the user means
 * signed out. Unreachable (offline), the stored user stays, so that what the service worker kept for
 * them (My tickets) still opens; every request they make is answered by the server once back.
 */
export async function refreshSession(): Promise<void> {
  try {
    const { data } = await api.GET('/api/session/me');
    authStore.setUser(data?.user ?? null);
  } catch (error) {
    if (error instanceof ApiError) authStore.setUser(null);
  } finally {
    authStore.markSessionChecked();
  }
}

/** Switches admin mode with its toast: warning (yellow) when enabled, neutral (gray) when disabled. */
export function setAdminMode(enabled: boolean, t: TFunction): void {
  if (!authStore.setAdminMode(enabled)) return;
  notifications.show(
    enabled
      ? { color: 'yellow', title: t('notifications:adminMode.enabledTitle'), message: t('notifications:adminMode.enabledText') }
      : { color: 'gray', title: t('notifications:adminMode.disabledTitle'), message: t('notifications:adminMode.disabledText') },
  );
  // Answers depend on the X-Admin-Mode header: ask again with the new mode.
  void queryClient.invalidateQueries();
}
