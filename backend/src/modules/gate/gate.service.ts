import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { DomainEvents } from '../../core/events/domain-events';
import { fieldErrors, refuseField } from '../../core/validation/field-errors';
import type { EditionAccess } from '../access/access.service';
import {
  toGateAnswerDto,
  toGateHistoryLineDto,
  toGatePersonDto,
  toGateSearchPersonDto,
  type GateAnswerDto,
  type GateEntryDto,
  type GateFactsRow,
  type GateHistoryDto,
  type GateHistoryQuery,
  type GateLookupDto,
  type GatePersonRow,
  type GateSearchDto,
  type GateSearchQuery,
  type GateSyncAnswerDto,
  type GateSyncDto,
  type GateUndoDto,
  type StoredEntryRow,
} from './gate.dto';
import { GateAction, GateOutcome, GATE_SEARCH_MAX, GateSubjectKind } from './gate-fields';
import { likePattern, orderNumberOf } from '../ticketing/orders.dto';
import { codeOutcome, GATE_SEARCH_MIN, gateSearchWords, lookupError, outcomeOf, toPay, type GateFacts } from './gate-rules';
import { GateValidated } from './gate.events';
import { GateRepository } from './gate.repository';
import { CheckpointService } from './checkpoint.service';

const entryNotFound = () => new NotFoundError('errors.gate.entryNotFound', { code: 'GATE_ENTRY_NOT_FOUND' });
const personNotFound = () => new NotFoundError('errors.gate.personNotFound', { code: 'GATE_PERSON_NOT_FOUND' });
const conflict = (key: string, code: string, extra: Record<string, unknown> = {}) => new AppException(409, `errors.gate.${key}`, { code, extra });

/** The rules' view of a row of facts. */
function factsOf(row: { kind: GateSubjectKind; state: string | null; source: string | null; validFrom: Date | null; validUntil: Date | null; status: string | null }): GateFacts {
  if (row.kind === GateSubjectKind.TICKET) return { kind: row.kind, state: row.state ?? '', source: row.source ?? '', validFrom: row.validFrom, validUntil: row.validUntil };
  if (row.kind === GateSubjectKind.VOLUNTEER) return { kind: row.kind, status: row.status ?? '' };
  return { kind: GateSubjectKind.ARTIST };
}

/** What a lookup found of this edition: the person and what the gate would answer about them at `at`. */
interface Found {
  facts: GateFactsRow;
  person: GatePersonRow;
  outcome: GateOutcome;
  toPay: number | null;
}

/**
 * The gate's use cases: who is there (one answer, two reads), letting them in (one transaction, one
 * guarded insert: safe to repeat, one entry per person whatever the devices), the offline queue,
 * undoing a mistake, a person's history and the search.
 */
@Injectable()
export class GateService {
  constructor(
    private readonly repository: GateRepository,
    private readonly events: DomainEvents,
    private readonly checkpoints: CheckpointService,
  ) {}

  /** What letting them in would answer now; nothing written. */
  async check(access: EditionAccess, dto: GateLookupDto): Promise<GateAnswerDto> {
    const problem = lookupError(dto);
    if (problem) throw refuseField(problem.field, problem.key);
    const currency = access.edition.currency;
    const found = await this.lookup(access.edition.id, dto, new Date());
    if (!('person' in found)) return toGateAnswerDto({ ...found, currency });
    return this.refusalOrCheck(found, currency);
  }

  /**
   * Lets a person in: one lookup, then one insert guarded by the database (the client id's unique
   * key and the one-in-force index), which marks the person in (and an unpaid order paid) in the
   * same statement, and only when it records. A repeat of a client id gets the first answer again; a race
   * lost to another device, ALREADY_IN (offline: a conflict, kept). Published after the commit.
   */
  async enter(access: EditionAccess, userId: number, dto: GateEntryDto): Promise<GateAnswerDto> {
    const errors = fieldErrors();
    this.checkpoints.addEntryErrors(errors, dto, new Date());
    errors.throwIfAny();
    return this.enterChecked(access, userId, dto);
  }

