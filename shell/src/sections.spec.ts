import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_SECTIONS, REMOTE_SECTIONS, SHELL_SECTIONS } from './sections';

const root = join(__dirname, '..', '..');
const APPS = ['shell', 'mf-public', 'mf-gestion', 'mf-admin'];

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}
const sources = APPS.flatMap((app) => sourcesOf(join(root, app, 'src')));
const registryFiles = sources.filter((f) => /[/\\](entry|sections)\.ts$/.test(f) && !f.endsWith(join('shell', 'src', 'sections.ts')));

describe('the section registry', () => {
  it('gives every section its own id and its own path', () => {
    const ids = ALL_SECTIONS.map((s) => s.id);
    const paths = ALL_SECTIONS.map((s) => s.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it("names each section after its app, and the shell's table holds every app's sections", () => {
    expect(SHELL_SECTIONS.every((s) => s.id.startsWith('shell/'))).toBe(true);
    for (const [remote, sections] of Object.entries(REMOTE_SECTIONS)) {
      expect(sections.every((s) => s.id.startsWith(`${remote.replace('mf_', '')}/`))).toBe(true);
    }
    expect(ALL_SECTIONS).toHaveLength(SHELL_SECTIONS.length + Object.values(REMOTE_SECTIONS).flat().length);
  });

  it('keeps entry and sections files to data: no JSX, nothing imported at run time but other entries', () => {
    expect(registryFiles.length).toBeGreaterThan(10);
    for (const file of registryFiles) {
      const text = readFileSync(file, 'utf8');
      const runtimeImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
      expect([relative(root, file), runtimeImports.filter((from) => !/^\.\.?\/.*entry$/.test(from))]).toEqual([relative(root, file), []]);
      expect([relative(root, file), /<[A-Z]/.test(text)]).toEqual([relative(root, file), false]);
    }
  });

  it('has a translation (English) for every title and card text it names', () => {
    const groups = new Map<string, unknown>();
    const lookup = (key: string) => {
      const [group, path] = key.split(':');
      if (!groups.has(group)) groups.set(group, JSON.parse(readFileSync(join(root, 'libs/i18n/locales/en', `${group}.json`), 'utf8')));
      return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], groups.get(group));
    };
    const keys = ALL_SECTIONS.flatMap((s) => [s.title, ...('card' in s && s.card ? s.card.flatMap((c) => [c.title, c.text]) : [])]);
    for (const key of keys) expect([key, typeof lookup(key)]).toEqual([key, 'string']);
  });

  it("gives the server's route table (shell/dist/routes.json, from scripts/route-table.cjs) exactly the registries' paths, each with its section", () => {
    const { routeTable } = require(join(root, 'scripts', 'route-table.cjs')) as {
      routeTable: (root: string) => { paths: string[]; pages: Record<string, { section: string; remote: string | null }> };
    };
    const table = routeTable(root);
    expect(table.paths).toEqual([...new Set(ALL_SECTIONS.map((s) => s.path as string))].sort());
    expect(Object.fromEntries(Object.entries(table.pages).map(([path, page]) => [path, page.section]))).toEqual(Object.fromEntries(ALL_SECTIONS.map((s) => [s.path, s.id])));
    expect(table.pages['/']).toEqual({ section: 'public/home', remote: 'public' });
    expect(table.pages['/login']).toEqual({ section: 'shell/login', remote: null });
  });

  it('knows every section another app links to by id', () => {
    const ids = new Set<string>(ALL_SECTIONS.map((s) => s.id));
    const used = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/sectionHref\('([^']+)'/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect([id, ids.has(id)]).toEqual([id, true]);
  });
});
