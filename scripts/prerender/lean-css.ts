/**
 * The CSS the server render writes into every page, for the browsers the build targets (Vite's
 * default, Baseline widely available: Chrome and Edge 111, Firefox 114, Safari 16.4), in place of
 * Emotion's default prefixer, which writes each flexbox, transition and user-select rule again for
 * Internet Explorer 10, the 2009 flexbox and old Firefox: about a quarter of a job page's CSS.
 *
 * Two Stylis plugins, given to the server's Emotion cache (src/entry-server.tsx):
 * - the prefixes a target browser still needs, and no other;
 * - within one rule, a declaration that a later one of the same property overrides is dropped
 *   (MUI's theme overrides restate padding, font size, transition… on top of the defaults).
 * What a target browser applies stays the same; the browser's own cache inserts rules the page
 * did not carry with the default prefixer, as before.
 */
import type { StylisElement, StylisPlugin } from '@emotion/cache';

/** Properties Safari (and Chrome, for print-color-adjust) still reads only with -webkit-. */
const WEBKIT_TOO =
  /^(?:user-select|backdrop-filter|text-size-adjust|box-decoration-break|background-clip|print-color-adjust|hyphens|initial-letter|mask(?:-[a-z-]+)?)$/;
const SIZE = /^(?:min-|max-)?(?:width|height|inline-size|block-size)$/;
/**
 * A value some browser might reject, so that an earlier declaration of the property may be its
 * fallback (`height: 100vh; height: 100dvh`); and `!important`, which changes which one wins.
 */
const KEEP_BEFORE =
  /-webkit-|-moz-|-ms-|\d(?:d|s|l)v(?:h|w|i|b|min|max)\b|\bcq|color-mix|okl|\blab\(|\blch\(|light-dark|stretch|anchor|env\(|!important/;

function prefixed(declaration: StylisElement): string | undefined {
  const property = String(declaration.props);
  const value = String(declaration.children);
  const text = declaration.value;
  if (WEBKIT_TOO.test(property)) return `-webkit-${text}${text}`;
  if (SIZE.test(property) && value.includes('stretch')) {
    const fill = (keyword: string) => `${property}:${value.replace('stretch', keyword)};`;
    return `${fill('-webkit-fill-available')}${fill('-moz-available')}${text}`;
  }
  if (value.includes('image-set(')) {
    return `${property}:${value.replaceAll('image-set(', '-webkit-image-set(')};${text}`;
  }
  return undefined;
}

/** The declarations of a rule without those a later one of the same property overrides. */
export function withoutOverridden(declarations: readonly StylisElement[]): StylisElement[] {
  const last = new Map<string, StylisElement>();
  for (const item of declarations) {
    if (item.type === 'decl' && item.value) last.set(String(item.props), item);
  }
  return declarations.filter((item) => {
    if (item.type !== 'decl' || !item.value) return true;
    const winner = last.get(String(item.props))!;
    return (
      winner === item ||
      KEEP_BEFORE.test(String(winner.children)) ||
      String(item.children).includes('!important')
    );
  });
}

const leanPrefixer: StylisPlugin = (element) => {
  if (element.return) return;
  if (element.type === 'decl') {
    const text = prefixed(element);
    if (text !== undefined) element.return = text;
  } else if (element.type === 'rule' && Array.isArray(element.children)) {
    element.children = withoutOverridden(element.children);
  }
};

/**
 * One array for the whole build: Emotion's server keeps the CSS it made per plugin array, so every
 * page after the first reuses it.
 */
export const LEAN_CSS_PLUGINS: StylisPlugin[] = [leanPrefixer];
