import { describe, expect, it } from 'vitest';

import { sharedSheet, styleTags } from './styles.ts';

const rule = (key: string, id: string, css: string) => ({ key, id, css });
const baseline = rule('css-global', 'g1', 'body{margin:0}');
const frame = rule('css', 'a1', '.css-a1{color:red}');
const card = rule('css', 'b2', '.css-b2{padding:0}');
const rare = rule('css', 'c3', '.css-c3{display:none}');

describe('the shared stylesheet', () => {
  it('holds each reference rule once, the global ones first, under a name that is its hash', () => {
    const sheet = sharedSheet([
      [frame, baseline],
      [frame, card],
    ]);
    expect(sheet.css).toBe('body{margin:0}.css-a1{color:red}.css-b2{padding:0}');
    expect(sheet.href).toMatch(/^\/assets\/shared-[\w-]{10}\.css$/);
    expect(sharedSheet([[baseline, frame, card]]).href).toBe(sheet.href);
    expect(sharedSheet([[frame]]).href).not.toBe(sheet.href);
  });

  it('leaves inline only what the sheet lacks, and names every rule the page uses', () => {
    const sheet = sharedSheet([[baseline, frame, card]]);
    expect(styleTags([baseline, frame, rare], sheet)).toBe(
      `<link rel="stylesheet" href="${sheet.href}" />` +
        '<style data-emotion="css-global g1" data-s=""></style>' +
        '<style data-emotion="css a1 c3" data-s="">.css-c3{display:none}</style>',
    );
  });

  it('inlines everything without a sheet', () => {
    expect(styleTags([baseline, frame], null)).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css a1" data-s="">.css-a1{color:red}</style>',
    );
  });
});
