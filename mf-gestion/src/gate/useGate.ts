/**
 * The gate on one device: the answer on screen, letting in, undoing, and the offline side (the
 * copy kept and refreshed, the answers it gives through a cut, the queue and its sending).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@festival/api-client';
import { localRecords, useAuth } from '@festival/ui';
import { deviceId, newClientId } from '../shared/scanner/device';
import { signalAnswer } from '../shared/scanner/feedback';
import { offlineStore } from '../shared/scanner/offlineStore';
import { gateRequests, type GateLookup, type GateSearchPerson } from './gateApi';
import {
  answerFromCopy,
  codeKey,
  copyIsStale,
  COPY_REFRESH_MS,
  isNetworkCut,
  letsIn,
  markInCopy,
  mergeCopy,
  searchCopy,
  subjectKey,
  syncBatches,
  type GateAnswer,
  type GateConflict,
  type GateCopy,
  type GateEntry,
  type PaymentMethod,
} from './gateRules';

/** The answer on screen: about whom, whether this device let them in (and by which validation), from the copy or the server. */
export interface GateScreen {
  answer: GateAnswer;
  lookup: GateLookup;
  /** This device let them in: the server's entry id, or the queued validation's clientId offline. */
  entered: { entryId: number | null; clientId: string } | null;
  fromCopy: boolean;
}

const AUTO_KEY = 'festival.gate.auto';

export function useAutoLetIn(): [boolean, (on: boolean) => void] {
  const [auto, setAuto] = useState(() => localRecords.getItem(AUTO_KEY) === 'true');
  return [auto, (on) => (localRecords.setItem(AUTO_KEY, String(on)), setAuto(on))];
}

