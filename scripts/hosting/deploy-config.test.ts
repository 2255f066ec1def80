import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  APP_CHECK_SOURCES,
  deployedHosting,
  type HostingConfig,
  readHostingConfig,
} from './config.ts';
import { writeDeployConfig } from './deploy-config.ts';
import { startHostingServer } from './server.ts';

const policyOf = (hosting: HostingConfig) =>
  hosting.headers
    ?.flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? null;

let base: HostingConfig;
let dir: string;

beforeAll(async () => {
  base = await readHostingConfig('firebase.json');
  dir = await mkdtemp(join(tmpdir(), 'deploy-config-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('deployedHosting', () => {
  it("keeps firebase.json's policy closed to reCAPTCHA when App Check is off", () => {
    expect(deployedHosting(base, { appCheck: false })).toEqual(base);
    const policy = policyOf(base);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toBeNull();
    expect(policy).not.toContain('firebaseappcheck');
  });

  it('opens exactly what App Check with reCAPTCHA Enterprise loads when it is on', () => {
    const before = policyOf(base);
    const after = policyOf(deployedHosting(base, { appCheck: true }));
    expect(directive(after, 'script-src')).toEqual(["'self'", ...APP_CHECK_SOURCES['script-src']]);
    expect(directive(after, 'frame-src')).toEqual(["'self'", ...APP_CHECK_SOURCES['frame-src']]);
    expect(directive(after, 'connect-src')).toEqual([
      ...directive(before, 'connect-src')!,
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    for (const name of ['default-src', 'style-src', 'img-src', 'frame-ancestors', 'object-src']) {
      expect(directive(after, name)).toEqual(directive(before, name));
    }
  });
});

describe('writeDeployConfig', () => {
  it('writes a config that deploys the build folder itself and is never served', async () => {
    await writeFile(join(dir, 'index.html'), '<h1>Início</h1>');
    await writeFile(join(dir, '404.html'), '<h1>Página não encontrada</h1>');
    await writeDeployConfig(dir, { appCheck: true });
    const written = JSON.parse(await readFile(join(dir, 'firebase.json'), 'utf8'));
    expect(written.hosting.public).toBe('.');
    expect(written.hosting.appAssociation).toBe('NONE');

    const server = await startHostingServer({ root: dir });
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.headers.get('content-security-policy')).toBe(policyOf(written.hosting));
      expect(page.headers.get('content-security-policy')).toContain('www.gstatic.com/recaptcha/');
      expect((await fetch(`${server.url}/firebase.json`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
