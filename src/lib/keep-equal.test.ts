import { describe, expect, it } from 'vitest';

import { keepEqual } from './keep-equal';

const job = (id: string, day: number, title = `Vaga ${id}`) => ({
  id,
  title,
  modifiedAt: new Date(Date.UTC(2026, 10, day)),
  specialtyCodes: ['orto'],
});

describe('keepEqual', () => {
  it('keeps a refreshed list that did not change, dates included', () => {
    const before = [job('a', 2), job('b', 1)];
    expect(keepEqual(before, [job('a', 2), job('b', 1)])).toBe(before);
  });

  it('keeps the unchanged jobs when one changed or a new one arrived', () => {
    const before = [job('a', 2), job('b', 1)];
    const after = keepEqual(before, [job('c', 3), job('a', 2, 'Novo título'), job('b', 1)]);

    expect(after).not.toBe(before);
    expect(after[0].id).toBe('c');
    expect(after[1]).not.toBe(before[0]);
    expect(after[1].title).toBe('Novo título');
    expect(after[1].specialtyCodes).toBe(before[0].specialtyCodes);
    expect(after[2]).toBe(before[1]);
  });

  it('takes a date that moved and a removed field', () => {
    const before = job('a', 2);
    const moved = keepEqual(before, job('a', 5));
    expect(moved.modifiedAt?.getUTCDate()).toBe(5);
    const withoutTitle = { id: 'a', modifiedAt: before.modifiedAt, specialtyCodes: ['orto'] };
    expect(keepEqual(before, withoutTitle)).toEqual(withoutTitle);
  });
});
