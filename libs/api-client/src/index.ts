/**
 * Typed client for the backend API. The `paths` types are generated from the
 * backend's OpenAPI document (`npm run api:generate`); nothing here is written per endpoint.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

// The types of every path and schema, and the values of every enum (e.g. `amenityFlagValues`).
export * from './schema';
export type Schemas = components['schemas'];

/** The JSON body every error answer of the API carries. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  /** Field name → translated messages, for 400 validation errors and 409 conflicts. */
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** First message for a form field, if the server gave one. */
  fieldError(field: string): string | undefined {
    return this.body.errors?.[field]?.[0];
  }
}

export const ADMIN_MODE_HEADER = 'X-Admin-Mode';

let adminModeProvider: () => boolean = () => false;
/** The shell tells the client whether admin mode is on; every request then carries the header. */
export function setAdminModeProvider(provider: () => boolean): void {
  adminModeProvider = provider;
}

const adminModeMiddleware: Middleware = {
  onRequest({ request }) {
    if (adminModeProvider()) request.headers.set(ADMIN_MODE_HEADER, 'true');
    return request;
  },
};

const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    let body: ApiErrorBody;
    try {
      body = (await response.clone().json()) as ApiErrorBody;
    } catch {
      body = { statusCode: response.status, error: response.statusText, message: response.statusText };
    }
    throw new ApiError(response.status, body);
  },
};

export function createApiClient(baseUrl = '') {
  const client = createClient<paths>({ baseUrl, credentials: 'include' });
  client.use(adminModeMiddleware, errorMiddleware);
  return client;
}

/** The shared client: calls throw `ApiError` on any non-2xx answer, so `data` is always set. */
export const api = createApiClient();
