import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './tests/e2e/chromium.ts';
import { E2E_BASE_URL } from './tests/e2e/ports.ts';

const executablePath = await chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: E2E_BASE_URL,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Asked to stop, it removes its build from the temporary directory; killed, it left it there.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
