import { describe, expect, it } from 'vitest';

import { NO_LABELS } from '@/features/jobs';
import { clinicOwner, labels, makeJob, seededJob, testSite } from '@/testing/data';
import { parseHead } from '@/testing/markup';

import { renderHeadTags } from './head-tags';
import { jobHead } from './job-head';
import {
  homeHead,
  jobErrorHead,
  jobLoadingHead,
  jobNotFoundHead,
  jobsHead,
  notFoundHead,
  privacyHead,
  termsHead,
} from './route-heads';

const site = { url: testSite.url, productName: 'Sorriso Pro' };

describe('route heads', () => {
  it.each([
    ['/', homeHead(site), 'Sorriso Pro | Vagas de emprego em odontologia', '/'],
    ['/termos', termsHead(site), 'Termos de Serviço | Sorriso Pro', '/termos'],
    ['/privacidade', privacyHead(site), 'Política de Privacidade | Sorriso Pro', '/privacidade'],
    ['/vagas', jobsHead(site), 'Vagas | Sorriso Pro', '/vagas'],
    ['loading', jobLoadingHead('a b', site), 'Carregando vaga | Sorriso Pro', '/vagas/a%20b'],
    ['error', jobErrorHead('x', site), 'Erro ao buscar dados | Sorriso Pro', '/vagas/x'],
    ['missing job', jobNotFoundHead('x', site), 'Vaga não encontrada | Sorriso Pro', '/vagas/x'],
    ['404', notFoundHead('/nada', site), 'Página não encontrada | Sorriso Pro', '/nada'],
  ])('%s keeps the title it has always had, and its own path', (_, head, title, path) => {
    expect(head.title).toBe(title);
    expect(head.path).toBe(path);
    expect(head.description.length).toBeGreaterThan(40);
  });

  it('keeps every page that should be found indexable; only the two "not found" are not', () => {
    const indexable = [
      homeHead(site),
      termsHead(site),
      privacyHead(site),
      jobsHead(site),
      jobLoadingHead('x', site),
      jobErrorHead('x', site),
      jobHead(seededJob, labels, null, site),
    ];
    expect(indexable.map((head) => head.noindex ?? false)).not.toContain(true);
    expect(jobNotFoundHead('x', site).noindex).toBe(true);
    expect(notFoundHead('/x', site).noindex).toBe(true);
  });

  it('gives every page a different description', () => {
    const heads = [homeHead, termsHead, privacyHead, jobsHead].map((build) => build(site));
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });
});

describe('jobHead', () => {
  it('keeps the tab title and lets a preview say where the job is', () => {
    const head = jobHead(
      makeJob({ ...seededJob, title: 'ASB para atendimento a quatro mãos' }),
      labels,
      null,
      site,
    );
    expect(head.title).toBe('ASB para atendimento a quatro mãos | Sorriso Pro');
    expect(head.socialTitle).toBe('ASB para atendimento a quatro mãos – São Paulo, SP');
    expect(head.path).toBe('/vagas/vaga123');
    expect(head.type).toBe('article');
  });

  it('does not repeat a city the title already names, whatever its accents or case', () => {
    const job = makeJob({ ...seededJob, title: 'Dentista clínico geral – SAO PAULO' });
    expect(jobHead(job, labels, null, site).socialTitle).toBe('Dentista clínico geral – SAO PAULO');
  });

  it('opens the description with category and place, then the job text on one line', () => {
    const { description } = jobHead(seededJob, labels, null, site);
    expect(description).toBe(
      'Cirurgião-Dentista em Pinheiros - São Paulo, SP. Clínica em Pinheiros busca ortodontista. Atendimento às terças e quintas.',
    );
  });

  it('never shows a raw category code, and says what it can without a place', () => {
    const job = makeJob({
      ...seededJob,
      categoryCode: '77',
      city: null,
      state: null,
      neighbourhood: null,
    });
    const head = jobHead(job, labels, null, site);
    expect(head.description).toBe(
      'Clínica em Pinheiros busca ortodontista. Atendimento às terças e quintas.',
    );
    expect(head.socialTitle).toBe('Ortodontista para clínica no bairro Pinheiros');
    expect(
      jobHead(makeJob({ ...seededJob, city: null, neighbourhood: null }), NO_LABELS, null, site)
        .description,
    ).toMatch(/^Vaga em SP\. /);
  });

  it('describes a job that has no description rather than leaving it empty', () => {
    expect(
      jobHead(makeJob({ ...seededJob, description: '' }), labels, null, site).description,
    ).toBe(
      'Cirurgião-Dentista em Pinheiros - São Paulo, SP. Veja os detalhes desta vaga no Sorriso Pro e entre em contato pelo aplicativo.',
    );
  });

  it('carries JobPosting markup when the job has the data, and none when it has not', () => {
    expect(jobHead(seededJob, labels, clinicOwner, site).jsonLd).toMatchObject({
      '@type': 'JobPosting',
      hiringOrganization: { name: 'Clínica Sorriso Pleno' },
    });
    expect(
      jobHead(makeJob({ ...seededJob, modifiedAt: null }), labels, null, site).jsonLd,
    ).toBeNull();
  });

  it('renders as a WhatsApp preview that reads like the job', () => {
    const doc = parseHead(renderHeadTags(jobHead(seededJob, labels, null, site), site));
    const og = (name: string) =>
      doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('Ortodontista para clínica no bairro Pinheiros – São Paulo, SP');
    expect(og('og:description')).toMatch(/^Cirurgião-Dentista em Pinheiros - São Paulo, SP\./);
    expect(og('og:url')).toBe('https://www.odontovagas.com.br/vagas/vaga123');
    expect(doc.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });

  it('points a job whose id holds %, ?, #, a space or an emoji at its own encoded URL', () => {
    const job = makeJob({ ...seededJob, id: 'vaga%2F..%2Fetc ?#🦷' });
    const doc = parseHead(renderHeadTags(jobHead(job, labels, null, site), site));
    const url = 'https://www.odontovagas.com.br/vagas/vaga%252F..%252Fetc%20%3F%23%F0%9F%A6%B7';
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(url);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(url);
    expect(jobHead(job, labels, null, site).jsonLd).toMatchObject({ url });
  });
});
