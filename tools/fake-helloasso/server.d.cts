// Types of the fake HelloAsso (server.cjs), for TypeScript tests.

export interface FakeHelloAssoOptions {
  /** 0 (default) = any free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  organizationSlug?: string;
  formType?: string;
  formSlug?: string;
  /** Seed of the generated data (default 1). */
  seed?: number;
  /** Lifetime of an access token (default 1800). */
  tokenTtlSeconds?: number;
  /** Orders generated at start (default 0). */
  orders?: number;
}

/** The store behind the fake (the same operations as the control API). */
export interface FakeHelloAssoState {
  orders: Map<number, unknown>;
  itemCount: number;
  reset(): void;
  /** Historical orders over the last 90 days; returns their ids. */
  seed(input: { orders?: number; itemsPerOrder?: number; seed?: number }): number[];
  /** New orders placed now; returns their ids. */
  addOrders(input: { count?: number; itemsPerOrder?: number }): number[];
  /** Every item Canceled, the payment Refunded; returns the refunded order ids. */
  refund(input: { count?: number; orderIds?: number[] }): number[];
  /** Renames the first attendee; returns the changed order ids. */
  change(input: { count?: number; orderIds?: number[] }): number[];
  /** Bumps meta.updatedAt only (nothing else changes); returns the order ids. */
  touchOrders(input: { count?: number; orderIds?: number[] }): number[];
  /** Adds a ticket line to an order; returns the item id (null: unknown order or tier). */
  addItem(input: { orderId: number; tierId?: number }): number | null;
  changeTiers(input: { add?: number | Record<string, unknown>[]; remove?: number | number[]; update?: Record<string, unknown>[] }): { id: number; label: string }[];
  /** GET …/public's answer. */
  formJson(): { tiers: { id: number; label: string; price: number; tierType: string; customFields: unknown[]; extraOptions: unknown[] }[] } & Record<string, unknown>;
}

export interface FakeHelloAssoStats {
  orders: number;
  items: number;
  /** Calls per kind: token, refresh, organization, form, orders, items, order, item, unauthorized, forbidden, notFound, failed, badRequest. */
  requests: Record<string, number>;
  tokensIssued: number;
}

export interface FakeHelloAsso {
  /** Base URL, e.g. http://127.0.0.1:40123: token at `${url}/oauth2/token`, API at `${url}/v5`, control at `${url}/_fake/…`. */
  url: string;
  port: number;
  state: FakeHelloAssoState;
  clientId: string;
  clientSecret: string;
  organizationSlug: string;
  formType: string;
  formSlug: string;
  /** The body of PUT /api/editions/{id}/ticketing/external that connects an edition to this fake. */
  connection(): { provider: 'HELLOASSO'; clientId: string; clientSecret: string; organizationSlug: string; formType: string; formSlug: string; apiBaseUrl: string };
  expireTokens(): void;
  fail(status: 429 | 500 | 502 | 503, times?: number, path?: string | null): void;
  delay(ms: number): void;
  stats(): FakeHelloAssoStats;
  close(): Promise<void>;
}

export function startFakeHelloAsso(options?: FakeHelloAssoOptions): Promise<FakeHelloAsso>;