  /** The offline queue, in order: every entry is checked first (400 naming `entries.N.field`), then each goes through `enter` in its own transaction. */
  async sync(access: EditionAccess, userId: number, dto: GateSyncDto): Promise<GateSyncAnswerDto> {
    return this.checkpoints.inOrder(dto.entries, (entry) => this.enterChecked(access, userId, entry));
  }

  /** Takes back the entry in force (404 unknown, 409 NOT_IN_FORCE otherwise), in one transaction; answers the person's history. */
  async undo(access: EditionAccess, userId: number, entryId: number, dto: GateUndoDto): Promise<GateHistoryDto> {
    const editionId = access.edition.id;
    const undone = await this.repository.transaction(async () => {
      const entry = await this.repository.entryForUndo(editionId, entryId);
      if (!entry) throw entryNotFound();
      if (entry.action !== GateAction.ENTRY || entry.conflict || entry.undone) throw conflict('notInForce', 'NOT_IN_FORCE');
      const id = await this.repository.undo({ editionId, entryId, kind: entry.kind, subjectId: entry.subjectId, clientId: randomUUID(), deviceId: dto.deviceId, userId });
      return { id, kind: entry.kind, subjectId: entry.subjectId };
    });
    await this.events.publish(new GateValidated(editionId, undone.id, GateAction.UNDO, undone.kind, undone.subjectId, dto.deviceId, false));
    return this.history(access, { kind: undone.kind, subjectId: undone.subjectId });
  }

  /** A person of the edition (404 otherwise) and their entries and undos, newest first. */
  async history(access: EditionAccess, query: GateHistoryQuery): Promise<GateHistoryDto> {
    const editionId = access.edition.id;
    const person = await this.repository.person(editionId, query.kind, query.subjectId);
    if (!person) throw personNotFound();
    const lines = await this.repository.history(editionId, query.kind, query.subjectId);
    return { person: toGatePersonDto(query.kind, query.subjectId, person), lines: lines.map(toGateHistoryLineDto) };
  }

  /** People by the words of a name, an e-mail or an order number (2 characters at least), each with what a scan would answer now. */
  async search(access: EditionAccess, query: GateSearchQuery): Promise<GateSearchDto> {
    const words = gateSearchWords(query.q);
    if (!words) throw refuseField('q', 'errors.gate.searchTooShort', { min: GATE_SEARCH_MIN });
    const rows = await this.repository.search(access.edition.id, query.q.trim(), words.map(likePattern), orderNumberOf(query.q), GATE_SEARCH_MAX);
    const now = new Date();
    return { people: rows.slice(0, GATE_SEARCH_MAX).map((r) => toGateSearchPersonDto(r, outcomeOf(factsOf(r), r.inForce, now))) };
  }

  // ── the steps ─────────────────────────────────────────────────────────────────────────────

  /** Who the code or picked person is and what the gate says at `at`; the short answer when nobody of this edition. */
  private async lookup(editionId: number, dto: GateLookupDto, at: Date, clientId?: string): Promise<Found | { outcome: GateOutcome; otherEdition?: string }> {
    const found = await this.repository.lookup(editionId, dto.code !== undefined ? { code: dto.code } : { kind: dto.kind!, subjectId: dto.subjectId! }, clientId);
    const elsewhere = codeOutcome(found?.editionId ?? null, editionId);
    if (!found || elsewhere) return elsewhere === GateOutcome.WRONG_EDITION ? { outcome: elsewhere, otherEdition: found!.editionName } : { outcome: GateOutcome.UNKNOWN };
    const { person, ...facts } = found;
    if (!person) return { outcome: GateOutcome.UNKNOWN };
    return {
      facts,
      person,
      outcome: outcomeOf(factsOf(facts), person.entry !== null, at),
      toPay: facts.kind === GateSubjectKind.TICKET ? toPay({ source: facts.source, paymentMethod: facts.paymentMethod, amount: facts.orderAmount }) : null,
    };
  }

  private refusalOrCheck(found: Found, currency: string): GateAnswerDto {
    return toGateAnswerDto({
      outcome: found.outcome,
      person: toGatePersonDto(found.facts.kind, found.facts.id, found.person),
      previous: found.outcome === GateOutcome.ALREADY_IN ? found.person.entry : null,
      toPay: found.outcome === GateOutcome.VALID ? found.toPay : null,
      currency,
    });
  }

