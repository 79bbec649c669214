/** What the sync tells others, after its commit. */

/** A run failed and put a working connection into ERROR (told once, until a run succeeds again). */
export class SyncStartedFailing {
  static readonly event = 'ticketing.sync.startedFailing';
  constructor(
    readonly editionId: number,
    readonly runId: number,
  ) {}
}
