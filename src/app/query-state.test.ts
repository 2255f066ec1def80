import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { decodeQueryState, encodeQueryState } from './query-state';

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
