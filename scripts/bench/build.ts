/**
 * `npm run bench:build -- N`: seeds N synthetic jobs into an emulator (this project's; Google's
 * with FIRESTORE_EMULATOR=official), then runs `npm run build` three times over it, into dist/:
 * once, again with the same data, and again after one job's text was edited. It prints the build
 * time and the time per page, the CPU time of all its processes (which, unlike the wall time, does
 * not grow with the machine's load), the peak memory of the build's largest process, the size of
 * dist/ and of a job page, and which files each rebuild changed. FIRESTORE_EMULATOR_PORT picks the
 * emulator's port (default: any free one).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

import { DEMO_PROJECT_ID } from '../../src/config/env-schema.ts';
import { commitDocs, type SeedDoc, startEmulator, wipe } from '../emulators/index.ts';
import { syntheticDataset } from './build-dataset.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const jobs = Number(process.argv[2] ?? '2000');
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error('usage: npm run bench:build -- <number of jobs>');
  process.exit(1);
}

interface Build {
  seconds: number;
  /** User and system time of every Node process of the build, threads included. */
  cpuSeconds: number;
  pages: number;
  peakRssMiB: number;
  /** The 1-minute load average when the build started and when it ended. */
  load: [number, number];
}

async function build(address: string): Promise<Build> {
  const usageLog = join(tmpdir(), `bench-build-usage-${process.pid}.txt`);
  await rm(usageLog, { force: true });
  const loadBefore = loadavg()[0];
  const started = performance.now();
  let output = '';
  const code = await new Promise<number | null>((done) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
        VITE_FIRESTORE_EMULATOR_HOST: address,
        PRERENDER_MAX_JOBS: String(jobs),
        PRERENDER_REQUIRE_DATA: '1',
        BENCH_USAGE_LOG: usageLog,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${join(import.meta.dirname, 'build-usage.mjs')}`,
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', done);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}):\n${output}`);
  const pages = Number(/Prerendered (\d+) pages/.exec(output)?.[1] ?? Number.NaN);
  const usage = (await readFile(usageLog, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  await rm(usageLog, { force: true });
  return {
    seconds,
    cpuSeconds: usage.reduce((sum, [, cpu]) => sum + cpu, 0) / 1e6,
    pages,
    peakRssMiB: Math.max(...usage.map(([rss]) => rss)) / 1024,
    load: [loadBefore, loadavg()[0]],
  };
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every file of dist/ by path, with its hash and size. */
async function snapshot(): Promise<Map<string, { hash: string; size: number }>> {
  const result = new Map<string, { hash: string; size: number }>();
  for (const file of await files(dist)) {
    const bytes = await readFile(file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    result.set(relative(dist, file), { hash, size: bytes.length });
  }
  return result;
}

function changed(before: Map<string, { hash: string }>, after: Map<string, { hash: string }>) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path)?.hash !== after.get(path)?.hash).sort();
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const db = await startEmulator({
  kind: process.env.FIRESTORE_EMULATOR === 'official' ? 'official' : 'project',
  port: Number(process.env.FIRESTORE_EMULATOR_PORT ?? 0),
});
try {
  const docs = syntheticDataset(jobs);
  await wipe(db.address, DEMO_PROJECT_ID);
  await commitDocs(db.address, DEMO_PROJECT_ID, docs);
  console.log(`Seeded ${jobs} synthetic jobs into ${db.label} on ${db.address}; building…`);

  const first = await build(db.address);
  const one = await snapshot();
  const second = await build(db.address);
  const two = await snapshot();

  // A typo fixed in the newest job: its page, the list and the feed show it, and so do the pages
  // that suggest it as a similar job.
  const vagas = docs.filter((doc) => doc.collection === 'vagas');
  const newest = vagas.reduce((a, b) =>
    (b.data.modified_time as Date) > (a.data.modified_time as Date) ? b : a,
  );
  const edited: SeedDoc = {
    ...newest,
    data: { ...newest.data, titulo: `${String(newest.data.titulo)} (editada)` },
  };
  await commitDocs(db.address, DEMO_PROJECT_ID, [edited]);
  const third = await build(db.address);
  const three = await snapshot();

  const jobPages = [...three].filter(([path]) => /^vagas\/[^/]+\/index\.html$/.test(path));
  const jobBytes = jobPages.map(([, { size }]) => size);
  const distBytes = [...three.values()].reduce((sum, { size }) => sum + size, 0);
  const sameData = changed(one, two);
  const oneEdit = changed(two, three);
  const similar = oneEdit.filter(
    (path) => /^vagas\/[^/]+\/index\.html$/.test(path) && path !== `vagas/${newest.id}/index.html`,
  );
  const rows: [string, string][] = [
    ['jobs', String(jobs)],
    ...[first, second, third].map(
      (b, i) =>
        [
          `build ${i + 1}`,
          `${b.seconds.toFixed(1)} s, ${b.pages} pages, ${((b.seconds * 1000) / b.pages).toFixed(1)} ms a page;` +
            ` CPU ${b.cpuSeconds.toFixed(1)} s (${((b.cpuSeconds * 1000) / b.pages).toFixed(1)} ms a page);` +
            ` peak RSS ${b.peakRssMiB.toFixed(0)} MiB; load ${b.load.map((l) => l.toFixed(1)).join(' → ')}`,
        ] as [string, string],
    ),
    ['dist', `${mib(distBytes)} in ${three.size} files`],
    [
      'job page HTML',
      `mean ${kib(jobBytes.reduce((a, b) => a + b, 0) / jobBytes.length)}, max ${kib(Math.max(...jobBytes))}`,
    ],
    ['changed, same data', `${sameData.length}: ${sameData.slice(0, 8).join(', ')}`],
    [
      'changed, one job edited',
      `${oneEdit.length}: ${oneEdit.filter((path) => !similar.includes(path)).join(', ')}` +
        ` and ${similar.length} job pages showing it as similar`,
    ],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(24)} ${value}`);
  const shown = await stat(join(dist, 'vagas', newest.id, 'index.html')).catch(() => null);
  if (!shown) console.log('(the edited job has no page: raise the job count)');
} finally {
  await db.stop();
}
process.exit(0);
