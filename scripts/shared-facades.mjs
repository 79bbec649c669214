// Shared libraries cut to what the product uses. Module Federation shares a library as one module
// with every export kept (any remote might ask for any of them), so sharing @mantine/core whole
// ships every component to every first visit. Instead, the production build shares a "facade" of
// each large library: a module re-exporting only the names some source file imports (the shell,
// the remotes, the libs, and the Mantine packages built on @mantine/core), so the bundler drops
// the rest. A name missing from a facade fails the build (exportsPresence: 'error' in
// rspack.shared.mjs), never the page.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Where the product's own front-end code lives. */
const APP_SOURCES = ['shell/src', 'mf-public/src', 'mf-gestion/src', 'mf-admin/src', 'libs'];

/**
 * The facaded libraries: the file whose exports are cut, and the code importing from them besides
 * the product's (Mantine's own packages import @mantine/core and @mantine/hooks through the share).
 */
const FACADES = {
  '@mantine/core': {
    entry: 'node_modules/@mantine/core/esm/index.mjs',
    alsoUsedBy: ['node_modules/@mantine/notifications/esm', 'node_modules/@mantine/dropzone/esm', 'node_modules/@mantine/form/esm'],
  },
  '@mantine/hooks': {
    entry: 'node_modules/@mantine/hooks/esm/index.mjs',
    alsoUsedBy: ['node_modules/@mantine/core/esm', 'node_modules/@mantine/notifications/esm', 'node_modules/@mantine/dropzone/esm', 'node_modules/@mantine/form/esm'],
  },
  // The production build (no development warnings), as the non-federated alias picks.
  'react-router': { entry: 'node_modules/react-router/dist/production/index.mjs', alsoUsedBy: [] },
  // useTranslation and initReactI18next, without Trans and its HTML parser.
  'react-i18next': { entry: 'node_modules/react-i18next/dist/es/index.js', alsoUsedBy: [] },
  // The hooks the product uses; the entry passes on query-core's exports (`export *`), listed there.
  '@tanstack/react-query': {
    entry: 'node_modules/@tanstack/react-query/build/modern/index.js',
    alsoExportsFrom: ['node_modules/@tanstack/query-core/build/modern/index.js'],
    alsoUsedBy: [],
  },
};

/** The Mantine components kept off the first page: all of them form the facade of `@festival/ui/later`. */
const LATER = { module: '@festival/ui/later', list: 'libs/ui/src/later/index.ts', entry: FACADES['@mantine/core'].entry };

function* codeFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* codeFiles(path);
    } else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !/\.(d|spec|test)\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names imported or re-exported from `pkg` by a piece of code (types included: they are filtered out later). */
