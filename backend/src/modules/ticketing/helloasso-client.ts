import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { endpointRefusal, isPrivateAddressError, publicOnlyLookup, type EndpointRefusal } from '../../core/web/private-address';
import type { HaForm, HaListPage, HaOrder, HaTokenAnswer } from './helloasso-types';

/**
 * What went wrong talking to HelloAsso, as the page says it: the credentials were refused (token
 * 400/401), the credentials lack a right (403), no such organisation or form (404), the address
 * could not be reached (refused, unknown name, timeout), the address is not allowed (not https, or a
 * private network), or HelloAsso answered something else.
 */
export type HelloAssoErrorCode = 'BAD_CREDENTIALS' | 'FORBIDDEN' | 'NOT_FOUND' | 'NETWORK' | 'BLOCKED_ADDRESS' | 'PROVIDER_ERROR';

/** A failure of a HelloAsso call. Its message names the call and the status, never a secret or a token. */
export class HelloAssoError extends Error {
  constructor(
    readonly code: HelloAssoErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HelloAssoError';
  }
}

export interface HelloAssoSettings {
  /** Token at {apiBaseUrl}/oauth2/token, API at {apiBaseUrl}/v5. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  formType: string;
  formSlug: string;
}

/** How 429 and 5xx answers and dropped connections are retried: exponential back-off, Retry-After honoured, a cap on the total wait. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  baseDelayMs: number;
  /** Longest single wait (a longer Retry-After is cut to this). */
  maxDelayMs: number;
  /** Past this much waiting for one call, the last failure is the answer. */
  maxTotalWaitMs: number;
}

/** A sync's calls: patient (HelloAsso's rate limit answers 429 with Retry-After). */
export const SYNC_RETRY: RetryPolicy = { retries: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxTotalWaitMs: 120_000 };
/** "Test connection": the organiser waits for the answer. */
export const TEST_RETRY: RetryPolicy = { retries: 1, baseDelayMs: 500, maxDelayMs: 2_000, maxTotalWaitMs: 3_000 };

/** HelloAsso's largest page. */
export const ORDERS_PAGE_SIZE = 100;
/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 30_000;
/** Bigger answers are refused (a page of 100 orders with details is well under 1 MB). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);

/**
 * Why a provider address is refused before any call (null: allowed): the guard every address a user
 * gives goes through (endpointRefusal), and no query (paths and parameters are added to it).
 */
export function baseUrlRefusal(apiBaseUrl: string, allowPrivateHosts: boolean): EndpointRefusal | null {
  return endpointRefusal(apiBaseUrl, { allowPrivateHosts }) ?? (new URL(apiBaseUrl).search ? 'INVALID_URL' : null);
}

/** One page of orders, and the token of the next one (null after the last page). */
export interface OrdersPage {
  orders: HaOrder[];
  nextToken: string | null;
  /** No page follows (empty answer next, or the token came back again). */
  last: boolean;
}

/** Which orders to list: changed in [from, to) (null: no bound), from the page of `continuationToken` on. */
export interface OrdersWindow {
  from: Date | null;
  to: Date | null;
  continuationToken: string | null;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

interface Token {
  access: string;
  refresh: string | null;
  expiresAt: number;
}

interface Transport {
  agents: { http: HttpAgent; https: HttpsAgent };
  allowPrivateHosts: boolean;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * HelloAsso's API v5 for one organisation's form: OAuth2 client-credentials token, refreshed when it
 * expires (401 → refresh once → retry; a refused refresh → a new token), 429 and 5xx retried with
 * back-off, answers mapped to coded errors. Holds the secret and tokens in memory only; no message,
 * log or error it makes contains them.
 */
export class HelloAssoClient {
  private token: Token | null = null;
  private tokenLoading: Promise<Token> | null = null;
  private readonly base: string;
  /** Calls made, retries, tokens asked: what a run may report. */
  readonly counts = { calls: 0, retries: 0, tokens: 0 };

  constructor(
    private readonly settings: HelloAssoSettings,
    private readonly retry: RetryPolicy,
    private readonly transport: Transport,
  ) {
    this.base = settings.apiBaseUrl.replace(/\/+$/, '');
  }

  private get formPath(): string {
    const s = this.settings;
    return `/v5/organizations/${encodeURIComponent(s.organizationSlug)}/forms/${encodeURIComponent(s.formType)}/${encodeURIComponent(s.formSlug)}`;
  }

  /** The form's public description: tiers with their custom fields and extra options. */
  form(): Promise<HaForm> {
    return this.get<HaForm>(`${this.formPath}/public`, {});
  }

