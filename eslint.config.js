import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['jobs', 'landing', 'legal', 'seo'];
const entries = FEATURES.map((name) => `./${name}/index.ts`);
const SHARED = ['./src/components', './src/lib', './src/config', './src/theme'];
/** Everything but the emulator and scripts/emulators, the development module that runs it. */
const OUTSIDE_EMULATORS = ['./src', './tests', './scripts/!(emulators)/**', './scripts/*.ts'];
const readsMessage =
  'Import a feature only through its public entry, @/features/<name>: pages read through its query options, which load Firebase only when they fetch.';

/**
 * Feature borders, checked on resolved paths so a relative `../` cannot get around them. Outside a
 * feature only its public entry (src/features/<name>/index.ts) is imported; the build's server
 * entry and the integration tests also read Firestore directly through jobs/api/reads.
 * Test files may reach a read module to fake it at the module boundary.
 */
const borders = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}/**/!(*.test).{ts,tsx}`,
    from: './src/features',
    except: [`./${name}`, ...entries],
    message: 'Import another feature only through its public entry, @/features/<name>.',
  })),
  {
    target: ['./src/app/**/!(*.test).{ts,tsx}', './src/main.tsx', './src/testing'],
    from: './src/features',
    except: entries,
    message: readsMessage,
  },
  {
    target: ['./src/entry-server.tsx', './tests/integration'],
    from: './src/features',
    except: [...entries, './jobs/api/reads.ts'],
    message: readsMessage,
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import from app/.',
  },
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, theme) imports no feature and no app code.',
  },
  {
    // Inside jobs, each layer is entered through its index: the reads load only on demand.
    target: ['./src/features/jobs/!(api)/**/!(*.test).{ts,tsx}', './src/features/jobs/index.ts'],
    from: './src/features/jobs/api',
    except: ['./index.ts'],
    message: 'Use @/features/jobs/api (query options and hooks); the reads load on demand.',
  },
  {
    target: './src/features/jobs/!(model)/**',
    from: './src/features/jobs/model',
    except: ['./index.ts'],
    message: 'Use @/features/jobs/model, the one entry of the pure model.',
  },
  {
    // Its tests fill it through the same client the scripts use.
    target: './emulator/**/!(*.test|testing).ts',
    from: ['./scripts', './src', './tests'],
    message: 'emulator/ is the emulator alone: it imports nothing from the rest of the repository.',
  },
  {
    target: OUTSIDE_EMULATORS,
    from: './emulator',
    message: 'Start an emulator through scripts/emulators (startEmulator), which runs either one.',
  },
  {
    target: [...OUTSIDE_EMULATORS, './emulator'],
    from: './scripts/emulators',
    except: ['./index.ts'],
    message: 'Import scripts/emulators only through its index.ts.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Read configuration through src/config/env.ts only.',
        },
        // The build leaves these parts of MUI out (scripts/vite-plugins/unused-mui-parts.ts):
        // they would work in the dev server and the unit tests, then fail in production.
        {
          selector:
            'JSXOpeningElement[name.name=/^(Button|IconButton)$/] > JSXAttribute[name.name=/^loading/]',
          message: "The build leaves out MUI's button spinner: show progress another way.",
        },
        {
          selector: 'JSXAttribute[name.name=/^(disableRipple|focusRipple|TouchRippleProps)$/]',
          message: "The theme turns ripples off and the build leaves MUI's ripple out.",
        },
        {
          selector: 'JSXAttribute[name.name=/^(multiline|minRows|maxRows)$/]',
          message: "The build leaves out MUI's growing text area: use a <textarea>.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='NativeSelect']:not(:has(JSXAttribute[name.name='input']))",
          message: "The build leaves out MUI's standard Input: give NativeSelect its `input`.",
        },
      ],
    },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'emulator/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check parses every imported module, so it needs the TypeScript parser too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: borders }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              message: 'Only src/features/jobs/api and src/lib import Firebase.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/features/jobs/api/get-*.ts',
      'src/features/jobs/api/collections.ts',
      'src/features/jobs/api/firestore.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'emulator/**/*.ts',
      'scripts/**/*.ts',
      'tests/integration/**/*.ts',
      'tests/e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  prettier,
);
