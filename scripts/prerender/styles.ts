/**
 * Which CSS a page carries inline and which it shares with every other page. Pure, so it is
 * unit-tested.
 *
 * The rules every page shares (the theme's baseline, the frame, the layouts of the list and the
 * job page) go into one stylesheet whose name is its hash, cached for good; a page keeps inline
 * only the rules the shared sheet lacks. The shared rules come from pages rendered with fixed
 * reference data (./style-reference.ts), never from the data of the build: the sheet then changes
 * only with the code, and editing a job never changes every page through it.
 */
import { createHash } from 'node:crypto';

import type { StyleRule } from '../../src/entry-server.tsx';
import { factorCss } from './factor-css.ts';

const ruleKey = (rule: StyleRule) => `${rule.key} ${rule.id}`;
const isGlobal = (rule: StyleRule) => rule.key.endsWith('-global');

export interface SharedSheet {
  /** `/assets/shared-<hash>.css`. */
  href: string;
  css: string;
  /** `key id` of every rule in the sheet. */
  keys: ReadonlySet<string>;
}

const factoredCss = new Map<string, string>();

/**
 * `factorCss`, once per distinct text: the pages of a route mostly carry the same rules, and a
 * thread renders thousands of them.
 */
function factored(css: string, key: string): string {
  const cacheKey = `${key} ${css}`;
  let result = factoredCss.get(cacheKey);
  if (result === undefined) {
    if (factoredCss.size >= 500) factoredCss.clear();
    result = factorCss(css, key);
    factoredCss.set(cacheKey, result);
  }
  return result;
}

/** The union of the reference pages' rules, each once, the global ones first as in a page. */
export function sharedSheet(pages: readonly (readonly StyleRule[])[]): SharedSheet {
  const rules = new Map<string, StyleRule>();
  for (const page of pages) for (const rule of page) rules.set(ruleKey(rule), rule);
  const ordered = [...rules.values()];
  const own = ordered.filter((rule) => !isGlobal(rule));
  const css =
    ordered
      .filter(isGlobal)
      .map((rule) => rule.css)
      .join('') + (own.length ? factored(own.map((rule) => rule.css).join(''), own[0].key) : '');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  return { href: `/assets/shared-${hash}.css`, css, keys: new Set(rules.keys()) };
}

/**
 * A page's style tags. Every rule the page uses is named on a tag, so Emotion in the browser
 * knows it is already there and does not insert it again while it hydrates, but only the rules
 * the shared sheet lacks are written out. Without a shared sheet, every rule is inline. Each tag
 * carries `data-s`, Emotion's mark for a tag already in place (src/app/emotion-cache.ts).
 */
export function styleTags(rules: readonly StyleRule[], shared: SharedSheet | null): string {
  const inline = (rule: StyleRule) => (shared?.keys.has(ruleKey(rule)) ? '' : rule.css);
  const tag = (names: string, css: string) =>
    `<style data-emotion="${names}" data-s="">${css}</style>`;
  const tags = rules.filter(isGlobal).map((rule) => tag(ruleKey(rule), inline(rule)));
  const byKey = new Map<string, StyleRule[]>();
  for (const rule of rules.filter((rule) => !isGlobal(rule))) {
    const group = byKey.get(rule.key) ?? [];
    group.push(rule);
    byKey.set(rule.key, group);
  }
  for (const [key, group] of byKey) {
    const ids = group.map((rule) => rule.id).join(' ');
    tags.push(tag(`${key} ${ids}`, factored(group.map(inline).join(''), key)));
  }
  const link = shared ? [`<link rel="stylesheet" href="${shared.href}" />`] : [];
  return [...link, ...tags].join('');
}
