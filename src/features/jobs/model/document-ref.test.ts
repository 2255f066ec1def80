import { describe, expect, it } from 'vitest';

import { isDocumentId, ownerIdOf } from './document-ref';

describe('isDocumentId', () => {
  it.each(['abc', 'Vaga 1', 'ção-ü', '_x_', '__x', 'x__', '...', '🦷', 'a'.repeat(1500)])(
    'accepts %j',
    (id) => expect(isDocumentId(id)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['a slash', 'a/b'],
    ['a dot', '.'],
    ['two dots', '..'],
    ['a reserved name', '__x__'],
    ['a bare reserved pair', '____'],
    ['over 1,500 bytes', 'a'.repeat(1501)],
    ['1,500 characters of 2 bytes', 'ç'.repeat(750) + 'x'],
    ['a lone surrogate', 'a\uD800b'],
  ])('refuses %s', (_, id) => expect(isDocumentId(id)).toBe(false));
});

describe('ownerIdOf', () => {
  it('reads a plain id, trimmed, and a numeric id as text', () => {
    expect(ownerIdOf(' u1 ')).toBe('u1');
    expect(ownerIdOf(42)).toBe('42');
  });

  it.each(['users/u1', '/users/u1', 'projects/demo-x/databases/(default)/documents/users/u1'])(
    'reads the id out of the path %j',
    (path) => expect(ownerIdOf(path)).toBe('u1'),
  );

  it('reads a reference by its path, as the SDK hands it over', () => {
    expect(ownerIdOf({ type: 'document', id: 'u1', path: 'users/u1' })).toBe('u1');
  });

  it.each([
    ['a path into another collection', 'empresas/u1'],
    ['a nested path', 'users/u1/extra/x'],
    ['an id Firestore refuses', '..'],
    ['a path to a refused id', 'users/__u1__'],
    ['a reference elsewhere', { type: 'document', path: 'vagas/v1' }],
    ['a plain map with a path', { path: 'users/u1' }],
    ['a boolean', true],
    ['an array', ['u1']],
    ['blank text', '  '],
  ])('finds no owner in %s', (_, value) => expect(ownerIdOf(value)).toBeNull());
});
