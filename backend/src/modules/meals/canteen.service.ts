import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { fieldErrors } from '../../core/validation/field-errors';
import { localDayOf, wallClock } from '../../core/time/zoned';
import type { EditionAccess } from '../access/access.service';
import { CheckpointService } from '../gate/checkpoint.service';
import { GATE_SEARCH_MAX, type CheckpointEntryDto, type GateHistoryQuery, type GateLookupDto, type GateSearchQuery, type GateUndoDto, type StoredEntryRow } from '../gate/gate.dto';
import {
  toCanteenMealDto,
  toMealAnswerDto,
  toMealCopyPersonDto,
  toMealEaterDto,
  toMealHistoryLineDto,
  toMealSearchPersonDto,
  type CanteenMealRow,
  type CanteenMealsDto,
  type EaterFactsRow,
  type EaterRow,
  type MealAnswerDto,
  type MealCopyDto,
  type MealHistoryDto,
  type MealSearchDto,
  type MealSyncAnswerDto,
  type MealSyncDto,
} from './canteen.dto';
import { MealOutcome, type MealRefusal } from './canteen-fields';
import { currentMeal, mealOfCheckpoint, mealOutcomeOf } from './canteen-rules';
import { CanteenRepository } from './canteen.repository';
import { mealCheckpoint } from './meal-fields';

const mealNotFound = () => new NotFoundError('errors.meals.mealNotFound', { code: 'MEAL_NOT_FOUND' });
const entryNotFound = () => new NotFoundError('errors.gate.entryNotFound', { code: 'GATE_ENTRY_NOT_FOUND' });
const personNotFound = () => new NotFoundError('errors.gate.personNotFound', { code: 'GATE_PERSON_NOT_FOUND' });
const conflict = (key: string, code: string) => new AppException(409, `errors.gate.${key}`, { code });

/** A person of this edition for a meal, and what the canteen answers now. */
interface Eater {
  meal: CanteenMealRow;
  facts: EaterFactsRow;
  person: EaterRow;
  outcome: MealOutcome;
  refusal: MealRefusal | null;
}
type Lookup = Eater | { meal: CanteenMealRow; outcome: MealOutcome.UNKNOWN | MealOutcome.WRONG_EDITION; otherEdition: string | null };

/**
 * The canteen's use cases, on the gate's machinery (its lookup of a code, its guarded insert at the
 * meal's checkpoint, its offline queue, undo and history): who may eat a meal, serving them once
 * whatever the devices, taking a mistake back, the search and a meal's offline copy.
 */
@Injectable()
export class CanteenService {
  constructor(
    private readonly repository: CanteenRepository,
    private readonly checkpoints: CheckpointService,
  ) {}

  /** The meals of the edition, and the one a canteen phone opens on (today's running or next service, on the edition's clock). */
  async meals(access: EditionAccess): Promise<CanteenMealsDto> {
    const { id, timeZone } = access.edition;
    const meals = await this.repository.meals(id);
    const now = new Date();
    return { timeZone, currentMealId: currentMeal(meals, localDayOf(now, timeZone), wallClock(now, timeZone).hour)?.id ?? null, meals: meals.map(toCanteenMealDto) };
  }

  /** What serving them would answer now; nothing written. */
  async check(access: EditionAccess, mealId: number, dto: GateLookupDto): Promise<MealAnswerDto> {
    this.checkpoints.checkLookup(dto);
    return this.answerOf(await this.lookup(access.edition.id, mealId, dto));
  }

  /**
   * Serves a meal: one lookup, then the gate's guarded insert at the meal's checkpoint, which marks
   * the selection eaten in the same statement and only when it records. A repeat of a client id gets
   * the first answer again; a race lost to another device, ALREADY_EATEN (offline: a conflict, kept).
   */
  async eat(access: EditionAccess, userId: number, mealId: number, dto: CheckpointEntryDto): Promise<MealAnswerDto> {
    const errors = fieldErrors();
    this.checkpoints.addEntryErrors(errors, dto, new Date());
    errors.throwIfAny();
    return this.record(access.edition.id, userId, mealId, dto);
  }

