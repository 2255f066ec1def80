import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import { acceptsGzip, contentType, isCompressible } from './content-type.ts';

const gzipAsync = promisify(gzip);

/** Compressed bodies, kept while the file is unchanged: benchmarks fetch the same files often. */
const compressed = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

async function gzipped(file: string, raw: Buffer): Promise<Buffer> {
  const { mtimeMs, size } = await stat(file);
  const cached = compressed.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = await gzipAsync(raw, { level: 9 });
  compressed.set(file, { mtimeMs, size, body });
  return body;
}

export async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
): Promise<void> {
  // A Content-Type set by the config wins, as on Hosting (a file without an extension).
  const type = String(response.getHeader('Content-Type') ?? contentType(file));
  let body: Buffer = await readFile(file);
  response.setHeader('Content-Type', type);
  if (isCompressible(type)) {
    // Caches must keep the gzip and identity answers apart.
    response.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      body = await gzipped(file, body);
      response.setHeader('Content-Encoding', 'gzip');
    }
  }
  response.setHeader('Content-Length', body.length);
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : body);
}
