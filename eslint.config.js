import { readdirSync, readFileSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import checkFile from 'eslint-plugin-check-file'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import tseslint from 'typescript-eslint'
import { noStatusLiteral } from './scripts/lib/status-literal-rule.js'

const root = import.meta.dirname

// One zone per feature folder: src/features/X imports nothing from another feature (what two
// features share moves down to lib or components). Read from disk, so a new feature is covered.
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move what both need to lib or components.',
}))

// PocketBase's JSVM globals, derived from the types.d.ts the binary writes (npm run lint:pb-globals).
const jsvm = JSON.parse(readFileSync(`${root}/scripts/lib/pocketbase-globals.json`, 'utf8'))
const readonly = (names) => Object.fromEntries(names.map((name) => [name, 'readonly']))

// Issue 6.3: member-written texts are only ever rendered as text (React escapes them).
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message:
    'Texts render as text: React escapes every string, so never inject raw HTML (docs/decisions.md).',
}
// An alert answers something asynchronous (a submit, a load, a refusal): a synchronous read
// passes or fails by timing. Await it, or use queryByRole to say it is absent.
const noSyncAlertRead = {
  selector:
    "CallExpression:matches([callee.name=/^get(All)?ByRole$/], [callee.property.name=/^get(All)?ByRole$/])[arguments.0.value='alert']",
  message: "Await the alert: `await screen.findByRole('alert')` (never a synchronous getByRole).",
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'pb_data',
      'test-results',
      'playwright-report',
      'bench/results.json',
      'pb_hooks/vendor',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A promise is awaited, handled, or explicitly `void`ed where fire-and-forget is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // ...and `void` is only written in front of a promise.
      '@typescript-eslint/no-meaningless-void-operator': 'error',
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': ['error', noRawHtml],
      // One-way imports: app -> features -> components/lib/stores/content; features apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/lib', './src/stores', './src/content'],
              from: ['./src/app', './src/features'],
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // React code only: Vitest and Playwright fixtures call a `use` that is not React's.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml, noSyncAlertRead] },
  },
  {
    // One file-naming convention (bulletproof-react's): kebab-case files and folders.
    files: ['{src,tests,e2e,scripts}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,tests,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Statuses, outcomes and payment states are written through the constants built from
    // booking_rules.json. Tests, e2e and scripts keep literals: they check what a client sees.
    files: ['src/**/*.{ts,tsx}', 'pb_hooks/**/*.js'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/lib/pocketbase-types.ts'],
    plugins: { gymbuddy: { rules: { 'no-status-literal': noStatusLiteral } } },
    rules: { 'gymbuddy/no-status-literal': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['pb_hooks/**', 'pb_migrations/**'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
  ...[
    ['pb_hooks/**/*.js', jsvm.hooks],
    ['pb_migrations/**/*.js', jsvm.migrations],
  ].map(([files, names]) => ({
    // Server JS runs in PocketBase's goja VM: plain scripts (CommonJS require), no Node or DOM.
    files: [files],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2021, sourceType: 'script', globals: readonly(names) },
    rules: {
      'no-undef': 'error',
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  })),
)
