/** Placing a rendered page into the HTML that Vite built (index.html). Pure, so it is unit-tested. */
import { QUERY_STATE_ELEMENT_ID } from '../../src/app/query-state.ts';

export const MARKERS = {
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
  const preload = page.preload.map(
    (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
  );
  // A prerendered page is readable before any script runs: its scripts (hydration) yield the
  // network to the page itself on a slow connection.
  const lowPriority = (html: string) =>
    html.replace(
      /<(link rel="modulepreload"|script type="module")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}" data-route="${page.route}">${page.state}</script>`;
  return lowPriority(template)
    .replace(MARKERS.head, () => lowPriority([page.headTags, ...preload].join('\n    ')))
    .replace(MARKERS.styles, () => page.styles)
    .replace(MARKERS.html, () => page.html)
    .replace(MARKERS.state, () => state);
}

/** The SPA shell: the built page with its default head and an empty root, for client rendering. */
export function shellOf(template: string): string {
  return template
    .replace(MARKERS.head, (block) => block.replace(/<!--\/?app-head-->/g, ''))
    .replace(MARKERS.styles, '')
    .replace(MARKERS.html, '')
    .replace(MARKERS.state, '');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The built files of a source module and everything it imports statically, for modulepreload. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, source: string): string[] {
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
