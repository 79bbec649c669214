import { ValidationFailedError, type TranslatableMessage } from '../errors/app-errors';

/** Messages per field, as the validation pipe answers them (keys of server.json). */
export type FieldMessages = Record<string, TranslatableMessage[]>;

/** What a rule answers per field: its messages, one message, or nothing (null: the field is fine). */
export type FoundErrors = Record<string, readonly TranslatableMessage[] | TranslatableMessage | null | undefined>;

const message = (key: string, params?: Record<string, unknown>): TranslatableMessage => (params ? { key, params } : { key });

/**
 * The field errors a service finds itself, answered as the validation pipe answers a DTO's: one 400
 * VALIDATION_FAILED with the messages per field.
 * ```ts
 * const errors = fieldErrors();
 * if (unknown.length) errors.add('teams', 'errors.volunteers.unknownTeam');
 * errors.throwIfAny();
 * ```
 */
export class FieldErrors {
  private readonly fields: FieldMessages = {};

  /** Adds a message to `field` (after those it already has). */
  add(field: string, key: string, params?: Record<string, unknown>): this {
    (this.fields[field] ??= []).push(message(key, params));
    return this;
  }

  /** Adds every message of a rule's answer (`applicationErrors(…)`, `{ validUntil: validityError(…) }`), field by field. */
  addAll(found: FoundErrors): this {
    for (const [field, messages] of Object.entries(found)) {
      const list = messages == null ? [] : Array.isArray(messages) ? messages : [messages as TranslatableMessage];
      if (list.length) (this.fields[field] ??= []).push(...list);
    }
    return this;
  }

  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }

  /** The 400 naming every field with its messages. */
  error(): ValidationFailedError {
    return new ValidationFailedError(this.fields);
  }

  throwIfAny(): void {
    if (this.any) throw this.error();
  }
}

/** A collector of field errors; `found`: a rule's answer to start from (`fieldErrors(settingsErrors(…)).throwIfAny()`). */
export const fieldErrors = (found: FoundErrors = {}): FieldErrors => new FieldErrors().addAll(found);

/** The 400 of one field with one message: `throw refuseField('provider', 'errors.ticketing.onlyHelloAsso')`. */
export const refuseField = (field: string, key: string, params?: Record<string, unknown>): ValidationFailedError => fieldErrors().add(field, key, params).error();
