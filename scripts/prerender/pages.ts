/** Rendering pages to files, the same way on the main thread and in the workers (./worker.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type * as ServerEntry from '../../src/entry-server.tsx';
import { type SharedSheet, styleTags } from './styles.ts';
import { chunkFiles, fillTemplate, type Manifest } from './template.ts';

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
  return async (pathname: string): Promise<number> => {
    const page = await server.renderPage(pathname, data);
    const preload = page.routeIds.flatMap((id) =>
      chunkFiles(setup.manifest, `src/app/routes/${id}.tsx`),
    );
    const route = page.routeIds.at(-1) ?? '';
    const html = fillTemplate(setup.template, {
      ...page,
      styles: styleTags(page.styles, setup.sheets.get(route) ?? null),
      headTags: server.renderHeadTags(page.head, server.siteInfo),
      preload,
      route,
    });
    await write(outputFile(dist, pathname), html);
    return Buffer.byteLength(html);
  };
}
