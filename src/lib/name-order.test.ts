import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fuzzParameters } from '@/testing/arbitraries';

import { sortByName } from './name-order';

const icu = new Intl.Collator('pt-BR', { numeric: true });
const byIcu = (names: string[]) => [...names].sort(icu.compare);
const sorted = (names: string[]) => sortByName(names, (name) => name);

/** Place and category names: Latin letters with Portuguese accents, digits, punctuation. */
const nameChar = fc.constantFrom(
  ...'aAbBcCçÇdeEéÉêÊfgGhiIíÍjklmMnNoOóÓôÔõÕpqrsStuUúÚüvwxyzZ0123456789  -–—_,;:!?.\'’"()[]{}@*/\\&#%`´^+<=>|~$',
);
const name = fc.array(nameChar, { maxLength: 14 }).map((chars) => chars.join(''));

describe('sortByName', () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders place names as pt-BR readers expect', () => {
    expect(sorted(['Zona 10', 'Zona', 'Zona 2', 'Aracaju', 'Águas Claras', 'Embu-Guaçu'])).toEqual([
      'Águas Claras',
      'Aracaju',
      'Embu-Guaçu',
      'Zona',
      'Zona 2',
      'Zona 10',
    ]);
  });

  it('orders any such names as the pt-BR collator does', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 12 }), (names) => {
        expect(sorted(names)).toEqual(byIcu(names));
      }),
      fuzzParameters(2000),
    );
  });

  it('builds no collator for names that differ in letters, digits or punctuation', () => {
    const collator = vi.spyOn(Intl.Collator.prototype, 'compare', 'get');
    expect(sorted(['São Paulo', 'Zona 10', 'Rio de Janeiro', '999', 'Zona 2', 'Belém'])).toEqual([
      '999',
      'Belém',
      'Rio de Janeiro',
      'São Paulo',
      'Zona 2',
      'Zona 10',
    ]);
    expect(collator).not.toHaveBeenCalled();
  });

  it('leaves names only accents, case or other scripts tell apart to the collator', () => {
    for (const names of [
      ['sao paulo', 'São Paulo', 'Sao Paulo'],
      ['Straße', 'Strasse', 'Stra'],
      ['東京', 'Łódź', 'Ørsted', 'Lodz'],
      ['Zona 01', 'Zona 1', 'zona 1'],
      [`Lote ${'9'.repeat(300)}`, `Lote ${'1'.repeat(255)}2`, 'Lote 3'],
    ]) {
      expect(sorted(names)).toEqual(byIcu(names));
    }
  });

  it('breaks a tie between equal names by the second key', () => {
    const options = [
      { value: 'b', label: 'Clínica' },
      { value: 'a', label: 'Clínica' },
    ];
    expect(
      sortByName(
        options,
        (option) => option.label,
        (option) => option.value,
      ).map((option) => option.value),
    ).toEqual(['a', 'b']);
  });
});
