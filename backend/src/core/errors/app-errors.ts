import { HttpException, HttpStatus } from '@nestjs/common';

/** A message to translate in the reader's language: key in server.json + placeholder values. */
export interface TranslatableMessage {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * Every error the API raises on purpose: a status, a translatable message, an optional stable
 * `code` for the front end, and optional per-field messages. The exception filter translates.
 */
export class AppException extends HttpException {
  constructor(
    status: number,
    readonly messageKey: string,
    readonly details: {
      params?: Record<string, unknown>;
      code?: string;
      fields?: Record<string, TranslatableMessage[]>;
      retryAfterSeconds?: number;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey, status);
  }
}

export class BadRequestError extends AppException {
  constructor(key = 'errors.badRequest', options: AppException['details'] = {}) {
    super(HttpStatus.BAD_REQUEST, key, options);
  }
}

export class UnauthorizedError extends AppException {
  constructor(key = 'errors.unauthorized', options: AppException['details'] = {}) {
    super(HttpStatus.UNAUTHORIZED, key, options);
  }
}

export class ForbiddenError extends AppException {
  constructor(key = 'errors.forbidden', options: AppException['details'] = {}) {
    super(HttpStatus.FORBIDDEN, key, options);
  }
}

export class NotFoundError extends AppException {
  constructor(key = 'errors.notFound', options: AppException['details'] = {}) {
    super(HttpStatus.NOT_FOUND, key, options);
  }
}

/** 409 naming the field that clashes, e.g. an e-mail already used. */
export class ConflictError extends AppException {
  constructor(field: string, key: string) {
    super(HttpStatus.CONFLICT, key, { code: 'CONFLICT', fields: { [field]: [{ key }] } });
  }
}

/** 409 for a state that forbids the action, e.g. adding an edition to an archived convention. */
export class StateConflictError extends AppException {
  constructor(key: string) {
    super(HttpStatus.CONFLICT, key, { code: 'CONFLICT' });
  }
}

/** 429 with Retry-After (seconds) and a message saying in how many minutes to try again ({{minutes}}). */
export class TooManyRequestsError extends AppException {
  constructor(retryAfterSeconds: number, key = 'errors.tryAgainIn') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(HttpStatus.TOO_MANY_REQUESTS, key, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds, params: { minutes: Math.ceil(seconds / 60) } });
  }
}

/** 503: the database does not answer now; the client may retry after `retryAfterSeconds`. */
export class DatabaseUnavailableError extends AppException {
  constructor(retryAfterSeconds = 5) {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'errors.databaseUnavailable', { code: 'DATABASE_UNAVAILABLE', retryAfterSeconds });
  }
}

/** 400 from the validation pipe: one or more messages per field. */
export class ValidationFailedError extends AppException {
  constructor(fields: Record<string, TranslatableMessage[]>) {
    super(HttpStatus.BAD_REQUEST, 'errors.validation', { code: 'VALIDATION_FAILED', fields });
  }
}
