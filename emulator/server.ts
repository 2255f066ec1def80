/**
 * A small Firestore emulator speaking the REST v1 protocol the Firebase SDK and the official
 * emulator speak, for the calls this site makes. Node's http module only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  batchGetMethod,
  commitMethod,
  getDocumentMethod,
  runAggregationQueryMethod,
  runQueryMethod,
} from './handlers';
import { documentsRoot, Store } from './store';
import { InvalidArgument } from './values';

const MAX_BODY = 10 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

export interface RunningEmulator {
  host: string;
  port: number;
  /** `host:port`, the form FIRESTORE_EMULATOR_HOST takes. */
  address: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, 'INVALID_ARGUMENT', 'Request body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        const body: unknown = text ? JSON.parse(text) : {};
        if (!body || typeof body !== 'object' || Array.isArray(body)) {
          throw new Error('not an object');
        }
        resolve(body as Record<string, unknown>);
      } catch {
        reject(new HttpError(400, 'INVALID_ARGUMENT', 'Request body is not a JSON object'));
      }
    });
  });
}

const DOCS =
  /^\/v1\/projects\/([^/]+)\/databases\/\(default\)\/documents((?:\/[^:]+)?)(?::(\w+))?$/;
const ADMIN =
  /^\/emulator\/v1\/projects\/([^/]+)(?:\/databases\/\(default\)\/documents|\/(stats))$/;

async function route(store: Store, request: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  const verb = request.method ?? 'GET';
  if (path === '/' && verb === 'GET') return [200, 'Ok'];

  const admin = ADMIN.exec(path);
  if (admin && admin[2] === 'stats' && verb === 'GET') {
    return [200, { projectId: admin[1], reads: store.reads(admin[1]) }];
  }
  if (admin && !admin[2] && verb === 'DELETE') {
    store.wipe(admin[1]);
    return [200, {}];
  }

  const docs = DOCS.exec(path);
  if (docs) {
    const [, projectId, rest, method] = docs;
    if (verb === 'POST' && method) {
      const body = await readBody(request);
      switch (method) {
        case 'runQuery':
          return [200, runQueryMethod(store, projectId, rest, body)];
        case 'runAggregationQuery':
          return [200, runAggregationQueryMethod(store, projectId, rest, body)];
        case 'batchGet':
          if (!rest) return [200, batchGetMethod(store, projectId, body)];
          break;
        case 'commit':
          if (!rest) return [200, commitMethod(store, projectId, body)];
          break;
      }
    }
    if (verb === 'GET' && !method && rest) {
      const doc = getDocumentMethod(store, projectId, rest.slice(1));
      if (doc) return [200, doc];
      const name = `${documentsRoot(projectId)}${rest}`;
      throw new HttpError(404, 'NOT_FOUND', `Document "${name}" not found.`);
    }
  }
  throw new HttpError(404, 'NOT_FOUND', `No such endpoint: ${verb} ${url.pathname}`);
}

function cors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
}

async function handle(store: Store, request: IncomingMessage, response: ServerResponse) {
  cors(request, response);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '86400',
    });
    response.end();
    return;
  }
  let status: number;
  let payload: unknown;
  try {
    [status, payload] = await route(store, request);
  } catch (error) {
    const http =
      error instanceof HttpError
        ? error
        : error instanceof InvalidArgument
          ? new HttpError(400, 'INVALID_ARGUMENT', error.message)
          : new HttpError(500, 'INTERNAL', 'Internal error');
    if (http.code === 500) console.error(error);
    status = http.code;
    payload = { error: { code: http.code, message: http.message, status: http.status } };
  }
  if (typeof payload === 'string') {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(payload);
  } else {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(payload));
  }
}

export function startEmulator(
  options: { host?: string; port?: number } = {},
): Promise<RunningEmulator> {
  const store = new Store();
  const server = createServer((request, response) => {
    handle(store, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        host,
        port,
        address: `${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
