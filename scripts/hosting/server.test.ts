import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type HostingConfig, readHostingConfig } from './config.ts';
import { type HostingServer, startHostingServer } from './server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: fetch() would normalize `..`, decode gzip and refuse some paths. */
function get(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({
      hostname,
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const FILES: Record<string, string | Buffer> = {
  'index.html': '<h1>Início</h1>',
  'termos/index.html': '<h1>Termos de uso</h1>',
  'vagas/index.html': '<h1>Vagas</h1>',
  'vagas/abc/index.html': '<h1>Vaga abc prerenderizada</h1>',
  'app.html': '<div id="root"></div>',
  '404.html': '<h1>Página não encontrada</h1>',
  'assets/index-a1b2c3.js': `export const big = ${JSON.stringify('vaga '.repeat(2000))};`,
  'assets/index-a1b2c3.css': 'body { margin: 0 }',
  'assets/logo-d4e5f6.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  '.vite/manifest.json': '{}',
  '.env': 'SEGREDO=1',
  '.well-known/apple-app-site-association': '{"applinks":{"details":[]}}',
  '.well-known/assetlinks.json': '[]',
};

let dir: string;
let root: string;
let server: HostingServer;
let config: HostingConfig;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hosting-'));
  root = join(dir, 'dist');
  await writeFile(join(dir, 'secret.txt'), 'segredo fora da raiz');
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), content);
  }
  config = await readHostingConfig('firebase.json');
  server = await startHostingServer({ root });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const text = (answer: Answer) => answer.body.toString('utf8');

/** The value firebase.json gives a header in the rule with this source. */
function configured(source: string, key: string): string {
  const rule = (config.headers ?? []).find((r) => r.source === source);
  const value = rule?.headers.find((h) => h.key === key)?.value;
  if (value === undefined) throw new Error(`firebase.json sets no ${key} for ${source}`);
  return value;
}

describe('routing as Firebase Hosting does', () => {
  it('serves the landing and each prerendered directory as its index.html', async () => {
    expect(text(await get(server.url, '/'))).toBe(FILES['index.html']);
    expect(text(await get(server.url, '/termos'))).toBe(FILES['termos/index.html']);
    expect(text(await get(server.url, '/vagas'))).toBe(FILES['vagas/index.html']);
    const job = await get(server.url, '/vagas/abc');
    expect([job.status, text(job)]).toEqual([200, FILES['vagas/abc/index.html']]);
  });

  it('redirects a trailing slash away, keeping the query', async () => {
    const list = await get(server.url, '/vagas/');
    expect([list.status, list.headers.location]).toEqual([301, '/vagas']);
    const terms = await get(server.url, '/termos/?ref=rodape');
    expect([terms.status, terms.headers.location]).toEqual([301, '/termos?ref=rodape']);
    expect((await get(server.url, '/')).status).toBe(200);
  });

  it('serves the SPA shell for a job newer than the build, including odd ids', async () => {
    for (const path of ['/vagas/nova-vaga', '/vagas/a%2Fb', '/vagas/x/y']) {
      const answer = await get(server.url, path);
      expect([path, answer.status, text(answer)]).toEqual([path, 200, FILES['app.html']]);
    }
  });

  it('answers unknown paths and missing assets with 404.html and status 404', async () => {
    for (const path of [
      '/nada',
      '/termos/extra',
      '/assets/index-zzzzzz.js',
      '/.vite/manifest.json',
      '/.env',
      '/robots.txt/',
    ]) {
      const answer = await get(server.url, path);
      expect([path, answer.status, text(answer)]).toEqual([path, 404, FILES['404.html']]);
    }
  });

  it('answers 404 without a page when the build has no 404.html and no SPA shell', async () => {
    const bare = await startHostingServer({ root: join(root, 'termos') });
    try {
      const answer = await get(bare.url, '/vagas/nova-vaga');
      expect([answer.status, text(answer)]).toEqual([404, 'Página não encontrada']);
    } finally {
      await bare.close();
    }
  });
});

