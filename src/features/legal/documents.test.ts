import { describe, expect, it } from 'vitest';

import { DEFAULT_PRODUCT_NAME } from '@/config/env-schema';

import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument } from './types';

const ctx = { product: 'Sorriso Pro', email: 'fale@sorriso.test' };

/** All visible text of a document, in reading order. */
function fullText(document: LegalDocument): string {
  return [
    document.title,
    document.intro ?? '',
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.items ?? []),
      ...(section.closing ?? []),
    ]),
  ].join('\n');
}

describe.each([
  { name: 'terms', build: termsOfService },
  { name: 'privacy', build: privacyPolicy },
])('$name', ({ build }) => {
  const document = build(ctx);
  const text = fullText(document);

  it('takes effect on 1 June 2024', () => {
    expect(document.effectiveDate).toBe('2024-06-01');
  });

  it('uses the configured product name and e-mail, and no other', () => {
    expect(text).toContain(ctx.product);
    expect(text).toContain(ctx.email);
    expect(document.contactEmail).toBe(ctx.email);
    expect(text).not.toContain(DEFAULT_PRODUCT_NAME);
    expect(new Set(text.match(/[\w.+-]+@[\w.-]+\w/g))).toEqual(new Set([ctx.email]));
  });

  it('reads the same for any product name', () => {
    const other = fullText(build({ product: 'Outro Nome', email: ctx.email }));
    expect(other).toBe(text.replaceAll(ctx.product, 'Outro Nome'));
  });

  it('has no empty text and no duplicate section titles', () => {
    const titles = document.sections.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const section of document.sections) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const line of [...section.paragraphs, ...(section.items ?? [])]) {
        expect(line.trim()).not.toBe('');
        expect(line).not.toMatch(/undefined|\$\{/);
      }
    }
  });
});

describe('termsOfService', () => {
  const document = termsOfService(ctx);
  const text = fullText(document);

  it('is the Termos de Serviço in ten sections', () => {
    expect(document.title).toBe('Termos de Serviço');
    expect(document.sections.map((section) => section.title)).toEqual([
      'Aceitação dos termos',
      'Definições',
      'Cadastro e elegibilidade',
      'Uso da plataforma e conduta',
      'Publicação de vagas e conteúdo dos usuários',
      'Relação entre as partes',
      'Propriedade intelectual',
      'Suspensão e encerramento de conta',
      'Limitação de responsabilidade',
      'Alterações, lei aplicável e contato',
    ]);
  });

  it('states the eligibility rules in the registration section', () => {
    const registration = fullText({ ...document, intro: '', sections: [document.sections[2]] });
    expect(registration).toContain('16 anos');
    expect(registration).toContain('uma conta por pessoa');
    expect(registration).toContain('nome real');
  });

  it('names Visitantes, Usuários, Profissionais, Clínicas and Vagas', () => {
    const definitions = document.sections[1].items ?? [];
    expect(definitions.map((item) => item.split(':')[0])).toEqual([
      'Plataforma',
      'Visitantes',
      'Usuários',
      'Profissionais',
      'Clínicas',
      'Vagas',
    ]);
  });

  it('keeps data 90 days after deactivation', () => {
    expect(document.sections[7].paragraphs.join(' ')).toMatch(/90 dias.*desativação/);
  });

  it('charges no fees or commissions and applies Brazilian law', () => {
    expect(text).toContain('não cobra taxas nem comissões');
    expect(text).toContain('legislação brasileira');
  });
});

describe('privacyPolicy', () => {
  const document = privacyPolicy(ctx);
  const text = fullText(document);

  it('is the Política de Privacidade in six sections', () => {
    expect(document.title).toBe('Política de Privacidade');
    expect(document.sections).toHaveLength(6);
  });

  it('cites the LGPD, its legal bases, the holder rights and the ANPD', () => {
    expect(text).toContain('Lei nº 13.709/2018');
    expect(text).toContain('art. 7º');
    expect(text).toContain('art. 18');
    for (const right of [
      'confirmação',
      'acesso',
      'correção',
      'anonimização',
      'portabilidade',
      'eliminação',
      'revogação do consentimento',
    ]) {
      expect(text).toContain(right);
    }
    expect(text).toContain('ANPD');
    expect(text).toContain('encarregado');
  });

  it('hides the profile within 24 hours and deletes data after 30 days', () => {
    const retention = document.sections[4].paragraphs.join(' ');
    expect(retention).toContain('em até 24 horas');
    expect(retention).toContain('eliminados após 30 dias');
  });

  it('says what a job listing makes public and that data is not sold', () => {
    const sharing = document.sections[3].paragraphs.join(' ');
    expect(sharing).toContain('nome de quem a publicou');
    expect(sharing).toContain('Não vendemos');
  });

  it('gives the e-mail as the channel to the encarregado', () => {
    expect(document.sections[5].closing?.[0]).toContain(`encarregado`);
    expect(document.sections[5].closing?.[0]).toContain(ctx.email);
  });
});
