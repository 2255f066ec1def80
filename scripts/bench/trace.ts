/** Reading a Chromium trace (Chrome's JSON trace event format) for the benchmarks. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * Busy time of the renderer's main thread (top-level tasks) from the page's navigation to
 * `app:hydrated`, in milliseconds.
 */
export function mainThreadMs(events: TraceEvent[]): number {
  const mark = events.find((e) => e.name === 'app:hydrated' && e.ph !== 'M');
  if (!mark) throw new Error('the trace lacks the app:hydrated mark');
  const onMain = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid;
  const start = events
    // The page's own navigation: an SVG image (the favicon, once) starts a document of its own
    // on the same thread, with a navigationStart of its own and no URL.
    .filter((e) => e.name === 'navigationStart' && onMain(e) && e.ts <= mark.ts)
    .filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1);
  if (!start) throw new Error('the trace lacks the navigation');
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && /(^|::)RunTask$/.test(e.name))
    .filter((e) => e.ts + (e.dur ?? 0) > start.ts && e.ts < mark.ts)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = start.ts;
  // Tasks may nest (a task inside a nested run loop): count each instant once.
  for (const task of tasks) {
    const from = Math.max(task.ts, end);
    const to = Math.min(task.ts + (task.dur ?? 0), mark.ts);
    if (to > from) busy += to - from;
    end = Math.max(end, to);
  }
  return busy / 1000;
}
