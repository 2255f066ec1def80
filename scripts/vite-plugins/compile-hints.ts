import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136): compile every function of this file eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A phone compiles each function of a script the first time it is called, on the main thread:
 * hydrating a page called hundreds of them, about 200 ms of compiling at 4× CPU before the page
 * answered, and the reads and the head writer loaded right after it 50–75 ms more, where a first
 * tap lands. Every chunk starts with V8's compile hint, so Chrome compiles it whole as it
 * arrives, on a background thread, and the main thread only runs it: a chunk is only ever loaded
 * to run at once. Other browsers read a comment. It goes in last, above the minified code (the
 * minifier drops comments) and above Vite's preload map, with the source maps moved down a line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // The browser's build only: the server entry runs in Node, once per prerender.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // In each file's hash, as if the hint were part of its code: a chunk cached for good under its
    // name without the hint is not served again under that name with it.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
