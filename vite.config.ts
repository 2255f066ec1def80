import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';

import { compileHints } from './scripts/vite-plugins/compile-hints.ts';
import { fastPropCheck } from './scripts/vite-plugins/fast-prop-check.ts';
import { fewerMuiClasses } from './scripts/vite-plugins/fewer-mui-classes.ts';
import { lazyDefaultThemes } from './scripts/vite-plugins/lazy-default-themes.ts';
import { unusedMuiParts } from './scripts/vite-plugins/unused-mui-parts.ts';
import { EnvError, parseEnv, type SiteEnv } from './src/config/env-schema.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Vitest runs one file fewer than the cores by default: a single one on a 2-core runner. */
const ONE_PER_CORE = '100%';
/**
 * Test files run in worker threads, not child processes: on a 2-core runner the unit and node
 * tests took 168 s against 193 s (each thread still loads its own modules and environment).
 */
const POOL = 'threads';

export default defineConfig(({ command, mode }) => {
  // The site's configuration is read and checked here, once: the browser gets the result, not the
  // parser, and an unusable configuration stops the build (or the dev server), not a visitor's page.
  let siteEnv: SiteEnv;
  try {
    siteEnv = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), mode === 'production');
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n${command === 'build' ? 'Build' : 'Start'} stopped: ${error.message}\n`);
    process.exit(1);
  }
  return {
    ...config,
    resolve: {
      alias: [...config.resolve.alias, ...(command === 'build' ? reactRouterProduction : [])],
    },
    define: { __SITE_ENV__: JSON.stringify(siteEnv) },
    // The server entry carries its dependencies, so the prerender can run it from any folder.
    // Only builds: under Vitest it would run every package through Vite, and a CommonJS package
    // (Emotion's) would then load twice, once that way and once by its dependants' require().
    ...(command === 'build' && { ssr: { noExternal: true } }),
  };
});

/**
 * React Router's package resolves to its development build everywhere (remix-run/react-router
 * issue 14102), whose warnings then run in every visitor's browser; builds take its production
 * build. The dev server and the tests keep the warnings.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

/**
 * Small plain modules (no MUI, no Emotion) that the routes' first views share. Left to the
 * automatic split, they were nine chunks of a few hundred bytes to 2 KiB (ten once every page's
 * hero used `Prerendered`): a job page asked for 19 files. Each request costs a slow phone's main
 * thread 3 to 5 ms at 4× CPU. They join React's chunk, which every route evaluates first: a job
 * page now asks for 12 files, the landing for 9. So does MUI's one-line `ownerDocument`, which the
 * list's search field shares with parts that load later: alone, it was one more file for the list.
 */
const LIBS =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|@mui[\\/]utils[\\/]esm[\\/]ownerDocument)[\\/]|src[\\/]app[\\/]libs-step\.ts$/;
const SMALL_SHARED_MODULES = [
  'components/prerendered',
  'config/env',
  'config/paths',
  'features/jobs/api/queries',
  'features/jobs/model/display-text',
  'features/jobs/model/format',
  'features/jobs/model/order',
  'features/jobs/model/similar',
  'features/seo/escape',
  'features/seo/route-heads',
  'features/seo/text',
  'lib/lazy-value',
  'lib/plural',
  'lib/server-render',
  'lib/store-links',
  'lib/use-hydrated-value',
  'lib/use-route-job-id',
  'lib/use-started-hydrating',
  'lib/when-idle',
];

const config = {
  plugins: [
    react(),
    unusedMuiParts(),
    fastPropCheck(),
    fewerMuiClasses(),
    lazyDefaultThemes(),
    compileHints(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // MUI calls styled(tag, options) only: Emotion's entry also makes a shorthand for every HTML
      // tag as it loads, which on a slow phone costs tens of milliseconds before hydration.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  // The manifest tells the prerender which chunks each route needs, to preload them.
  build: {
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, its DOM, the router and the query cache in one chunk, whichever step of
            // src/main.tsx first needs them: split across the steps' chunks they cost the landing
            // 4 KiB more (gzip), past its budget. src/app/libs-step.ts joins them, so that the
            // entry's first step evaluates this chunk alone (with SMALL_SHARED_MODULES).
            {
              name: 'libs',
              test: (id: string) =>
                LIBS.test(id) ||
                SMALL_SHARED_MODULES.some((path) =>
                  id.replace(/\.tsx?$/, '').endsWith(`/src/${path}`),
                ),
            },
            {
              name: 'shared',
              test: /node_modules[\\/](@mui|@emotion|clsx|react-is|stylis)[\\/]|src[\\/]lib[\\/](compose-classes|is-prop-valid|lazy-theme)\.ts$/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Tests that build Firebase's instance afresh (vi.resetModules) need its modules run
          // through Vite: Node keeps a package it loaded itself, and its state, for good.
          server: { deps: { inline: [/[\\/]node_modules[\\/](firebase|@firebase)[\\/]/] } },
          // A typed search renders MUI in jsdom at every keystroke: seconds on a 2-core runner.
          testTimeout: 15_000,
          pool: POOL,
          maxWorkers: ONE_PER_CORE,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['emulator/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: POOL,
          maxWorkers: ONE_PER_CORE,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
} satisfies UserConfig;
