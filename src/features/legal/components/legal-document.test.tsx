import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '@/testing/render';

import { privacyPolicy } from '../privacy';
import { termsOfService } from '../terms';
import type { LegalDocument } from '../types';
import { LegalDocumentView } from './legal-document';

const ctx = { product: 'Sorriso Pro', email: 'fale@sorriso.test' };

function renderDocument(document: LegalDocument) {
  return renderWithApp(<LegalDocumentView document={document} />);
}

describe('LegalDocumentView', () => {
  it('shows the title, the effective date and the numbered terms sections', () => {
    renderDocument(termsOfService(ctx));

    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Serviço' })).toBeVisible();
    expect(
      screen.getByText(
        (_, element) => element?.textContent === 'Em vigor desde 1º de junho de 2024',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2024-06-01');

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(10);
    expect(headings[0]).toHaveTextContent('1. Aceitação dos termos');
    expect(headings[9]).toHaveTextContent('10. Alterações, lei aplicável e contato');
  });

  it('renders each section as a named region with its list', () => {
    renderDocument(termsOfService(ctx));

    const registration = screen.getByRole('region', { name: '3. Cadastro e elegibilidade' });
    const items = within(registration).getAllByRole('listitem');
    expect(items.some((item) => item.textContent?.includes('16 anos'))).toBe(true);
    expect(items.some((item) => item.textContent?.includes('uma conta por pessoa'))).toBe(true);
  });

  it('links every occurrence of the contact e-mail with mailto', () => {
    renderDocument(privacyPolicy(ctx));

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const links = screen.getAllByRole('link', { name: ctx.email });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', `mailto:${ctx.email}`);

    const rights = screen.getByRole('region', { name: '6. Direitos do titular e encarregado' });
    expect(within(rights).getByRole('link', { name: ctx.email })).toBeVisible();
  });
});
