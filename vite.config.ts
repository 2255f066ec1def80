import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig, type ViteUserConfig as UserConfig } from 'vitest/config';

import { EnvError, parseEnv, type SiteEnv } from './src/config/env-schema.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

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
  return { ...config, define: { __SITE_ENV__: JSON.stringify(siteEnv) } };
});

const config = {
  plugins: [react()],
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
            {
              name: 'shared',
              test: /node_modules[\\/](@mui|@emotion|clsx|react-is|stylis)[\\/]/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
  // The server entry carries its dependencies, so the prerender can run it from any folder.
  ssr: { noExternal: true },
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
          // A typed search renders MUI in jsdom at every keystroke: seconds on a 2-core runner.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['emulator/**/*.test.ts', 'scripts/**/*.test.ts'],
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
