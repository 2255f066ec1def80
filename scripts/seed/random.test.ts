import { describe, expect, it } from 'vitest';

import { createRng, entriesOf, hashSeed } from './random.ts';

describe('createRng', () => {
  it('gives the same sequence for the same label and another for another label', () => {
    const draw = (label: string) => {
      const rng = createRng(label);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw('users')).toEqual(draw('users'));
    expect(draw('users')).not.toEqual(draw('vagas'));
  });

  it('keeps numbers in range', () => {
    const rng = createRng('range');
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('reaches both ends of an integer range', () => {
    const rng = createRng('ends');
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(0, 4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('never picks a zero-weight entry and favours heavy ones', () => {
    const rng = createRng('weights');
    const picks = Array.from({ length: 1000 }, () =>
      rng.weighted([
        ['a', 9],
        ['b', 1],
        ['never', 0],
      ] as const),
    );
    expect(picks).not.toContain('never');
    expect(picks.filter((p) => p === 'a').length).toBeGreaterThan(800);
  });

  it('samples distinct items and shuffles without losing any', () => {
    const rng = createRng('sample');
    const items = Array.from({ length: 30 }, (_, i) => i);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(rng.sample(items, 50)).toHaveLength(30);
    expect([...rng.shuffle(items)].sort((a, b) => a - b)).toEqual(items);
  });

  it('makes Firestore-style ids of letters and digits', () => {
    const rng = createRng('ids');
    expect(rng.id(20)).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(rng.id(28)).toMatch(/^[A-Za-z0-9]{28}$/);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRng('empty').pick([])).toThrow(RangeError);
  });
});

describe('hashSeed and entriesOf', () => {
  it('hashes labels to stable unsigned 32-bit seeds', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('vagas')).toBe(hashSeed('vagas'));
    expect(hashSeed('vagas')).not.toBe(hashSeed('users'));
    expect(hashSeed('vagas')).toBeLessThan(2 ** 32);
  });

  it('turns a weight table into entries, leaving out missing weights', () => {
    expect(entriesOf({ a: 2, b: undefined, c: 1 })).toEqual([
      ['a', 2],
      ['c', 1],
    ]);
  });
});
