/**
 * A static server that answers as Firebase Hosting does for this project's firebase.json: exact
 * file, then a directory's index.html (with the trailingSlash redirect), then rewrites, then
 * 404.html with status 404; headers from the config on every response; gzip for text. The
 * browser tests and the benchmarks serve the production build with it, so they see the
 * production caching and Content-Security-Policy.
 */
import { existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';

import { compileHosting, type Hosting, readHostingConfig } from './config.ts';
import { DEPLOY_CONFIG } from './deploy-config.ts';
import { sendFile } from './send.ts';

export interface HostingServerOptions {
  root: string;
  port?: number;
  host?: string;
  /** Default: the build's own config (root/firebase.json, written by the build), else firebase.json. */
  configPath?: string;
  /** Origins added to connect-src, e.g. a local Firestore emulator a real deploy never allows. */
  connectSrcExtra?: string[];
}

export interface HostingServer {
  url: string;
  close(): Promise<void>;
}

type Outcome =
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; status: 400 | 404 | 405 };

const ERROR_PAGE = '/404.html';

export async function startHostingServer(options: HostingServerOptions): Promise<HostingServer> {
  const root = await realpath(resolve(options.root));
  const builtConfig = join(root, DEPLOY_CONFIG);
  const configPath = options.configPath ?? (existsSync(builtConfig) ? builtConfig : DEPLOY_CONFIG);
  const hosting = compileHosting(
    await readHostingConfig(resolve(configPath)),
    options.connectSrcExtra,
  );

  /** The deployed file for a decoded site path, if there is one. */
  async function findFile(sitePath: string): Promise<string | undefined> {
    if (sitePath.endsWith('/')) return undefined;
    const candidate = resolve(root, `.${sitePath}`);
    const rel = relative(root, candidate);
    if (rel.startsWith('..') || rel === '' || hosting.isIgnored(rel.split(sep).join('/'))) {
      return undefined;
    }
    try {
      if (!(await stat(candidate)).isFile()) return undefined;
      const real = await realpath(candidate);
      return real.startsWith(root + sep) ? real : undefined;
    } catch {
      return undefined;
    }
  }

  async function notFound(): Promise<Outcome> {
    const page = await findFile(ERROR_PAGE);
    return page ? { kind: 'file', file: page, status: 404 } : { kind: 'error', status: 404 };
  }

  async function resolveRequest(method: string, rawPath: string, search: string): Promise<Outcome> {
    if (method !== 'GET' && method !== 'HEAD') return { kind: 'error', status: 405 };
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return { kind: 'error', status: 400 };
    }
    if (path.includes('\0')) return { kind: 'error', status: 400 };
    if (path.split('/').includes('..')) return notFound();

    const exact = await findFile(path);
    if (exact) return { kind: 'file', file: exact, status: 200 };

    const index = await findFile(`${path.replace(/\/$/, '')}/index.html`);
    if (index) {
      const slashed = path.endsWith('/');
      if (hosting.trailingSlash === false && slashed && rawPath !== '/') {
        return { kind: 'redirect', location: rawPath.replace(/\/+$/, '') + search };
      }
      if (hosting.trailingSlash !== false && !slashed) {
        return { kind: 'redirect', location: `${rawPath}/${search}` };
      }
      return { kind: 'file', file: index, status: 200 };
    }

    const destination = hosting.rewrite(rawPath);
    const rewritten = destination && (await findFile(destination));
    if (rewritten) return { kind: 'file', file: rewritten, status: 200 };
    return notFound();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const [rawTarget, query] = (request.url ?? '/').split(/\?(.*)/s, 2);
    const rawPath = `/${rawTarget.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
    const search = query === undefined ? '' : `?${query}`;
    const outcome = await resolveRequest(request.method ?? 'GET', rawPath, search);
    const failed = outcome.kind === 'error' || (outcome.kind === 'file' && outcome.status === 404);
    applyHeaders(response, hosting, rawPath, failed);

    if (outcome.kind === 'redirect') {
      response.writeHead(301, { Location: outcome.location }).end();
    } else if (outcome.kind === 'file') {
      await sendFile(request, response, outcome.file, outcome.status);
    } else {
      if (outcome.status === 405) response.setHeader('Allow', 'GET, HEAD');
      const text = outcome.status === 404 ? 'Página não encontrada' : 'Requisição inválida';
      response.writeHead(outcome.status, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : text);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', done);
  });
  const { address, port } = server.address() as AddressInfo;
  const hostForUrl = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${hostForUrl}:${port}`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The path's own header rules, then, for an error, the error page's: a missing file under
 * /assets/** must not be cached as if it were an immutable asset, and paths no glob matches
 * (dot-segments) still get the security headers.
 */
function applyHeaders(response: ServerResponse, hosting: Hosting, path: string, failed: boolean) {
  const sets = [hosting.headers(path), ...(failed ? [hosting.headers(ERROR_PAGE)] : [])];
  for (const headers of sets) {
    for (const [key, value] of headers) response.setHeader(key, value);
  }
}
