import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { prerender } from './index.ts';

/** A loopback port nothing listens on: taken from the OS, then released. */
async function refusedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

let out: string;
let dist: string;
let serverEntry: string;

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'prerender-no-data-'));
  dist = join(out, 'dist');
  serverEntry = join(out, 'server', 'entry-server.js');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-odontovagas');
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', `127.0.0.1:${await refusedPort()}`);
  await build({ logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  await build({
    logLevel: 'silent',
    build: { ssr: 'src/entry-server.tsx', outDir: join(out, 'server'), emptyOutDir: true },
  });
}, 180_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(out, { recursive: true, force: true });
});

const page = (path: string) => readFileSync(join(dist, path), 'utf8');

describe('prerender without reachable data', () => {
  it('warns in one line and still writes the static pages and the shells', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await prerender({ dist, serverEntry });

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^Prerender: Firestore unreachable .*\n?$/);
    for (const file of ['termos/index.html', 'privacidade/index.html', '404.html', 'app.html']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    expect(page('index.html')).toContain('Seu futuro profissional está aqui');
    expect(page('termos/index.html')).toContain('<title>Termos de Serviço');
    // The list is a shell: its loading state, to be filled by the browser.
    expect(page('vagas/index.html')).toContain('Carregando vagas');
    expect(page('app.html')).toContain('<div id="root"></div>');
    expect(page('sitemap.xml')).toContain('/termos</loc>');
    expect(page('robots.txt')).toMatch(/Sitemap: .*\/sitemap\.xml/);
  }, 120_000);

  it('writes the manifest and the hosting config, and no association file without an app', () => {
    expect(JSON.parse(page('manifest.webmanifest'))).toMatchObject({ lang: 'pt-BR' });
    expect(JSON.parse(page('firebase.json')).hosting.public).toBe('.');
    expect(existsSync(join(dist, '.well-known'))).toBe(false);
    expect(page('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page('index.html')).not.toContain('apple-itunes-app');
  });

  it('fails instead when a deploy requires the data', async () => {
    vi.stubEnv('PRERENDER_REQUIRE_DATA', '1');
    await expect(prerender({ dist, serverEntry })).rejects.toThrow(/PRERENDER_REQUIRE_DATA=1/);
  }, 120_000);
});
