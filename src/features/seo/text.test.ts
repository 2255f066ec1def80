import { describe, expect, it } from 'vitest';

import { absoluteUrl, isoDateTime, saoPauloDay, truncateText } from './text';

describe('truncateText', () => {
  it('keeps a short text whole, on one line', () => {
    expect(truncateText('Vaga  para\n\nASB ')).toBe('Vaga para ASB');
  });

  it('cuts a long text at a word boundary, within the limit, ending in …', () => {
    const text = 'Clínica odontológica contrata auxiliar em saúde bucal, '.repeat(6);
    const result = truncateText(text, 160);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(text[result.length - 1]).toMatch(/[\s,]/);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Um, dois, três, quatro cinco', 12)).toBe('Um, dois…');
  });

  it('hard-cuts one very long word rather than losing it', () => {
    const result = truncateText(`Vaga ${'x'.repeat(300)}`, 50);
    expect(Array.from(result)).toHaveLength(50);
  });

  it('never splits an emoji', () => {
    const result = truncateText('😀'.repeat(200), 10);
    expect(result).toBe(`${'😀'.repeat(9)}…`);
  });
});

describe('dates and URLs', () => {
  it('writes RFC 3339 date-times without milliseconds', () => {
    expect(isoDateTime(new Date('2024-06-01T12:34:56.789Z'))).toBe('2024-06-01T12:34:56Z');
  });

  it('takes the calendar day in São Paulo, not in UTC', () => {
    expect(saoPauloDay(new Date('2024-06-02T02:30:00Z'))).toBe('2024-06-01');
    expect(saoPauloDay(new Date('2024-06-02T03:00:00Z'))).toBe('2024-06-02');
  });

  it('joins origin and path with one slash', () => {
    expect(absoluteUrl('https://a.com.br', '/vagas')).toBe('https://a.com.br/vagas');
    expect(absoluteUrl('https://a.com.br/', 'vagas')).toBe('https://a.com.br/vagas');
  });
});
