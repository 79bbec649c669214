/** The connection page's rules (pure): the form's values and checks (mirroring the server's), and how a run reads. */
import type { Schemas } from '@festival/api-client';

type ExternalTicketing = Schemas['ExternalTicketingDto'];
type SaveExternalTicketingBody = Schemas['SaveExternalTicketingDto'];
type SyncRun = Schemas['SyncRunDto'];

/** A page of the history. */
export const RUNS_PAGE_SIZE = 10;
/** HelloAsso's production address (the server's default). */
export const HELLOASSO_DEFAULT_BASE_URL = 'https://api.helloasso.com';
/** An organisation's or a form's slug, as the server checks it. */
export const SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,198}[A-Za-z0-9])?$/;
/** The providers whose tickets are managed by hand here. */
export const MANUAL_PROVIDERS = ['BILLETWEB', 'WEEZEVENT', 'OTHER'] as const;
export type ManualProvider = (typeof MANUAL_PROVIDERS)[number];

export interface ConnectionValues {
  /** HelloAsso (synced) or another provider managed by hand. */
  kind: 'HELLOASSO' | 'MANUAL';
  manualProvider: ManualProvider;
  clientId: string;
  /** Empty: keep the stored secret. */
  clientSecret: string;
  organizationSlug: string;
  formType: string;
  formSlug: string;
  /** Empty: HelloAsso's production address. */
  apiBaseUrl: string;
}

/** The form's values for the stored connection (never a secret: it is not sent back). */
export function connectionValues(connection: ExternalTicketing): ConnectionValues {
  const h = connection.helloAsso;
  const manual = (MANUAL_PROVIDERS as readonly string[]).includes(connection.provider ?? '') && connection.status !== 'INACTIVE';
  return {
    kind: manual ? 'MANUAL' : 'HELLOASSO',
    manualProvider: manual ? (connection.provider as ManualProvider) : 'OTHER',
    clientId: h?.clientId ?? '',
    clientSecret: '',
    organizationSlug: h?.organizationSlug ?? '',
    formType: h?.formType ?? 'Event',
    formSlug: h?.formSlug ?? '',
    apiBaseUrl: h && h.apiBaseUrl !== HELLOASSO_DEFAULT_BASE_URL ? h.apiBaseUrl : '',
  };
}

/** What PUT (or "test connection") sends for the form's values. */
export function connectionBody(values: ConnectionValues): SaveExternalTicketingBody {
  if (values.kind === 'MANUAL') return { provider: values.manualProvider };
  return {
    provider: 'HELLOASSO',
    clientId: values.clientId.trim(),
    clientSecret: values.clientSecret,
    organizationSlug: values.organizationSlug.trim(),
    formType: values.formType as SaveExternalTicketingBody['formType'],
    formSlug: values.formSlug.trim(),
    apiBaseUrl: values.apiBaseUrl.trim() || null,
  };
}

export type ConnectionError = 'required' | 'slug' | 'url' | 'secretRequired';

/**
 * The form's checks (the server checks again, and says more: a private address, a secret needed
 * because the client id or address changed). `stored`: the connection's saved HelloAsso settings.
 */
export function connectionErrors(values: ConnectionValues, stored: ExternalTicketing['helloAsso']): Partial<Record<keyof ConnectionValues, ConnectionError>> {
  if (values.kind === 'MANUAL') return {};
  const out: Partial<Record<keyof ConnectionValues, ConnectionError>> = {};
  if (!values.clientId.trim()) out.clientId = 'required';
  for (const field of ['organizationSlug', 'formSlug'] as const) {
    const v = values[field].trim();
    if (!v) out[field] = 'required';
    else if (!SLUG_PATTERN.test(v)) out[field] = 'slug';
  }
  const url = values.apiBaseUrl.trim();
  if (url && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(url)) out.apiBaseUrl = 'url';
  if (!values.clientSecret) {
    const address = (url || HELLOASSO_DEFAULT_BASE_URL).replace(/\/+$/, '');
    if (!stored?.hasClientSecret || stored.clientId !== values.clientId.trim() || stored.apiBaseUrl !== address) out.clientSecret = 'secretRequired';
  }
  return out;
}

/** A run still queued or running. */
export const isLive = (run: Pick<SyncRun, 'status'>): boolean => run.status === 'QUEUED' || run.status === 'RUNNING';

/** How long a finished run took, in milliseconds (null while it runs). */
export function durationOf(run: Pick<SyncRun, 'startedAt' | 'finishedAt'>): number | null {
  if (!run.startedAt || !run.finishedAt) return null;
  return Math.max(0, new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime());
}

/** A duration in the reader's language: seconds under two minutes, else minutes. */
export function formatDuration(ms: number, lng: string): string {
  const seconds = ms / 1000;
  const [value, unit] = seconds < 120 ? [seconds, 'second'] : [seconds / 60, 'minute'];
  return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** Orders a run has gone through so far. */
export const ordersDone = (run: Pick<SyncRun, 'created' | 'updated' | 'cancelled' | 'unchanged' | 'skipped'>): number =>
  run.created + run.updated + run.cancelled + run.unchanged + run.skipped;
