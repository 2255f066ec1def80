import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderSite } from '@/testing/render';

// The terms page's chunk fails to load, as an old page's chunk does after a deploy replaced it.
vi.mock('./terms', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that cannot be shown', () => {
  it('keeps the frame and offers a reload in Portuguese instead of the developer screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderSite('/termos');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Recarregar a página' }).click();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
