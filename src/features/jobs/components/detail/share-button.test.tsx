import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider, createTestQueryClient, prerenderHtml, renderWithApp } from '@/testing/render';

import { COPIED_TOAST_MS, ShareButton } from './share-button';

/** user-event installs its own clipboard on setup; these replace it after render. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ShareButton', () => {
  it('copies the page address and shows "Link copiado!" for 3 seconds', async () => {
    const { user } = renderWithApp(<ShareButton />);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });

    await user.click(screen.getByRole('button', { name: 'Compartilhar vaga' }));

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
    act(() => vi.advanceTimersByTime(COPIED_TOAST_MS - 500));
    expect(screen.getByText('Link copiado!')).toBeVisible();
    act(() => vi.advanceTimersByTime(500));
    await vi.waitFor(() => expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument());
    expect(COPIED_TOAST_MS).toBe(3000);
  });

  it('only logs when the copy is refused', async () => {
    const { user } = renderWithApp(<ShareButton />);
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(screen.getByRole('button', { name: 'Compartilhar vaga' }));

    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('only logs when the browser has no clipboard', async () => {
    const { user } = renderWithApp(<ShareButton />);
    stubClipboard(undefined);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(screen.getByRole('button', { name: 'Compartilhar vaga' }));

    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('Link copiado!')).not.toBeInTheDocument();
  });

  it('holds its place unseen in prerendered HTML and shows once React has hydrated it', async () => {
    const ui = (
      <AppProvider queryClient={createTestQueryClient()}>
        <ShareButton />
      </AppProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(ui);
    document.body.append(container);
    const prerendered = container.querySelector('button');
    expect(prerendered).toHaveStyle({ visibility: 'hidden' });
    const recoverable = vi.fn();

    const root = await act(() => hydrateRoot(container, ui, { onRecoverableError: recoverable }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Compartilhar vaga' })).toBe(prerendered);
    expect(prerendered).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
