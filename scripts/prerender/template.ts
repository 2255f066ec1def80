/** Placing a rendered page into the HTML that Vite built (index.html). Pure, so it is unit-tested. */
import { DATA_STAMP_PATH, QUERY_STATE_ELEMENT_ID } from '../../src/app/query-state.ts';

export const MARKERS = {
  /** The default head, replaced by the page's head block (src/features/seo/head-tags.ts). */
  head: /<!--app-head-->[\s\S]*?<!--\/app-head-->/,
  styles: '<!--app-styles-->',
  html: '<!--app-html-->',
  state: '<!--app-state-->',
} as const;

export interface PagePieces {
  headTags: string;
  styles: string;
  html: string;
  /** The encoded query state. */
  state: string;
  /** The id of the route the page was rendered for: the browser hydrates only that route. */
  route: string;
  /** Module URLs the page needs before it can hydrate. */
  preload: string[];
}

export function fillTemplate(template: string, page: PagePieces): string {
  for (const marker of [MARKERS.styles, MARKERS.html, MARKERS.state]) {
    if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker`);
  }
  if (!MARKERS.head.test(template))
    throw new Error('index.html has lost its <!--app-head--> block');
  // The page is readable before any script runs, so its scripts start once it has painted
  // (public/boot.js): Vite's entry tag and preloads become data on the boot script's tag.
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html has lost its module entry script');
  const vitePreloads = [
    ...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g),
  ];
  const preload = [...new Set([...vitePreloads.map((link) => link[1]), ...page.preload])];
  const boot = `<script src="/boot.js" defer data-entry="${entry[1]}" data-preload="${preload.join(' ')}" data-stamp="${DATA_STAMP_PATH}"></script>`;
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}" data-route="${page.route}">${page.state}</script>`;
  return template
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(MARKERS.head, () => page.headTags)
    .replace(MARKERS.styles, () => page.styles)
    .replace(MARKERS.html, () => page.html)
    .replace(MARKERS.state, () => `${state}\n    ${boot}`);
}

/**
 * The SPA shell: the built page with its default head and an empty root, for client rendering. The
 * head block keeps its comments: the browser writes the page's head between them.
 */
export function shellOf(template: string): string {
  return template.replace(MARKERS.styles, '').replace(MARKERS.html, '').replace(MARKERS.state, '');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The built files of a source module and everything it imports statically, for modulepreload. */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}
