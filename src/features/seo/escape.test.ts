import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { anyText, parseXml } from '@/testing/markup';

import { escapeMarkup, jsonForScript } from './escape';

describe('escapeMarkup', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('drops characters XML forbids and keeps every other one', () => {
    expect(escapeMarkup('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh😀')).toBe('abcdef\tg\nh😀');
  });

  const element = (text: string) =>
    parseXml(`<t a="${escapeMarkup(text)}">${escapeMarkup(text)}</t>`).documentElement;

  it('turns any string into well-formed XML text and attribute values', () => {
    fc.assert(
      fc.property(anyText(60), (text) => {
        expect(() => element(text)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });

  it('reads back exactly what was escaped', () => {
    const unit = fc.constantFrom('<', '>', '&', '"', "'", ';', '#', 'a', ' ', 'é', '😀', '-');
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(element(text).textContent).toBe(text);
        expect(element(text).getAttribute('a')).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

describe('jsonForScript', () => {
  it('leaves no "<" for the HTML parser, and parses back to the same value', () => {
    const value = { text: '</script><!-- <script>alert(1)</script> & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
