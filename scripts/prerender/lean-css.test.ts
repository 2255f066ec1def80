import createCache, { type StylisPlugin } from '@emotion/cache';
import { describe, expect, it } from 'vitest';

import { LEAN_CSS_PLUGINS } from './lean-css.ts';

let names = 0;

/** The CSS Emotion's server writes for `.x{styles}` with these plugins (its default without). */
function cssOf(styles: string, stylisPlugins?: StylisPlugin[]): string {
  const cache = createCache({ key: 'css', stylisPlugins });
  cache.compat = true;
  const name = `t${names++}`;
  cache.insert('.x', { name, styles, next: undefined }, cache.sheet, true);
  return String(cache.inserted[name]);
}

const lean = (styles: string) => cssOf(styles, LEAN_CSS_PLUGINS);

describe('the CSS the prerendered pages carry', () => {
  it('keeps the standard declarations and drops the prefixes no target browser needs', () => {
    const styles =
      'display:flex;align-items:center;justify-content:center;flex-direction:column;' +
      'transition:color 250ms;text-decoration:none;appearance:none;';
    expect(cssOf(styles)).toMatch(/-webkit-transition|-ms-flexbox|display:-webkit-box/);
    expect(lean(styles)).toBe(
      '.x{display:flex;align-items:center;justify-content:center;flex-direction:column;' +
        'transition:color 250ms;text-decoration:none;appearance:none;}',
    );
  });

  it('keeps the -webkit- prefix Safari still needs', () => {
    expect(lean('user-select:none;backdrop-filter:blur(12px);')).toBe(
      '.x{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);}',
    );
  });

  it('leaves prefixed declarations the source wrote, such as a line clamp', () => {
    const clamp = 'display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;';
    expect(lean(clamp)).toBe(`.x{${clamp}}`);
  });

  it('drops a declaration a later one of the same property overrides, in each rule', () => {
    expect(
      lean('padding:6px 16px;font-size:1rem;padding:8px 22px;&:hover{color:red;color:blue;}'),
    ).toBe('.x{font-size:1rem;padding:8px 22px;}.x:hover{color:blue;}');
  });

  it('keeps the earlier declaration where it is a fallback or wins by !important', () => {
    expect(lean('height:100vh;height:100dvh;')).toBe('.x{height:100vh;height:100dvh;}');
    expect(lean('color:red!important;color:blue;')).toBe('.x{color:red!important;color:blue;}');
    expect(lean('color:red;color:blue!important;')).toBe('.x{color:red;color:blue!important;}');
  });
});
