import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedNames } from './scripts/shared-facades.mjs';

/** The Mantine components kept off the first page (libs/ui/src/later/index.ts): never from '@mantine/core'. */
const LATER_PATHS = [
  {
    name: '@mantine/core',
    importNames: [...exportedNames(readFileSync(join(import.meta.dirname, 'libs/ui/src/later/index.ts'), 'utf8'))],
    allowTypeImports: true,
    message:
      "Kept off the first page: import it from '@festival/ui/later' in a page, or use WithLater / LaterTooltip / LaterSelect / LaterMultiSelect from '@festival/ui' in the layout and the home page.",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', 'data/**', 'libs/api-client/src/schema.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Fields declared once in a list (the rights registry, the edition's flags) are put on entities and
    // DTOs by decorators in a loop, and typed by an interface merged with the class.
    files: ['backend/src/**/*.entity.ts', 'backend/src/**/*.dto.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // Boundaries. A backend module reaches another only through what it exports: its service(s), its
  // DTOs, its events, its Nest module (and the access module's route decorators); another module's
  // entities only as types, outside entity files (relations may point at them).
  {
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['backend/src/modules/**/*.entity.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!.*\\.(service|dto|events|module|decorators|entity)$)',
              message: "Another module is reached only through its *.service, *.dto, *.events or *.module files (never its repository, rules or internals).",
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.*\\.entity$',
              allowTypeImports: true,
              message: "Another module's entity may be imported only as a type (`import type`) outside entity files: ask its service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules/', message: 'core/ is the infrastructure every module uses: it imports no module.' }] }],
    },
  },
  ...[{ files: ['libs/**/*.{ts,tsx}'], ignores: ['libs/ui/src/later/index.ts'], paths: LATER_PATHS }, { files: ['libs/ui/src/later/index.ts'], ignores: [], paths: [] }].map(({ files, ignores, paths }) => ({
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [{ regex: '(^|/)(backend|shell|mf-public|mf-gestion|mf-admin)(/|$)|^mf_(public|gestion|admin)(/|$)', message: 'libs/ are shared by the apps and import none of them.' }],
        },
      ],
    },
  })),
  { files: ['shell/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: LATER_PATHS }] } },
  ...[
    ['mf-public', ['mf-gestion', 'mf-admin']],
    ['mf-gestion', ['mf-public', 'mf-admin']],
    ['mf-admin', ['mf-public', 'mf-gestion']],
  ].map(([remote, others]) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: LATER_PATHS,
          patterns: [
            {
              regex: `(^|/)(${others.join('|')}|shell)(/|$)|^(${others.map((o) => o.replace('-', '_')).join('|')}|shell)(/|$)`,
              message: 'A remote never imports another remote nor the shell: share through libs/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
