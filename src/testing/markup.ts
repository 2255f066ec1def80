import fc from 'fast-check';

import type { Job, Labels, Owner } from '@/features/jobs/model';

/** Shared by this folder's tests: a complete job, as the seed writes one, and its lookups. */

export const SITE = { url: 'https://www.odontovagas.com.br', productName: 'OdontoVagas' };

export const LABELS: Labels = {
  categories: new Map([
    ['1', 'Cirurgião-Dentista'],
    ['3', 'Auxiliar em Saúde Bucal (ASB)'],
  ]),
  specialties: new Map([['2', 'Ortodontia']]),
  workFormats: new Map([
    ['1', 'CLT'],
    ['2', 'Pessoa Jurídica (PJ)'],
    ['3', 'Autônomo / porcentagem sobre procedimentos'],
    ['4', 'Diária'],
    ['5', 'Plantão'],
    ['6', 'Meio período'],
    ['7', 'Integral'],
    ['8', 'Freelancer / cobertura de férias'],
  ]),
  materials: new Map(),
};

export function makeJob(patch: Partial<Job> = {}): Job {
  return {
    id: 'vaga123',
    title: 'Ortodontista para clínica no bairro Pinheiros',
    description: 'Clínica em Pinheiros busca ortodontista.\nAtendimento às terças e quintas.',
    categoryCode: '1',
    specialtyCodes: ['2'],
    workFormatCodes: ['1'],
    materialCodes: [],
    ownerId: 'u1',
    state: 'SP',
    city: 'São Paulo',
    neighbourhood: 'Pinheiros',
    modifiedAt: new Date('2024-06-03T15:00:00Z'),
    likeCount: 4,
    ...patch,
  };
}

export function makeOwner(patch: Partial<Owner> = {}): Owner {
  return {
    id: 'u1',
    displayName: 'Ana Souza',
    profileType: 'PJ',
    tradeName: 'Clínica Sorriso Pleno',
    ...patch,
  };
}

/** Parses markup as a browser or feed reader would; throws on anything not well-formed XML. */
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

/** The head tags inside a whole HTML page, parsed by the HTML parser. */
export function parseHead(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}

/**
 * Any UTF-16 text another app could store, weighted towards what breaks markup: control
 * characters, lone surrogates, markup characters, plus letters and emoji. (fast-check's own
 * 'binary' unit takes seconds to warm up.)
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  const unit = fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('<', '>', '&', '"', "'", ']]>', '<!--', '\uFFFE', '\uFFFF'),
    fc.integer({ min: 0x20, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  );
  return fc.array(unit, { maxLength }).map((units) => units.join(''));
}
