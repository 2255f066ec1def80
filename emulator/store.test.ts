import { describe, expect, it } from 'vitest';

import { Store } from './store';

const root = 'projects/p/databases/(default)/documents';
const names = (docs: { name: string }[]) => docs.map((doc) => doc.name).sort();

describe('Store', () => {
  it('lists a collection directly under a parent, or at any depth, and forgets deletions', () => {
    const store = new Store();
    for (const path of ['vagas/a', 'vagas/b', 'vagas/a/vagas/c', 'users/u', 'users/u/vagas/d']) {
      store.set('p', `${root}/${path}`, {}, '2026-01-01T00:00:00.000000Z');
    }
    expect(names(store.list('p', root, 'vagas', false))).toEqual([
      `${root}/vagas/a`,
      `${root}/vagas/b`,
    ]);
    expect(names(store.list('p', `${root}/vagas/a`, 'vagas', false))).toEqual([
      `${root}/vagas/a/vagas/c`,
    ]);
    expect(store.list('p', root, 'vagas', true)).toHaveLength(4);
    store.delete('p', `${root}/vagas/a`);
    store.delete('p', `${root}/users/u/vagas/d`);
    expect(names(store.list('p', root, 'vagas', false))).toEqual([`${root}/vagas/b`]);
    expect(names(store.list('p', root, 'vagas', true))).toEqual([
      `${root}/vagas/a/vagas/c`,
      `${root}/vagas/b`,
    ]);
    store.wipe('p');
    expect(store.list('p', root, 'vagas', true)).toEqual([]);
  });

  it('keeps a document its first create time across updates', () => {
    const store = new Store();
    store.set('p', `${root}/vagas/a`, {}, 'first');
    store.set('p', `${root}/vagas/a`, { n: { integerValue: '1' } }, 'second');
    expect(store.list('p', root, 'vagas', false)).toEqual([
      {
        name: `${root}/vagas/a`,
        fields: { n: { integerValue: '1' } },
        createTime: 'first',
        updateTime: 'second',
      },
    ]);
  });

  it('creates projects only on writes, up to its bound', () => {
    const store = new Store(2);
    store.bill('ghost', 5);
    store.delete('ghost', `projects/ghost/databases/(default)/documents/c/d`);
    store.wipe('ghost');
    expect(store.reads('ghost')).toBe(0);
    store.set('one', 'projects/one/databases/(default)/documents/c/d', {}, 't');
    store.set('two', 'projects/two/databases/(default)/documents/c/d', {}, 't');
    expect(() =>
      store.set('ghost', 'projects/ghost/databases/(default)/documents/c/d', {}, 't'),
    ).toThrow(/at most 2 projects/);
    store.bill('one', 3);
    expect(store.reads('one')).toBe(3);
  });
});
