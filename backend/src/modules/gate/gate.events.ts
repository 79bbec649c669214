import type { GateAction, GateSubjectKind } from './gate-fields';

/** A validation or an undo was recorded at the gate (after its commit): the live feed and the arrival notices follow it. */
export class GateValidated {
  static readonly event = 'gate.validated';
  constructor(
    readonly editionId: number,
    readonly entryId: number,
    readonly action: GateAction,
    readonly kind: GateSubjectKind,
    readonly subjectId: number,
    readonly deviceId: string,
    readonly conflict: boolean,
  ) {}
}
