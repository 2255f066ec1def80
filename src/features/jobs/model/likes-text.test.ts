import { describe, expect, it } from 'vitest';

import { likesCount, likesText } from './likes-text';

describe('likesText', () => {
  it('uses the spec text for zero and many', () => {
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
});
