import { Injectable } from '@nestjs/common';
import { AppException } from '../../core/errors/app-errors';
import { type FieldErrors, fieldErrors, refuseField } from '../../core/validation/field-errors';
import { likePattern, orderNumberOf } from '../ticketing/orders.dto';
import type { CheckpointEntryDto, GateLookupDto } from './gate.dto';
import { GateOutcome } from './gate-fields';
import { codeOutcome, GATE_SEARCH_MIN, gateSearchWords, lookupError, scannedAtError, volunteerStanding } from './gate-rules';

/**
 * What every checkpoint of `gate_entries` (the gate, the canteen's meals) does alike before and
 * around its own answer: the checks of a lookup and of a validation, where a code stands, the words
 * of a search, and the offline queue sent in order. The gate's rules, for the meals module.
 */
@Injectable()
export class CheckpointService {
  /** A lookup's and a validation's own checks, as field errors under `prefix` (`entries.3.`). */
  addEntryErrors(errors: FieldErrors, dto: GateLookupDto & { scannedAt?: string }, now: Date, prefix = ''): void {
    const problem = lookupError(dto);
    if (problem) errors.add(prefix + problem.field, problem.key);
    const late = dto.scannedAt ? scannedAtError(new Date(dto.scannedAt), now) : null;
    if (late) errors.add(`${prefix}scannedAt`, late);
  }

  /** 400 when a lookup names nobody or two ways at once. */
  checkLookup(dto: GateLookupDto): void {
    const problem = lookupError(dto);
    if (problem) throw refuseField(problem.field, problem.key);
  }

  /** A code found nowhere: 'UNKNOWN'; in another edition: 'WRONG_EDITION'; this edition's: null. */
  whereFound(foundEditionId: number | null, editionId: number): 'UNKNOWN' | 'WRONG_EDITION' | null {
    const outcome = codeOutcome(foundEditionId, editionId);
    return outcome === null ? null : outcome === GateOutcome.WRONG_EDITION ? 'WRONG_EDITION' : 'UNKNOWN';
  }

  /** Whether a volunteer's application lets them through a checkpoint (accepted). */
  accepted(status: string | null): boolean {
    return volunteerStanding(status) === GateOutcome.VALID;
  }

  /** A search's text as the checkpoints' search takes it (LIKE patterns, an order number), or 400 when too short. */
  searchOf(q: string): { q: string; patterns: string[]; orderNumber: number | null } {
    const words = gateSearchWords(q);
    if (!words) throw refuseField('q', 'errors.gate.searchTooShort', { min: GATE_SEARCH_MIN });
    return { q: q.trim(), patterns: words.map(likePattern), orderNumber: orderNumberOf(q) };
  }

  /**
   * An offline queue, in order: every entry is checked first (400 naming `entries.N.field`), then each
   * goes through `record` on its own; a refusal names the entry (`index`, `clientId`): those before it
   * are recorded, and a retry repeats them harmlessly.
   */
  async inOrder<E extends CheckpointEntryDto, A>(entries: E[], record: (entry: E) => Promise<A>): Promise<{ results: { clientId: string; answer: A }[] }> {
    const now = new Date();
    const errors = fieldErrors();
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      this.addEntryErrors(errors, entry, now, `entries.${index}.`);
      if (seen.has(entry.clientId)) errors.add(`entries.${index}.clientId`, 'errors.gate.clientIdTwice');
      seen.add(entry.clientId);
    });
    errors.throwIfAny();
    const results: { clientId: string; answer: A }[] = [];
    for (const [index, entry] of entries.entries()) {
      try {
        results.push({ clientId: entry.clientId, answer: await record(entry) });
      } catch (error) {
        if (error instanceof AppException) throw new AppException(error.getStatus(), error.messageKey, { ...error.details, extra: { ...error.details.extra, index, clientId: entry.clientId } });
        throw error;
      }
    }
    return { results };
  }
}
