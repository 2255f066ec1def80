import { act, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { hydratePrerendered, ownedByReact as owned } from '@/testing/render';

import { DetailHero } from './detail-hero';

describe('DetailHero', () => {
  it("keeps its prerendered HTML as the page hydrates, and 'Voltar para vagas' still opens the list in the app", async () => {
    const router = createMemoryRouter(
      [
        { path: '/vagas/:idvaga', element: <DetailHero heading="Dentista clínico geral" /> },
        { path: '/vagas', element: <p>Lista</p> },
      ],
      { initialEntries: ['/vagas/abc123'] },
    );
    const container = await hydratePrerendered(router);
    const view = within(container);
    const heading = view.getByRole('heading', { level: 1, name: 'Dentista clínico geral' });
    const back = view.getByRole('link', { name: 'Voltar para vagas' });
    expect([heading, back].map(owned)).toEqual([false, false]);

    act(() => back.click());
    expect(await view.findByText('Lista')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vagas');
    expect(router.state.historyAction).toBe('PUSH');
    container.remove();
  });
});
