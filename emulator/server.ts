/**
 * This project's Firestore emulator: the REST v1 calls the site and its tests make, answered as
 * the official emulator answers them. Routing, HTTP, CORS and error bodies live here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { readBody } from './body';
import { commitMethod } from './commit';
import { ApiError, invalid } from './errors';
import {
  batchGetMethod,
  getDocumentMethod,
  runAggregationQueryMethod,
  runQueryMethod,
} from './handlers';
import { isLoopbackHost, isLoopbackOrigin } from './loopback';
import { documentsRoot } from './names';
import { Store } from './store';

export interface RunningEmulator {
  host: string;
  port: number;
  /** `host:port`, the form FIRESTORE_EMULATOR_HOST takes. */
  address: string;
  close(): Promise<void>;
}

const DOCUMENTS =
  /^\/v1\/projects\/([^/]+)\/databases\/\(default\)\/documents(\/[^:]*)?(?::(\w+))?$/;
const ADMIN = /^\/emulator\/v1\/projects\/([^/]+)(\/databases\/\(default\)\/documents|\/stats)$/;

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw invalid(`Malformed percent-encoding in ${pathname}`);
  }
}

async function route(store: Store, request: IncomingMessage): Promise<[number, unknown]> {
  // Not `new URL()`: it reads a path like `//x` as a host. The query string (`?key=`) is ignored.
  const pathname = (request.url ?? '/').split('?')[0];
  const path = decodePath(pathname);
  const verb = request.method ?? 'GET';
  if (path === '/' && verb === 'GET') return [200, 'Ok'];

  const admin = ADMIN.exec(path);
  if (admin?.[2] === '/stats' && verb === 'GET') {
    return [200, { projectId: admin[1], reads: store.reads(admin[1]) }];
  }
  if (admin && admin[2] !== '/stats' && verb === 'DELETE') {
    assertLocalPage(request);
    store.wipe(admin[1]);
    return [200, {}];
  }

  const match = DOCUMENTS.exec(path);
  if (match) {
    const [, projectId, below = '', method] = match;
    const parent = `${documentsRoot(projectId)}${below}`;
    if (verb === 'POST' && method === 'runQuery') {
      return [200, runQueryMethod(store, projectId, parent, await readBody(request))];
    }
    if (verb === 'POST' && method === 'runAggregationQuery') {
      return [200, runAggregationQueryMethod(store, projectId, parent, await readBody(request))];
    }
    if (verb === 'POST' && method === 'batchGet' && !below) {
      return [200, batchGetMethod(store, projectId, await readBody(request))];
    }
    if (verb === 'POST' && method === 'commit' && !below) {
      assertLocalPage(request);
      return [200, commitMethod(store, projectId, await readBody(request))];
    }
    if (verb === 'GET' && !method && below) {
      return [200, getDocumentMethod(store, projectId, below.slice(1))];
    }
  }
  throw new ApiError(404, 'NOT_FOUND', `No such endpoint: ${verb} ${pathname}`);
}

function send(response: ServerResponse, status: number, payload: unknown): void {
  const text = typeof payload === 'string';
  response.writeHead(status, {
    'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
  });
  response.end(text ? payload : JSON.stringify(payload));
}

/**
 * A page on another site gets no CORS headers, so it cannot read answers; but a browser sends a
 * simple POST or a DELETE it cannot read anyway, so writes check the page's origin themselves.
 */
function assertLocalPage(request: IncomingMessage): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    throw new ApiError(
      403,
      'PERMISSION_DENIED',
      `Writes are refused from pages outside this machine (Origin: ${origin}).`,
    );
  }
}

async function handle(store: Store, request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Vary', 'Origin');
  try {
    const { host, origin } = request.headers;
    if (!isLoopbackHost(host)) {
      throw new ApiError(
        403,
        'PERMISSION_DENIED',
        `This emulator answers only to localhost, 127.0.0.1 and [::1] (Host: ${host ?? 'none'}).`,
      );
    }
    // Pages on another local origin (the Vite dev server) call the emulator directly.
    if (origin !== undefined && isLoopbackOrigin(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (request.method === 'OPTIONS') {
      if (response.hasHeader('Access-Control-Allow-Origin')) {
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
        response.setHeader(
          'Access-Control-Allow-Headers',
          request.headers['access-control-request-headers'] ?? '*',
        );
        response.setHeader('Access-Control-Max-Age', '86400');
      }
      response.writeHead(204).end();
      return;
    }
    const [status, payload] = await route(store, request);
    send(response, status, payload);
  } catch (caught) {
    const error =
      caught instanceof ApiError ? caught : new ApiError(500, 'INTERNAL', 'Internal error');
    if (!(caught instanceof ApiError)) console.error(caught);
    // The rest of an unread body would otherwise be parsed as the next request.
    if (!request.complete) response.setHeader('Connection', 'close');
    send(response, error.code, {
      error: { code: error.code, message: error.message, status: error.status },
    });
  }
}

export function startEmulator(
  options: { host?: string; port?: number } = {},
): Promise<RunningEmulator> {
  const store = new Store();
  const server = createServer((request, response) => {
    handle(store, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        host,
        port,
        address: `${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
