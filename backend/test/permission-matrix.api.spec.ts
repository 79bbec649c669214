/**
 * Every operation of the API has a row in the permission matrix (permission-matrix.ts), and every
 * cell (operation × caller) answers the status the matrix says. All mismatches are reported at once,
 * as one table. Cells run one after another on one server and one fixture; `MATRIX_DUMP=1` prints
 * every cell's answer.
 */
import request from 'supertest';
import { MATRIX, ROLE_LABELS, ROLES, type Answer, type Cell } from './permission-matrix';
import { matrixWorld, type MatrixWorld } from './support/matrix-world';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: MatrixWorld;

beforeAll(async () => {
  // Limits counted per client address (forgot-password) see each cell's own X-Forwarded-For.
  t = await createTestApp({ trustProxy: 1 });
  world = await matrixWorld(t);
}, 60_000);

afterAll(async () => {
  await world?.close();
  await t?.close();
});

function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown; code?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : Array.isArray(body?.message) ? body.message.join('; ') : (answer.text ?? '');
  const code = typeof body?.code === 'string' ? ` [${body.code}]` : '';
  return `${message}${code}`.replace(/\s+/g, ' ').slice(0, 120);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

describe('permission matrix', () => {
  it('has exactly one row per operation of the OpenAPI document', async () => {
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.has(m)).map((m) => `${m.toUpperCase()} ${path}`));
    const rows: string[] = MATRIX.map((r) => r.op);
    const known = new Set(operations);
    const missing = operations.filter((op) => !rows.includes(op));
    const unknown = rows.filter((op) => !known.has(op));
    const duplicated = rows.filter((op, i) => rows.indexOf(op) !== i);
    const malformed = MATRIX.filter((r) => r.expect.length !== ROLES.length || !r.needs).map((r) => r.op);
    const covered = operations.length - missing.length;
    process.stdout.write(`permission matrix: ${covered} of ${operations.length} operations covered\n`);
    const problems = [
      ...missing.map((op) => `no row for ${op}: add { op: '${op}', needs: '…', expect: [anonymous, stranger, without, with, author, creator, admin, adminMode] } to permission-matrix.ts`),
      ...unknown.map((op) => `row ${op} names no operation of the API`),
      ...duplicated.map((op) => `row ${op} is there twice`),
      ...malformed.map((op) => `row ${op} needs a label and ${ROLES.length} statuses`),
    ];
    expect(problems).toEqual([]);
  });

  it("tests a refusal in every right's 'without' column: its collaborator really lacks the right", () => {
    const refusing = new Map<string, number>();
    for (const row of MATRIX) {
      if (!row.right) continue;
      const status = row.expect[ROLES.indexOf('without')];
      refusing.set(row.right, (refusing.get(row.right) ?? 0) + (status === 403 || status === 404 ? 1 : 0));
    }
    process.stdout.write(`permission matrix: rows refusing the collaborator without the right: ${[...refusing].map(([r, n]) => `${r} ${n}`).join(', ')}\n`);
    expect([...refusing].filter(([, n]) => n === 0).map(([right]) => right)).toEqual([]);
  });

  it('answers every cell (operation × caller) as the matrix says', async () => {
    const started = Date.now();
    const mismatches: string[][] = [];
    let cells = 0;
    for (const row of MATRIX) {
      for (const [i, role] of ROLES.entries()) {
        cells++;
        const cell = world.cellOf(row, role);
        let answer: Answer;
        try {
          answer = await (row.request ?? ((c: Cell) => c.send()))(cell);
        } catch (e) {
          answer = { status: 0, text: `the cell's set-up failed: ${(e as Error).message}` };
        }
        if (process.env.MATRIX_DUMP) process.stdout.write(`${row.op} | ${role} | ${answer.status} | ${messageOf(answer)}\n`);
        if (answer.status !== row.expect[i]) {
          mismatches.push([row.op, ROLE_LABELS[role], String(row.expect[i]), String(answer.status), messageOf(answer), row.note ?? '']);
        }
      }
    }
    process.stdout.write(`permission matrix: ${cells} cells called in ${((Date.now() - started) / 1000).toFixed(1)} s, ${mismatches.length} differ\n`);
    if (mismatches.length) {
      throw new Error(
        `${mismatches.length} of ${cells} cells answer otherwise than the matrix says:\n\n` +
          table(['operation', 'caller', 'expected', 'got', 'message', 'note'], mismatches),
      );
    }
  }, 180_000);
});
