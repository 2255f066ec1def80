import isPropValid from '@emotion/is-prop-valid';

/**
 * Emotion's `isPropValid`, with one answer given without it. Every `styled()` definition that
 * filters its props the default way asks whether `as` is an HTML attribute, once, as its module
 * loads; answering that compiles Emotion's one regular expression of every HTML and SVG
 * attribute (4 KiB), 40–60 ms of a slow phone's main thread at 4× CPU in the middle of the
 * task that evaluates the page's code. No element of the site asks about any other prop (MUI's
 * components filter their own), so the expression now never compiles; if one ever does, Emotion
 * answers it. The build resolves Emotion's imports of `@emotion/is-prop-valid` here
 * (scripts/vite-plugins/fast-prop-check.ts).
 */
export default function isPropValidFast(prop: string): boolean {
  return prop === 'as' ? false : isPropValid(prop);
}