  /** The offline queue of a meal, in order, each as `eat` answers it. */
  async sync(access: EditionAccess, userId: number, mealId: number, dto: MealSyncDto): Promise<MealSyncAnswerDto> {
    if (!(await this.repository.meal(access.edition.id, mealId))) throw mealNotFound();
    return this.checkpoints.inOrder(dto.entries, (entry) => this.record(access.edition.id, userId, mealId, entry));
  }

  /** Takes back a meal validation in force (404 unknown, 409 NOT_IN_FORCE otherwise): the selection is no longer eaten; the history keeps both. */
  async undo(access: EditionAccess, userId: number, entryId: number, dto: GateUndoDto): Promise<MealHistoryDto> {
    const editionId = access.edition.id;
    const undone = await this.repository.transaction(async () => {
      const entry = await this.repository.entryForUndo(editionId, entryId);
      const mealId = entry ? mealOfCheckpoint(entry.checkpoint) : null;
      if (!entry || mealId === null) throw entryNotFound();
      if (entry.action !== 'ENTRY' || entry.conflict || entry.undone) throw conflict('notInForce', 'NOT_IN_FORCE');
      const write = { editionId, mealId, checkpoint: entry.checkpoint, entryId, kind: entry.kind, subjectId: entry.subjectId, clientId: randomUUID(), deviceId: dto.deviceId, userId };
      return { ...write, id: await this.repository.undo(write) };
    });
    return this.history(access, { kind: undone.kind, subjectId: undone.subjectId });
  }

  /** A person of the edition (404 otherwise) and their meal validations and undos, every meal, newest first. */
  async history(access: EditionAccess, query: GateHistoryQuery): Promise<MealHistoryDto> {
    const editionId = access.edition.id;
    const found = await this.repository.lookup(editionId, 0, mealCheckpoint(0), { kind: query.kind, subjectId: query.subjectId });
    if (!found.person) throw personNotFound();
    const lines = await this.repository.history(editionId, query.kind, query.subjectId);
    return { kind: query.kind, subjectId: query.subjectId, name: found.person.name, lines: lines.map((l) => toMealHistoryLineDto(l, mealOfCheckpoint(l.checkpoint)!)) };
  }

  /** People by the gate's search, each with what a scan would answer for the meal. */
  async search(access: EditionAccess, mealId: number, query: GateSearchQuery): Promise<MealSearchDto> {
    const editionId = access.edition.id;
    const words = this.checkpoints.searchOf(query.q);
    const meal = await this.repository.meal(editionId, mealId);
    if (!meal) throw mealNotFound();
    const rows = await this.repository.search(editionId, mealId, mealCheckpoint(mealId), words, GATE_SEARCH_MAX);
    return {
      people: rows.slice(0, GATE_SEARCH_MAX).map((r) =>
        toMealSearchPersonDto(r, mealOutcomeOf({ ...r, accepted: this.checkpoints.accepted(r.status), selection: r.extra, mealEnabled: meal.enabled, eaten: r.inForce })),
      ),
    };
  }

  /** Everyone holding the meal, as the device answers from it through a network cut. */
  async copy(access: EditionAccess, mealId: number): Promise<MealCopyDto> {
    const editionId = access.edition.id;
    const generatedAt = new Date().toISOString();
    const meal = await this.repository.meal(editionId, mealId);
    if (!meal) throw mealNotFound();
    const rows = await this.repository.copy(editionId, mealId);
    const people = rows.map((r) =>
      toMealCopyPersonDto(r, mealOutcomeOf({ kind: r.k, state: r.state, source: r.source, accepted: this.checkpoints.accepted(r.status), selection: { accepted: r.accepted }, mealEnabled: meal.enabled, eaten: false })),
    );
    return { meal: toCanteenMealDto(meal), generatedAt, people };
  }

  // ── the steps ─────────────────────────────────────────────────────────────────────────────

