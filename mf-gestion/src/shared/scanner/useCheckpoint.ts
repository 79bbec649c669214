/**
 * A checkpoint on one device (the gate, a meal at the canteen): the answer on screen, validating,
 * undoing, and the offline side (the copy kept and refreshed, the answers it gives through a cut,
 * the queue and its sending). What differs between checkpoints (the requests, the copy's answers,
 * what a refusal needs) is the adapter's.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { localRecords, useAuth } from '@festival/ui';
import { deviceId, newClientId } from './device';
import { signalAnswer } from './feedback';
import { offlineStore } from './offlineStore';
import { codeKey, copyIsStale, COPY_REFRESH_MS, isNetworkCut, subjectKey, syncBatches, type SubjectKind } from './scannerRules';

/** Who is asked about: a code, or a person picked from a search. */
export type Lookup = { code: string } | { kind: SubjectKind; subjectId: number };

/** A validation in force or in a history: when, by whom, on which device. */
export interface EntryInfo {
  entryId: number;
  at: string;
  by: string | null;
  deviceId: string;
  offline: boolean;
}

/** What every checkpoint's answer holds (the gate's GateAnswerDto, the canteen's MealAnswerDto). */
export interface CheckpointAnswer {
  outcome: string;
  person: { kind: SubjectKind; subjectId: number; name: string } | null;
  entryId: number | null;
  conflict: boolean;
  previous: EntryInfo | null;
}

/** A validation as sent, and as queued offline. */
export type CheckpointEntry = Lookup & { clientId: string; deviceId: string; scannedAt?: string; offline?: boolean };

/** An offline validation of this device that met someone already validated. */
export interface CheckpointConflict {
  clientId: string;
  entryId: number;
  kind: SubjectKind;
  subjectId: number;
  name: string;
  at: string;
  other: EntryInfo;
}

/** A person of an offline copy: at least the code key, the kind and the id. */
export interface CopyPerson {
  h: string;
  k: SubjectKind;
  i: number;
}

export interface CheckpointAdapter<A extends CheckpointAnswer, C, P extends CopyPerson, S, X extends object> {
  /** The offline store's scope ('gate:7', 'meal:12'). */
  scope: string;
  check(lookup: Lookup): Promise<A>;
  enter(entry: CheckpointEntry & Partial<X>): Promise<A>;
  sync(entries: CheckpointEntry[]): Promise<{ results: { clientId: string; answer: A }[] }>;
  undo(entryId: number, deviceId: string): Promise<unknown>;
  search(query: string): Promise<S[]>;
  /** The copy whole (`held` null), or the changes since `held` merged into it. */
  copy(deviceId: string, held: C | null): Promise<C>;
  /** Whether the copy may be refreshed by its changes and carries the device's conflicts (else it comes whole each time, without them). */
  refreshes: boolean;
  peopleOf(copy: C): P[];
  conflictsOf(copy: C): CheckpointConflict[];
  answerFromCopy(copy: C, person: P | undefined, now: number): A;
  /** The copy once a person is validated on this device (a second scan answers "already"), or back after an undo of a queued one. */
  markIn(copy: C, kind: SubjectKind, subjectId: number, at: string | null): C;
  searchCopy(copy: C, query: string, now: number): S[];
  /** Whether an outcome lets the person through (or would). */
  admits(outcome: A['outcome']): boolean;
  /** A validation the copy admits but that cannot be made offline with these extras (the gate: an unpaid order without a payment method). */
  heldOffline?(answer: A, extra: Partial<X> | undefined): boolean;
  /** The answer shown for a validation queued offline. */
  queuedAnswer?(answer: A): A;
  /** A refusal of an automatic validation that asks for a question first (the gate: PAYMENT_REQUIRED). */
  askFirst?(error: unknown): boolean;
}

/** The answer on screen: about whom, whether this device validated them (and by which validation), from the copy or the server. */
export interface CheckpointScreen<A> {
  answer: A;
  lookup: Lookup;
  /** This device validated them: the server's entry id, or the queued validation's clientId offline. */
  entered: { entryId: number | null; clientId: string } | null;
  fromCopy: boolean;
}

/** The automatic mode (a valid code validated without a tap), remembered per kind of checkpoint. */
export function useAutoMode(key: string): [boolean, (on: boolean) => void] {
  const [auto, setAuto] = useState(() => localRecords.getItem(key) === 'true');
  return [auto, (on) => (localRecords.setItem(key, String(on)), setAuto(on))];
}

