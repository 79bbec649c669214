import { useEffect, useSyncExternalStore } from 'react';

/** A page may force light or dark (never "system"); the providers read this. */
export type ForcedColorScheme = 'light' | 'dark';

let forced: ForcedColorScheme | undefined;
const listeners = new Set<() => void>();

function setForced(value: ForcedColorScheme | undefined) {
  forced = value;
  for (const l of listeners) l();
}

export function useForcedColorSchemeValue(): ForcedColorScheme | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => forced,
    () => undefined,
  );
}

/** Call from a page component to force a colour mode while it is shown. */
export function useForceColorScheme(value: ForcedColorScheme | undefined) {
  useEffect(() => {
    if (!value) return;
    setForced(value);
    return () => setForced(undefined);
  }, [value]);
}
