import { describe, expect, it } from 'vitest';

import { codes, parseJob, parseLabelMap, parseOwner } from './parse';

describe('parseJob', () => {
  it('maps a complete document', () => {
    const job = parseJob('abc', {
      titulo: ' Dentista clínico geral ',
      descricao: 'Linha 1\nLinha 2',
      categoria: '1',
      especialidades: ['10', '11'],
      formatrabalho: ['2'],
      material: ['1'],
      owner: 'u1',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Moema',
      modified_time: '2024-06-01T12:00:00Z',
      likes: ['a', 'b', 'c'],
    });
    expect(job).toEqual({
      id: 'abc',
      title: 'Dentista clínico geral',
      description: 'Linha 1\nLinha 2',
      categoryCode: '1',
      specialtyCodes: ['10', '11'],
      workFormatCodes: ['2'],
      materialCodes: ['1'],
      ownerId: 'u1',
      state: 'SP',
      city: 'São Paulo',
      neighbourhood: 'Moema',
      modifiedAt: new Date('2024-06-01T12:00:00Z'),
      likeCount: 3,
    });
  });

  it.each([null, undefined, 'text', 42, []])('survives a document that is %s', (raw) => {
    const job = parseJob('x', raw);
    expect(job.title).toBe('Vaga sem título');
    expect(job.description).toBe('');
    expect(job.specialtyCodes).toEqual([]);
    expect(job.modifiedAt).toBeNull();
    expect(job.likeCount).toBe(0);
    expect(job.city).toBeNull();
  });

  it('treats wrongly typed fields as missing and numeric codes as text', () => {
    const job = parseJob('x', {
      titulo: 12,
      descricao: { text: 'no' },
      categoria: 3,
      especialidades: '7',
      likes: 'many',
      estado: '  ',
    });
    expect(job.title).toBe('12');
    expect(job.description).toBe('');
    expect(job.categoryCode).toBe('3');
    expect(job.specialtyCodes).toEqual(['7']);
    expect(job.likeCount).toBe(0);
    expect(job.state).toBeNull();
  });
});

describe('parseJob owner', () => {
  it.each([
    ['an id', 'u1'],
    ['a users path', 'users/u1'],
    ['a rooted users path', '/users/u1'],
    ['a reference', { type: 'document', id: 'u1', path: 'users/u1' }],
  ])('reads the owner stored as %s', (_, owner) => {
    expect(parseJob('x', { owner }).ownerId).toBe('u1');
  });

  it('has no owner when the field cannot name a user', () => {
    expect(parseJob('x', { owner: 'users/a/b/c' }).ownerId).toBeNull();
    expect(parseJob('x', { owner: '..' }).ownerId).toBeNull();
  });
});

describe('codes', () => {
  it('keeps text items once, in order, and drops the rest', () => {
    expect(codes(['1', null, 2, '1', {}, ' ', '3'])).toEqual(['1', '2', '3']);
    expect(codes(undefined)).toEqual([]);
  });
});

describe('parseOwner', () => {
  it('reads the profile fields and tolerates their absence', () => {
    expect(
      parseOwner('u1', { display_name: 'Ana', tipoPerfil: 'PJ', nomefantasia: 'Sorriso' }),
    ).toEqual({ id: 'u1', displayName: 'Ana', profileType: 'PJ', tradeName: 'Sorriso' });
    expect(parseOwner('u2', undefined)).toEqual({
      id: 'u2',
      displayName: null,
      profileType: null,
      tradeName: null,
    });
  });
});

describe('parseLabelMap', () => {
  it('maps Value to Name, falls back to the code, skips documents without a code', () => {
    const map = parseLabelMap([
      { Value: '1', Name: 'Ortodontia' },
      { Value: 2 },
      { Name: 'sem código' },
      { Value: '1', Name: 'duplicada' },
      null,
    ]);
    expect([...map]).toEqual([
      ['1', 'Ortodontia'],
      ['2', '2'],
    ]);
  });
});
