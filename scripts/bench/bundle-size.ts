/**
 * Prints what a visitor downloads: the production build's JavaScript and CSS, raw and gzipped,
 * for the first load of each route: the entry, what it imports as it starts (src/main.tsx's steps,
 * its dynamic imports), the route's lazy chunk, and their imports; and how many files that is (each
 * one a request, which costs a slow phone's main thread a few milliseconds).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const outDir = await mkdtemp(join(tmpdir(), 'bundle-'));
process.env.VITE_FIREBASE_PROJECT_ID ||= 'demo-odontovagas';
await build({ logLevel: 'error', build: { outDir, manifest: true } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const size = (file: string) => {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function total(keys: Set<string>) {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files].reduce(
    (sum, file) => {
      const s = size(file);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, files: sum.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const start = [entry, ...(manifest[entry].dynamicImports ?? [])];
const routes = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));

/** Whether any of these chunks carries the Firestore SDK (its error class names it). */
const hasFirebase = (keys: Set<string>) =>
  [...keys].some((key) =>
    readFileSync(join(outDir, manifest[key].file), 'utf8').includes('@firebase/firestore'),
  );
/** First-view budgets, gzip KiB: the landing lighter than the pages that list jobs. */
const BUDGET_KIB: Record<string, number> = { landing: 150, jobs: 180, job: 180 };

const base = total(closure(start));
console.log(`entry (every route): ${kb(base.raw)} raw, ${kb(base.gzip)} gzip`);
for (const route of routes) {
  const keys = closure([...start, route]);
  const first = total(keys);
  const name = route.replace('src/app/routes/', '').replace(/\.tsx?$/, '');
  const budget = BUDGET_KIB[name];
  const mark = budget ? (first.gzip / 1024 <= budget ? ` ≤ ${budget} ✓` : ` > ${budget} ✗`) : '';
  console.log(
    `first view of ${name}: ${first.files} files, ${kb(first.raw)} raw, ${kb(first.gzip)} gzip${mark}; ` +
      `Firebase before hydration: ${hasFirebase(keys) ? 'yes ✗' : 'no ✓'}`,
  );
}
console.log(
  'Targets: first view gzip ≤ 150 KiB (landing), ≤ 180 KiB (list, job page); no Firebase.',
);
await rm(outDir, { recursive: true, force: true });
