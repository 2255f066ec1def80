/**
 * App Check under the hosting policy. A client build with a reCAPTCHA Enterprise site key is
 * served with the hosting config the build writes for it; Google's side is played by routes (the
 * tests run offline), so every request App Check makes still passes through the page's policy.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { writeDeployConfig } from '../../scripts/hosting/deploy-config.ts';
import { type HostingServer, startHostingServer } from '../../scripts/hosting/server.ts';
import { bundleHasAppCheck } from '../../scripts/prerender/app-links.ts';

test.describe.configure({ mode: 'serial' });

/** Stands in for enterprise.js: loads its code from gstatic and renders its invisible frame. */
const FAKE_RECAPTCHA = `
  const code = document.createElement('script');
  code.src = 'https://www.gstatic.com/recaptcha/releases/teste/recaptcha__pt_br.js';
  document.head.append(code);
  let solved = () => {};
  window.grecaptcha = { enterprise: {
    ready: (callback) => callback(),
    render: (container, options) => {
      solved = options.callback;
      const frame = document.createElement('iframe');
      frame.src = 'https://www.google.com/recaptcha/enterprise/anchor?k=chave-de-teste';
      document.getElementById(container).append(frame);
      return 0;
    },
    execute: () => {
      solved();
      return Promise.resolve('token-recaptcha');
    },
  } };
`;

let dir: string;
let withAppCheck: HostingServer;
let closedPolicy: HostingServer;

function build(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'chave-de-teste',
          VITE_FIREBASE_PROJECT_ID: 'demo-app-check',
          VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
          VITE_FIRESTORE_EMULATOR_HOST: '',
        },
      },
    );
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build: ${code}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = await mkdtemp(join(tmpdir(), 'app-check-'));
  const dist = join(dir, 'dist');
  // The client bundle is enough: the page renders in the browser, and its reads start App Check.
  await build(dist);
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  await writeDeployConfig(dist, { appCheck: bundleHasAppCheck(manifest) });
  withAppCheck = await startHostingServer({ root: dist });
  closedPolicy = await startHostingServer({ root: dist, configPath: 'firebase.json' });
});

test.afterAll(async () => {
  await withAppCheck?.close();
  await closedPolicy?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Opens the landing with Google faked, and returns what App Check sent and what the policy blocked. */
async function openWithAppCheck(page: Page, baseUrl: string) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    new URL(route.request().url()).pathname.endsWith('/enterprise.js')
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>reCAPTCHA</title>',
        }),
  );
  await page.route('https://www.gstatic.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  const exchanges: string[] = [];
  await page.route('https://content-firebaseappcheck.googleapis.com/**', (route) => {
    exchanges.push(route.request().url());
    return route.fulfill({ json: { token: 'token-app-check', ttl: '3600s' } });
  });
  await page.route('https://firestore.googleapis.com/**', (route) => route.fulfill({ json: [] }));
  await page.goto(`${baseUrl}/`);
  return { violations, exchanges };
}

test('with App Check on, reCAPTCHA and the token exchange run with no CSP violation', async ({
  page,
}) => {
  const { violations, exchanges } = await openWithAppCheck(page, withAppCheck.url);
  await expect.poll(() => exchanges.length).toBeGreaterThan(0);
  expect(exchanges[0]).toContain(':exchangeRecaptchaEnterpriseToken');
  await expect(page.locator('iframe[src^="https://www.google.com/recaptcha/"]')).toBeAttached();
  expect(violations).toEqual([]);
});

test("the same build under firebase.json's closed policy is blocked, as it was", async ({
  page,
}) => {
  const { violations, exchanges } = await openWithAppCheck(page, closedPolicy.url);
  await expect
    .poll(() => violations)
    .toContainEqual(expect.stringMatching(/^script-src.*enterprise\.js/));
  expect(exchanges).toEqual([]);
});
