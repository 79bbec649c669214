import { notifications, notificationsStore } from '@mantine/notifications';

/** Spec §9: the toast list keeps at most 5; a removed toast disappears after 200 ms; toasts last 5 s, bottom-right. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVAL_MS = 200;

/**
 * Keeps only the newest toasts: Mantine shows `limit` of them and queues the rest, to show later
 * (of a burst of ten, the last five would appear only as the first five closed, 5 s on); here a new toast beyond the limit removes
 * the oldest one at once, so the list never holds more than the limit and nothing stale comes back.
 * Answers the unsubscription.
 */
export function keepNewestToasts(store = notificationsStore): () => void {
  let trimming = false;
  return store.subscribe((state) => {
    if (trimming || state.queue.length === 0) return;
    trimming = true;
    try {
      for (;;) {
        const { queue, notifications: shown } = store.getState();
        const oldest = shown[0]?.id;
        if (queue.length === 0 || !oldest) break;
        notifications.hide(oldest, store);
      }
    } finally {
      trimming = false;
    }
  });
}
