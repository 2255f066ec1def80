import { afterEach, expect, it, vi } from 'vitest';

import { afterNextPaint, mapInSlices, SLICE_MS } from './when-idle';

afterEach(() => vi.restoreAllMocks());

/** Items that each take `cost` ms of a clock only they move, and the order work happened in. */
function clockedWork(cost: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const log: string[] = [];
  const make = (item: number) => {
    now += cost;
    log.push(`item ${item}`);
    return item * 2;
  };
  return { log, make };
}

it('maps every item in order, as map does', async () => {
  const { make } = clockedWork(1);
  expect(await mapInSlices([1, 2, 3], make)).toEqual([2, 4, 6]);
  expect(await mapInSlices([], make)).toEqual([]);
});

it('lets the browser run what waits (a tap) between slices of about SLICE_MS', async () => {
  const { log, make } = clockedWork(SLICE_MS / 2);
  // Waiting before the work starts: a tap made while the first slice runs.
  setTimeout(() => log.push('a tap'), 0);
  const mapped = mapInSlices([1, 2, 3, 4, 5, 6], make);
  expect(await mapped).toEqual([2, 4, 6, 8, 10, 12]);
  // A slice ends once past SLICE_MS: three items of half of it each.
  expect(log).toEqual(['item 1', 'item 2', 'item 3', 'a tap', 'item 4', 'item 5', 'item 6']);
});

it('stops once its signal aborts, with what it has made', async () => {
  const { make } = clockedWork(SLICE_MS / 2);
  const stop = new AbortController();
  const mapped = mapInSlices([1, 2, 3, 4, 5, 6], make, stop.signal);
  stop.abort();
  expect(await mapped).toEqual([2, 4, 6]);
});

it('resolves in the task after the next frame, and at once in a hidden page', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  const log: string[] = [];
  const painted = afterNextPaint().then(() => log.push('after the paint'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(log).toEqual([]);

  frames.forEach((frame) => frame(0));
  log.push('the frame');
  await painted;
  expect(log).toEqual(['the frame', 'after the paint']);

  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  await afterNextPaint();
  expect(frames).toHaveLength(1);
});
