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
  /** Module URLs of the page its links mostly lead to, asked for once it is quiet. */
  next?: string[];
}

/** The text before and after a marker that occurs once, in the order the page needs them. */
function splitOnce(text: string, marker: string | RegExp): [string, string] {
  const parts = text.split(marker);
  if (parts.length !== 2) throw new Error(`index.html must hold ${String(marker)} once, in order`);
  return [parts[0], parts[1]];
}

/**
 * Splits the template once around its markers, so each of thousands of pages is a concatenation:
 * the checks and the search for Vite's tags run once per build.
 */
export function compileTemplate(template: string): (page: PagePieces) => string {
  for (const marker of [MARKERS.styles, MARKERS.html, MARKERS.state]) {
    if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker`);
  }
  if (!MARKERS.head.test(template))
    throw new Error('index.html has lost its <!--app-head--> block');
  // The page is readable before any script runs, so its scripts start once it has painted
  // (public/boot.js, at the end of the head): Vite's entry tag and preloads become data on the
  // boot script's tag.
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html has lost its module entry script');
  const vitePreloads = [
    ...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g),
  ].map((link) => link[1]);
  const [beforeHead, afterHead] = splitOnce(
    template.replace(entry[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
    MARKERS.head,
  );
  const [beforeStyles, afterStyles] = splitOnce(afterHead, MARKERS.styles);
  const [beforeHtml, afterHtml] = splitOnce(afterStyles, MARKERS.html);
  const [beforeState, afterState] = splitOnce(afterHtml, MARKERS.state);
  return (page) => {
    const preload = [...new Set([...vitePreloads, ...page.preload])];
    const next = page.next?.length ? ` data-next="${page.next.join(' ')}"` : '';
    const boot = `<script src="/boot.js" async data-entry="${entry[1]}" data-preload="${preload.join(' ')}"${next} data-stamp="${DATA_STAMP_PATH}"></script>`;
    const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}" data-route="${page.route}">${page.state}</script>`;
    return `${beforeHead}${page.headTags}${beforeStyles}${page.styles}${boot}${beforeHtml}${page.html}${beforeState}${state}${afterState}`;
  };
}

export function fillTemplate(template: string, page: PagePieces): string {
  return compileTemplate(template)(page);
}

/**
 * The SPA shell: the built page with its default head and an empty root, for client rendering. The
 * head block keeps its comments: the browser writes the page's head between them. `preload`: the
 * modules the entry imports as it starts, fetched alongside it.
 */
export function shellOf(template: string, preload: readonly string[] = []): string {
  const links = preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return template
    .replace(MARKERS.styles, links.join(''))
    .replace(MARKERS.html, '')
    .replace(MARKERS.state, '');
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

/**
 * The built files of what the entry imports as it starts (src/main.tsx's steps), each with what it
 * imports statically: the entry's own chunk holds only main.tsx, so its dynamic imports are those.
 */
export function entryImports(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = (entry?.dynamicImports ?? []).flatMap((source) => chunkFiles(manifest, source));
  return [...new Set(files)];
}
