// Loaded into every Node process of a benchmarked build (NODE_OPTIONS): on exit, each appends to
// the file BENCH_USAGE_LOG names its peak resident memory in KiB and its user + system CPU time in
// microseconds, worker threads included.
import { appendFileSync } from 'node:fs';
import process from 'node:process';
import { isMainThread } from 'node:worker_threads';

// A thread would count its process's whole usage again.
if (isMainThread)
  process.on('exit', () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    appendFileSync(process.env.BENCH_USAGE_LOG, `${maxRSS} ${userCPUTime + systemCPUTime}\n`);
  });
