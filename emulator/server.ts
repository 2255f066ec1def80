/**
 * This project's Firestore emulator: the REST v1 calls the site and its tests make, answered as
 * the official emulator answers them. Routing, HTTP, CORS and error bodies live here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { commitMethod } from './commit';
import { ApiError, invalid, type Json } from './errors';
import {
  batchGetMethod,
  getDocumentMethod,
  runAggregationQueryMethod,
  runQueryMethod,
} from './handlers';
import { documentsRoot } from './names';
import { Store } from './store';

/** Firestore's own limit on a request. */
const MAX_BODY = 10 * 1024 * 1024;

export interface RunningEmulator {
  host: string;
  port: number;
  /** `host:port`, the form FIRESTORE_EMULATOR_HOST takes. */
  address: string;
  close(): Promise<void>;
}

/** The SDK sends JSON as text/plain (to dodge preflights in some setups): ignore the type. */
function readBody(request: IncomingMessage): Promise<Json> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => invalid(`Request payload size exceeds the limit: ${MAX_BODY} bytes.`);
    if (Number(request.headers['content-length']) > MAX_BODY) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
      else if (chunks.length) {
        chunks.length = 0;
        reject(tooLarge());
      }
    });
    request.on('error', reject);
    request.on('end', () => {
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (body && typeof body === 'object' && !Array.isArray(body)) resolve(body as Json);
        else reject(invalid('The request body must be a JSON object.'));
      } catch {
        reject(invalid("Payload isn't valid for request: not JSON."));
      }
    });
  });
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

async function handle(store: Store, request: IncomingMessage, response: ServerResponse) {
  // Pages on another origin (the Vite dev server) call the emulator directly.
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '86400',
    });
    response.end();
    return;
  }
  try {
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
