import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { renderWithApp } from '@/testing/render';

import { BackToJobsLink } from './back-to-jobs-link';

describe('BackToJobsLink', () => {
  it('links to the list when the visitor arrived straight on the job', async () => {
    const { user, router } = renderWithApp(<BackToJobsLink />, {
      url: '/vagas/vaga-1',
      path: '/vagas/:idvaga',
      otherPaths: ['/vagas'],
    });
    const link = screen.getByRole('link', { name: 'Voltar para vagas' });
    expect(link).toHaveAttribute('href', '/vagas');

    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'rota /vagas' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('goes back in history to the filtered list it came from', async () => {
    const { user, router } = renderWithApp(<BackToJobsLink />, {
      url: '/vagas?estado=SP',
      path: '/vagas/:idvaga',
      otherPaths: ['/vagas'],
    });
    await act(() =>
      router.navigate(paths.job.getHref('vaga-1'), { state: { fromList: '?estado=SP' } }),
    );
    const link = screen.getByRole('link', { name: 'Voltar para vagas' });
    expect(link).toHaveAttribute('href', '/vagas?estado=SP');

    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'rota /vagas' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?estado=SP');
  });
});
