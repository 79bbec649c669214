/** The gate on one device: the shared checkpoint (answer, validation, undo, offline copy and queue) with the gate's requests and copy rules. */
import { ApiError } from '@festival/api-client';
import { useCheckpoint, useAutoMode, type CheckpointAdapter, type CheckpointScreen } from '../shared/scanner/useCheckpoint';
import { gateRequests, type GateSearchPerson } from './gateApi';
import { answerFromCopy, letsIn, markInCopy, mergeCopy, searchCopy, type GateAnswer, type GateCopy, type GateCopyPerson, type PaymentMethod } from './gateRules';

export type GateScreen = CheckpointScreen<GateAnswer>;

export const useAutoLetIn = () => useAutoMode('festival.gate.auto');

/** The gate's side of the checkpoint: its requests, its copy (refreshed by its changes), paying before letting in. */
export function gateAdapter(editionId: number): CheckpointAdapter<GateAnswer, GateCopy, GateCopyPerson, GateSearchPerson, { paymentMethod: PaymentMethod }> {
  return {
    scope: `gate:${editionId}`,
    check: (lookup) => gateRequests.check(editionId, lookup),
    enter: (entry) => gateRequests.enter(editionId, entry),
    sync: (entries) => gateRequests.sync(editionId, entries),
    undo: (entryId, device) => gateRequests.undo(editionId, entryId, device),
    search: (q) => gateRequests.search(editionId, q),
    copy: async (device, held) => mergeCopy(held, await gateRequests.copy(editionId, device, held ? held.cursor : null)),
    refreshes: true,
    peopleOf: (copy) => copy.people,
    conflictsOf: (copy) => copy.conflicts,
    answerFromCopy,
    markIn: markInCopy,
    searchCopy: (copy, q, now) =>
      searchCopy(copy, q).map((p) => ({ kind: p.k, subjectId: p.i, name: p.n, detail: p.d, orderNumber: p.k === 'TICKET' ? p.d : null, outcome: answerFromCopy(copy, p, now).outcome })),
    admits: letsIn,
    heldOffline: (answer, extra) => !!answer.toPay && !extra?.paymentMethod,
    queuedAnswer: (answer) => ({ ...answer, toPay: null }),
    askFirst: (error) => error instanceof ApiError && error.body.code === 'PAYMENT_REQUIRED',
  };
}

export function useGate(editionId: number) {
  const gate = useCheckpoint(gateAdapter(editionId));
  return { ...gate, letIn: (lookup: Parameters<typeof gate.validate>[0], paymentMethod?: PaymentMethod) => gate.validate(lookup, paymentMethod ? { paymentMethod } : undefined) };
}
