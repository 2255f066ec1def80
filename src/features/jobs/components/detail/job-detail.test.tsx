import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { getJob } from '@/features/jobs/api/get-job';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { labels, makeJob, makeOwner } from '@/testing/data';
import { renderDetail } from '@/testing/render-detail';
import { never } from '@/testing/stubs';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

beforeEach(() => {
  vi.mocked(getJob).mockReset().mockResolvedValue(makeJob());
  vi.mocked(getOwner).mockReset().mockResolvedValue(makeOwner());
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

describe('JobDetail', () => {
  it('shows a skeleton in the hero band while the job loads', async () => {
    vi.mocked(getJob).mockImplementation(never);
    renderDetail();

    expect(screen.getByRole('status', { name: 'Carregando vaga' })).toBeInTheDocument();
    expect(screen.getByText('DETALHES')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para vagas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await waitFor(() => expect(getJob).toHaveBeenCalledWith('vaga-1'));
  });

  it('shows the job with its labels, date, likes and policies', async () => {
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dentista clínico geral' }),
    ).toBeInTheDocument();
    expect(screen.getByText('DETALHES')).toBeInTheDocument();
    expect(screen.getByText('Cirurgião-dentista')).toBeInTheDocument();
    expect(screen.getByText(/Publicado em/)).toHaveTextContent('Publicado em 12/03/2024');
    const specialties = screen.getByRole('list', { name: 'Especialidades' });
    expect(within(specialties).getByText('Ortodontia')).toBeInTheDocument();
    expect(within(specialties).getByText('Endodontia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '12 pessoas já curtiram essa vaga' })).toHaveTextContent(
      '12',
    );
    expect(screen.getByRole('heading', { name: 'Sobre a vaga' })).toBeInTheDocument();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Publicado por:')).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Política de trabalho' });
    expect(work).toHaveTextContent('CLT');
    const materials = screen.getByRole('region', { name: 'Política de materiais' });
    expect(materials).toHaveTextContent('Fornecidos pela clínica');
    const place = screen.getByRole('region', { name: 'Localização' });
    expect(place).toHaveTextContent('Cambuí - Campinas, SP');
    expect(screen.getByRole('button', { name: 'Entrar em contato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartilhar vaga' })).toHaveTextContent(
      'Compartilhar',
    );
  });

  it('keeps the line breaks of the description', async () => {
    renderDetail();

    const description = await screen.findByText(/Atendimento de segunda a sexta\./);
    expect(description.textContent).toBe('Atendimento de segunda a sexta.\nSábados alternados.');
    expect(description).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows raw codes when a label is unknown', async () => {
    vi.mocked(getJob).mockResolvedValue(
      makeJob({ categoryCode: 'xyz', specialtyCodes: ['perio'], workFormatCodes: ['pj'] }),
    );
    renderDetail();

    expect(await screen.findByText('xyz')).toBeInTheDocument();
    expect(screen.getByText('perio')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Política de trabalho' })).toHaveTextContent('pj');
  });

  it('falls back when the job has no description, policies, location or owner', async () => {
    vi.mocked(getJob).mockResolvedValue(
      makeJob({
        description: '',
        categoryCode: null,
        specialtyCodes: [],
        workFormatCodes: [],
        materialCodes: [],
        state: null,
        city: null,
        neighbourhood: null,
        ownerId: null,
      }),
    );
    renderDetail();

    await screen.findByRole('heading', { level: 1, name: 'Dentista clínico geral' });
    const about = screen.getByRole('region', { name: 'Sobre a vaga' });
    expect(about).toHaveTextContent('Não informado');
    expect(screen.getByRole('region', { name: 'Política de trabalho' })).toHaveTextContent(
      'Não informado',
    );
    expect(screen.getByRole('region', { name: 'Política de materiais' })).toHaveTextContent(
      'Não informado',
    );
    expect(screen.getByRole('region', { name: 'Localização' })).toHaveTextContent(
      'Localização não informada',
    );
    expect(await screen.findByText(`Usuário ${site.productName}`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Especialidades' })).not.toBeInTheDocument();
    expect(getOwner).not.toHaveBeenCalled();
  });

  it('uses the singular when one person liked the job', async () => {
    vi.mocked(getJob).mockResolvedValue(makeJob({ likeCount: 1 }));
    renderDetail();

    expect(
      await screen.findByRole('img', { name: '1 pessoa já curtiu essa vaga' }),
    ).toHaveTextContent('1');
  });
});
