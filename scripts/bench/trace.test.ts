import { describe, expect, it } from 'vitest';

import { mainThreadMs, mainThreadWithoutScriptsMs, type TraceEvent } from './trace.ts';

const MAIN = { pid: 1, tid: 7 };
const ms = 1000;

const navigation = (at: number, url: string): TraceEvent => ({
  ...MAIN,
  name: 'navigationStart',
  ph: 'R',
  ts: at * ms,
  args: { data: { documentLoaderURL: url } },
});
const task = (at: number, duration: number, thread = MAIN): TraceEvent => ({
  ...thread,
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts: at * ms,
  dur: duration * ms,
});
const mark = (at: number): TraceEvent => ({ ...MAIN, name: 'app:hydrated', ph: 'R', ts: at * ms });
const paint = (at: number): TraceEvent => ({
  ...MAIN,
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at * ms,
});

describe('the main thread up to a mark', () => {
  it('counts from the page’s navigation, not from the navigation of an image document after it', () => {
    const events = [
      navigation(0, 'https://example.test/vagas'),
      task(10, 100),
      // The favicon, an SVG, starts a document of its own on the same thread, without a URL.
      navigation(300, ''),
      task(400, 50),
      mark(500),
    ];
    expect(mainThreadMs(events)).toBe(150);
  });

  it('counts overlapping and nested tasks once, other threads never, and stops at the mark', () => {
    const events = [
      navigation(0, 'http://127.0.0.1:4173/'),
      task(10, 40),
      task(20, 10),
      task(40, 20),
      task(10, 500, { pid: 1, tid: 8 }),
      task(90, 30),
      mark(100),
    ];
    expect(mainThreadMs(events)).toBe(60);
  });

  it('fails clearly without the mark or the page’s navigation', () => {
    expect(() => mainThreadMs([navigation(0, 'https://example.test/')])).toThrow(/app:hydrated/);
    expect(() => mainThreadMs([navigation(0, ''), mark(10)])).toThrow(/navigation/);
  });
});

describe('the main thread of a page without its scripts', () => {
  it('counts the page’s thread from its navigation to the end of the trace', () => {
    const events = [
      task(0, 5),
      navigation(10, 'https://example.test/vagas/abc'),
      task(20, 80),
      paint(120),
      task(150, 30),
      task(150, 600, { pid: 2, tid: 7 }),
      navigation(300, ''),
      task(400, 10),
    ];
    expect(mainThreadWithoutScriptsMs(events)).toBe(120);
  });

  it('fails clearly without a paint', () => {
    expect(() => mainThreadWithoutScriptsMs([navigation(0, 'https://example.test/')])).toThrow(
      /contentful paint/,
    );
  });
});
