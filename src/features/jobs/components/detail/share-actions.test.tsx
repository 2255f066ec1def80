import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { makeJob } from '@/testing/data';
import { AppProvider, createTestQueryClient, prerenderHtml, renderWithApp } from '@/testing/render';

import { ShareActions } from './share-actions';

const job = makeJob();

function stubShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

afterEach(() => {
  stubShare(undefined);
  vi.restoreAllMocks();
});

describe('ShareActions', () => {
  it('keeps the copy-link button', () => {
    renderWithApp(<ShareActions job={job} />);
    expect(screen.getByRole('button', { name: 'Compartilhar vaga' })).toHaveTextContent(
      'Compartilhar',
    );
  });

  it('opens WhatsApp in a new tab with the title, place and public address of the job', () => {
    renderWithApp(<ShareActions job={job} />);
    const link = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const text = `Vaga: Dentista clínico geral\nCambuí - Campinas, SP\n${site.url}/vagas/vaga-1`;
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('offers no system share where the browser has none', () => {
    stubShare(undefined);
    renderWithApp(<ShareActions job={job} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('opens the system share sheet with the job and the page address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubShare(share);
    const { user } = renderWithApp(<ShareActions job={job} />, { url: '/vagas/vaga-1' });

    await user.click(screen.getByRole('button', { name: 'Compartilhar em outros apps' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Dentista clínico geral',
      text: 'Vaga: Dentista clínico geral\nCambuí - Campinas, SP',
      url: window.location.href,
    });
  });

  it('stays silent when the visitor cancels the share sheet', async () => {
    stubShare(vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithApp(<ShareActions job={job} />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar em outros apps' }));

    await act(() => Promise.resolve());
    expect(log).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('only logs when the share fails for another reason', async () => {
    stubShare(vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithApp(<ShareActions job={job} />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar em outros apps' }));

    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hydrates prerendered HTML without a mismatch, then shows the system share', async () => {
    const ui = (
      <AppProvider queryClient={createTestQueryClient()}>
        <ShareActions job={job} />
      </AppProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(ui);
    document.body.append(container);
    const systemShare = () => container.querySelector('[aria-label="Compartilhar em outros apps"]');
    expect(systemShare()).not.toBeVisible();
    stubShare(vi.fn());
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    const root = await act(() => hydrateRoot(container, ui, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(systemShare()).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
