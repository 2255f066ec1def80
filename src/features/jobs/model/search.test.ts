import { describe, expect, it } from 'vitest';

import { bareJob } from '@/testing/data';

import {
  matchesSearch,
  matchesTerms,
  normalizeForSearch,
  searchableText,
  searchTerms,
} from './search';
import type { Job, Labels } from './types';

/** A laboratory job: the text every search below looks through. */
const prosthesis = bareJob('v1', {
  title: 'Técnico em Prótese Dentária',
  description: 'Laboratório com atendimento às clínicas da região.',
  categoryCode: 'tpd',
  specialtyCodes: ['orto', 'implante'],
  state: 'SP',
  city: 'São Paulo',
});

const labels: Labels = {
  categories: new Map([['tpd', 'Técnico em Prótese Dentária (TPD)']]),
  specialties: new Map([
    ['orto', 'Ortodontia'],
    ['implante', 'Implantodontia'],
  ]),
  workFormats: new Map(),
  materials: new Map(),
};

const matches = (query: string, target = prosthesis, names = labels) =>
  matchesSearch(target, names, searchTerms(query));

describe('normalizeForSearch', () => {
  it.each([
    ['Prótese', 'protese'],
    ['AÇÃO', 'acao'],
    ['Composições', 'composicoes'],
    ['Põe Ü ñ', 'poe u n'],
    ['Cirurgião-Dentista', 'cirurgiao dentista'],
    ['  muitos \t espaços\n aqui  ', 'muitos espacos aqui'],
    ['Auxiliar (ASB), 1º turno', 'auxiliar asb 1o turno'],
    ['★ Vaga ★ Ortodontia — São Paulo', 'vaga ortodontia sao paulo'],
    ['Clínica 🦷 Sorriso', 'clinica sorriso'],
    ['Vaga ✅ 1️⃣ turno – “CLT” • 📍 Goiânia…', 'vaga 1 turno clt goiania'],
    ['', ''],
  ])('%j reads as %j', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });

  /** What the search means by a word: letters and digits of any script, accents dropped. */
  const byUnicodeClasses = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();

  it('reads every Latin character, and every combining mark, as the Unicode classes do', () => {
    const misread: string[] = [];
    for (let code = 0; code <= 0x36f; code++) {
      const text = `a${String.fromCodePoint(code)}b Ç${String.fromCodePoint(code)}`;
      if (normalizeForSearch(text) !== byUnicodeClasses(text)) misread.push(code.toString(16));
    }
    expect(misread).toEqual([]);
  });

  it('reads punctuation, symbols and emoji between words as the Unicode classes do', () => {
    const ranges = [
      [0x2000, 0x206f],
      [0x2190, 0x21ff],
      [0x2600, 0x27bf],
      [0x1f300, 0x1faff],
      [0xfe0e, 0xfe0f],
      [0x20e3, 0x20e3],
    ];
    const misread: string[] = [];
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code++) {
        const char = String.fromCodePoint(code);
        const text = `a${char}b Ç${char}1${char}${char}é\u0301${char}`;
        if (normalizeForSearch(text) !== byUnicodeClasses(text)) misread.push(code.toString(16));
      }
    }
    expect(misread).toEqual([]);
  });

  it.each([
    ['Ортодонтия в Москве', 'ортодонтия в москве'],
    ['Ⱥção', 'ⱥcao'],
  ])('reads any other script by the Unicode classes: %j as %j', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
    expect(byUnicodeClasses(text)).toBe(expected);
  });
});

describe('searchTerms', () => {
  it('splits a query into distinct normalized words', () => {
    expect(searchTerms('  Prótese   dentária prótese ')).toEqual(['protese', 'dentaria']);
  });

  it('has no terms for a blank or punctuation-only query', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(' - , ')).toEqual([]);
  });

  it('reads a hyphen as a space', () => {
    expect(searchTerms('cirurgião-dentista')).toEqual(['cirurgiao', 'dentista']);
  });
});

