import { useEffect } from 'react';

interface WakeLockLike {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockLike> } };

/**
 * Keeps the screen on while `active`, where the browser allows it (the Screen Wake Lock API): the
 * browser drops the lock when the page is hidden, so it is asked again when the page shows again;
 * released when no longer active. Elsewhere, nothing happens.
 */
export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return;
    let lock: WakeLockLike | null = null;
    let done = false;
    const ask = () => {
      wakeLock
        .request('screen')
        .then((got) => {
          if (done) void got.release().catch(() => undefined);
          else lock = got;
        })
        .catch(() => undefined); // refused (battery saver, no user gesture): the code still shows
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    ask();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
