import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Already-compressed formats (images other than SVG, fonts) gain nothing from gzip. */
export function isCompressible(type: string): boolean {
  return (
    type.startsWith('text/') ||
    type.startsWith('image/svg+xml') ||
    /^application\/(json|manifest\+json|xml|wasm)/.test(type)
  );
}

/** True when the Accept-Encoding header allows gzip (an explicit `q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}
