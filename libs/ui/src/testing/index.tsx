/**
 * Component tests (React Testing Library, in jsdom: a spec file starts with the docblock
 * `@dom`, see jest.frontend-environment.cjs). A component is drawn with the product's providers and its real
 * English texts, and its requests go over real HTTP to a server the test starts (`serveApi`),
 * which answers as the API would, refusals included. Only for tests: no app imports this.
 */
import '@testing-library/jest-dom';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@festival/api-client';
import { i18n } from '@festival/i18n';
import { theme } from '../providers/theme';

const LOCALES = join(__dirname, '../../../i18n/locales/en');

/** The shared i18n instance in English, every group loaded from the repository's files. */
function englishTexts(): void {
  if (i18n.isInitialized) return;
  const resources = Object.fromEntries(
    readdirSync(LOCALES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, f), 'utf8')) as object]),
  );
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
}

export interface DrawOptions {
  /** The address the page is at (default '/'). */
  route?: string;
  /** The route pattern that gives `useParams` its values, e.g. '/editions/:id/gestion/planning'. */
  path?: string;
}

export interface Drawn extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** Draws a component as a page would: theme, toasts, a fresh query client (no retries), a data router, English texts. */
export function draw(ui: ReactElement, { route = '/', path }: DrawOptions = {}): Drawn {
  englishTexts();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  // A data router, as in the shell: forms guarding unsaved changes (useBlocker) need one.
  const router = createMemoryRouter([{ path: path ?? '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  // env="test": no transitions nor portals, and a dropdown is not hidden for want of a layout (jsdom has none).
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}

/** One request the component made. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * How the server answers a request: a status, a JSON body and headers, possibly after `until`
 * settles (to see a loading state); or an event stream the test writes to (`liveStream()`).
 */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  until?: Promise<unknown>;
  /** Headers added to the answer (one a service worker would add, say). */
  headers?: Record<string, string>;
  stream?: LiveStream;
}

/** A server-sent event stream a component follows: the test sends its events and sees it opened and closed. */
export interface LiveStream {
  /** Answers the request with this stream. */
  answer: ApiAnswer;
  /** Writes one event to every open connection. */
  send(event: string, data: unknown): void;
  /** Connections open now. */
  readonly open: number;
  /** Resolves once a connection is open (at once if one is). */
  opened(): Promise<void>;
  /** Resolves once no connection is open after one was (the component closed it). */
  closed(): Promise<void>;
  attach(res: ServerResponse): void;
}

export function liveStream(): LiveStream {
  const connections = new Set<ServerResponse>();
  let waiting: (() => void)[] = [];
  const changed = () => {
    const now = waiting;
    waiting = [];
    for (const w of now) w();
  };
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (ready() ? resolve() : waiting.push(check));
      check();
    });
  let everOpen = false;
  const stream: LiveStream = {
    answer: {} as ApiAnswer,
    send(event, data) {
      for (const res of connections) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    get open() {
      return connections.size;
    },
    opened: () => until(() => connections.size > 0),
    closed: () => until(() => everOpen && connections.size === 0),
    attach(res) {
      connections.add(res);
      everOpen = true;
      res.on('close', () => {
        connections.delete(res);
        changed();
      });
      changed();
    },
  };
  stream.answer = { stream };
  return stream;
}

export interface ServedApi {
  calls: ApiCall[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text ? (JSON.parse(text) as unknown) : undefined);
    });
    req.on('error', reject);
  });

/**
 * Starts a loopback HTTP server answering the component's API requests ('/api/…' goes there, see
 * jest.frontend-environment.cjs). `answer` sees each call; what it does not answer is a 404 like the API's.
 */
export async function serveApi(answer: (call: ApiCall) => ApiAnswer | undefined): Promise<ServedApi> {
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const call: ApiCall = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: await readBody(req) };
      calls.push(call);
      const found = answer(call) ?? refusal(404, 'NOT_FOUND', 'Not found');
      if (found.until) await found.until;
      if (found.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(': open\n\n');
        found.stream.attach(res);
        return;
      }
      const status = found.status ?? 200;
      res.writeHead(status, { 'content-type': 'application/json', ...found.headers });
      res.end(status === 204 ? undefined : JSON.stringify(found.body ?? {}));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as { __TEST_API_ORIGIN__?: string }).__TEST_API_ORIGIN__ = `http://127.0.0.1:${port}`;
  return {
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An API refusal as the server words it (the body the error filter writes), for `serveApi` answers. */
export const refusal = (status: number, code: string, message = code, errors?: Record<string, string[]>): ApiAnswer => ({
  status,
  body: { statusCode: status, error: code, code, message, ...(errors ? { errors } : {}) },
});

/** A promise and its resolver: hold an answer back to see the loading state, then let it go. */
export function gate(): { until: Promise<void>; open: () => void } {
  let open = () => {};
  const until = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { until, open };
}

export { ApiError };
export { act, screen, waitFor, within } from '@testing-library/react';
