import { describe, expect, it } from 'vitest';

import { countText, pluralForm } from './plural';

const jobs = { one: 'vaga encontrada', other: 'vagas encontradas' };

describe('pluralForm', () => {
  it('takes the singular for one only', () => {
    expect(pluralForm(1, jobs)).toBe('vaga encontrada');
    expect(pluralForm(2, jobs)).toBe('vagas encontradas');
    expect(pluralForm(50, jobs)).toBe('vagas encontradas');
  });

  it('says zero in the plural, as the site always has', () => {
    expect(pluralForm(0, jobs)).toBe('vagas encontradas');
  });

  it('keeps the plural for the counts pt-BR calls "many"', () => {
    expect(pluralForm(1_000_000, jobs)).toBe('vagas encontradas');
  });

  it("agrees with Intl's pt-BR plural rules on every whole count but zero", () => {
    const rules = new Intl.PluralRules('pt-BR');
    const counts = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      10 ** 6,
      10 ** 9 + 1,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const count of counts.filter((n) => n !== 0)) {
      const intl = rules.select(count) === 'one' ? jobs.one : jobs.other;
      expect(pluralForm(count, jobs), String(count)).toBe(intl);
    }
  });
});

describe('countText', () => {
  it('puts the count before its words', () => {
    expect(countText(1, jobs)).toBe('1 vaga encontrada');
    expect(countText(7, jobs)).toBe('7 vagas encontradas');
  });

  it('shows the count as the caller writes it', () => {
    expect(countText(1234, jobs, '1.234')).toBe('1.234 vagas encontradas');
  });
});
