/** Push subscription for React: the browser's pieces, the status query and enable/disable with toasts. */
import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { authStore, useAuth } from '@festival/ui';
import { pushApi } from '../notifications/notificationsApi';
import { PushError, PushService, type PermissionState, type PushBrowser, type PushErrorCode, type RegistrationLike } from './pushService';

export const browserPush: PushBrowser = {
  supported: () =>
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext,
  permission: () => Notification.permission as PermissionState,
  requestPermission: async () => (await Notification.requestPermission()) as PermissionState,
  register: (url) => navigator.serviceWorker.register(url),
  ready: () => navigator.serviceWorker.ready as unknown as Promise<RegistrationLike>,
  existing: async () => ((await navigator.serviceWorker.getRegistration()) as unknown as RegistrationLike | undefined) ?? null,
};

export const pushService = new PushService({
  browser: browserPush,
  api: pushApi,
  isSignedIn: () => authStore.getSnapshot().user !== null,
});

export const pushStatusKey = (userId: number | null) => ['push', 'status', userId] as const;

/** Where push stands for this browser and user (undefined while checking). */
export function usePushStatus() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: pushStatusKey(userId),
    queryFn: () => pushService.check(),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const ERROR_TOASTS: Record<PushErrorCode, { color: string; title: string; message: string }> = {
  unsupported: { color: 'orange', title: 'push.errors.unsupportedTitle', message: 'push.errors.unsupportedText' },
  'permission-denied': { color: 'red', title: 'push.errors.deniedTitle', message: 'push.errors.deniedText' },
  'login-required': { color: 'yellow', title: 'push.errors.loginTitle', message: 'push.errors.loginText' },
  'missing-key': { color: 'red', title: 'push.errors.enableTitle', message: 'push.errors.missingKeyText' },
  'subscribe-failed': { color: 'red', title: 'push.errors.enableTitle', message: 'push.errors.enableText' },
  timeout: { color: 'red', title: 'push.errors.enableTitle', message: 'push.errors.timeoutText' },
  'sw-registration-failed': { color: 'red', title: 'push.errors.swTitle', message: 'push.errors.swText' },
  'unsubscribe-failed': { color: 'red', title: 'push.errors.disableTitle', message: 'push.errors.disableText' },
};

export function showPushError(err: unknown, t: TFunction, fallback: PushErrorCode): void {
  const code = err instanceof PushError ? err.code : fallback;
  const toast = ERROR_TOASTS[code];
  notifications.show({ color: toast.color, title: t(`notifications:${toast.title}`), message: t(`notifications:${toast.message}`) });
  if (!(err instanceof PushError) || err.cause) console.warn('[push]', code, err instanceof PushError ? err.cause : err);
}

/** Enable / disable push for this browser, with the toasts of spec 8. Resolve to success. */
export function usePushActions() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: ['push', 'status'] });
    return {
      async enable(): Promise<boolean> {
        try {
          await pushService.subscribe();
          notifications.show({ color: 'green', title: t('toasts.pushEnabledTitle'), message: t('toasts.pushEnabledText') });
          return true;
        } catch (err) {
          showPushError(err, t, 'subscribe-failed');
          return false;
        } finally {
          void refresh();
        }
      },
      async disable(): Promise<boolean> {
        try {
          await pushService.unsubscribe();
          notifications.show({ color: 'gray', title: t('toasts.pushDisabledTitle'), message: t('toasts.pushDisabledText') });
          return true;
        } catch (err) {
          showPushError(err, t, 'unsubscribe-failed');
          return false;
        } finally {
          void refresh();
        }
      },
    };
  }, [t, queryClient]);
}