export function useGate(editionId: number) {
  const userId = useAuth().user?.id ?? 0;
  const store = useMemo(() => offlineStore<GateCopy, GateEntry>(`gate:${editionId}`), [editionId]);
  const device = useMemo(deviceId, []);
  const [copy, setCopyState] = useState<{ copy: GateCopy; savedAt: number } | null>(null);
  const copyRef = useRef(copy);
  const [offline, setOffline] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [conflicts, setConflicts] = useState<GateConflict[]>([]);
  const [screen, setScreen] = useState<GateScreen | null>(null);
  const [busy, setBusy] = useState(false);
  const syncing = useRef(false);

  const byCode = useMemo(() => new Map((copy?.copy.people ?? []).map((p) => [p.h, p])), [copy]);
  const bySubject = useMemo(() => new Map((copy?.copy.people ?? []).map((p) => [subjectKey(p.k, p.i), p])), [copy]);

  const keepCopy = useCallback(
    async (next: GateCopy, savedAt: number) => {
      copyRef.current = { copy: next, savedAt };
      setCopyState(copyRef.current);
      setConflicts(next.conflicts);
      await store.saveCopy(userId, next, savedAt);
    },
    [store, userId],
  );

  /** Downloads the copy whole (none yet, or too old), else what changed since its cursor. */
  const refreshCopy = useCallback(async () => {
    const held = copyRef.current;
    const whole = !held || copyIsStale(held.savedAt, Date.now());
    try {
      const next = await gateRequests.copy(editionId, device, whole ? null : held.copy.cursor);
      await keepCopy(mergeCopy(whole ? null : held.copy, next), whole ? Date.now() : held.savedAt);
      setOffline(false);
    } catch (error) {
      if (isNetworkCut(error)) setOffline(true);
    }
  }, [device, editionId, keepCopy]);

  const countWaiting = useCallback(async () => setWaiting((await store.queued()).length), [store]);

  /** Sends the queue in batches; each answered validation leaves it, the conflicts the server reports are listed. */
  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (const batch of syncBatches(await store.queued())) {
        const { results } = await gateRequests.sync(editionId, batch);
        const found = results.filter((r) => r.answer.conflict);
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
  }, [countWaiting, editionId, store]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const stored = await store.readCopy(userId).catch(() => null);
      if (live && stored) {
        copyRef.current = { copy: stored.copy, savedAt: stored.savedAt };
        setCopyState(copyRef.current);
        setConflicts(stored.copy.conflicts);
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
    async (lookup: GateLookup) => ('code' in lookup ? byCode.get(await codeKey(lookup.code)) : bySubject.get(subjectKey(lookup.kind, lookup.subjectId))),
    [byCode, bySubject],
  );

  const show = (next: GateScreen) => {
    signalAnswer(letsIn(next.answer.outcome));
    setScreen(next);
  };

  /** What the gate answers about someone, without letting them in: the server, or the copy through a cut. */
  const ask = useCallback(
    async (lookup: GateLookup) => {
      setBusy(true);
      try {
        const answer = await gateRequests.check(editionId, lookup);
        setOffline(false);
        show({ answer, lookup, entered: null, fromCopy: false });
      } catch (error) {
        if (!isNetworkCut(error) || !copyRef.current) throw error;
        setOffline(true);
        show({ answer: answerFromCopy(copyRef.current.copy, await fromCopy(lookup), Date.now()), lookup, entered: null, fromCopy: true });
      } finally {
        setBusy(false);
      }
    },
    [editionId, fromCopy],
  );

  /** Lets someone in: the server's answer, or through a cut the copy's, the validation queued. */
  const letIn = useCallback(
    async (lookup: GateLookup, paymentMethod?: PaymentMethod) => {
      const entry: GateEntry = { ...lookup, clientId: newClientId(), deviceId: device, ...(paymentMethod ? { paymentMethod } : {}) };
      setBusy(true);
      try {
        const answer = await gateRequests.enter(editionId, entry);
        setOffline(false);
        show({ answer, lookup, entered: answer.entryId != null ? { entryId: answer.entryId, clientId: entry.clientId } : null, fromCopy: false });
      } catch (error) {
        if (!isNetworkCut(error) || !copyRef.current) throw error;
        setOffline(true);
        const held = copyRef.current.copy;
        const person = await fromCopy(lookup);
        const answer = answerFromCopy(held, person, Date.now());
        if (!person || !letsIn(answer.outcome) || (answer.toPay && !paymentMethod)) {
          show({ answer, lookup, entered: null, fromCopy: true });
          return;
        }
        const scannedAt = new Date().toISOString();
        await store.enqueue({ ...entry, scannedAt, offline: true });
        await keepCopy(markInCopy(held, person.k, person.i, scannedAt), copyRef.current.savedAt);
        await countWaiting();
        show({ answer: { ...answer, toPay: null }, lookup, entered: { entryId: null, clientId: entry.clientId }, fromCopy: true });
      } finally {
        setBusy(false);
      }
    },
    [countWaiting, device, editionId, fromCopy, keepCopy, store],
  );

  /** A scanned or typed code: asked about, or let in at once in the auto mode (never someone who must pay: they are asked about). */
  const scan = useCallback(
    async (code: string, auto: boolean) => {
      if (!auto) return ask({ code });
      try {
        await letIn({ code });
      } catch (error) {
        if (error instanceof ApiError && error.body.code === 'PAYMENT_REQUIRED') return ask({ code });
        throw error;
      }
    },
    [ask, letIn],
  );

  /** Takes back this device's entry: on the server, or still in the queue (never sent). */
  const undo = useCallback(async () => {
    const entered = screen?.entered;
    const entryId = entered?.entryId ?? screen?.answer.previous?.entryId ?? null;
    if (entered && entered.entryId === null && screen?.answer.person) {
      await store.drop([entered.clientId]);
      if (copyRef.current) await keepCopy(markInCopy(copyRef.current.copy, screen.answer.person.kind, screen.answer.person.subjectId, null), copyRef.current.savedAt);
      await countWaiting();
    } else if (entryId) {
      await gateRequests.undo(editionId, entryId, device);
    }
    setScreen(null);
  }, [countWaiting, device, editionId, keepCopy, screen, store]);

  /** The search: the server's, or by name in the copy through a cut. */
  const search = useCallback(
    async (q: string): Promise<GateSearchPerson[]> => {
      try {
        const people = await gateRequests.search(editionId, q);
        setOffline(false);
        return people;
      } catch (error) {
        if (!isNetworkCut(error) || !copyRef.current) throw error;
        setOffline(true);
        const held = copyRef.current.copy;
        return searchCopy(held, q).map((p) => ({
          kind: p.k,
          subjectId: p.i,
          name: p.n,
          detail: p.d,
          orderNumber: p.k === 'TICKET' ? p.d : null,
          outcome: answerFromCopy(held, p, Date.now()).outcome,
        }));
      }
    },
    [editionId],
  );

  return { screen, close: () => setScreen(null), ask, letIn, scan, undo, search, sync, busy, offline, waiting, conflicts, copy: copy?.copy ?? null, copySavedAt: copy?.savedAt ?? null, device };
}
