import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { site } from '@/config/site';
import { renderWithApp } from '@/testing/render';

import { Footer } from './footer';

describe('Footer', () => {
  it('has the legal links, the contact e-mail and the copyright line', () => {
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Termos de Serviço' })).toHaveAttribute(
      'href',
      '/termos',
    );
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(within(footer).getByRole('link', { name: site.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} ${site.productName}. Todos os direitos reservados.`,
      ),
    ).toBeInTheDocument();
    expect(within(footer).getByText(site.tagline)).toBeInTheDocument();
  });

  it('opens the four social networks in a new tab', () => {
    renderWithApp(<Footer />);
    const social = screen.getAllByRole('link', { name: new RegExp(`^${site.productName} no `) });
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