  /** The meal (404 when not of this edition) and who the code or picked person is for it. */
  private async lookup(editionId: number, mealId: number, dto: GateLookupDto, clientId?: string): Promise<Lookup> {
    const found = await this.repository.lookup(editionId, mealId, mealCheckpoint(mealId), dto.code !== undefined ? { code: dto.code } : { kind: dto.kind!, subjectId: dto.subjectId! }, clientId);
    const { meal, person, ...facts } = found;
    if (!meal) throw mealNotFound();
    const elsewhere = this.checkpoints.whereFound(facts.editionId, editionId);
    if (elsewhere === 'WRONG_EDITION') return { meal, outcome: MealOutcome.WRONG_EDITION, otherEdition: facts.editionName };
    if (elsewhere || facts.kind === null || !person) return { meal, outcome: MealOutcome.UNKNOWN, otherEdition: null };
    const answer = mealOutcomeOf({ ...facts, accepted: this.checkpoints.accepted(facts.status), selection: person.selection, mealEnabled: meal.enabled, eaten: person.entry !== null });
    return { meal, facts: facts as EaterFactsRow, person, ...answer };
  }

  private answerOf(found: Lookup): MealAnswerDto {
    if (!('person' in found)) return toMealAnswerDto(found);
    const { meal, facts, person, outcome, refusal } = found;
    return toMealAnswerDto({ outcome, refusal, meal, person: toMealEaterDto(facts.kind, facts.id, person), previous: outcome === MealOutcome.ALREADY_EATEN ? person.entry : null });
  }

  /** The lookup and the recording, without a transaction around them (the guarded insert is the guard; a lookup it overtakes is read again). */
  private async record(editionId: number, userId: number, mealId: number, dto: CheckpointEntryDto): Promise<MealAnswerDto> {
    const at = dto.scannedAt ? new Date(dto.scannedAt) : new Date();
    const offline = dto.offline === true;
    const found = await this.lookup(editionId, mealId, dto, dto.clientId);
    if (!('person' in found)) return toMealAnswerDto(found);
    if (found.person.stored) return this.repeat(found, found.person.stored);
    const checkpoint = mealCheckpoint(mealId);
    const write = { editionId, mealId, checkpoint, kind: found.facts.kind, subjectId: found.facts.id, clientId: dto.clientId, deviceId: dto.deviceId, at, userId, offline };
    if (found.outcome === MealOutcome.ELIGIBLE) {
      const served = await this.repository.eat({ ...write, conflict: false });
      if (served) {
        const person = toMealEaterDto(found.facts.kind, found.facts.id, found.person, { entryId: served.id, at: served.at, by: served.by, deviceId: dto.deviceId, offline });
        return toMealAnswerDto({ outcome: MealOutcome.ELIGIBLE, meal: found.meal, person, entryId: served.id });
      }
      // Lost a race: the same client id sent twice at once, or another device served them first.
      const stored = await this.repository.stored(editionId, dto.clientId);
      if (stored) return this.repeat(found, stored);
      found.person.entry = await this.repository.inForce(editionId, checkpoint, found.facts.kind, found.facts.id);
      found.outcome = MealOutcome.ALREADY_EATEN;
    }
    if (found.outcome === MealOutcome.ALREADY_EATEN && offline) {
      const kept = await this.repository.eat({ ...write, conflict: true });
      if (!kept) throw conflict('clientIdReused', 'CLIENT_ID_REUSED');
      const person = toMealEaterDto(found.facts.kind, found.facts.id, found.person);
      return toMealAnswerDto({ outcome: MealOutcome.ALREADY_EATEN, meal: found.meal, person, entryId: kept.id, conflict: true, previous: found.person.entry });
    }
    return this.answerOf(found);
  }

  /** The answer to a client id already recorded: the first answer again, or 409 when it named someone else or another checkpoint. */
  private repeat(found: Eater, stored: StoredEntryRow): MealAnswerDto {
    const { meal, facts, person } = found;
    if (stored.checkpoint !== mealCheckpoint(meal.id) || stored.kind !== facts.kind || stored.subjectId !== facts.id || stored.action !== 'ENTRY') throw conflict('clientIdReused', 'CLIENT_ID_REUSED');
    const outcome = stored.conflict ? MealOutcome.ALREADY_EATEN : MealOutcome.ELIGIBLE;
    return toMealAnswerDto({ outcome, meal, person: toMealEaterDto(facts.kind, facts.id, person), entryId: stored.entryId, conflict: stored.conflict, previous: stored.conflict ? person.entry : null });
  }
}
