import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import catalogueWords from './scripts/lint/words-outside-catalogues.js';

// Features may not import each other, in the web or the API: shared code flows packages/shared →
// lib/components (web) or db/lib/plugins (API) → features → app.
const featuresOf = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = featuresOf('apps/web/src/features');
const apiFeatures = featuresOf('apps/api/src/features');

/** SQL is written in repositories only (and in the database's own setup: migrations, seed, locks). */
const noSqlOutsideRepositories = [
  {
    selector:
      "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name='sql'][importKind!='type']",
    message: 'SQL lives in *.repository.ts files; call a repository function instead.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
    message: 'Queries live in *.repository.ts files; call a repository function instead.',
  },
];

const noServerCode = {
  group: ['@stuga/api', '@stuga/api/*', '**/apps/api/**', '../../api/**'],
  message: 'The web app must not import server code; share it through @stuga/shared.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
      // Libraries are not followed when looking for cycles: only the project's own modules.
      'import/ignore': ['node_modules', '\\.(css|svg|json)$'],
    },
    rules: {
      // Circles between modules hide the order of things and break as the code grows.
      'import/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },
  {
    // A file holds one thing: a use case, a screen, a table's statements (issue 56). Catalogues
    // (texts of one language, the sample content), migrations and the database's types are lists.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      '**/i18n/*.{ts,tsx}',
      'apps/api/src/db/migrations/**',
      'apps/api/src/db/schema.ts',
      'apps/api/src/db/seed/content.ts',
      'apps/api/src/test/**',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A use case is a function of its own: no closure of many, and a screen is made of parts, each
    // a component or hook of its own (issue 56). A longer function says why beside it.
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/api/src/test/**',
      'apps/api/src/db/migrations/**',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noSqlOutsideRepositories] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiFeatures.map((feature) => ({
              target: `apps/api/src/features/${feature}`,
              from: 'apps/api/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; move shared code to db, lib or plugins.',
            })),
            ...['db', 'lib', 'plugins'].map((below) => ({
              target: `apps/api/src/${below}`,
              from: 'apps/api/src/features',
              message: 'db, lib and plugins sit below the features.',
            })),
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stuga/api', '@stuga/web', '**/apps/**', 'react', 'fastify', 'kysely'],
              message:
                'packages/shared holds plain rules and schemas for both sides; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stuga/web', '**/apps/web/**', 'react', 'react-dom'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in config.ts (loadConfig) only.',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/server.ts',
      'apps/api/src/test/**',
      'apps/api/src/backup.ts',
      'apps/api/src/restore.ts',
      'apps/api/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  {
    // A form checks what it sends one way: `useFormCheck` (or `useCheckedSave` on it), with the
    // shared schemas as the server checks them (issue 56).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // …and a part drawn lazily reloads the page once when its code does not come: lazyPart.
    ignores: ['apps/web/src/lib/schemas.ts', 'apps/web/src/lib/lazy-part.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(loadSchemas|usePreloadSchemas)$/]',
          message: 'Forms check what they send with useFormCheck (lib/schemas).',
        },
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy'], MemberExpression[object.name='React'][property.name='lazy']",
          message:
            'Parts drawn lazily are made with lazyPart (lib/lazy-part): it reloads the page once when their code does not come.',
        },
        {
          selector: "JSXAttribute[name.name='autosize']",
          message:
            'A text area that grows is GrowingTextarea (components/ui): the browser sizes it, no script measures the page.',
        },
      ],
    },
  },
  {
    // Every text people read comes from the catalogues (decision 0021): no words written in JSX,
    // nor in the props that are read out or shown (labels, titles, messages).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,placeholder,title,description,error,alt,message}'],
              ['*', '{loadingLabel,confirmLabel,cancelLabel,emptyText,aria-label}'],
            ],
          },
        },
      ],
    },
  },
  {
    // …and none in the strings and templates the web app builds them from, outside JSX.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/i18n/**'],
    plugins: { 'catalogue-words': catalogueWords },
    rules: { 'catalogue-words/no-words': 'error' },
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerCode,
            {
              group: ['@/features/*', '@/app/*'],
              message: 'lib and components sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerCode,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message:
                'Features do not import each other; move shared code to lib, components or @stuga/shared.',
            },
            {
              group: ['@/app/*'],
              message: 'Features sit below app; app imports features, not the reverse.',
            },
            {
              group: ['../../*', '!../../*/**'],
              message: 'Use @/… to reach outside this feature.',
            },
          ],
        },
      ],
    },
  })),
);
