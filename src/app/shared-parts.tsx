/**
 * The build renders thousands of pages that share parts: the bar, the footer, the cards of the
 * newest jobs, suggested on many job pages. A thread renders such a part once, then gives every
 * later page the HTML and the style rules of that first render: the same bytes, without rendering
 * its components again (about a third of a job page's render).
 */
import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache, CacheProvider } from '@emotion/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

import type { PartsOfPage } from '@/lib/server-render';

/** One style a part inserted into Emotion's cache, as the cache holds it. */
interface Insertion {
  name: string;
  rules: string | true;
  /** The styles registered under the class name (not for global styles and keyframes). */
  styles?: string;
}

interface Part {
  html: string;
  insertions: Insertion[];
}

/** Marks a part's element while its first render is taken from the page; removed after. */
const MARK = 'data-shared-part';

type PartElement = ReactElement<Record<string, unknown> & { children?: ReactNode }, string>;

/** A cache that inserts into the page's and records each style the part uses, in order. */
function recording(cache: EmotionCache, insertions: Insertion[]): EmotionCache {
  const inserted: EmotionCache['inserted'] = {};
  return {
    ...cache,
    inserted,
    insert(selector, serialized, sheet, shouldCache) {
      const rules = cache.insert(selector, serialized, sheet, shouldCache);
      const { name } = serialized;
      const held = cache.inserted[name];
      if (shouldCache && held !== undefined) {
        inserted[name] = held;
        insertions.push({ name, rules: held, styles: selector ? serialized.styles : undefined });
      }
      return rules;
    },
  };
}

/** What rendering the part's components would do to the page's cache. */
function replay(cache: EmotionCache, insertions: Insertion[]) {
  for (const { name, rules, styles } of insertions) {
    if (styles !== undefined) cache.registered[`${cache.key}-${name}`] ??= styles;
    if (cache.inserted[name] === undefined) cache.inserted[name] = rules;
  }
}

/** The end of the element whose content starts at `from`: its closing tag, nesting counted. */
function contentEnd(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  throw new Error(`A shared part's <${tag}> is not closed`);
}

function SharedPart({
  page,
  partKey,
  children: element,
}: {
  page: PageCapture;
  partKey: string;
  children: PartElement;
}) {
  const cache = useEmotionCache();
  if (!cache) return element;
  const part = page.done.get(partKey);
  if (part) {
    replay(cache, part.insertions);
    return cloneElement(element, {
      dangerouslySetInnerHTML: { __html: part.html },
      children: undefined,
    });
  }
  const id = String(page.pending.size);
  const insertions: Insertion[] = [];
  page.pending.set(id, { partKey, insertions });
  return cloneElement(
    element,
    { [MARK]: id },
    <CacheProvider value={recording(cache, insertions)}>{element.props.children}</CacheProvider>,
  );
}

interface PageCapture extends PartsOfPage {
  done: Map<string, Part>;
  pending: Map<string, { partKey: string; insertions: Insertion[] }>;
  /** The page's HTML without the marks, each part rendered for the first time kept. */
  collect(html: string): string;
}

/** The parts a thread has rendered; `forPage()` for each page it renders. */
export function sharedParts() {
  const done = new Map<string, Part>();
  // A part's key, by the identities of the values it names: a thread renders one build's data.
  const ids = new Map<unknown, number>();
  const idOf = (value: unknown) => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = ids.size));
    return id;
  };
  return {
    forPage(): PageCapture {
      const page: PageCapture = {
        done,
        pending: new Map(),
        render: (key, element) =>
          typeof element.type === 'string' ? (
            <SharedPart page={page} partKey={key.map(idOf).join()}>
              {element as PartElement}
            </SharedPart>
          ) : (
            element
          ),
        collect(html) {
          for (const [id, { partKey, insertions }] of page.pending) {
            const mark = ` ${MARK}="${id}"`;
            const at = html.indexOf(mark);
            if (at === -1) throw new Error(`A shared part was not written (${id})`);
            const name = /[a-z][a-z0-9-]*/y;
            name.lastIndex = html.lastIndexOf('<', at) + 1;
            const tag = name.exec(html)![0];
            const start = html.indexOf('>', at) + 1;
            const content = html.slice(start, contentEnd(html, tag, start));
            if (!done.has(partKey)) done.set(partKey, { html: content, insertions });
            html = html.slice(0, at) + html.slice(at + mark.length);
          }
          return html;
        },
      };
      return page;
    },
  };
}
