/**
 * Chromium's CPU throttling (`Emulation.setCPUThrottlingRate`) slows a page's main thread only.
 * A phone's other cores are slow too: the threads that compile scripts in the background, the
 * compositor, the loader. `slowRendererThreads(4)` gives every other thread of every renderer
 * process a quarter of a core, each in a control group of its own (Linux's cgroup v1 `cpu`
 * controller, as root), until `stop()`; the main threads stay with Chromium's throttling. Each
 * thread alone is slowed, never the machine: on 2 cores, up to about eight such threads run at
 * once at their quarter, as on a phone with many slow cores.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const GROUPS = `${CPU_CONTROLLER}/bench-slow-threads`;
// A short period, so a throttled thread waits milliseconds between its slices, not tenths.
const PERIOD_US = 10_000;

/** Whether each process seen is a renderer, from its command line, read once. */
const isRenderer = new Map<number, boolean>();

function renderers(): number[] {
  const pids = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const present = new Set(pids);
  // A process id freed by an ending renderer may come back as another process.
  for (const pid of isRenderer.keys()) if (!present.has(pid)) isRenderer.delete(pid);
  for (const pid of pids) {
    if (isRenderer.has(pid)) continue;
    try {
      isRenderer.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'));
    } catch {
      // It ended while we looked.
    }
  }
  return pids.filter((pid) => isRenderer.get(pid));
}

export function slowRendererThreads(slowdown: number): { stop(): void } {
  const needs = `--slow-threads needs Linux's cgroup v1 cpu controller at ${CPU_CONTROLLER}`;
  if (!existsSync(`${CPU_CONTROLLER}/cpu.cfs_quota_us`)) throw new Error(needs);
  try {
    mkdirSync(GROUPS, { recursive: true });
  } catch (error) {
    throw new Error(`${needs}, writable (as root): ${(error as Error).message}`);
  }
  removeEmptyGroups(); // An earlier run's, whose threads have ended since.
  const quota = String(Math.round(PERIOD_US / slowdown));
  const slowed = new Set<number>();
  let pids = renderers();
  const slow = (tid: number) => {
    slowed.add(tid);
    const group = `${GROUPS}/${tid}`;
    try {
      mkdirSync(group, { recursive: true });
      writeFileSync(`${group}/cpu.cfs_period_us`, String(PERIOD_US));
      writeFileSync(`${group}/cpu.cfs_quota_us`, quota);
      writeFileSync(`${group}/tasks`, String(tid));
    } catch {
      // The thread ended first.
    }
  };
  // New renderers every 10 ms, their new threads every 2: a renderer starts before the page it
  // loads, and a thread runs unslowed 2 ms at most.
  const findRenderers = setInterval(() => (pids = renderers()), 10);
  const findThreads = setInterval(() => {
    const seen = new Set<number>();
    for (const pid of pids) {
      let threads: string[] = [];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      // Every thread but the main one, whose id is the process's.
      for (const tid of threads.map(Number)) {
        seen.add(tid);
        if (tid !== pid && !slowed.has(tid)) slow(tid);
      }
    }
    // As with processes, an ended thread's id may come back as another thread.
    for (const tid of slowed) if (!seen.has(tid)) slowed.delete(tid);
  }, 2);
  return {
    stop() {
      clearInterval(findRenderers);
      clearInterval(findThreads);
      removeEmptyGroups();
    },
  };
}

/** A group whose thread has ended goes; one still in use stays. */
function removeEmptyGroups() {
  for (const group of readdirSync(GROUPS).filter((entry) => /^\d+$/.test(entry))) {
    try {
      rmdirSync(`${GROUPS}/${group}`);
    } catch {
      // Still in use.
    }
  }
}