  /**
   * The form's orders with their items (withDetails), oldest change first, a page of 100 at a time.
   * A token comes back even on the last page: the list ends on an empty page, or when a token comes
   * back that was already used.
   */
  async *orderPages(window: OrdersWindow): AsyncGenerator<OrdersPage> {
    let token = window.continuationToken;
    const seen = new Set<string>(token ? [token] : []);
    for (;;) {
      const page = await this.get<HaListPage<HaOrder>>(`${this.formPath}/orders`, {
        withDetails: 'true',
        pageSize: String(ORDERS_PAGE_SIZE),
        sortField: 'UpdateDate',
        sortOrder: 'Asc',
        from: window.from?.toISOString(),
        to: window.to?.toISOString(),
        continuationToken: token ?? undefined,
      });
      const orders = Array.isArray(page?.data) ? page.data : [];
      if (!orders.length) return;
      const next = typeof page.pagination?.continuationToken === 'string' && page.pagination.continuationToken ? page.pagination.continuationToken : null;
      const last = next === null || seen.has(next);
      yield { orders, nextToken: last ? null : next, last };
      if (last) return;
      seen.add(next);
      token = next;
    }
  }

  /** GET on the API with the bearer token; one 401 renews the token and tries again. */
  private async get<T>(path: string, query: Record<string, string | undefined>): Promise<T> {
    const url = new URL(this.base + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
    let answer = await this.withRetries(async () => this.call('GET', url, { authorization: `Bearer ${(await this.accessToken(false)).access}` }));
    if (answer.status === 401) {
      const renewed = await this.accessToken(true);
      answer = await this.withRetries(() => this.call('GET', url, { authorization: `Bearer ${renewed.access}` }));
      if (answer.status === 401) throw new HelloAssoError('BAD_CREDENTIALS', `HelloAsso refused a fresh token on GET ${url.pathname} (401)`, 401);
    }
    if (answer.status === 403) throw new HelloAssoError('FORBIDDEN', `HelloAsso answered 403 to GET ${url.pathname}`, 403);
    if (answer.status === 404) throw new HelloAssoError('NOT_FOUND', `HelloAsso answered 404 to GET ${url.pathname}`, 404);
    if (answer.status < 200 || answer.status >= 300) throw new HelloAssoError('PROVIDER_ERROR', `HelloAsso answered ${answer.status} to GET ${url.pathname}`, answer.status);
    return parseJson<T>(answer, `GET ${url.pathname}`);
  }

  /**
   * A valid access token: the one held, unless it expires soon or `renew` (after a 401): then the
   * refresh token, and when HelloAsso refuses it, new client credentials. Parallel callers share one request.
   */
  private accessToken(renew: boolean): Promise<Token> {
    const held = this.token;
    if (!renew && held && held.expiresAt - TOKEN_MARGIN_MS > Date.now()) return Promise.resolve(held);
    this.tokenLoading ??= this.newToken(held).finally(() => (this.tokenLoading = null));
    return this.tokenLoading;
  }

  private async newToken(held: Token | null): Promise<Token> {
    if (held?.refresh) {
      try {
        return (this.token = await this.askToken({ grant_type: 'refresh_token', client_id: this.settings.clientId, refresh_token: held.refresh }));
      } catch (error) {
        if (!(error instanceof HelloAssoError) || error.code !== 'BAD_CREDENTIALS') throw error;
        // A refused refresh token: start again from the client credentials.
      }
    }
    return (this.token = await this.askToken({ grant_type: 'client_credentials', client_id: this.settings.clientId, client_secret: this.settings.clientSecret }));
  }

  private async askToken(form: Record<string, string>): Promise<Token> {
    const url = new URL(`${this.base}/oauth2/token`);
    const body = new URLSearchParams(form).toString();
    this.counts.tokens++;
    const answer = await this.withRetries(() => this.call('POST', url, { 'content-type': 'application/x-www-form-urlencoded' }, body));
    if (answer.status === 400 || answer.status === 401) throw new HelloAssoError('BAD_CREDENTIALS', `HelloAsso refused the ${form.grant_type} token request (${answer.status})`, answer.status);
    if (answer.status === 403) throw new HelloAssoError('FORBIDDEN', `HelloAsso answered 403 to the token request`, 403);
    if (answer.status === 404) throw new HelloAssoError('NOT_FOUND', `HelloAsso has no token endpoint at this address (404)`, 404);
    if (answer.status < 200 || answer.status >= 300) throw new HelloAssoError('PROVIDER_ERROR', `HelloAsso answered ${answer.status} to the token request`, answer.status);
    const token = parseJson<HaTokenAnswer>(answer, 'the token request');
    if (typeof token?.access_token !== 'string' || !token.access_token) throw new HelloAssoError('PROVIDER_ERROR', 'HelloAsso answered the token request without an access token');
    const seconds = typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : 1800;
    return { access: token.access_token, refresh: typeof token.refresh_token === 'string' && token.refresh_token ? token.refresh_token : null, expiresAt: Date.now() + seconds * 1000 };
  }

  /** Tries `attempt` again after 429, 5xx or a dropped connection, waiting (Retry-After, else back-off) at most the policy's total. */
  private async withRetries(attempt: () => Promise<RawAnswer>): Promise<RawAnswer> {
    let waited = 0;
    for (let n = 0; ; n++) {
      let answer: RawAnswer | null = null;
      let failure: HelloAssoError | null = null;
      try {
        answer = await attempt();
      } catch (error) {
        if (!(error instanceof HelloAssoError) || error.code !== 'NETWORK') throw error;
        failure = error;
      }
      if (answer && !RETRIED_STATUSES.has(answer.status)) return answer;
      const backoff = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** n);
      const delay = Math.min(this.retry.maxDelayMs, answer ? (retryAfterMs(answer.headers['retry-after']) ?? backoff) : backoff);
      if (n >= this.retry.retries || waited + delay > this.retry.maxTotalWaitMs) {
        if (failure) throw failure;
        return answer!;
      }
      this.counts.retries++;
      await this.transport.sleep(delay);
      waited += delay;
    }
  }

