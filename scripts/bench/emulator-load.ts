/**
 * Load on this project's emulator: 20 clients for 10 s of the site's own reads (the job list
 * query, a count, one job by batchGet) over loopback. Prints throughput, latency percentiles,
 * errors, and the emulator's memory before and after. The emulator runs in a child process so
 * its memory is not mixed with the load generator's.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import { documentsPath, projectId, startEmulator } from '../emulators/index.ts';
import { seed } from '../seed/index.ts';

const CLIENTS = 20;
const DURATION_MS = 10_000;
const REQUEST_TIMEOUT_MS = 5_000;
/** Whatever happens, the run ends by then. */
const HARD_STOP_MS = DURATION_MS + 60_000;

interface Memory {
  rss: number;
  heapUsed: number;
}

if (process.argv[2] === '--serve') {
  const emulator = await startEmulator({ kind: 'project' });
  const measure = (): Memory => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return { rss, heapUsed };
  };
  process.on('message', (message) => {
    if (message === 'memory') process.send!(measure());
    if (message === 'stop') void emulator.stop().then(() => process.exit(0));
  });
  process.send!({ address: emulator.address });
} else {
  // fetch keeps idle sockets open for a while: leave as soon as the report is out.
  await runBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`emulator-load failed: ${String(error)}`);
      process.exit(1);
    },
  );
}

function ask<T>(child: ChildProcess, message?: string): Promise<T> {
  if (message) child.send(message);
  return once(child, 'message').then(([answer]) => answer as T);
}

async function runBench(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error(`emulator-load: still running after ${HARD_STOP_MS / 1000} s; giving up.`);
    process.exit(1);
  }, HARD_STOP_MS);
  hardStop.unref();
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  try {
    const { address } = await ask<{ address: string }>(child);
    await seed(address, projectId);
    const before = await ask<Memory>(child, 'memory');
    const results = await load(address);
    const after = await ask<Memory>(child, 'memory');
    report(results, before, after);
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

type Operation = 'runQuery' | 'count' | 'batchGet';
interface Sample {
  operation: Operation;
  ms: number;
  ok: boolean;
}

async function load(address: string): Promise<{ samples: Sample[]; seconds: number }> {
  const root = documentsPath(projectId);
  const post = (method: string, body: unknown) =>
    fetch(`http://${address}/v1/${root}:${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  // The site's job list: newest 50 by modified_time (src/features/jobs/api/get-jobs.ts).
  const listQuery = {
    structuredQuery: {
      from: [{ collectionId: 'vagas' }],
      orderBy: [{ field: { fieldPath: 'modified_time' }, direction: 'DESCENDING' }],
      limit: 50,
    },
  };
  const countUsers = {
    structuredAggregationQuery: {
      aggregations: [{ alias: 'count', count: {} }],
      structuredQuery: { from: [{ collectionId: 'users' }] },
    },
  };
  const listed = (await (await post('runQuery', listQuery)).json()) as {
    document: { name: string };
  }[];
  const jobs = listed.map((row) => row.document.name);
  const requests: Record<Operation, (i: number) => Promise<Response>> = {
    runQuery: () => post('runQuery', listQuery),
    count: () => post('runAggregationQuery', countUsers),
    batchGet: (i) => post('batchGet', { documents: [jobs[i % jobs.length]] }),
  };
  const operations = Object.keys(requests) as Operation[];
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const client = async (id: number) => {
    for (let i = id; performance.now() < deadline; i += CLIENTS) {
      const operation = operations[i % operations.length];
      const start = performance.now();
      let ok = false;
      try {
        const response = await requests[operation](i);
        await response.arrayBuffer();
        ok = response.ok;
      } catch {
        ok = false;
      }
      samples.push({ operation, ms: performance.now() - start, ok });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0;
}

function report({ samples, seconds }: { samples: Sample[]; seconds: number }, ...memory: Memory[]) {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const line = (label: string, group: Sample[]) => {
    const ms = group.map((s) => s.ms).sort((a, b) => a - b);
    const errors = group.filter((s) => !s.ok).length;
    console.log(
      `${label.padEnd(10)} ${String(group.length).padStart(7)} req  ` +
        `${(group.length / seconds).toFixed(0).padStart(6)} req/s  ` +
        `p50 ${percentile(ms, 0.5).toFixed(1)} ms  p99 ${percentile(ms, 0.99).toFixed(1)} ms  ` +
        `errors ${errors}`,
    );
  };
  console.log(
    `Emulator load: ${CLIENTS} clients, ${seconds.toFixed(1)} s, project ${projectId}, loopback`,
  );
  line('all', samples);
  for (const operation of ['runQuery', 'count', 'batchGet'] as const) {
    line(
      operation,
      samples.filter((s) => s.operation === operation),
    );
  }
  const [before, after] = memory;
  console.log(
    `emulator memory (after GC): RSS ${mb(before.rss)} -> ${mb(after.rss)}, ` +
      `heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}`,
  );
}