describe('matchesSearch', () => {
  it('matches every job when the query is empty', () => {
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
  });

  it('ignores accents and case in both directions', () => {
    expect(matches('protese')).toBe(true);
    expect(matches('PRÓTESE')).toBe(true);
    expect(matches('laboratorio')).toBe(true);
    expect(matches('clinicas')).toBe(true);
    expect(matches('regiao', { ...prosthesis, description: 'REGIÃO NORTE' })).toBe(true);
    expect(matches('áreas', { ...prosthesis, description: 'Atendemos areas rurais' })).toBe(true);
  });

  it('handles ç, ã and õ', () => {
    const target = {
      ...prosthesis,
      title: 'Recepção e orçamentos',
      description: 'Gestão de comissões',
    };
    expect(matches('recepcao orcamentos', target)).toBe(true);
    expect(matches('gestao comissoes', target)).toBe(true);
    expect(matches('Recepçao', target)).toBe(true);
  });

  it('requires every word, in any order and any field', () => {
    expect(matches('dentaria tecnico')).toBe(true);
    expect(matches('protese ortodontia')).toBe(true);
    expect(matches('protese endodontia')).toBe(false);
  });

  it('finds words by their start', () => {
    expect(matches('orto')).toBe(true);
    expect(matches('implant')).toBe(true);
    expect(matches('dontia')).toBe(false);
  });

  it('searches the category and specialty names, not only the title', () => {
    const target = { ...prosthesis, title: 'Vaga em laboratório', description: '' };
    expect(matches('tpd', target)).toBe(true);
    expect(matches('implantodontia', target)).toBe(true);
  });

  it('falls back to the codes when a lookup has no name', () => {
    const target = { ...prosthesis, title: 'Vaga', description: '', categoryCode: 'perio-x' };
    const none: Labels = { ...labels, categories: new Map(), specialties: new Map() };
    expect(matches('perio x', target, none)).toBe(true);
    expect(matches('implante', target, none)).toBe(true);
    expect(matches('implantodontia', target, none)).toBe(false);
  });

  it('matches a hyphenated query against spaced text and the reverse', () => {
    expect(matches('cirurgião-dentista', { ...prosthesis, title: 'Cirurgião Dentista' })).toBe(
      true,
    );
    expect(matches('cirurgiao dentista', { ...prosthesis, title: 'Cirurgião-Dentista' })).toBe(
      true,
    );
  });

  it('rejects a word the job does not have', () => {
    expect(matches('protese recepcionista')).toBe(false);
  });
});

describe('what a card shows', () => {
  const card = (id: string, patch: Partial<Job>) =>
    bareJob(id, { description: '', specialtyCodes: [], ...patch });
  const jobs = [
    card('campinas', {
      title: 'Clínico geral',
      state: 'SP',
      city: 'Campinas',
      neighbourhood: 'Taquaral',
    }),
    card('moema', {
      title: 'Vaga em clínica',
      specialtyCodes: ['orto'],
      state: 'SP',
      city: 'São Paulo',
      neighbourhood: 'Moema',
    }),
    card('moema-endo', {
      title: 'Endodontista',
      state: 'SP',
      city: 'São Paulo',
      neighbourhood: 'Moema',
    }),
    card('clt', {
      title: 'Recepção',
      workFormatCodes: ['clt'],
      materialCodes: ['own'],
      state: 'MG',
      city: 'Belo Horizonte',
    }),
    card('rio', {
      title: 'Especialista em prótese',
      description: 'Hospital particular.',
      state: 'RJ',
      city: 'Rio de Janeiro',
    }),
  ];
  const named: Labels = {
    ...labels,
    workFormats: new Map([['clt', 'CLT']]),
    materials: new Map([['own', 'Profissional leva o próprio material']]),
  };
  const found = (query: string) =>
    jobs.filter((job) => matchesSearch(job, named, searchTerms(query))).map((job) => job.id);

  it('"campinas" finds the jobs in that city', () => {
    expect(found('campinas')).toEqual(['campinas']);
    expect(found('CAMPINAS taquaral')).toEqual(['campinas']);
  });

  it('"moema ortodontia" needs both the neighbourhood and the specialty', () => {
    expect(found('moema ortodontia')).toEqual(['moema']);
    expect(found('moema')).toEqual(['moema', 'moema-endo']);
  });

  it('"clt" finds the work format, and a material by its name', () => {
    expect(found('clt')).toEqual(['clt']);
    expect(found('proprio material')).toEqual(['clt']);
  });

  it('"sp" finds the state by its code, not the letters inside other words', () => {
    expect(found('sp')).toEqual(['campinas', 'moema', 'moema-endo']);
  });

  it('finds a state by its name, accents or not', () => {
    expect(found('são paulo')).toEqual(['campinas', 'moema', 'moema-endo']);
    expect(found('minas gerais')).toEqual(['clt']);
    expect(found('rio janeiro')).toEqual(['rio']);
  });
});

describe('searchableText and matchesTerms', () => {
  it('lets a list normalize each job once and test many queries', () => {
    const text = searchableText(prosthesis, labels);
    expect(matchesTerms(text, searchTerms('Prótese Orto'))).toBe(true);
    expect(matchesTerms(text, searchTerms('Endo'))).toBe(false);
    expect(matchesTerms(text, [])).toBe(true);
  });
});