  /** One HTTP exchange. Network failures become NETWORK (or BLOCKED_ADDRESS) errors. */
  private call(method: 'GET' | 'POST', url: URL, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
    const refusal = baseUrlRefusal(url.origin, this.transport.allowPrivateHosts);
    if (refusal === 'INSECURE_URL' || refusal === 'BLOCKED_ADDRESS') return Promise.reject(new HelloAssoError('BLOCKED_ADDRESS', `The address ${url.host} is not allowed`));
    if (refusal) return Promise.reject(new HelloAssoError('NETWORK', `The address ${url.host} is not valid`));
    this.counts.calls++;
    const https = url.protocol === 'https:';
    return new Promise<RawAnswer>((resolve, reject) => {
      const req = (https ? httpsRequest : httpRequest)(
        url,
        {
          method,
          agent: https ? this.transport.agents.https : this.transport.agents.http,
          headers: { accept: 'application/json', 'user-agent': 'festival-platform-ticketing', ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) req.destroy(new HelloAssoError('PROVIDER_ERROR', `HelloAsso's answer to ${method} ${url.pathname} is too large`));
            else chunks.push(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', (error) => reject(toNetworkError(error, method, url)));
        },
      );
      req.setTimeout(this.transport.timeoutMs, () => req.destroy(new HelloAssoError('NETWORK', `${method} ${url.host}${url.pathname} timed out`)));
      req.on('error', (error) => reject(toNetworkError(error, method, url)));
      req.end(body);
    });
  }
}

function toNetworkError(error: Error, method: string, url: URL): HelloAssoError {
  if (error instanceof HelloAssoError) return error;
  if (isPrivateAddressError(error)) {
    return new HelloAssoError('BLOCKED_ADDRESS', `${url.host} resolves to a private address`);
  }
  const code = (error as { code?: string }).code;
  return new HelloAssoError('NETWORK', `${method} ${url.host}${url.pathname} failed${code ? ` (${code})` : ''}`);
}

function parseJson<T>(answer: RawAnswer, what: string): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new HelloAssoError('PROVIDER_ERROR', `HelloAsso's answer to ${what} is not JSON`, answer.status);
  }
}

/** Retry-After in milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/**
 * Makes HelloAsso clients for the module: shared keep-alive connections, the SSRF guard (unless
 * TICKETING_ALLOW_PRIVATE_HOSTS), and the retry policies (tests shorten them).
 */
@Injectable()
export class HelloAssoConnector implements OnModuleDestroy {
  /** The sync's and the connection test's retry policies. */
  policies = { sync: SYNC_RETRY, test: TEST_RETRY };
  timeoutMs = 30_000;
  readonly allowPrivateHosts: boolean;
  private readonly agents: { http: HttpAgent; https: HttpsAgent };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowPrivateHosts = config.ticketingAllowPrivateHosts;
    const lookup = this.allowPrivateHosts ? undefined : (publicOnlyLookup as unknown as LookupFunction);
    this.agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 16, lookup }), https: new HttpsAgent({ keepAlive: true, maxSockets: 16, lookup }) };
  }

  client(settings: HelloAssoSettings, purpose: 'sync' | 'test'): HelloAssoClient {
    return new HelloAssoClient(settings, this.policies[purpose], {
      agents: this.agents,
      allowPrivateHosts: this.allowPrivateHosts,
      timeoutMs: purpose === 'test' ? Math.min(this.timeoutMs, 10_000) : this.timeoutMs,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
  }

  onModuleDestroy(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
