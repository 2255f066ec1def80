import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

export const FAST_PROP_CHECK = fileURLToPath(
  new URL('../../src/lib/is-prop-valid.ts', import.meta.url),
);

/**
 * Emotion's imports of `@emotion/is-prop-valid` take src/lib/is-prop-valid.ts, which answers the
 * one question every `styled()` definition asks as it loads without compiling Emotion's 4 KiB
 * regular expression (40–60 ms at 4× CPU, in the task that evaluates a page's code). That module
 * itself, and anything outside Emotion, gets Emotion's own.
 */
export function fastPropCheck(): Plugin {
  return {
    name: 'fast-prop-check',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromEmotion = importer?.replaceAll('\\', '/').includes('/node_modules/@emotion/');
      return source === '@emotion/is-prop-valid' && fromEmotion ? FAST_PROP_CHECK : null;
    },
  };
}
