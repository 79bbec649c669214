/**
 * Every operation of the OpenAPI document, called with malformed input by a caller who may do
 * everything (a global administrator in admin mode who authored the convention): invalid JSON,
 * the wrong type for each field, null where a field cannot be cleared, 1 MB strings, huge and
 * negative numbers, arrays for objects, NUL bytes, lone surrogates, deep nesting, malformed path
 * ids and query values, uploads that are not images. Each answer must be a 4xx, and afterwards
 * every table holds exactly what it held before. Operations added later are covered as they come.
 */
import sharp from 'sharp';
import { notify, signedInAdmin } from './support/notifications';
import { createTestApp, signedInUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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

/** Values of the wrong shape for a field of this schema (null only where the field cannot be cleared). */
function badValues(schema: Schema): unknown[] {
  const common: unknown[] = [deep(200), { nested: { object: true } }];
  if (!schema.nullable) common.push(null);
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

/** Values that no query parameter of this schema may take, percent-encoded as sent (a URL cannot carry a lone surrogate but as bytes that are not UTF-8). */
function badQueryValues(schema: Schema): string[] {
  const out = ['a%00b', 'a%ED%A0%80b', 'a%FFb', '100%'];
  if (schema.type === 'number' || schema.type === 'integer') out.push('abc', '99999999999999999999', '-1', '1.5', '1e400');
  if (schema.type === 'boolean' || schema.enum) out.push('maybe');
  if (schema.type === 'string' && schema.maxLength !== undefined) out.push('y'.repeat(schema.maxLength + 1));
  return out;
}

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!]);
  // A nullable reference (e.g. an optional enum) is written as { nullable, allOf: [$ref] }.
  if (schema.allOf?.length) return { ...resolve(doc, schema.allOf[0]), ...(schema.nullable ? { nullable: true } : {}) };
  return schema;
}

interface Attempt {
  label: string;
  run: () => Promise<{ status: number }>;
}

/**
 * Every table's content as one digest per table; aside: sessions and rate counters (the caller's,
 * not data), and the scheduler's own record of runs (a job may fire during the test).
 */
async function snapshot(): Promise<Record<string, string>> {
  const sql = t.em().getConnection();
  const tables = await sql.execute<{ tablename: string }[]>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not in ('session', 'rate_limit_counters', 'scheduled_job_runs', 'mikro_orm_migrations') order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await sql.execute<{ digest: string }[]>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${tablename}" x`);
    out[tablename] = row.digest;
  }
  return out;
}

