import { describe, expect, it } from 'vitest';

import { NO_LABELS, type Owner } from '@/features/jobs';
import { clinicOwner, labels, makeJob, makeOwner, seededJob, testSite } from '@/testing/data';

import { descriptionHtml, jobPostingJsonLd } from './job-posting';

const posting = (patch = {}, owner: Owner | null = clinicOwner) =>
  jobPostingJsonLd(makeJob({ ...seededJob, ...patch }), labels, owner, testSite);

describe('jobPostingJsonLd', () => {
  it("carries every property Google requires, from the job's data", () => {
    expect(posting()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ortodontista para clínica no bairro Pinheiros',
      description:
        '<p>Clínica em Pinheiros busca ortodontista.<br>Atendimento às terças e quintas.</p>',
      datePosted: '2024-06-03',
      hiringOrganization: { '@type': 'Organization', name: 'Clínica Sorriso Pleno' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'BR',
          addressRegion: 'SP',
          addressLocality: 'São Paulo',
        },
      },
    });
  });

  it('adds the recommended properties the data supports, and no invented ones', () => {
    const result = posting();
    expect(result).toMatchObject({
      identifier: { '@type': 'PropertyValue', name: 'OdontoVagas', value: 'vaga123' },
      url: 'https://www.odontovagas.com.br/vagas/vaga123',
      employmentType: 'FULL_TIME',
      directApply: false,
    });
    expect(result).not.toHaveProperty('validThrough');
    expect(result).not.toHaveProperty('baseSalary');
    expect(JSON.stringify(result)).not.toContain('streetAddress');
  });

  it('dates the posting on the São Paulo calendar day the page shows', () => {
    expect(posting({ modifiedAt: new Date('2024-06-02T01:30:00Z') })?.datePosted).toBe(
      '2024-06-01',
    );
  });

  it.each([
    ['a PJ owner, by trade name', clinicOwner, 'Clínica Sorriso Pleno'],
    ['a PF owner, by name', makeOwner({ ...clinicOwner, profileType: 'PF' }), 'Ana Souza'],
    ['a PJ owner without trade name', makeOwner({ ...clinicOwner, tradeName: null }), 'Ana Souza'],
    [
      'an owner without any name',
      makeOwner({ ...clinicOwner, displayName: null, tradeName: null }),
      'OdontoVagas',
    ],
    ['no owner', null, 'OdontoVagas'],
  ])('names the hiring organisation for %s', (_, owner, name) => {
    expect(posting({}, owner)?.hiringOrganization).toEqual({ '@type': 'Organization', name });
  });

  it.each([
    ['no title', { title: 'Vaga sem título' }],
    ['a blank title', { title: '  ' }],
    ['no description', { description: '' }],
    ['a blank description', { description: ' \n\n ' }],
    ['no date', { modifiedAt: null }],
    ['no state', { state: null }],
    ['no city', { city: null }],
  ])('gives no markup for a job with %s', (_, patch) => {
    expect(posting(patch)).toBeNull();
  });

  it('still marks up a job without category, neighbourhood, owner or known lookups', () => {
    const job = makeJob({
      ...seededJob,
      categoryCode: null,
      neighbourhood: null,
      workFormatCodes: ['1'],
    });
    const result = jobPostingJsonLd(job, NO_LABELS, null, testSite);
    expect(result).not.toBeNull();
    expect(result).not.toHaveProperty('employmentType');
  });
});

describe('employmentType', () => {
  const typesOf = (...workFormatCodes: string[]) =>
    posting({ workFormatCodes })?.employmentType ?? null;

  it.each([
    ['1', 'FULL_TIME'], // CLT
    ['2', 'CONTRACTOR'], // Pessoa Jurídica (PJ)
    ['3', 'CONTRACTOR'], // Autônomo / porcentagem
    ['4', 'PER_DIEM'], // Diária
    ['5', 'PER_DIEM'], // Plantão
    ['6', 'PART_TIME'], // Meio período
    ['7', 'FULL_TIME'], // Integral
  ])('maps the seeded work format %s to %s', (code, type) => {
    expect(typesOf(code)).toBe(type);
  });

  it('gives every type a format names, once each, in a stable order', () => {
    expect(typesOf('8')).toEqual(['CONTRACTOR', 'TEMPORARY']);
    expect(typesOf('5', '2', '4', '3')).toEqual(['CONTRACTOR', 'PER_DIEM']);
  });

  it('reads CLT as full-time only when no format says part-time', () => {
    expect(typesOf('1', '6')).toBe('PART_TIME');
    expect(typesOf('1', '5')).toEqual(['FULL_TIME', 'PER_DIEM']);
  });

  it.each([
    ['Estágio', 'INTERN'],
    ['Contrato temporário', 'TEMPORARY'],
    ['Trabalho voluntário', 'VOLUNTEER'],
    ['TEMPO PARCIAL', 'PART_TIME'],
    ['Freela', 'CONTRACTOR'],
  ])('maps a format named %s, as another app might name it, to %s', (name, type) => {
    const named = { ...labels, workFormats: new Map([['99', name]]) };
    expect(
      jobPostingJsonLd(makeJob({ ...seededJob, workFormatCodes: ['99'] }), named, null, testSite),
    ).toMatchObject({ employmentType: type });
  });

  it('leaves the property out when no format maps', () => {
    const named = { ...labels, workFormats: new Map([['99', 'A combinar']]) };
    const job = makeJob({ ...seededJob, workFormatCodes: ['99'] });
    expect(jobPostingJsonLd(job, named, null, testSite)).not.toHaveProperty('employmentType');
    expect(posting({ workFormatCodes: [] })).not.toHaveProperty('employmentType');
  });
});

describe('descriptionHtml', () => {
  it('turns blank lines into paragraphs and line breaks into <br>', () => {
    expect(descriptionHtml('Primeiro.\nSegundo.\n\n\nTerceiro.')).toBe(
      '<p>Primeiro.<br>Segundo.</p><p>Terceiro.</p>',
    );
  });

  it('shows markup typed in a description as text, never as markup', () => {
    expect(descriptionHtml('<b>Urgente</b> & "bem pago"')).toBe(
      '<p>&lt;b&gt;Urgente&lt;/b&gt; &amp; &quot;bem pago&quot;</p>',
    );
  });
});
