/** The centre's actions with their toasts (spec 8), shared by the panel and the page. */
import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@festival/ui';
import { notificationCenter } from './useNotificationCenter';

/** Query keys of the /notifications page; every change in the centre refreshes them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number | null, filters: { isRead?: boolean; category?: string }) => ['notifications', 'list', userId, filters] as const,
  stats: (userId: number | null) => ['notifications', 'stats', userId] as const,
  preferences: (userId: number | null) => ['notifications', 'preferences', userId] as const,
};

export function useNotificationActions() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshPage = () => void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    const refreshStats = () => void queryClient.invalidateQueries({ queryKey: ['notifications', 'stats'] });
    const failed = (title: string, err: unknown) => notifications.show({ color: 'red', title, message: errorMessageOf(err, t('toasts.tryAgain')) });
    return {
      async markRead(id: number): Promise<boolean> {
        try {
          await notificationCenter.markRead(id);
          return true;
        } catch (err) {
          failed(t('toasts.markReadFailed'), err);
          return false;
        } finally {
          refreshPage();
          refreshStats();
        }
      },
      async markUnread(id: number): Promise<boolean> {
        try {
          await notificationCenter.markUnread(id);
          return true;
        } catch (err) {
          failed(t('toasts.markUnreadFailed'), err);
          return false;
        } finally {
          refreshPage();
          refreshStats();
        }
      },
      async markAllRead(category?: string): Promise<boolean> {
        try {
          await notificationCenter.markAllRead(category);
          notifications.show({ color: 'green', message: t('toasts.allRead') });
          return true;
        } catch (err) {
          failed(t('toasts.markAllReadFailed'), err);
          return false;
        } finally {
          refreshPage();
          refreshStats();
        }
      },
      async remove(id: number): Promise<boolean> {
        try {
          await notificationCenter.remove(id);
          notifications.show({ color: 'green', message: t('toasts.deleted') });
          return true;
        } catch (err) {
          failed(t('toasts.deleteFailed'), err);
          return false;
        } finally {
          refreshPage();
          refreshStats();
        }
      },
      /** The refresh button: always fetches, and restarts a stream that gave up. */
      async refresh(force: boolean): Promise<void> {
        if (force) notificationCenter.reconnect();
        try {
          await notificationCenter.refresh(force);
        } catch (err) {
          failed(t('toasts.loadFailed'), err);
        }
      },
      async loadMore(): Promise<void> {
        try {
          await notificationCenter.loadMore();
        } catch (err) {
          failed(t('toasts.loadMoreFailed'), err);
        }
      },
    };
  }, [t, queryClient]);
}
