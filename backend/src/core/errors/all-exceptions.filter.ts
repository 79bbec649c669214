import { MikroORM } from '@mikro-orm/core';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { DatabaseHealth } from '../database/database-health';
import { isDatabaseDown, isDatabaseUnavailable, isRequestReadError } from '../database/timeouts';
import { requestLanguage, ServerI18n } from '../i18n/server-i18n';
import { ApiErrorLog } from './api-error-log.entity';
import { AppException } from './app-errors';
import { redact, storable } from './redact';

/** Seconds a client is told to wait when the database does not answer. */
export const DATABASE_RETRY_AFTER_S = 5;

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  422: 'errors.unprocessable',
  429: 'errors.tooManyRequests',
};

/** Headers of the answer a route meant to give, which an error answer must not carry (it is JSON, not a file to keep). */
const SUCCESS_HEADERS = ['Content-Type', 'Content-Disposition'];

/** Whether the client hung up before its request had been read whole (multer then fails with "Request aborted"). */
function clientLeftMidRequest(req: Request): boolean {
  return !req.complete && (req.destroyed || !!req.socket?.destroyed);
}

/** The one place that turns any thrown thing into a JSON answer, and records every 5xx. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly i18n: ServerI18n,
    private readonly orm: MikroORM,
    private readonly database: DatabaseHealth,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const lng = requestLanguage(req);
    const t = (key: string, params?: Record<string, unknown>) => this.i18n.t(lng, key, params);

    let body: ErrorBody;
    if (exception instanceof AppException) {
      const status = exception.getStatus();
      body = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: t(exception.messageKey, exception.details.params) };
      if (exception.details.code) body.code = exception.details.code;
      if (exception.details.fields) {
        body.errors = Object.fromEntries(
          Object.entries(exception.details.fields).map(([field, list]) => [field, list.map((m) => t(m.key, { field, ...m.params }))]),
        );
      }
      if (exception.details.retryAfterSeconds) res.setHeader('Retry-After', String(exception.details.retryAfterSeconds));
      Object.assign(body, exception.details.extra);
    } else if (exception instanceof HttpException) {
      // Framework errors (unknown route, body too large, multer limits): translate by status.
      const status = exception.getStatus();
      const key = STATUS_KEYS[status];
      body = {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: key ? t(key) : exception.message,
      };
    } else if (isRequestReadError(exception) || clientLeftMidRequest(req)) {
      // The client's own fault or departure (a body cut short, an upload dropped half-way): nothing broke here.
      const status = isRequestReadError(exception) ? exception.status : 400;
      body = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: t(STATUS_KEYS[status] ?? 'errors.badRequest') };
    } else if (isDatabaseUnavailable(exception)) {
      // The database is unreachable, restarting, frozen or saturated: try again shortly, nothing is lost.
      if (isDatabaseDown(exception)) this.database.markDown((exception as Error).message);
      this.logger.warn(`${req.method} ${req.originalUrl} → 503: ${(exception as Error).message}`);
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
      body = { statusCode: 503, error: STATUS_CODES[503]!, message: t('errors.databaseUnavailable'), code: 'DATABASE_UNAVAILABLE' };
    } else {
      body = { statusCode: 500, error: 'Internal Server Error', message: t('errors.internal') };
    }

    // A 503 of an unavailable database is not recorded there (it could not be), only in the server log.
    if (body.statusCode >= 500 && body.code !== 'DATABASE_UNAVAILABLE') await this.record(exception, body.statusCode, req);
    if (res.headersSent) return;
    // A route may have said what its answer would be (a CSV download, a calendar, a cache lifetime) before it failed.
    for (const header of SUCCESS_HEADERS) res.removeHeader(header);
    // No cache keeps an error: the next ask may well succeed (a 503 of a database restarting, a programme being fixed).
    res.setHeader('Cache-Control', 'no-store');
    res.status(body.statusCode).json(body);
  }

  private async record(exception: unknown, status: number, req: Request): Promise<void> {
    const error = exception instanceof Error ? exception : new Error(String(exception));
    this.logger.error(`${req.method} ${req.originalUrl} → ${status}: ${error.message}`, error.stack);
    try {
      const em = this.orm.em.fork();
      const driver = exception as { code?: string; constraint?: string; table?: string; detail?: string };
      const dbDetails = driver.code && typeof driver.code === 'string' && /^[0-9A-Z]{5}$/.test(driver.code)
        ? { code: driver.code, constraint: driver.constraint, table: driver.table, detail: driver.detail ? storable(driver.detail) : undefined }
        : null;
      em.create(ApiErrorLog, {
        message: storable(error.message.slice(0, 5000)),
        statusCode: status,
        stack: error.stack ? storable(error.stack) : null,
        errorType: error.constructor?.name ?? 'Error',
        method: req.method,
        url: storable(req.originalUrl),
        path: storable(req.path),
        userAgent: req.headers['user-agent'] ? storable(req.headers['user-agent']) : null,
        ip: req.ip ?? null,
        referer: req.headers.referer ? storable(req.headers.referer) : null,
        origin: req.headers.origin ? storable(req.headers.origin) : null,
        headers: redact(req.headers) as Record<string, unknown>,
        body: redact(req.body) ?? null,
        queryParams: redact(req.query) as Record<string, unknown>,
        prismaDetails: dbDetails,
        userId: req.user?.id ?? null,
      });
      await em.flush();
    } catch (logError) {
      this.logger.error(`Could not record the error: ${(logError as Error).message}`);
    }
  }
}
