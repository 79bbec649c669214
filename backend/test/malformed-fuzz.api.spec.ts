/**
 * Every operation of the OpenAPI document, called with malformed input. Each malformed request is a
 * valid one with ONE thing broken: the permission matrix's request (its fixtures, fresh targets and
 * body, sent by a caller the matrix says succeeds) is captured unsent, then one path parameter, one
 * query parameter, one body field, the uploaded file or the body as a whole is replaced by something
 * malformed (wrong types, null where a field cannot be cleared, 1 MB strings, huge and negative
 * numbers, arrays for objects, NUL bytes, lone surrogates, deep nesting, ids that are no ids, files
 * that are not images). Each answer must be a 4xx; a 400 to a broken field or query parameter names
 * that field (else the request failed on something else and proved nothing); a broken path parameter
 * answers 404, as an unknown row; afterwards every table holds exactly what it held before.
 *
 * An attempt "reached" the check of what it broke when it was answered so: a 400 naming the broken
 * field or parameter, a 400 naming `file` for an upload without one, a 404 for a broken path
 * parameter (the valid request's route matches any segment there, so that 404 is the id's check, not
 * a missing route). Every operation with a body, a query or a path parameter must have at least one
 * attempt reaching its checks; the per-operation counts are printed.
 */
import request, { type Test } from 'supertest';
import sharp from 'sharp';
import { MATRIX, ROLES, type Role, type Row } from './permission-matrix';
import { matrixWorld, type MatrixWorld, type Sending } from './support/matrix-world';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  // Limits counted per client address see each attempt's own X-Forwarded-For.
  t = await createTestApp({ trustProxy: 1 });
  world = await matrixWorld(t);
}, 60_000);
afterAll(async () => {
  await world?.close();
  await t?.close();
});

/** Operations no valid request can be captured for, and why: they get no attempt (the test fails if this list is not exactly them). */
const NO_VALID_BASE: Record<string, string> = {
  'GET /api/notifications/stream': 'an event stream: the matrix opens it itself, not through send() (and it takes no parameter)',
  'GET /api/editions/{id}/gate/live': "an event stream: the matrix opens it itself, not through send() (its one parameter is the edition's id, which the access guard reads as on every edition route)",
};

/**
 * Bodies of operations whose matrix request leaves fields out of play: the matrix connects another
 * provider than HelloAsso (no call to HelloAsso), whose settings are then ignored, so a broken
 * setting would prove nothing. Here the settings are HelloAsso's, valid but for the field broken, on
 * an address that does not resolve (were one accepted, no one would be called).
 */
const HELLOASSO_SETTINGS = {
  provider: 'HELLOASSO',
  clientId: 'fuzz-client',
  clientSecret: 'fuzz-secret',
  organizationSlug: 'fuzz-organisation',
  formType: 'Event',
  formSlug: 'fuzz-form',
  apiBaseUrl: 'https://api.helloasso.invalid',
};
const BASE_BODIES: Record<string, object> = {
  'PUT /api/editions/{id}/ticketing/external': HELLOASSO_SETTINGS,
  // No caller succeeds in the matrix (no call to HelloAsso there): its request is the shape, refused by the service.
  'POST /api/editions/{id}/ticketing/external/test': HELLOASSO_SETTINGS,
};

/** The callers tried for the valid request, most able first. */
const PREFERRED: Role[] = ['adminMode', 'author', 'with', 'creator', 'stranger', 'anonymous', 'without', 'admin'];

interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  required?: string[];
  $ref?: string;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const MEGABYTE = 'x'.repeat(1_100_000);
const deep = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

/**
 * Values of the wrong shape for a field of this schema: null only for a required field (an optional
 * one may be cleared with null, house rule), an object only where the field takes no object.
 */