it('answers every operation of the API with 4xx to malformed input, and writes nothing', async () => {
  const admin = await signedInAdmin(t);
  const member = await signedInUser(t);
  const convention = (await admin.agent.post('/api/conventions').send({ name: 'Fuzzed convention' }).expect(201)).body as { id: number };
  const edition = (await admin.agent.post(`/api/conventions/${convention.id}/editions`).send({ name: 'Fuzzed', startDate: '2031-06-01', endDate: '2031-06-03' }).expect(201))
    .body as { id: number };
  const collaborator = (await admin.agent.post(`/api/conventions/${convention.id}/collaborators`).send({ identifier: member.user.pseudo }).expect(201)).body as {
    id: number;
  };
  const feedback = (await admin.agent.post('/api/feedback').send({ type: 'BUG', subject: 'Fuzz', message: 'Fuzz' }).expect(201)).body as { id: number };
  await notify(t, admin.user.id, { title: 'Fuzz', message: 'Fuzz' });
  const notification = (await admin.agent.get('/api/notifications').expect(200)).body.notifications[0] as { id: number };
  const notAnImage = Buffer.from('GIF89a this is no image at all');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();

  const doc = (await t.agent().get('/api/docs-json').expect(200)).body as Doc;
  const idFor = (path: string, name: string): string => {
    if (name === 'collaboratorId') return String(collaborator.id);
    if (name === 'editionId') return String(edition.id);
    // A secret of a URL (a HelloAsso webhook's token): one nobody holds.
    if (name === 'token') return '0'.repeat(48);
    if (path.startsWith('/api/conventions/')) return String(convention.id);
    if (path.startsWith('/api/editions/')) return String(edition.id);
    if (path.startsWith('/api/admin/feedback/')) return String(feedback.id);
    if (path.startsWith('/api/notifications/')) return String(notification.id);
    throw new Error(`No fixture id for ${name} of ${path}`);
  };

  const attempts: Attempt[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const url = (overrides: Record<string, string> = {}) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? idFor(path, name));
      const send = (target: string, configure: (r: ReturnType<ReturnType<TestApp['agent']>['get']>) => Promise<{ status: number }>) => () =>
        configure(
          admin.agent[method as 'get' | 'post' | 'put' | 'patch' | 'delete'](target)
            .set('X-Admin-Mode', 'true')
            .ok(() => true),
        );
      const name = `${verb} ${path}`;

      for (const param of pathParams) {
        for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999', '1e3x', '%00', '%ED%A0%80']) {
          attempts.push({ label: `${name} ${param.name}=${bad}`, run: send(url({ [param.name]: bad }), (r) => r) });
        }
      }
      for (const param of queryParams) {
        for (const bad of badQueryValues(resolve(doc, param.schema))) {
          attempts.push({ label: `${name} ?${param.name}=${bad.slice(0, 40)}`, run: send(`${url()}?${param.name}=${bad}`, (r) => r) });
        }
      }
      if (verb === 'GET') continue;

      // Any write: a body that is not JSON, or nested past the limit.
      attempts.push({ label: `${name} invalid JSON`, run: send(url(), (r) => r.set('Content-Type', 'application/json').send('{"a":')) });
      attempts.push({ label: `${name} 5,000-deep JSON`, run: send(url(), (r) => r.set('Content-Type', 'application/json').send('{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}')) });

      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      if (json) {
        const schema = resolve(doc, json.schema);
        for (const shape of [[], 'text', 42, true, null]) {
          attempts.push({ label: `${name} body ${JSON.stringify(shape)}`, run: send(url(), (r) => r.set('Content-Type', 'application/json').send(JSON.stringify(shape))) });
        }
        attempts.push({ label: `${name} NUL in a key`, run: send(url(), (r) => r.send({ [NUL]: 'x' })) });
        for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
          for (const bad of badValues(resolve(doc, fieldSchema))) {
            const label = `${name} ${field}=${JSON.stringify(bad)?.slice(0, 40)}`;
            attempts.push({ label, run: send(url(), (r) => r.set('Content-Type', 'application/json').send(JSON.stringify({ [field]: bad }))) });
          }
        }
      }
      if (content['multipart/form-data']) {
        attempts.push({ label: `${name} no file`, run: send(url(), (r) => r.field('note', 'no file here')) });
        attempts.push({ label: `${name} not an image`, run: send(url(), (r) => r.attach('file', notAnImage, 'picture.png')) });
        attempts.push({ label: `${name} image under another field`, run: send(url(), (r) => r.attach('other', png, 'picture.png')) });
        attempts.push({ label: `${name} NUL in a field`, run: send(url(), (r) => r.field('note', NUL).attach('file', notAnImage, 'x.png')) });
      }
    }
  }

  const before = await snapshot();
  const wrong: string[] = [];
  // A few at a time: two cores, and the order of answers does not matter.
  for (let i = 0; i < attempts.length; i += 8) {
    const batch = attempts.slice(i, i + 8);
    const answers = await Promise.all(batch.map((a) => a.run()));
    answers.forEach((res, j) => {
      if (res.status < 400 || res.status >= 500) wrong.push(`${res.status} ${batch[j].label}`);
    });
  }
  const after = await snapshot();

  expect(attempts.length).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  expect(changed).toEqual([]);
}, 180_000);
