import { describe, expect, it } from 'vitest';

import { jobPageUrl, jobShare, shareText, whatsAppShareHref } from './share';

const job = {
  id: 'vaga 1/ç',
  title: ' Técnico em Prótese Dentária ',
  state: 'SP',
  city: 'Campinas',
  neighbourhood: 'Cambuí',
};

describe('jobPageUrl', () => {
  it('joins the public origin and the encoded job path', () => {
    expect(jobPageUrl('https://vagas.example.com.br', 'abc')).toBe(
      'https://vagas.example.com.br/vagas/abc',
    );
    expect(jobPageUrl('https://x.br', 'vaga 1/ç')).toBe('https://x.br/vagas/vaga%201%2F%C3%A7');
  });
});

describe('shareText', () => {
  it('gives the title and the place on two lines', () => {
    expect(shareText(job)).toBe('Vaga: Técnico em Prótese Dentária\nCambuí - Campinas, SP');
  });

  it('leaves out a place the job does not have', () => {
    expect(shareText({ ...job, state: null, city: null, neighbourhood: null })).toBe(
      'Vaga: Técnico em Prótese Dentária',
    );
  });

  it('shows what there is of a partial place', () => {
    expect(shareText({ ...job, city: null, neighbourhood: null })).toBe(
      'Vaga: Técnico em Prótese Dentária\nSP',
    );
  });
});

describe('jobShare', () => {
  it('gives the share sheet the title, the text and the address', () => {
    expect(jobShare(job, 'https://x.br/vagas/1')).toEqual({
      title: 'Técnico em Prótese Dentária',
      text: 'Vaga: Técnico em Prótese Dentária\nCambuí - Campinas, SP',
      url: 'https://x.br/vagas/1',
    });
  });
});

describe('whatsAppShareHref', () => {
  it('puts title, place and address in the click-to-chat text, encoded', () => {
    const href = whatsAppShareHref(job, 'https://x.br/vagas/1?a=1&b=2');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const query = href.slice('https://wa.me/?text='.length);
    expect(query).not.toMatch(/[\s&?#]/);
    expect(decodeURIComponent(query)).toBe(
      'Vaga: Técnico em Prótese Dentária\nCambuí - Campinas, SP\nhttps://x.br/vagas/1?a=1&b=2',
    );
    expect(new URL(href).searchParams.get('text')).toBe(decodeURIComponent(query));
  });
});
