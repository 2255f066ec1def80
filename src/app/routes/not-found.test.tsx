import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '@/testing/render';

import { Component as NotFound } from './not-found';

describe('not-found page', () => {
  it('says the page does not exist and offers the home page and the jobs', () => {
    renderWithApp(<NotFound />, { url: '/nada/aqui' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver vagas' })).toHaveAttribute('href', '/vagas');
  });
});
