/** Request bodies: JSON objects of at most Firestore's 10 MiB. */
import type { IncomingMessage } from 'node:http';

import { invalid, type Json } from './errors';

/** Firestore's own limit on a request. */
const MAX_BODY = 10 * 1024 * 1024;

/** The SDK sends JSON as text/plain (to dodge preflights in some setups): ignore the type. */
export function readBody(request: IncomingMessage): Promise<Json> {
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
