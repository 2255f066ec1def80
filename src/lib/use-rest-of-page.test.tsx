import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { ServerRender } from './server-render';
import { useRestOfPage } from './use-rest-of-page';
import { useEndOfHydration } from './use-started-hydrating';

/** What each commit of the page put on screen. */
let shown: string[] = [];

function JobPage() {
  const rest = useRestOfPage();
  useLayoutEffect(() => {
    shown.push(document.querySelector('article')?.textContent ?? '');
  });
  return (
    <article>
      <h1>Vaga</h1>
      {rest && <aside>Entrar em contato</aside>}
    </article>
  );
}

const routes = [
  { path: '/', element: <Link to="/vaga">Abrir a vaga</Link> },
  { path: '/vaga', element: <JobPage /> },
];

afterEach(() => {
  shown = [];
  document.body.innerHTML = '';
});

describe('useRestOfPage', () => {
  it('shows a page opened from another page first without its rest, then whole', async () => {
    render(<RouterProvider router={createMemoryRouter(routes)} />);

    await userEvent.click(screen.getByRole('link', { name: 'Abrir a vaga' }));

    expect(await screen.findByText('Entrar em contato')).toBeInTheDocument();
    expect(shown).toEqual(['Vaga', 'VagaEntrar em contato']);
  });

  it('shows a page whole at once on back and forward, where a scroll position is restored', async () => {
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Abrir a vaga' }));
    await act(() => router.navigate(-1));
    shown = [];

    await act(() => router.navigate(1));

    expect(shown).toEqual(['VagaEntrar em contato']);
  });

  it('is whole on the server, and hydrating it takes one pass', async () => {
    function Site() {
      useEndOfHydration();
      return (
        <MemoryRouter initialEntries={['/vaga']}>
          <Routes>
            <Route path="/vaga" element={<JobPage />} />
          </Routes>
        </MemoryRouter>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRender value>
        <Site />
      </ServerRender>,
    );
    document.body.append(container);
    expect(container.textContent).toBe('VagaEntrar em contato');

    await act(async () => {
      hydrateRoot(container, <Site />);
    });

    expect(shown).toEqual(['VagaEntrar em contato']);
  });
});
