import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getJobs } from '@/features/jobs/api/get-jobs';
import { getLabels } from '@/features/jobs/api/get-labels';
import { labels, listJobs, makeJob } from '@/testing/data';
import { renderWithApp } from '@/testing/render';

import { JobList } from './job-list';

vi.mock('@/features/jobs/api/get-jobs', () => ({ getJobs: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

function renderList(url = '/vagas') {
  return renderWithApp(<JobList />, { url, path: '/vagas', otherPaths: ['/vagas/:idvaga'] });
}

/** The list item holding the card whose title is `title`. */
async function findCard(title: string) {
  const link = await screen.findByRole('link', { name: title });
  return within(link.closest('li') as HTMLElement);
}

beforeEach(() => {
  vi.mocked(getJobs).mockReset().mockResolvedValue(listJobs);
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

describe('JobCard', () => {
  it('shows the title as a heading, labelled chips, description, location and date', async () => {
    renderList();
    const card = await findCard('Clínico geral em Campinas');

    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('Clínico geral em Campinas');
    expect(card.getByText('Cirurgião-dentista')).toBeInTheDocument();
    expect(card.getByText('Ortodontia')).toBeInTheDocument();
    expect(card.queryByText('Endodontia')).not.toBeInTheDocument();
    expect(card.getByText('+2')).toBeInTheDocument();
    expect(card.getByText('mais 2 especialidades')).toBeInTheDocument();
    expect(card.getByText(/Atendimento de segunda a sexta\./)).toBeInTheDocument();
    expect(card.getByText('Cambuí - Campinas, SP')).toBeInTheDocument();
    expect(card.getByText('Atualizada em 12/03/2024')).toBeInTheDocument();
  });

  it('shows no "+N" chip for a single specialty and none at all without specialties', async () => {
    renderList();

    const one = await findCard('ASB para clínica em Moema');
    expect(one.getByText('Auxiliar de saúde bucal')).toBeInTheDocument();
    expect(one.getByText('Ortodontia')).toBeInTheDocument();
    expect(one.queryByText(/^\+\d/)).not.toBeInTheDocument();
    const none = await findCard('Ortodontista meio período');
    expect(none.getByText('Cirurgião-dentista')).toBeInTheDocument();
    expect(none.queryByText('Ortodontia')).not.toBeInTheDocument();
  });

  it('reads "mais 1 especialidade" for one extra specialty', async () => {
    vi.mocked(getJobs).mockResolvedValue([
      makeJob({ ...listJobs[0], specialtyCodes: ['orto', 'endo'] }),
    ]);
    renderList();
    const card = await findCard('Clínico geral em Campinas');

    expect(card.getByText('+1')).toBeInTheDocument();
    expect(card.getByText('mais 1 especialidade')).toBeInTheDocument();
  });

  it('falls back for a missing date, location and unknown codes', async () => {
    vi.mocked(getJobs).mockResolvedValue([
      makeJob({
        ...listJobs[0],
        modifiedAt: null,
        state: null,
        city: null,
        neighbourhood: null,
        categoryCode: '999',
        specialtyCodes: ['perio'],
      }),
    ]);
    renderList();
    const card = await findCard('Clínico geral em Campinas');

    expect(card.getByText('Data não informada')).toBeInTheDocument();
    expect(card.getByText('Localização não informada')).toBeInTheDocument();
    expect(card.getByText('999')).toBeInTheDocument();
    expect(card.getByText('perio')).toBeInTheDocument();
  });

  it('shows a city without neighbourhood as "cidade, UF"', async () => {
    renderList();

    expect(
      (await findCard('TSB para plantões')).getByText('Rio de Janeiro, RJ'),
    ).toBeInTheDocument();
  });

  it('is one link to the job, which hands the detail page the list filters', async () => {
    const { user, router } = renderList('/vagas?estado=SP');
    const card = await findCard('Clínico geral em Campinas');

    expect(card.getAllByRole('link')).toHaveLength(1);
    const link = card.getByRole('link');
    expect(link).toHaveAttribute('href', '/vagas/vaga-1');
    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'rota /vagas/:idvaga' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vagas/vaga-1');
    expect(router.state.location.state).toEqual({ fromList: '?estado=SP' });
  });

  it('encodes ids in the link', async () => {
    vi.mocked(getJobs).mockResolvedValue([makeJob({ ...listJobs[0], id: 'a b/c' })]);
    renderList();

    expect(await screen.findByRole('link', { name: 'Clínico geral em Campinas' })).toHaveAttribute(
      'href',
      '/vagas/a%20b%2Fc',
    );
  });
});
