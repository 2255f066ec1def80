import { expect, it } from 'vitest';

import { FAST_PROP_CHECK, fastPropCheck } from './fast-prop-check.ts';

const resolve = (source: string, importer?: string) => {
  const hook = fastPropCheck().resolveId;
  if (typeof hook !== 'function') throw new Error('no resolveId hook');
  return hook.call({} as never, source, importer, { attributes: {}, isEntry: false });
};

it("gives Emotion's styled the site's prop check, and everyone else Emotion's", () => {
  const styled = '/app/node_modules/@emotion/styled/base/dist/emotion-styled-base.browser.esm.js';
  expect(resolve('@emotion/is-prop-valid', styled)).toBe(FAST_PROP_CHECK);
  expect(resolve('@emotion/is-prop-valid', 'C:\\app\\node_modules\\@emotion\\styled\\x.js')).toBe(
    FAST_PROP_CHECK,
  );
  expect(resolve('@emotion/is-prop-valid', FAST_PROP_CHECK)).toBeNull();
  expect(resolve('@emotion/is-prop-valid', '/app/src/lib/is-prop-valid.test.ts')).toBeNull();
  expect(resolve('@emotion/memoize', styled)).toBeNull();
});