describe('headers from firebase.json', () => {
  const securityKeys = () =>
    (config.headers ?? []).find((rule) => rule.source === '**')!.headers.map((h) => h.key);

  it('sends the configured security headers on every kind of response', async () => {
    expect(securityKeys()).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security']),
    );
    const paths = [
      '/',
      '/vagas/',
      '/vagas/nova',
      '/nada',
      '/assets/index-a1b2c3.js',
      '/.x',
      '/%00',
    ];
    for (const path of paths) {
      const answer = await get(server.url, path);
      for (const key of securityKeys().filter((k) => k !== 'Cache-Control')) {
        expect([path, answer.headers[key.toLowerCase()]]).toEqual([path, configured('**', key)]);
      }
    }
  });

  it('caches hashed assets for a year and revalidates HTML and misses', async () => {
    const cache = async (path: string) => (await get(server.url, path)).headers['cache-control'];
    expect(await cache('/assets/index-a1b2c3.js')).toBe(configured('/assets/**', 'Cache-Control'));
    expect(await cache('/assets/index-a1b2c3.js')).toContain('immutable');
    expect(await cache('/')).toBe(configured('**', 'Cache-Control'));
    expect(await cache('/')).toBe('no-cache');
    expect(await cache('/vagas/abc')).toBe('no-cache');
    expect(await cache('/assets/index-zzzzzz.js')).toBe('no-cache');
    expect(await cache('/sitemap.xml')).toBe(
      configured('/@(sitemap.xml|robots.txt|vagas.xml|manifest.webmanifest)', 'Cache-Control'),
    );
  });

  it('takes its rules from the config file it is given, and nothing else', async () => {
    const configPath = join(dir, 'other-firebase.json');
    const hosting = {
      headers: [{ source: '/termos/**', headers: [{ key: 'X-Teste', value: 'sim' }] }],
      rewrites: [{ source: '**', destination: '/index.html' }],
    };
    await writeFile(configPath, JSON.stringify({ hosting }));
    const other = await startHostingServer({ root, configPath });
    try {
      const anyPath = await get(other.url, '/qualquer');
      expect([anyPath.status, text(anyPath)]).toEqual([200, FILES['index.html']]);
      expect(anyPath.headers['content-security-policy']).toBeUndefined();
      // Without trailingSlash, Hosting adds the slash to a directory.
      const terms = await get(other.url, '/termos');
      expect([terms.status, terms.headers.location]).toEqual([301, '/termos/']);
      const slashed = await get(other.url, '/termos/');
      expect([text(slashed), slashed.headers['x-teste']]).toEqual([
        FILES['termos/index.html'],
        'sim',
      ]);
    } finally {
      await other.close();
    }
  });

  it('adds only the given origins to connect-src', async () => {
    const local = await startHostingServer({ root, connectSrcExtra: ['http://127.0.0.1:9099'] });
    try {
      const policy = (await get(local.url, '/')).headers['content-security-policy'] as string;
      const expected = configured('**', 'Content-Security-Policy').replace(
        /(connect-src [^;]*)/,
        '$1 http://127.0.0.1:9099',
      );
      expect(policy).toBe(expected);
    } finally {
      await local.close();
    }
  });
});

describe('the app association files', () => {
  it.each(['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json'])(
    'serves %s as JSON, with status 200 and no redirect',
    async (path) => {
      const answer = await get(server.url, path);
      expect(answer.status).toBe(200);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(text(answer))).toEqual(JSON.parse(FILES[path.slice(1)] as string));
    },
  );

  it('tells Hosting to leave the Apple file alone', () => {
    expect((config as { appAssociation?: string }).appAssociation).toBe('NONE');
  });
});

describe('bytes on the wire', () => {
  it('gzips text only for clients that accept it', async () => {
    const path = '/assets/index-a1b2c3.js';
    const zipped = await get(server.url, path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(FILES['assets/index-a1b2c3.js']);
    expect(zipped.body.length).toBeLessThan(FILES['assets/index-a1b2c3.js'].length / 10);

    for (const refuse of [undefined, 'gzip;q=0', 'identity']) {
      const headers = refuse ? { 'Accept-Encoding': refuse } : undefined;
      const plain = await get(server.url, path, { headers });
      expect([refuse, plain.headers['content-encoding'], text(plain)]).toEqual([
        refuse,
        undefined,
        FILES['assets/index-a1b2c3.js'],
      ]);
    }
    const png = await get(server.url, '/assets/logo-d4e5f6.png', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toEqual(FILES['assets/logo-d4e5f6.png']);
  });

  it('labels each file with its content type', async () => {
    const types: Record<string, string> = {
      '/': 'text/html; charset=utf-8',
      '/assets/index-a1b2c3.js': 'text/javascript; charset=utf-8',
      '/assets/index-a1b2c3.css': 'text/css; charset=utf-8',
      '/assets/logo-d4e5f6.png': 'image/png',
      '/favicon.svg': 'image/svg+xml',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      expect([path, (await get(server.url, path)).headers['content-type']]).toEqual([path, type]);
    }
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const options = { headers: { 'Accept-Encoding': 'gzip' } };
    const full = await get(server.url, '/vagas/abc', options);
    const head = await get(server.url, '/vagas/abc', { ...options, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
  });

  it('refuses other methods', async () => {
    const answer = await get(server.url, '/', { method: 'POST' });
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});

describe('nothing outside the public directory', () => {
  it('never serves a file above the root, however the path is spelled', async () => {
    expect(await readFile(join(root, '..', 'secret.txt'), 'utf8')).toContain('segredo');
    const paths = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/vagas/../../secret.txt',
    ];
    for (const path of paths) {
      const answer = await get(server.url, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(text(answer)).not.toContain('segredo');
    }
  });

  it('rejects NUL bytes and broken percent-encoding', async () => {
    for (const path of ['/index.html%00.png', '/%00', '/%E0%A4%A']) {
      expect([path, (await get(server.url, path)).status]).toEqual([path, 400]);
    }
  });
});
