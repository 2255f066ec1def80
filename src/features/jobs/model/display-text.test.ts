import { describe, expect, it } from 'vitest';

import { displayText } from './display-text';
import { locationText } from './format';
import { parseJob } from './parse';

describe('displayText', () => {
  it('keeps ordinary text, accents, emoji and right-to-left words as they are', () => {
    for (const value of ['São Paulo', 'Clínica Ñandú', '👩‍👩‍👧‍👦 🇧🇷 1️⃣', 'مرحبا', 'a\u200Fb']) {
      expect(displayText(value)).toBe(value);
    }
  });

  it('trims, and reads a finite number as its digits', () => {
    expect(displayText('  Moema \n')).toBe('Moema');
    expect(displayText(42)).toBe('42');
    expect(displayText(NaN)).toBeNull();
  });

  it('drops directional overrides, embeddings and isolates', () => {
    expect(displayText('\u202EevilCity\u202C')).toBe('evilCity');
    expect(displayText('Moema\u2067')).toBe('Moema');
  });

  it('keeps four combining marks on a letter and drops the rest of the pile', () => {
    expect(displayText('e\u0301\u0302\u0303\u0304\u0305\u0306x')).toBe(
      'e\u0301\u0302\u0303\u0304x',
    );
  });

  it('turns a lone surrogate into the replacement character', () => {
    expect(displayText('a\uD800b')).toBe('a\uFFFDb');
    expect(displayText('😀')).toBe('😀');
  });

  it('is no text when nothing visible is left', () => {
    for (const value of ['', '   ', '\u200B\u200D\uFEFF', '\u202E', '\u0301\u0302', '\u3164']) {
      expect(displayText(value)).toBeNull();
    }
    expect(displayText(null)).toBeNull();
    expect(displayText(['a'])).toBeNull();
  });
});

describe('plain text', () => {
  /** The rules above by Unicode's classes alone, for any text. */
  const byUnicodeClasses = (value: string) => {
    const cleaned = value
      .replace(/[\u202A-\u202E\u2066-\u2069]/gu, '')
      .replace(/(\p{M}{4})\p{M}+/gu, '$1')
      .replace(/\p{Cs}/gu, '\uFFFD')
      .trim();
    return /[^\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u.test(cleaned) ? cleaned : null;
  };

  it('reads every character below U+0300 and the common punctuation as the classes do', () => {
    const misread: string[] = [];
    for (const [first, last] of [
      [0, 0x2ff],
      [0x2000, 0x206f],
    ]) {
      for (let code = first; code <= last; code++) {
        const char = String.fromCodePoint(code);
        for (const value of [char, ` ${char} `, `a${char}b`, `${char}\u0301`]) {
          if (displayText(value) !== byUnicodeClasses(value)) misread.push(code.toString(16));
        }
      }
    }
    expect(misread).toEqual([]);
  });
});

describe('shown job fields', () => {
  it('an override in the neighbourhood cannot reorder the rest of the location line', () => {
    const job = parseJob('x', { bairro: 'Centro\u202E', cidade: 'Campinas', estado: 'SP' });
    expect(locationText(job)).toBe('Centro - Campinas, SP');
  });

  it('a code of invisible characters is no code, so no empty chip is drawn', () => {
    const job = parseJob('x', { categoria: '\u200B', especialidades: ['\u2066', 'orto'] });
    expect(job.categoryCode).toBeNull();
    expect(job.specialtyCodes).toEqual(['orto']);
  });

  it('an invisible title reads as a missing one', () => {
    expect(parseJob('x', { titulo: '\u200B\u200B' }).title).toBe('Vaga sem título');
  });
});
