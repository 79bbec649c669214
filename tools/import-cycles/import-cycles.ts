/**
 * Import circles of the product's own code: files that reach themselves by their static imports
 * (`import`, `import type`, `export … from`; a lazy `import()` is not one, it runs later). A circle
 * makes a file's exports undefined while the other loads, and tangles two files into one: the
 * types they share belong to the side that owns them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where the product's own code lives under `root`: the backend, the shell, every remote and every lib. */
export function sourceDirs(root: string): string[] {
  const projects = (parent: string, prefix = '') =>
    readdirSync(join(root, parent))
      .filter((name) => name.startsWith(prefix) && existsSync(join(root, parent, name, 'src')))
      .map((name) => join(parent, name, 'src'));
  return ['backend/src', 'shell/src', ...projects('.', 'mf-'), ...projects('libs')];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module names a file imports statically. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.flatMap((s) =>
    (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? [s.moduleSpecifier.text] : [],
  );
}

/**
 * Every circle among the files of `dirs` (under `root`), each as its files from the repository's
 * root, sorted, with one path around it (`a.ts → b.ts → a.ts`). Module names resolve as the
 * front ends' bundler does, with the shared aliases of tsconfig.base.json.
 */
export function importCycles(root: string, dirs: readonly string[] = sourceDirs(root)): string[][] {
  const base = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config ?? {};
  const options = ts.convertCompilerOptionsFromJson({ ...base.compilerOptions, baseUrl: root }, root).options;
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = dirs.flatMap((dir) => sourceFiles(join(root, dir)));
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = staticImports(file)
      .map((name) => ts.resolveModuleName(name, file, options, ts.sys, cache).resolvedModule?.resolvedFileName)
      .filter((target): target is string => !!target && known.has(target));
    edges.set(file, [...new Set(targets)]);
  }

  // Tarjan's strongly connected components: each of more than one file (or a file importing itself) is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) circles.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);

  const name = (file: string) => relative(root, file);
  return circles.map((component) => [...component.map(name).sort(), pathAround(component, edges).map(name).join(' → ')]).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One way around a circle: from its first file, the shortest path back to it within the circle. */
function pathAround(component: string[], edges: Map<string, string[]>): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0]!;
  const before = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of edges.get(file)!) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = before.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!before.has(next)) {
        before.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