function badValues(schema: Schema, required: boolean): unknown[] {
  const common: unknown[] = schema.type === 'object' ? [] : [{ nested: { object: true } }];
  if (required && !schema.nullable) common.push(null);
  switch (schema.type) {
    case 'string':
      return [...common, 12345, true, ['x'], NUL, SURROGATE, MEGABYTE, ...(schema.enum ? ['NOT_IN_THE_LIST'] : []), ...(schema.format ? ['not a ' + schema.format] : [])];
    case 'integer':
    case 'number':
      return [
        ...common,
        'abc',
        '12',
        true,
        1e308,
        -1e308,
        1e20,
        ...(schema.type === 'integer' ? [1.5] : []),
        ...(schema.minimum !== undefined ? [schema.minimum - 1] : []),
        ...(schema.maximum !== undefined ? [schema.maximum + 1] : []),
      ];
    case 'boolean':
      return [...common, 'yes', 1, 'true', NUL];
    case 'array':
      return [...common, 'x', 12, { a: 1 }, [NUL], [SURROGATE]];
    default:
      // Objects (nested DTOs)
      return [...common, 'x', 12, true, [], [{}]];
  }
}

/**
 * Query values that are no text at all, percent-encoded as sent (a URL cannot carry a lone surrogate
 * but as bytes that are not UTF-8): refused with the URL, before any parameter is read.
 */
const BAD_URL_VALUES = ['a%ED%A0%80b', 'a%FFb', '100%'];

/** Values that no query parameter of this schema may take, percent-encoded as sent. */
function badQueryValues(schema: Schema): string[] {
  const out = ['a%00b'];
  if (schema.type === 'number' || schema.type === 'integer') out.push('abc', '99999999999999999999', '-1', '1.5', '1e400');
  if (schema.type === 'boolean' || schema.enum) out.push('maybe');
  if (schema.type === 'string' && schema.maxLength !== undefined) out.push('y'.repeat(schema.maxLength + 1));
  return out;
}

/** Path parameters that are no id (nor secret) of anything: 404, as an unknown row. */
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '1e3x'];
/** Path segments that are no text (a NUL, a lone surrogate): refused with the URL, 400 or 404. */
const BAD_SEGMENTS = ['%00', '%ED%A0%80'];

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  // A nullable reference (e.g. an optional enum) is written as { nullable, allOf: [$ref] }.
  if (schema.allOf?.length) return { ...resolve(doc, schema.allOf[0]), ...(schema.nullable ? { nullable: true } : {}) };
  return schema;
}

/** What an attempt broke, and so what its answer must say. */
type Broken = { kind: 'path' | 'query' | 'field'; name: string } | { kind: 'file' } | { kind: 'whole' } | { kind: 'url' };

interface Attempt {
  label: string;
  broken: Broken;
  run: () => Promise<{ status: number; body: unknown }>;
}

interface Plan {
  op: string;
  /** Whether the operation has a body, a query or a path parameter: it must reach a check. */
  mustReach: boolean;
  /** Why no valid request could be built (NO_VALID_BASE). */
  without?: string;
  attempts: Attempt[];
}

