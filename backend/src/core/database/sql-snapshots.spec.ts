import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { definedStatements, snapshotText } from './sql';

/**
 * Every statement defined with `defineSql` is recorded in `queries/<file>.sql` beside the file that
 * defines it, so a change of SQL shows in review. This test fails when a snapshot is stale, missing
 * or left over; `UPDATE_SQL_SNAPSHOTS=1` rewrites them.
 */
const src = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !path.endsWith(join('core', 'database', 'sql.ts')) ? [path] : [];
  });
}

const definers = sourceFiles(src).filter((file) => readFileSync(file, 'utf8').includes('defineSql'));
for (const file of definers) require(file);

const snapshotOf = (file: string) => join(dirname(file), 'queries', `${basename(file, '.ts')}.sql`);
const byFile = new Map<string, string[]>();
for (const statement of definedStatements()) {
  if (statement.file.endsWith('.spec.ts')) continue;
  byFile.set(statement.file, [...(byFile.get(statement.file) ?? []), snapshotText(statement)]);
}
const expected = new Map([...byFile].map(([file, texts]) => [snapshotOf(file), `-- Generated from ${relative(src, file)} by sql-snapshots.spec.ts: UPDATE_SQL_SNAPSHOTS=1 rewrites it.\n\n${texts.join('\n\n')}\n`]));

describe('SQL snapshots', () => {
  if (process.env.UPDATE_SQL_SNAPSHOTS) {
    for (const [path, text] of expected) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }

  it('finds the statements', () => {
    expect(expected.size).toBeGreaterThan(0);
    for (const file of byFile.keys()) expect(file.startsWith(src)).toBe(true);
  });

  it.each([...expected.keys()].map((path) => [relative(src, path)]))('%s is up to date', (path) => {
    const full = join(src, path);
    expect(existsSync(full) ? readFileSync(full, 'utf8') : `(missing: run UPDATE_SQL_SNAPSHOTS=1)`).toBe(expected.get(full));
  });

  it('no snapshot is left without its statements', () => {
    const snapshots = sourceFiles(src).length ? listSnapshots(src) : [];
    expect(snapshots.filter((path) => !expected.has(path)).map((path) => relative(src, path))).toEqual([]);
  });
});

function listSnapshots(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSnapshots(path);
    return entry.name.endsWith('.sql') && basename(dir) === 'queries' ? [path] : [];
  });
}