export function useCheckpoint<A extends CheckpointAnswer, C, P extends CopyPerson, S, X extends object>(adapter: CheckpointAdapter<A, C, P, S, X>) {
  const userId = useAuth().user?.id ?? 0;
  const { scope } = adapter;
  const store = useMemo(() => offlineStore<C, CheckpointEntry>(scope), [scope]);
  const device = useMemo(deviceId, []);
  const [copy, setCopyState] = useState<{ copy: C; savedAt: number } | null>(null);
  const copyRef = useRef(copy);
  const [offline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [conflicts, setConflicts] = useState<CheckpointConflict[]>([]);
  const [screen, setScreen] = useState<CheckpointScreen<A> | null>(null);
  const [busy, setBusy] = useState(false);
  const syncing = useRef(false);
  // The adapter is rebuilt at each draw: the callbacks read the latest through a ref.
  const adapterRef = useRef(adapter);
  adapterRef.current = adapter;

  const people = useMemo(() => (copy ? adapterRef.current.peopleOf(copy.copy) : []), [copy]);
  const byCode = useMemo(() => new Map(people.map((p) => [p.h, p])), [people]);
  const bySubject = useMemo(() => new Map(people.map((p) => [subjectKey(p.k, p.i), p])), [people]);

  const keepCopy = useCallback(
    async (next: C, savedAt: number) => {
      copyRef.current = { copy: next, savedAt };
      setCopyState(copyRef.current);
      // A copy that carries the device's conflicts (the gate's) replaces them; another keeps those its syncs reported.
      setConflicts((known) => (adapterRef.current.refreshes ? adapterRef.current.conflictsOf(next) : known));
      await store.saveCopy(userId, next, savedAt);
    },
    [store, userId],
  );

  /** Downloads the copy whole (none yet, too old, or not refreshable), else what changed since. */
  const refreshCopy = useCallback(async () => {
    const held = copyRef.current;
    const whole = !held || !adapterRef.current.refreshes || copyIsStale(held.savedAt, Date.now());
    try {
      const next = await adapterRef.current.copy(device, whole ? null : held.copy);
      await keepCopy(next, whole ? Date.now() : held.savedAt);
      setOffline(false);
    } catch (error) {
      if (isNetworkCut(error)) setOffline(true);
    }
  }, [device, keepCopy]);

  const countWaiting = useCallback(async () => setWaiting((await store.queued()).length), [store]);

  /** Sends the queue in batches; each answered validation leaves it, the conflicts the server reports are listed. */
  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (const batch of syncBatches(await store.queued())) {
        const { results } = await adapterRef.current.sync(batch);
        const found = results.filter((r) => r.answer.conflict && r.answer.person && r.answer.previous);
        if (found.length > 0)
          setConflicts((known) => [
            ...known,
            ...found.map((r) => ({
              clientId: r.clientId,
              entryId: r.answer.entryId ?? 0,
              kind: r.answer.person!.kind,
              subjectId: r.answer.person!.subjectId,
              name: r.answer.person!.name,
              at: batch.find((e) => e.clientId === r.clientId)?.scannedAt ?? new Date().toISOString(),
              other: r.answer.previous!,
            })),
          ]);
        await store.drop(results.map((r) => r.clientId));
        setOffline(false);
      }
    } catch (error) {
      if (isNetworkCut(error)) setOffline(true);
    } finally {
      syncing.current = false;
      await countWaiting();
    }
  }, [countWaiting, store]);

  useEffect(() => {
    let live = true;
    copyRef.current = null;
    setCopyState(null);
    setScreen(null);
    void (async () => {
      const stored = await store.readCopy(userId).catch(() => null);
      if (live && stored) {
        copyRef.current = { copy: stored.copy, savedAt: stored.savedAt };
        setCopyState(copyRef.current);
        setConflicts(adapterRef.current.conflictsOf(stored.copy));
      }
      await countWaiting();
      if (!live) return;
      await refreshCopy();
      await sync();
    })();
    const back = () => void sync().then(refreshCopy);
    const cut = () => setOffline(true);
    window.addEventListener('online', back);
    window.addEventListener('offline', cut);
    const timer = setInterval(() => void sync().then(refreshCopy), COPY_REFRESH_MS);
    return () => {
      live = false;
      window.removeEventListener('online', back);
      window.removeEventListener('offline', cut);
      clearInterval(timer);
    };
  }, [countWaiting, refreshCopy, store, sync, userId]);

  /** The copy's person for a lookup. */
  const fromCopy = useCallback(
    async (lookup: Lookup) => ('code' in lookup ? byCode.get(await codeKey(lookup.code)) : bySubject.get(subjectKey(lookup.kind, lookup.subjectId))),
    [byCode, bySubject],
  );

  const show = (next: CheckpointScreen<A>) => {
    signalAnswer(adapterRef.current.admits(next.answer.outcome));
    setScreen(next);
  };

  /** What the checkpoint answers about someone, without validating: the server, or the copy through a cut. */
  const ask = useCallback(
    async (lookup: Lookup) => {
      setBusy(true);
      try {
        const answer = await adapterRef.current.check(lookup);
        setOffline(false);
        show({ answer, lookup, entered: null, fromCopy: false });
      } catch (error) {
        if (!isNetworkCut(error) || !copyRef.current) throw error;
        setOffline(true);
        show({ answer: adapterRef.current.answerFromCopy(copyRef.current.copy, await fromCopy(lookup), Date.now()), lookup, entered: null, fromCopy: true });
      } finally {
        setBusy(false);
      }
    },
    [fromCopy],
  );

  /** Validates someone: the server's answer, or through a cut the copy's, the validation queued. */
  const validate = useCallback(
    async (lookup: Lookup, extra?: Partial<X>) => {
      const a = adapterRef.current;
      const entry = { ...lookup, clientId: newClientId(), deviceId: device, ...extra } as CheckpointEntry & Partial<X>;
      setBusy(true);
      try {
        const answer = await a.enter(entry);
        setOffline(false);
        show({ answer, lookup, entered: answer.entryId != null ? { entryId: answer.entryId, clientId: entry.clientId } : null, fromCopy: false });
      } catch (error) {
        if (!isNetworkCut(error) || !copyRef.current) throw error;
        setOffline(true);
        const held = copyRef.current.copy;
        const person = await fromCopy(lookup);
        const answer = a.answerFromCopy(held, person, Date.now());
        if (!person || !a.admits(answer.outcome) || a.heldOffline?.(answer, extra)) {
          show({ answer, lookup, entered: null, fromCopy: true });
          return;
        }
        const scannedAt = new Date().toISOString();
        await store.enqueue({ ...entry, scannedAt, offline: true });
        await keepCopy(a.markIn(held, person.k, person.i, scannedAt), copyRef.current.savedAt);
        await countWaiting();
        show({ answer: a.queuedAnswer ? a.queuedAnswer(answer) : answer, lookup, entered: { entryId: null, clientId: entry.clientId }, fromCopy: true });
      } finally {
        setBusy(false);
      }
    },
    [countWaiting, device, fromCopy, keepCopy, store],
  );

  /** A scanned or typed code: asked about, or validated at once in the automatic mode (unless the checkpoint asks a question first). */
  const scan = useCallback(
    async (code: string, auto: boolean) => {
      if (!auto) return ask({ code });
      try {
        await validate({ code });
      } catch (error) {
        if (adapterRef.current.askFirst?.(error)) return ask({ code });
        throw error;
      }
    },
    [ask, validate],
  );

  /** Takes back this device's validation: on the server, or still in the queue (never sent). */
  const undo = useCallback(async () => {
    const entered = screen?.entered;
    const entryId = entered?.entryId ?? screen?.answer.previous?.entryId ?? null;
    if (entered && entered.entryId === null && screen?.answer.person) {
      await store.drop([entered.clientId]);
      if (copyRef.current) await keepCopy(adapterRef.current.markIn(copyRef.current.copy, screen.answer.person.kind, screen.answer.person.subjectId, null), copyRef.current.savedAt);
      await countWaiting();
    } else if (entryId) {
      await adapterRef.current.undo(entryId, device);
    }
    setScreen(null);
  }, [countWaiting, device, keepCopy, screen, store]);

  /** The search: the server's, or by name in the copy through a cut. */
  const search = useCallback(async (q: string): Promise<S[]> => {
    try {
      const found = await adapterRef.current.search(q);
      setOffline(false);
      return found;
    } catch (error) {
      if (!isNetworkCut(error) || !copyRef.current) throw error;
      setOffline(true);
      return adapterRef.current.searchCopy(copyRef.current.copy, q, Date.now());
    }
    // A new scope (another meal) searches anew.
  }, [scope]);

  return { screen, close: () => setScreen(null), ask, validate, scan, undo, search, sync, busy, offline, waiting, conflicts, copy: copy?.copy ?? null, copySavedAt: copy?.savedAt ?? null, device };
}

export type Checkpoint<A extends CheckpointAnswer, S> = Pick<
  ReturnType<typeof useCheckpoint<A, unknown, CopyPerson, S, object>>,
  'screen' | 'close' | 'ask' | 'scan' | 'undo' | 'search' | 'busy' | 'offline' | 'waiting' | 'conflicts' | 'copySavedAt'
>;