/**
 * Every table's content as one digest per table; aside: sessions and rate counters (the caller's,
 * not data), and the scheduler's own record of runs (a job may fire during the test).
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await world.sql<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not in ('session', 'rate_limit_counters', 'scheduled_job_runs', 'mikro_orm_migrations') order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await world.sql<{ digest: string }>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${tablename}" x`);
    out[tablename] = row!.digest;
  }
  return out;
}

/** The tables once the valid requests' set-up has settled (listeners write after commits): two equal snapshots in a row. */
async function settledSnapshot(): Promise<Record<string, string>> {
  let last = await snapshot();
  for (let i = 0; i < 50; i++) {
    const now = await snapshot();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  throw new Error('the tables kept changing after the set-up');
}

/** The valid request of a row, as its most able successful caller would send it (set-up done, nothing sent). */
async function validRequest(row: Row): Promise<Sending | undefined> {
  const succeeds = (r: Role) => row.expect[ROLES.indexOf(r)]! >= 200 && row.expect[ROLES.indexOf(r)]! < 300;
  const shapedOnly = (r: Role) => row.expect[ROLES.indexOf(r)] === 400 && BASE_BODIES[row.op] !== undefined;
  const role = PREFERRED.find(succeeds) ?? PREFERRED.find(shapedOnly);
  if (!role) return undefined;
  let captured: Sending | undefined;
  const cell = world.cellOf(row, role, async (sending) => {
    captured = sending;
    return { status: 0, text: 'captured, not sent' };
  });
  await (row.request ?? ((c) => c.send()))(cell);
  return captured && BASE_BODIES[row.op] ? { ...captured, body: BASE_BODIES[row.op] } : captured;
}

let attemptNumber = 0;

/** Sends a valid request with this URL and body (percent-encoding left as given), from an address of its own. */
function sender(base: Sending, url: string, configure: (req: Test) => Test): () => Promise<{ status: number; body: unknown }> {
  return async () => {
    let req = base.credentials(request(t.http)[base.method.toLowerCase() as 'get'](url)).ok(() => true);
    for (const [name, value] of Object.entries(base.headers)) req = req.set(name, value);
    req = req.set('X-Forwarded-For', `2001:db8:f::${(++attemptNumber).toString(16)}`);
    const res = await configure(req);
    return { status: res.status, body: res.body };
  };
}

const urlOf = (path: string, params: Record<string, string>, query: Record<string, string> = {}) => {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
  const search = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return search.length ? `${url}?${search.join('&')}` : url;
};
const encoded = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

async function planOf(doc: Doc, op: string, operation: Operation, notAnImage: Buffer, png: Buffer): Promise<Plan> {
  const [method, path] = op.split(' ') as [string, string];
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  const mustReach = pathParams.length + queryParams.length > 0 || !!json || !!multipart;
  const plan: Plan = { op, mustReach, attempts: [] };

  const row = MATRIX.find((r) => r.op === op);
  if (!row) throw new Error(`${op} has no row in the permission matrix`);
  const base = await validRequest(row);
  if (!base) {
    plan.without = NO_VALID_BASE[op] ?? 'no valid request: list it in NO_VALID_BASE with the reason';
    return plan;
  }
  const params = encoded(base.params);
  const query = encoded(base.query ?? {});
  const add = (label: string, broken: Broken, url: string, configure: (req: Test) => Test = (r) => r) =>
    plan.attempts.push({ label: `${op} ${label}`, broken, run: sender(base, url, configure) });
  const body = (payload: unknown) => (r: Test) => r.set('Content-Type', 'application/json').send(JSON.stringify(payload));
  const validBody = (r: Test) => (base.body === undefined ? r : r.send(base.body));
  const validUpload = (r: Test) => (base.upload ? r.attach('file', png, 'image.png') : validBody(r));
  const url = urlOf(path, params, query);

  for (const param of pathParams) {
    for (const bad of BAD_IDS) add(`{${param.name}}=${bad}`, { kind: 'path', name: param.name }, urlOf(path, { ...params, [param.name]: bad }, query), validUpload);
    for (const bad of BAD_SEGMENTS) add(`{${param.name}}=${bad}`, { kind: 'url' }, urlOf(path, { ...params, [param.name]: bad }, query), validUpload);
  }
  for (const param of queryParams) {
    for (const bad of badQueryValues(resolve(doc, param.schema))) {
      add(`?${param.name}=${bad.slice(0, 40)}`, { kind: 'query', name: param.name }, urlOf(path, params, { ...query, [param.name]: bad }), validUpload);
    }
    for (const bad of BAD_URL_VALUES) add(`?${param.name}=${bad}`, { kind: 'url' }, urlOf(path, params, { ...query, [param.name]: bad }), validUpload);
  }
  if (method === 'GET') return plan;

  // Any write: a body that is not JSON, or nested past the limit.
  add('invalid JSON', { kind: 'whole' }, url, (r) => r.set('Content-Type', 'application/json').send('{"a":'));
  add('5,000-deep JSON', { kind: 'whole' }, url, (r) => r.set('Content-Type', 'application/json').send('{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}'));
  if (json) {
    const schema = resolve(doc, json.schema);
    for (const shape of [[], 'text', 42, true, null]) add(`body ${JSON.stringify(shape)}`, { kind: 'whole' }, url, body(shape));
    add('NUL in a key', { kind: 'whole' }, url, body({ ...(base.body ?? {}), [NUL]: 'x' }));
    const required = new Set(schema.required ?? []);
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const bad of badValues(resolve(doc, fieldSchema), required.has(field))) {
        add(`${field}=${JSON.stringify(bad)?.slice(0, 40)}`, { kind: 'field', name: field }, url, body({ ...(base.body ?? {}), [field]: bad }));
      }
      // Nesting past the limit is refused with the body, before any field is read.
      add(`${field} nested 200 deep`, { kind: 'whole' }, url, body({ ...(base.body ?? {}), [field]: deep(200) }));
    }
  }
  if (multipart) {
    add('no file', { kind: 'file' }, url, (r) => r.field('note', 'no file here'));
    add('not an image', { kind: 'whole' }, url, (r) => r.attach('file', notAnImage, 'picture.png'));
    add('image under another field', { kind: 'file' }, url, (r) => r.attach('other', png, 'picture.png'));
    add('NUL in a field', { kind: 'whole' }, url, (r) => r.field('note', NUL).attach('file', notAnImage, 'x.png'));
  }
  return plan;
}

