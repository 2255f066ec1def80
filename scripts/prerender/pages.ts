/** Rendering pages to files, the same way on the main thread and in the workers (./worker.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type * as ServerEntry from '../../src/entry-server.tsx';
import { LEAN_CSS_PLUGINS } from './lean-css.ts';
import { type SharedSheet, styleTags } from './styles.ts';
import { chunkFiles, compileTemplate, entryImports, type Manifest } from './template.ts';

export interface PageSetup {
  /** The client build's index.html, as Vite wrote it. */
  template: string;
  manifest: Manifest;
  /** The stylesheet each route's pages share, by route id; a route without one inlines its CSS. */
  sheets: ReadonlyMap<string, SharedSheet>;
}

export async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Writes a page at once, its folder made only when missing: thousands of small synchronous writes
 * cost less than as many promises, and a rebuild finds every folder there.
 */
function writePage(file: string, html: string): void {
  try {
    writeFileSync(file, html);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}

export function outputFile(dist: string, pathname: string): string {
  if (pathname === '/') return join(dist, 'index.html');
  if (pathname === '/404') return join(dist, '404.html');
  return join(dist, pathname, 'index.html');
}

/** Renders a path to its HTML file; answers the file's size in bytes. */
export function pageWriter(
  server: typeof ServerEntry,
  setup: PageSetup,
  data: ServerEntry.SiteData | null,
  dist: string,
) {
  const fill = compileTemplate(setup.template);
  const entry = entryImports(setup.manifest);
  return async (pathname: string): Promise<number> => {
    const page = await server.renderPage(pathname, data, { stylisPlugins: LEAN_CSS_PLUGINS });
    const preload = [
      ...entry,
      ...page.routeIds.flatMap((id) => chunkFiles(setup.manifest, `src/app/routes/${id}.tsx`)),
    ];
    const next = page.next
      ? chunkFiles(setup.manifest, `src/app/routes/${page.next}.tsx`).filter(
          (file) => !preload.includes(file),
        )
      : [];
    const route = page.routeIds.at(-1) ?? '';
    const html = fill({
      ...page,
      styles: styleTags(page.styles, setup.sheets.get(route) ?? null),
      headTags: server.renderHeadTags(page.head, server.siteInfo),
      preload,
      next,
      route,
    });
    writePage(outputFile(dist, pathname), html);
    return Buffer.byteLength(html);
  };
}
