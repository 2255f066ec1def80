import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { likesCount, likesText } from './likes-text';

describe('likesText', () => {
  it('uses the product text for zero and many', () => {
    expect(likesText(0)).toBe('0 pessoas já curtiram essa vaga');
    expect(likesText(12)).toBe('12 pessoas já curtiram essa vaga');
  });

  it('is singular for one like', () => {
    expect(likesText(1)).toBe('1 pessoa já curtiu essa vaga');
  });

  it('groups thousands the Brazilian way', () => {
    expect(likesText(1234)).toBe('1.234 pessoas já curtiram essa vaga');
    expect(likesCount(1234)).toBe('1.234');
  });

  it('writes every count as Intl writes it in pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 2 ** 32 - 1]) {
      expect(likesCount(count)).toBe(intl.format(count));
    }
    fc.assert(fc.property(fc.nat(), (count) => likesCount(count) === intl.format(count)));
  });
});