/** The fields a 400 names (its field map), if any. */
const namedFields = (body: unknown): string[] => Object.keys(((body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {}) as object);
const names = (fields: string[], name: string) => fields.some((f) => f === name || f.startsWith(`${name}.`));

/** Whether the answer is the check of what the attempt broke; an error when it is a wrong answer. */
function judge(attempt: Attempt, status: number, body: unknown): { reached: boolean; wrong?: string } {
  if (status < 400 || status >= 500) return { reached: false, wrong: `${status} ${attempt.label}` };
  const { broken } = attempt;
  const fields = namedFields(body);
  switch (broken.kind) {
    case 'path':
      if (status !== 404) return { reached: false, wrong: `${status} (not 404) ${attempt.label}` };
      return { reached: true };
    case 'query':
    case 'field':
      if (status !== 400) return { reached: false };
      if (!names(fields, broken.name)) return { reached: false, wrong: `400 naming ${JSON.stringify(fields)}, not ${broken.name}: ${attempt.label}` };
      return { reached: true };
    case 'file':
      return { reached: status === 400 && names(fields, 'file') };
    case 'whole':
    case 'url':
      return { reached: false };
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

it('answers every operation of the API with 4xx to a valid request with one thing broken, names the broken field, and writes nothing', async () => {
  const notAnImage = Buffer.from('GIF89a this is no image at all');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
  const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as Doc;
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);

  // The valid requests' set-up (fresh targets, sessions) happens first, all of it before the tables are read.
  const plans: Plan[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (methods.has(method)) plans.push(await planOf(doc, `${method.toUpperCase()} ${path}`, operation, notAnImage, png));
    }
  }

  const before = await settledSnapshot();
  const wrong: string[] = [];
  const reached = new Map<string, number>();
  for (const plan of plans) {
    reached.set(plan.op, 0);
    // A few at a time: two cores, and the order of answers does not matter.
    for (let i = 0; i < plan.attempts.length; i += 8) {
      const batch = plan.attempts.slice(i, i + 8);
      const answers = await Promise.all(batch.map((a) => a.run()));
      answers.forEach((res, j) => {
        const verdict = judge(batch[j]!, res.status, res.body);
        if (verdict.wrong) wrong.push(verdict.wrong);
        if (verdict.reached) reached.set(plan.op, reached.get(plan.op)! + 1);
      });
    }
  }
  const after = await snapshot();

  const rows = plans.map((p) => [p.op, String(p.attempts.length), String(reached.get(p.op)), p.without ?? (p.mustReach ? '' : 'nothing to break but the body')]);
  process.stdout.write(`malformed fuzz: ${plans.reduce((n, p) => n + p.attempts.length, 0)} attempts over ${plans.length} operations\n${table(['operation', 'attempts', 'reached its check', 'note'], rows)}\n`);

  const unreached = plans.filter((p) => p.mustReach && !p.without && reached.get(p.op) === 0).map((p) => p.op);
  const withoutBase = plans.filter((p) => p.without).map((p) => `${p.op}: ${p.without}`);
  const staleExceptions = Object.keys(BASE_BODIES).filter((op) => !plans.some((p) => p.op === op && !p.without));
  expect(wrong).toEqual([]);
  expect(unreached).toEqual([]);
  expect(withoutBase.sort()).toEqual(Object.entries(NO_VALID_BASE).map(([op, why]) => `${op}: ${why}`).sort());
  expect(staleExceptions).toEqual([]);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  expect(changed).toEqual([]);
}, 600_000);
