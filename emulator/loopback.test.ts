import { describe, expect, it } from 'vitest';

import { isLoopbackHost, isLoopbackOrigin } from './loopback';

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST:8080', '127.0.0.1', '127.0.0.1:65535', '[::1]', '[::1]:5173'])(
    'accepts %s',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'evil.example',
    'evil.example:8080',
    'localhost.evil.example',
    'localhost.',
    '127.0.0.1.nip.io:8080',
    '127.0.0.1:99999',
    '127.0.0.1:80x',
    '[::1',
    '0.0.0.0:8080',
    '192.168.0.10:8080',
    'user@localhost',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('isLoopbackOrigin', () => {
  it.each([
    'http://localhost:5173',
    'https://localhost',
    'http://127.0.0.1:4173',
    'http://[::1]:80',
  ])('accepts %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(true));

  it.each([
    'null',
    'https://evil.example',
    'http://localhost.evil.example',
    'http://evil.example/localhost',
    'file://localhost',
    'ws://localhost:5173',
    'http://localhost:5173/path',
    'localhost:5173',
  ])('refuses %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(false));
});
