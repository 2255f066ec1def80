import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { paths } from './paths';

/** What Firestore accepts as a document id: no `/`, not `.` or `..`, not `__…__`. */
const isFirestoreId = (id: string) =>
  id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/** Ids built from the pieces that a URL reads specially, and any text at all. */
const firestoreId = fc
  .oneof(
    fc
      .array(
        fc.constantFrom('%', '%2F', '%252F', '%25', '%E2', '?', '#', ' ', '+', '&', '..', '.'),
        { minLength: 1, maxLength: 8 },
      )
      .map((pieces) => pieces.join('')),
    fc
      .array(fc.constantFrom('🦷', '\u202E', 'ç', 'a', '%', '_'), { minLength: 1 })
      .map((p) => p.join('')),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  )
  .filter(isFirestoreId);

/** The id the router hands the job page for a path, the way the browser and the server match it. */
function routedId(pathname: string): string | null {
  const match = matchRoutes([{ path: paths.job.path }], pathname)?.[0];
  return match ? paths.job.idFrom(match.params) : null;
}

const ODD_IDS = [
  'vaga%2F..%2Fetc',
  'a%b',
  '100%',
  'e se?',
  'sala #2',
  'vaga com espaço',
  '🦷 vaga',
];

describe('paths.job', () => {
  it.each(ODD_IDS)('opens %j at a path that routes back to that id', (id) => {
    const href = paths.job.getHref(id);
    expect(href).toMatch(/^\/vagas\/[^/?#\s]+$/);
    expect(routedId(href)).toBe(id);
  });

  it('encodes a literal % once, so it never reads as an escape', () => {
    expect(paths.job.getHref('vaga%2F..%2Fetc')).toBe('/vagas/vaga%252F..%252Fetc');
    expect(paths.job.getHref('🦷 a?b#c')).toBe('/vagas/%F0%9F%A6%B7%20a%3Fb%23c');
  });

  it('routes every Firestore id back to itself, through the URL a browser makes of its path', () => {
    fc.assert(
      fc.property(firestoreId, (id) => {
        const href = paths.job.getHref(id);
        const { pathname, search, hash } = new URL(href, 'https://example.com');
        expect([pathname, search, hash]).toEqual([href, '', '']);
        expect(routedId(pathname)).toBe(id);
      }),
      { numRuns: 500 },
    );
  });

  it('gives different ids different paths', () => {
    fc.assert(
      fc.property(firestoreId, firestoreId, (a, b) => {
        fc.pre(a !== b);
        expect(paths.job.getHref(a)).not.toBe(paths.job.getHref(b));
      }),
    );
  });

  it('reads no id from a route without one', () => {
    expect(paths.job.idFrom({})).toBe('');
  });
});
