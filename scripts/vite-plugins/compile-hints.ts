import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type ChunkInfo = Pick<Rolldown.OutputChunk, 'isEntry' | 'facadeModuleId' | 'imports'>;

/**
 * The chunks a page runs before it answers: the entry, each page module, and every chunk they
 * import statically. What loads later on its own (Firestore's SDK, the head writer, the toast) is
 * not among them.
 */
export function chunksRunOnLoad(
  chunks: Record<string, ChunkInfo>,
  isPage: (moduleId: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName) || !chunks[fileName]) return;
    found.add(fileName);
    chunks[fileName].imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || (chunk.facadeModuleId && isPage(chunk.facadeModuleId))) visit(fileName);
  }
  return found;
}

const PAGE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/;

/**
 * A phone compiles each function of a script the first time it is called, on the main thread:
 * hydrating a page called hundreds of them, about 200 ms of compiling at 4× CPU before the page
 * answered. The chunks that run as a page loads start with V8's compile hint, so Chrome compiles
 * them whole as they arrive, on a background thread, and the main thread only runs them. Other
 * browsers read a comment. It goes in last, above the minified code (the minifier drops
 * comments) and above Vite's preload map, with the source maps moved down one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // The browser's build only: the server entry runs in Node, once per prerender.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, Rolldown.OutputChunk> = {};
        for (const [fileName, item] of Object.entries(bundle)) {
          if (item.type === 'chunk') chunks[fileName] = item;
        }
        for (const fileName of chunksRunOnLoad(chunks, (id) => PAGE_MODULE.test(id))) {
          const chunk = chunks[fileName];
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
