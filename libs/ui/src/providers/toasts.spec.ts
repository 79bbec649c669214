import { createNotificationsStore, notifications } from '@mantine/notifications';
import { keepNewestToasts, TOAST_LIMIT } from './toasts';

describe('toasts', () => {
  it('keep at most 5: a new one beyond them removes the oldest at once, nothing waits in a queue', () => {
    const store = createNotificationsStore();
    store.updateState((s) => ({ ...s, limit: TOAST_LIMIT }));
    const closed: string[] = [];
    const stop = keepNewestToasts(store);
    for (let i = 1; i <= 8; i++) notifications.show({ id: `t${i}`, message: `toast ${i}`, onClose: (n) => closed.push(n.id!) }, store);
    expect(store.getState().notifications.map((n) => n.id)).toEqual(['t4', 't5', 't6', 't7', 't8']);
    expect(store.getState().queue).toEqual([]);
    expect(closed).toEqual(['t1', 't2', 't3']);

    // Hiding one leaves four; the next one shown takes its place without removing another.
    notifications.hide('t6', store);
    notifications.show({ id: 't9', message: 'toast 9' }, store);
    expect(store.getState().notifications.map((n) => n.id)).toEqual(['t4', 't5', 't7', 't8', 't9']);

    // Unsubscribed: Mantine's own behaviour (a queue) again.
    stop();
    notifications.show({ id: 't10', message: 'toast 10' }, store);
    expect(store.getState().queue.map((n) => n.id)).toEqual(['t10']);
  });
});
