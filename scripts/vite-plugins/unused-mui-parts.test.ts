import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { UNUSED_MUI_PARTS, unusedMuiParts } from './unused-mui-parts.ts';

const plugin = unusedMuiParts();
const call = (hook: unknown, ...args: unknown[]) => {
  if (typeof hook !== 'function') throw new Error('no hook');
  return (hook as (...a: unknown[]) => unknown).call({}, ...args);
};
const resolve = (source: string, importer: string) =>
  call(plugin.resolveId, source, importer, { attributes: {}, isEntry: false }) as string | null;
const MATERIAL = join(import.meta.dirname, '../../node_modules/@mui/material');

it("stubs each part where MUI's module imports it, and nowhere else", () => {
  for (const { importer, source } of UNUSED_MUI_PARTS) {
    const file = join(MATERIAL, importer);
    // The part is still imported as written: an update of MUI that moves it fails here.
    expect(readFileSync(file, 'utf8'), importer).toContain(`from "${source}"`);
    expect(resolve(source, file)).toMatch(/^\0unused-mui-part:/);
    expect(resolve(source, file.replaceAll('/', '\\'))).toMatch(/^\0unused-mui-part:/);
  }
  const progress = '../CircularProgress/index.js';
  expect(resolve(progress, join(MATERIAL, 'esm/Chip/Chip.js'))).toBeNull();
  expect(resolve('./TouchRipple.js', join(MATERIAL, 'esm/ButtonBase/Ripple.js'))).toBeNull();
});

it('gives a stub that says which part ran, and why it was left out', async () => {
  const index = UNUSED_MUI_PARTS.findIndex((part) => part.source === './TouchRipple.js');
  const code = call(plugin.load, `\0unused-mui-part:${index}`) as string;
  const url = `data:text/javascript,${encodeURIComponent(code)}`;
  const { default: TouchRipple } = (await import(/* @vite-ignore */ url)) as {
    default: () => never;
  };
  expect(() => TouchRipple()).toThrow(/because a button shows a ripple/);
  expect(call(plugin.load, '/app/src/main.tsx')).toBeNull();
});
