import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { decodeQueryState, encodeQueryState, refreshStaleAfter } from './query-state';

describe('query state in a prerendered page', () => {
  it('brings back dates and maps, as read at the time the build says', () => {
    const server = new QueryClient();
    const modifiedAt = new Date('2026-03-04T12:00:00Z');
    server.setQueryData(['job', 'a'], { id: 'a', modifiedAt });
    server.setQueryData(['labels'], { categories: new Map([['1', 'Cirurgião-Dentista']]) });

    const client = new QueryClient();
    hydrate(client, decodeQueryState(encodeQueryState(dehydrate(server)), 1_700_000_000_000));

    expect(client.getQueryData(['job', 'a'])).toEqual({ id: 'a', modifiedAt });
    expect(client.getQueryState(['job', 'a'])?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(client.getQueryState(['labels'])?.dataUpdatedAt).toBe(1_700_000_000_000);
    const labels = client.getQueryData<{ categories: Map<string, string> }>(['labels']);
    expect(labels?.categories.get('1')).toBe('Cirurgião-Dentista');
  });

  it('is the same text whenever the same data is read', () => {
    const at = (updatedAt: number) => {
      const server = new QueryClient();
      server.setQueryData(['job', 'a'], { id: 'a' }, { updatedAt });
      return encodeQueryState(dehydrate(server));
    };
    expect(at(1_700_000_000_000)).toBe(at(1_800_000_000_000));
  });

  it('writes only what sets a query apart, and brings back the whole state', () => {
    const server = new QueryClient();
    server.setQueryData(['job', 'a'], { id: 'a' });
    server.setQueryData(['job', 'b'], { id: 'b' });
    server.setQueryData(['job', 'b'], { id: 'b', title: 'Atualizada' });
    void server.invalidateQueries({ queryKey: ['job', 'b'], refetchType: 'none' });
    const text = encodeQueryState(dehydrate(server));
    for (const field of ['fetchStatus', 'errorUpdateCount', 'queryHash']) {
      expect(text).not.toContain(field);
    }

    const client = new QueryClient();
    hydrate(client, decodeQueryState(text, 1_700_000_000_000));
    for (const key of [
      ['job', 'a'],
      ['job', 'b'],
    ]) {
      expect(client.getQueryState(key)).toEqual({
        ...server.getQueryState(key),
        dataUpdatedAt: 1_700_000_000_000,
      });
      expect(client.getQueryCache().find({ queryKey: key, exact: true })?.queryHash).toBe(
        server.getQueryCache().find({ queryKey: key, exact: true })?.queryHash,
      );
    }
    expect(client.getQueryState(['job', 'b'])).toMatchObject({
      dataUpdateCount: 2,
      isInvalidated: true,
    });
  });

  it('cannot close the script element it travels in', () => {
    const server = new QueryClient();
    server.setQueryData(['job', 'x'], { title: '</script><script>alert(1)</script>' });
    const text = encodeQueryState(dehydrate(server));
    expect(text).not.toContain('<');
    const client = new QueryClient();
    hydrate(client, decodeQueryState(text, 0));
    expect(client.getQueryData(['job', 'x'])).toEqual({
      title: '</script><script>alert(1)</script>',
    });
  });
});

describe('stale prerendered data', () => {
  it('is refreshed once the page is hydrated, not as the page mounts', async () => {
    const client = new QueryClient();
    const read = vi.fn(async () => 'fresh');
    client.setQueryData(['job', 'a'], 'prerendered', { updatedAt: 0 });
    let hydrated = () => {};
    refreshStaleAfter(client, new Promise<void>((resolve) => (hydrated = resolve)));

    const observer = new QueryObserver(client, { queryKey: ['job', 'a'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toBe('prerendered');

    hydrated();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('fresh'));
    expect(read).toHaveBeenCalledTimes(1);

    // Pages opened later in the visit refresh stale data as they mount, as before.
    client.setQueryData(['job', 'b'], 'old', { updatedAt: 0 });
    const next = new QueryObserver(client, { queryKey: ['job', 'b'], queryFn: read });
    const unsubscribeNext = next.subscribe(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unsubscribe();
    unsubscribeNext();
  });
});
