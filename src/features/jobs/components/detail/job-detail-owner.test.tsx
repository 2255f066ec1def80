import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { getJob } from '@/features/jobs/api/get-job';
import { getLabels } from '@/features/jobs/api/get-labels';
import { getOwner } from '@/features/jobs/api/get-owner';
import { labels, makeJob, makeOwner } from '@/testing/data';
import { renderDetail } from '@/testing/render-detail';

vi.mock('@/features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('@/features/jobs/api/get-owner', () => ({ getOwner: vi.fn() }));
vi.mock('@/features/jobs/api/get-labels', () => ({ getLabels: vi.fn() }));

beforeEach(() => {
  vi.mocked(getJob).mockReset().mockResolvedValue(makeJob());
  vi.mocked(getOwner).mockReset();
  vi.mocked(getLabels).mockReset().mockResolvedValue(labels);
});

describe('JobDetail owner', () => {
  it('shows a small skeleton while the owner loads', async () => {
    vi.mocked(getOwner).mockImplementation(() => new Promise(() => {}));
    renderDetail();

    expect(
      await screen.findByRole('img', { name: 'Carregando nome do anunciante' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Publicado por:')).toBeInTheDocument();
    expect(getOwner).toHaveBeenCalledWith('user-1');
  });

  it('shows the trade name of a company (PJ) owner', async () => {
    vi.mocked(getOwner).mockResolvedValue(
      makeOwner({ displayName: 'Carlos Lima', profileType: 'PJ', tradeName: 'Clínica Sorriso' }),
    );
    renderDetail();

    expect(await screen.findByText('Carlos Lima (Clínica Sorriso)')).toBeInTheDocument();
  });

  it('shows the fallback name when the owner does not exist', async () => {
    vi.mocked(getOwner).mockResolvedValue(null);
    renderDetail();

    expect(await screen.findByText(`Usuário ${site.productName}`)).toBeInTheDocument();
  });

  it('shows the fallback name, and no error, when the owner cannot be read', async () => {
    vi.mocked(getOwner).mockRejectedValue(new Error('offline'));
    renderDetail();

    expect(await screen.findByText(`Usuário ${site.productName}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
