/** What the gate dashboard works out from its answer, and how often the live feed may refetch it. */
import type { Schemas } from '@festival/api-client';
import { dayOf } from '@festival/i18n/zoned';

type Hour = Schemas['GateHourDto'];

/** A bar's length: its share of the largest, in percent (a count above zero always shows a sliver). */
export function barPercent(count: number, largest: number): number {
  if (count <= 0 || largest <= 0) return 0;
  return Math.max(2, Math.round((count / largest) * 100));
}

/** Present against expected as a percentage for a progress bar (0 when none is expected, 100 at most). */
export function presencePercent(present: number, expected: number): number {
  if (expected <= 0) return 0;
  return Math.min(100, Math.round((present / expected) * 100));
}

/** Whether the hours span more than one day on the edition's clocks (then each hour names its day). */
export function spansDays(hours: readonly Hour[], timeZone: string): boolean {
  return new Set(hours.map((h) => dayOf(h.hour, timeZone))).size > 1;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * Runs `run` at most once per `interval` ms however many times it is asked: the first ask runs at
 * once, asks within the interval after a run make one more run at its end (none is lost, a burst of
 * scans at a busy gate costs one refetch a second).
 */
export function throttled(run: () => void, interval: number, clock: Clock = realClock): { ask: () => void; cancel: () => void } {
  let last = -Infinity;
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    last = clock.now();
    run();
  };
  return {
    ask() {
      if (pending !== null) return;
      const wait = last + interval - clock.now();
      if (wait <= 0) fire();
      else pending = clock.setTimeout(fire, wait);
    },
    cancel() {
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
    },
  };
}
