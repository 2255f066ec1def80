import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  excerpt,
  formatDate,
  formatStat,
  label,
  locationText,
  moreSpecialtiesText,
  ownerDisplayName,
  policyText,
} from './format';
import type { Owner } from './types';

describe('formatDate', () => {
  it('formats pt-BR dd/mm/yyyy in São Paulo time, not UTC', () => {
    // 02:00 UTC on 2 June is still 1 June in São Paulo.
    expect(formatDate(new Date('2024-06-02T02:00:00Z'))).toBe('01/06/2024');
  });

  it('says the date is missing', () => {
    expect(formatDate(null)).toBe('Data não informada');
  });

  it('writes any date as Intl does for São Paulo, across the 2019 end of daylight saving', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const dates = fc.date({
      min: new Date('2017-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => formatDate(date) === intl.format(date)),
      { numRuns: 5000 },
    );
    // The last night of daylight saving: 23:30 on 16 February 2019, twice.
    expect(formatDate(new Date('2019-02-17T01:30:00Z'))).toBe('16/02/2019');
    expect(formatDate(new Date('2019-02-17T02:30:00Z'))).toBe('16/02/2019');
    expect(formatDate(new Date('2019-02-17T03:00:00Z'))).toBe('17/02/2019');
  });
});

describe('excerpt', () => {
  it('keeps a text within the limit whole', () => {
    expect(excerpt('Vaga de meio período', 20)).toBe('Vaga de meio período');
  });

  it('cuts a longer text at the last space near the limit and marks the cut', () => {
    expect(excerpt('Atendimento de segunda a sexta', 26)).toBe('Atendimento de segunda a…');
    expect(excerpt('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('never splits an emoji', () => {
    expect(excerpt(`abc${'😀'.repeat(5)}`, 6)).toBe('abc😀…');
  });
});

describe('formatStat', () => {
  it.each([
    [0, '+0'],
    [100, '+100'],
    [999, '+999'],
    [1000, '+1.0k'],
    [1234, '+1.2k'],
    [1999, '+1.9k'],
    [25_480, '+25.4k'],
    [-5, '+0'],
    [NaN, '+0'],
    [Infinity, '+0'],
    [1e24, '+9007199254740.9k'],
  ])('%d → %s', (count, expected) => {
    expect(formatStat(count)).toBe(expected);
  });
});

describe('ownerDisplayName', () => {
  const owner = (patch: Partial<Owner>): Owner => ({
    id: 'u',
    displayName: 'Ana Souza',
    profileType: 'PF',
    tradeName: null,
    ...patch,
  });

  it('adds the trade name of a PJ profile in parentheses', () => {
    expect(ownerDisplayName(owner({ profileType: 'PJ', tradeName: 'Sorriso Pleno' }), 'App')).toBe(
      'Ana Souza (Sorriso Pleno)',
    );
  });

  it('ignores a trade name on a non-PJ profile and a PJ without one', () => {
    expect(ownerDisplayName(owner({ tradeName: 'X' }), 'App')).toBe('Ana Souza');
    expect(ownerDisplayName(owner({ profileType: 'PJ' }), 'App')).toBe('Ana Souza');
  });

  it('shows a PJ trade name alone when the display name is missing', () => {
    expect(
      ownerDisplayName(
        owner({ displayName: null, profileType: 'PJ', tradeName: 'Clínica Y' }),
        'App',
      ),
    ).toBe('Clínica Y');
  });

  it('falls back to "Usuário {product}"', () => {
    expect(ownerDisplayName(null, 'OdontoVagas')).toBe('Usuário OdontoVagas');
    expect(ownerDisplayName(owner({ displayName: null }), 'OdontoVagas')).toBe(
      'Usuário OdontoVagas',
    );
  });
});

describe('locationText', () => {
  it.each([
    [{ neighbourhood: 'Moema', city: 'São Paulo', state: 'SP' }, 'Moema - São Paulo, SP'],
    [{ neighbourhood: null, city: 'Campinas', state: 'SP' }, 'Campinas, SP'],
    [{ neighbourhood: 'Centro', city: 'Recife', state: null }, 'Centro - Recife'],
    [{ neighbourhood: 'Centro', city: null, state: 'PE' }, 'PE'],
    [{ neighbourhood: null, city: null, state: null }, 'Localização não informada'],
  ])('%o → %s', (job, expected) => {
    expect(locationText(job)).toBe(expected);
  });
});

describe('labels and policies', () => {
  const labels = new Map([['1', 'CLT']]);

  it('shows the raw code when a label is unknown', () => {
    expect(label('1', labels)).toBe('CLT');
    expect(label('999', labels)).toBe('999');
  });

  it('joins policy names, or says none was given', () => {
    expect(policyText(['1', '9'], labels)).toBe('CLT, 9');
    expect(policyText([], labels)).toBe('Não informado');
  });
});

describe('moreSpecialtiesText', () => {
  it('reads the hidden specialties in the singular for one', () => {
    expect(moreSpecialtiesText(1)).toBe('mais 1 especialidade');
    expect(moreSpecialtiesText(3)).toBe('mais 3 especialidades');
  });
});