export function importedNames(code, pkg) {
  const names = new Set();
  const from = `\\s*from\\s*['"]${escape(pkg)}['"]`;
  for (const re of [new RegExp(`\\bimport\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g'), new RegExp(`\\bexport\\s+(type\\s+)?\\{([^}]*)\\}${from}`, 'g')]) {
    for (const m of code.matchAll(re)) {
      if (m[1]) continue;
      for (const item of m[2].split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (name && !item.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The names a module exports at run time, from its `export { … }` statements. */
export function exportedNames(code) {
  const names = new Set();
  for (const m of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const item of m[1].split(',')) {
      const parts = item.trim().split(/\s+as\s+/);
      const name = (parts[1] ?? parts[0]).trim();
      if (name && name !== 'default') names.add(name);
    }
  }
  return names;
}

/**
 * Writes one facade per library into `outDir` and returns, for each, the path of its facade and
 * the names it keeps.
 */
export function writeSharedFacades(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  const appFiles = APP_SOURCES.flatMap((dir) => [...codeFiles(join(root, dir))]);
  const later = exportedNames(readFileSync(join(root, LATER.list), 'utf8'));
  const result = {};
  for (const [pkg, { entry, alsoUsedBy, alsoExportsFrom = [] }] of Object.entries(FACADES)) {
    const exported = new Set([entry, ...alsoExportsFrom].flatMap((file) => [...exportedNames(readFileSync(join(root, file), 'utf8'))]));
    const used = new Set();
    for (const [files, own] of [
      [appFiles, true],
      [alsoUsedBy.flatMap((dir) => [...codeFiles(join(root, dir))]), false],
    ]) {
      for (const file of files) {
        if (file === join(root, LATER.list)) continue;
        const code = readFileSync(file, 'utf8');
        if (!code.includes(pkg)) continue;
        for (const name of importedNames(code, pkg)) {
          if (!exported.has(name)) continue;
          // ESLint says so too; a build without lint must not quietly put them back on the first page.
          if (own && pkg === '@mantine/core' && later.has(name)) throw new Error(`${file}: import ${name} from '${LATER.module}', not from '@mantine/core'`);
          used.add(name);
        }
      }
    }
    result[pkg] = writeFacade(outDir, pkg, [...used], join(root, entry));
  }
  const styles = mantineStyleSheets(root, result['@mantine/core'].names, [...later], outDir);
  result[LATER.module] = writeFacade(outDir, LATER.module, [...later], join(root, LATER.entry), styles.later);
  result.mantineStyles = styles.first;
  return result;
}

function writeFacade(outDir, name, names, entryPath, styleSheet) {
  names.sort();
  const file = join(outDir, `${name.replace(/[@/]/g, '_')}.mjs`);
  const styles = styleSheet ? `import ${JSON.stringify(styleSheet)};\n` : '';
  writeIfChanged(file, `// Generated by scripts/shared-facades.mjs: the exports of ${name} the product uses.\n${styles}export {\n${names.map((n) => `  ${n},`).join('\n')}\n} from ${JSON.stringify(entryPath)};\n`);
  return { file, names };
}

/** Rewritten only when it changes, so that watch mode does not rebuild for nothing. */
function writeIfChanged(file, text) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  if (current !== text) writeFileSync(file, text);
}

/**
 * Mantine's style sheet cut the same way: `@mantine/core/styles.css` holds every component's
 * styles (29 KB brotli, render-blocking on a first visit). Each component's styles live in
 * `styles/<Name>.css`, and its code imports their class names from `<Name>.module.css.mjs`; the
 * module graph from the facade's exports therefore tells which style sheets its components use.
 * The first page gets the base sheets and those of the shared facade's components; the sheets only
 * `@festival/ui/later`'s components use come with that module. Both keep styles.css's order.
 */
export function mantineStyleSheets(root, firstNames, laterNames, outDir) {
  const core = join(root, 'node_modules/@mantine/core');
  const esm = join(core, 'esm');
  const fileOf = new Map();
  // Names re-exported from another package (RemoveScroll) have no styles of Mantine's: null.
  for (const m of readFileSync(join(esm, 'index.mjs'), 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const item of m[1].split(',')) fileOf.set((item.split(/\s+as\s+/)[1] ?? item).trim(), m[2].startsWith('.') ? join(esm, m[2]) : null);
  }
  const sheetsOf = (names) => {
    const seen = new Set();
    const sheets = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (file.endsWith('.module.css.mjs')) return void sheets.add(basename(file, '.module.css.mjs'));
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*'(\.[^']+\.mjs)'/g)) visit(resolve(dirname(file), m[1]));
    };
    for (const name of names) {
      if (!fileOf.has(name)) throw new Error(`@mantine/core has no export ${name} in esm/index.mjs`);
      if (fileOf.get(name)) visit(fileOf.get(name));
    }
    return sheets;
  };
  const whole = readFileSync(join(core, 'styles.css'), 'utf8');
  const text = (name) => readFileSync(join(core, 'styles', `${name}.css`), 'utf8');
  const positionOf = (name) => {
    // Where its first rule starts (the whole sheet drops the comments of the parts).
    const firstRule = text(name).split('\n').find((line) => /^[.:@[a-z*]/i.test(line));
    const at = firstRule ? whole.indexOf(firstRule) : -1;
    if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not part of styles.css: the cut would change the order of the styles`);
    return at;
  };
  const inOrder = (names) => [...names].sort((a, b) => positionOf(a) - positionOf(b));
  const first = new Set(['baseline', 'default-css-variables', 'global', ...sheetsOf(firstNames)]);
  const later = [...sheetsOf(laterNames)].filter((name) => !first.has(name));
  const write = (file, names) => {
    writeIfChanged(file, `/* Generated by scripts/shared-facades.mjs: ${names.join(', ')}. */\n${names.map(text).join('\n')}`);
    return file;
  };
  return { first: write(join(outDir, 'mantine-first.css'), inOrder(first)), later: write(join(outDir, 'mantine-later.css'), inOrder(later)) };
}
