import { act, fireEvent } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ServerRender } from '@/lib/server-render';

import { Prerendered } from './prerendered';

function Text({ text, onRender }: { text: string; onRender: () => void }) {
  onRender();
  return (
    <p>
      {text} <a href="/vagas?estado=SP">Ver vagas</a>
    </p>
  );
}

function page(text: string, onRender = () => {}) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Prerendered data={text} linkState={{ fromList: '' }}>
            <Text text={text} onRender={onRender} />
          </Prerendered>
        ),
      },
      { path: '/vagas', element: <h1>lista</h1> },
    ],
    { initialEntries: ['/'] },
  );
}

const containers: HTMLElement[] = [];

/** A container holding the build's HTML for `text`, as a prerendered page does. */
function prerendered(text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRender value>
      <RouterProvider router={page(text)} />
    </ServerRender>,
  );
  document.body.append(container);
  containers.push(container);
  return container;
}

afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('Prerendered', () => {
  it('renders its content on the server', () => {
    expect(prerendered('Sobre a vaga').querySelector('p')?.textContent).toBe(
      'Sobre a vaga Ver vagas',
    );
  });

  it('adopts the HTML while hydrating without rendering the content again', async () => {
    const container = prerendered('Sobre a vaga');
    const paragraph = container.querySelector('p');
    const onRender = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateRoot(container, <RouterProvider router={page('Sobre a vaga', onRender)} />);
    });

    expect(onRender).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('Sobre a vaga Ver vagas');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('follows a link inside through the router, with its state', async () => {
    const container = prerendered('Sobre a vaga');
    const router = page('Sobre a vaga');
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });

    await act(async () => {
      fireEvent.click(container.querySelector('a')!);
    });

    expect(router.state.location).toMatchObject({
      pathname: '/vagas',
      search: '?estado=SP',
      state: { fromList: '' },
    });
    expect(container.querySelector('h1')?.textContent).toBe('lista');
  });

  it('renders its content in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    containers.push(container);
    const onRender = vi.fn();

    await act(async () => {
      createRoot(container).render(<RouterProvider router={page('Nova vaga', onRender)} />);
    });

    expect(onRender).toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe('Nova vaga Ver vagas');
  });

  it('lets its own click handler take a click first', async () => {
    const container = prerendered('Sobre a vaga');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Prerendered data="Sobre a vaga" onClick={(event) => event.preventDefault()}>
              <Text text="Sobre a vaga" onRender={() => {}} />
            </Prerendered>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });

    await act(async () => {
      fireEvent.click(container.querySelector('a')!);
    });

    expect(router.state.location.pathname).toBe('/');
  });
});
