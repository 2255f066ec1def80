// Loaded into every Node process of a benchmarked build (NODE_OPTIONS): on exit, each appends its
// peak resident memory in KiB (worker threads included) to the file BENCH_RSS_LOG names.
import { appendFileSync } from 'node:fs';
import process from 'node:process';

process.on('exit', () => {
  appendFileSync(process.env.BENCH_RSS_LOG, `${process.resourceUsage().maxRSS}\n`);
});
