import { describe, expect, it } from 'vitest';

import { factorCss } from './factor-css.ts';

const factor = (css: string) => factorCss(css, 'k');

describe('writing the declarations that Emotion rules repeat once', () => {
  it('moves what rules of one form share into one rule, where the first of them was', () => {
    const base = 'display:inline-flex;align-items:center;cursor:pointer;user-select:none';
    expect(factor(`.k-a{${base};color:red}.k-x{top:0}.k-b{${base};color:blue}.k-c{${base}}`)).toBe(
      `.k-a,.k-b,.k-c{${base}}.k-a{color:red}.k-x{top:0}.k-b{color:blue}`,
    );
  });

  it('shares only between rules of the same form and in the same at-rule', () => {
    const hover = '.k-a:hover{background-color:#06474f;color:#fff}';
    const media = '@media (min-width:900px){.k-b:hover{background-color:#06474f;color:#fff}}';
    expect(factor(`${hover}.k-b{background-color:#06474f;color:#fff}${media}`)).toBe(
      `${hover}.k-b{background-color:#06474f;color:#fff}${media}`,
    );
    const a = '@media (min-width:900px){.k-a{width:calc(100% * 8 / 12 - 16px);flex-grow:0}}';
    const b = '@media (min-width:900px){.k-b{width:calc(100% * 8 / 12 - 16px);flex-grow:0}}';
    expect(factor(a + b)).toBe(
      '@media (min-width:900px){.k-a,.k-b{width:calc(100% * 8 / 12 - 16px);flex-grow:0}}',
    );
  });

  it('keeps a declaration that another of its rule overrides or completes in that order', () => {
    const css =
      '.k-a{margin-bottom:32px;margin-top:32px;border-color:#424242}' +
      '.k-b{margin:0;margin-bottom:32px;margin-top:32px;border-color:#424242}';
    expect(factor(css)).toBe(
      '.k-a,.k-b{border-color:#424242}.k-a{margin-bottom:32px;margin-top:32px}' +
        '.k-b{margin:0;margin-bottom:32px;margin-top:32px}',
    );
  });

  it('moves a longhand apart from the longhands beside it that set other things', () => {
    expect(
      factor(
        '.k-a{font-family:var(--font);font-weight:700}.k-b{font-family:var(--font);font-size:1rem}',
      ),
    ).toBe('.k-a,.k-b{font-family:var(--font)}.k-a{font-weight:700}.k-b{font-size:1rem}');
    const shorthand =
      '.k-a{font-family:var(--font);font-weight:700}.k-b{font:inherit;font-family:var(--font)}';
    expect(factor(shorthand)).toBe(shorthand);
    const color = 'color:rgba(0, 0, 0, 0.26);cursor:default';
    expect(factor(`.k-a{width:10px;${color}}.k-b{inline-size:5px;width:10px;${color}}`)).toBe(
      `.k-a,.k-b{${color}}.k-a{width:10px}.k-b{inline-size:5px;width:10px}`,
    );
  });

  it('moves nothing past a rule that may style the same element with the same weight', () => {
    const shared = 'padding-left:16px;padding-right:16px;padding-top:4px';
    // The same class again, a class of no Emotion rule, and an unknown weight (:is) may match.
    for (const between of ['.k-b{padding:0}', '.Mui-x{padding:8px}', ':is(.k-b){padding:0}']) {
      const css = `.k-a{${shared}}${between}.k-b{${shared}}`;
      expect(factor(css), between).toBe(css);
    }
    // Another Emotion class is another element; another weight wins or loses wherever it stands.
    for (const between of ['.k-c{padding:0}', '.k-b .Mui-x{padding:0}', '.k-b:hover{padding:0}']) {
      expect(factor(`.k-a{${shared}}${between}.k-b{${shared}}`), between).toBe(
        `.k-a,.k-b{${shared}}${between}`,
      );
    }
  });

  it('leaves fallbacks, !important and what it cannot read as they are', () => {
    const fallback = '.k-a{height:100vh;height:100dvh;top:0}.k-b{height:100vh;height:100dvh;top:0}';
    expect(factor(fallback)).toBe(fallback);
    const important = '.k-a{color:red!important;top:0}.k-b{color:red!important;top:0}';
    expect(factor(important)).toBe(important);
    for (const unread of [
      '.k-a{color:red;top:0}.k-b{color:red;top:0',
      '.k-a{color:red;top:0}.k-b{color:red;top:0;&:hover{top:1px}}',
    ]) {
      expect(factor(unread)).toBe(unread);
    }
  });

  it('keeps keyframes and nested at-rules in place, reading their rules as obstacles', () => {
    const spin = '@keyframes spin{0%{transform:rotate(0)}100%{transform:rotate(360deg)}}';
    const rule = (name: string) => `.k-${name}{transform:none;animation:spin 1s;top:0}`;
    expect(factor(rule('a') + spin + rule('b'))).toBe(
      `.k-a,.k-b{transform:none;animation:spin 1s;top:0}${spin}`,
    );
    const nested = '@media (min-width:0px){@media (orientation:landscape){.k-b{top:4px}}}';
    const css = rule('a') + nested + rule('b');
    expect(factor(css)).toBe(
      `.k-a,.k-b{transform:none;animation:spin 1s}.k-a{top:0}${nested}.k-b{top:0}`,
    );
  });

  it('reads quotes, data URLs and selector lists whole', () => {
    const icon = 'background:url("data:image/svg+xml;utf8,<svg>{}</svg>");content:"a;b{"';
    expect(factor(`.k-a::before{${icon}}.k-b::before{${icon}}`)).toBe(
      `.k-a::before,.k-b::before{${icon}}`,
    );
  });
});
