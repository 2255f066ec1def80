import { afterEach, beforeEach, expect, it } from 'vitest';

import { preloadNextPage } from './preload-next-page';

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.body.innerHTML =
    '<script src="/boot.js" data-preload="/assets/libs.js" data-next="/assets/job.js /assets/tooltip.js"></script>';
});

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(navigator, 'connection');
});

it("asks once for each file the boot script's tag lists as the next page's", async () => {
  await preloadNextPage();
  await preloadNextPage();
  expect(preloaded()).toEqual(['/assets/job.js', '/assets/tooltip.js']);
});

it('asks for nothing on a page that lists no next page', async () => {
  document.body.innerHTML = '<script src="/boot.js" data-preload="/assets/libs.js"></script>';
  await preloadNextPage();
  expect(preloaded()).toEqual([]);
});

it('asks for nothing when the visitor has asked the browser to save data', async () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  await preloadNextPage();
  expect(preloaded()).toEqual([]);
});
