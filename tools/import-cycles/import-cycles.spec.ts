import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importCycles, sourceDirs } from './import-cycles';

const root = join(__dirname, '../..');

describe('the import circles check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const files: Record<string, string> = {
      'tsconfig.base.json': JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext', paths: { '@lib': ['lib/src/index.ts'] } } }),
      'app/src/orders.dto.ts': "import type { OrderRow } from './orders.repository';\nexport type Query = { q: string };\nexport const of = (r: OrderRow) => r;",
      'app/src/orders.repository.ts': "import type { Query } from './orders.dto';\nexport interface OrderRow { id: number }\nexport const find = (q: Query) => q;",
      'app/src/page.tsx': "import { a } from '@lib';\nexport const Page = () => a;\nexport const later = () => import('./routes');",
      'app/src/routes.ts': "export { Page } from './page';",
      'app/src/alone.ts': "import { find } from './orders.repository';\nexport const x = find;",
      'lib/src/index.ts': "export { a } from './a';",
      'lib/src/a.ts': "import { index } from './b';\nexport const a = index;",
      'lib/src/b.ts': "export * from './index';\nexport const index = 1;",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds circles of type imports, re-exports and aliases, not a lazy import()', () => {
    expect(importCycles(dir, ['app/src', 'lib/src'])).toEqual([
      ['app/src/orders.dto.ts', 'app/src/orders.repository.ts', 'app/src/orders.dto.ts → app/src/orders.repository.ts → app/src/orders.dto.ts'],
      ['lib/src/a.ts', 'lib/src/b.ts', 'lib/src/index.ts', 'lib/src/a.ts → lib/src/b.ts → lib/src/index.ts → lib/src/a.ts'],
    ]);
  });
});

describe('the product’s code', () => {
  it('is read in every project', () => {
    expect(sourceDirs(root)).toEqual(['backend/src', 'shell/src', 'mf-admin/src', 'mf-gestion/src', 'mf-public/src', 'libs/api-client/src', 'libs/i18n/src', 'libs/ui/src']);
  });

  it('has no import circle: a type two files share lives in the one that owns it', () => {
    expect(importCycles(root)).toEqual([]);
  });
});