  private async enterChecked(access: EditionAccess, userId: number, dto: GateEntryDto): Promise<GateAnswerDto> {
    const editionId = access.edition.id;
    const currency = access.edition.currency;
    const at = dto.scannedAt ? new Date(dto.scannedAt) : new Date();
    const offline = dto.offline === true;
    const outcome = await this.record(editionId, currency, userId, dto, at, offline);
    if (outcome.recorded && outcome.answer.person) {
      const { kind, subjectId } = outcome.answer.person;
      await this.events.publish(new GateValidated(editionId, outcome.recorded.id, GateAction.ENTRY, kind, subjectId, dto.deviceId, outcome.recorded.conflict));
    }
    return outcome.answer;
  }

  /**
   * The lookup and the recording, and what the device is told. No transaction around them: the one
   * statement that records is the guard (unique keys), and a lookup it overtakes is read again when
   * it records nothing; two round trips fewer per scan.
   */
  private async record(editionId: number, currency: string, userId: number, dto: GateEntryDto, at: Date, offline: boolean): Promise<{ answer: GateAnswerDto; recorded: { id: number; conflict: boolean } | null }> {
    const found = await this.lookup(editionId, dto, at, dto.clientId);
    if (!('person' in found)) return { answer: toGateAnswerDto({ ...found, currency }), recorded: null };
    const { facts, person } = found;
    if (person.stored) return { answer: this.repeat(found, person.stored, currency), recorded: null };
    const write = { editionId, kind: facts.kind, subjectId: facts.id, clientId: dto.clientId, deviceId: dto.deviceId, at, userId, offline };
    if (found.outcome === GateOutcome.VALID) {
      if (found.toPay !== null && !dto.paymentMethod) throw conflict('paymentRequired', 'PAYMENT_REQUIRED', { toPay: found.toPay, currency });
      const payment = found.toPay !== null && dto.paymentMethod ? { orderId: facts.orderId!, method: dto.paymentMethod } : null;
      const entry = await this.repository.enter({ ...write, conflict: false, payment });
      if (entry) {
        const mine = { entryId: entry.id, at: entry.at, by: entry.by, deviceId: dto.deviceId, offline };
        const answer = toGateAnswerDto({ outcome: GateOutcome.VALID, person: toGatePersonDto(facts.kind, facts.id, person, mine), entryId: entry.id, currency });
        return { answer, recorded: { id: entry.id, conflict: false } };
      }
      // Lost a race: the same client id sent twice at once, or another device let them in first.
      const stored = await this.repository.stored(editionId, dto.clientId);
      if (stored) return { answer: this.repeat(found, stored, currency), recorded: null };
      person.entry = await this.repository.inForce(editionId, facts.kind, facts.id);
      found.outcome = GateOutcome.ALREADY_IN;
    }
    if (found.outcome === GateOutcome.ALREADY_IN && offline) {
      const kept = await this.repository.enter({ ...write, conflict: true, payment: null });
      if (!kept) throw conflict('clientIdReused', 'CLIENT_ID_REUSED');
      const answer = toGateAnswerDto({
        outcome: GateOutcome.ALREADY_IN,
        person: toGatePersonDto(facts.kind, facts.id, person),
        entryId: kept.id,
        conflict: true,
        previous: person.entry,
        currency,
      });
      return { answer, recorded: { id: kept.id, conflict: true } };
    }
    return { answer: this.refusalOrCheck(found, currency), recorded: null };
  }

  /** The answer to a client id already recorded: the first answer again (VALID, or the conflict it was), or 409 when it named someone else. */
  private repeat(found: Found, stored: StoredEntryRow, currency: string): GateAnswerDto {
    const { facts, person } = found;
    if (stored.kind !== facts.kind || stored.subjectId !== facts.id || stored.action !== GateAction.ENTRY) throw conflict('clientIdReused', 'CLIENT_ID_REUSED');
    return toGateAnswerDto({
      outcome: stored.conflict ? GateOutcome.ALREADY_IN : GateOutcome.VALID,
      person: toGatePersonDto(facts.kind, facts.id, person),
      entryId: stored.entryId,
      conflict: stored.conflict,
      previous: stored.conflict ? person.entry : null,
      currency,
    });
  }
}
