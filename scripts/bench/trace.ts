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

type Thread = Pick<TraceEvent, 'pid' | 'tid'>;

/**
 * The page's own navigation on its main thread, the last before `before`: an SVG image (the
 * favicon, once) starts a document of its own on the same thread, with a navigationStart of its
 * own and no URL.
 */
function pageNavigation(events: TraceEvent[], thread: Thread, before: number): TraceEvent {
  const start = events
    .filter((e) => e.name === 'navigationStart' && onThread(e, thread) && e.ts <= before)
    .filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1);
  if (!start) throw new Error('the trace lacks the navigation');
  return start;
}

const onThread = (e: TraceEvent, thread: Thread) => e.pid === thread.pid && e.tid === thread.tid;

/** Busy time of a thread's top-level tasks between two instants, in milliseconds. */
function busyMs(events: TraceEvent[], thread: Thread, from: number, to: number): number {
  const tasks = events
    .filter((e) => onThread(e, thread) && e.ph === 'X' && /(^|::)RunTask$/.test(e.name))
    .filter((e) => e.ts + (e.dur ?? 0) > from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let end = from;
  // Tasks may nest (a task inside a nested run loop): count each instant once.
  for (const task of tasks) {
    const start = Math.max(task.ts, end);
    const stop = Math.min(task.ts + (task.dur ?? 0), to);
    if (stop > start) busy += stop - start;
    end = Math.max(end, stop);
  }
  return busy / 1000;
}

/**
 * Busy time of the renderer's main thread (top-level tasks) from the page's navigation to
 * `app:hydrated`, in milliseconds.
 */
export function mainThreadMs(events: TraceEvent[]): number {
  const mark = events.find((e) => e.name === 'app:hydrated' && e.ph !== 'M');
  if (!mark) throw new Error('the trace lacks the app:hydrated mark');
  return busyMs(events, mark, pageNavigation(events, mark, mark.ts).ts, mark.ts);
}

/**
 * The same busy time for a page loaded with its scripts blocked, from its navigation to the end
 * of the trace: what the browser alone spends to show the page (parsing, styles, layout, paint).
 * No script can take that away, so it is the floor under `mainThreadMs`.
 */
export function mainThreadWithoutScriptsMs(events: TraceEvent[]): number {
  // The first contentful paint is recorded on the page's main thread.
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace lacks the first contentful paint');
  const end = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
  return busyMs(events, paint, pageNavigation(events, paint, paint.ts).ts, end);
}
