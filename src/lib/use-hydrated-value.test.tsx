import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useHydratedValue } from './use-hydrated-value';

function Query({ client, onRender }: { client: string; onRender: (shown: string) => void }) {
  const shown = useHydratedValue(client, '');
  onRender(shown);
  return <p>{shown || 'sem filtros'}</p>;
}

const containers: HTMLElement[] = [];

/** A container holding the server's HTML for `client`, as a prerendered page does. */
function prerendered(client: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Query client={client} onRender={() => {}} />);
  document.body.append(container);
  containers.push(container);
  return container;
}

afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('useHydratedValue', () => {
  it('renders the server value on the server', () => {
    expect(prerendered('estado=SP').textContent).toBe('sem filtros');
  });

  it('hydrates with the server value, then shows the client value', async () => {
    const container = prerendered('estado=SP');
    const onRender = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateRoot(container, <Query client="estado=SP" onRender={onRender} />);
    });

    expect(onRender.mock.calls.map(([shown]) => shown)).toEqual(['', 'estado=SP']);
    expect(container.textContent).toBe('estado=SP');
    expect(errors).not.toHaveBeenCalled();
  });

  it('costs hydration no second render when both values agree', async () => {
    const container = prerendered('');
    const onRender = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Query client="" onRender={onRender} />);
    });

    expect(onRender).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('sem filtros');
  });

  it('gives the client value at once to a page rendered in the browser', async () => {
    const container = document.createElement('div');
    containers.push(container);
    const onRender = vi.fn();

    await act(async () => {
      createRoot(container).render(<Query client="estado=SP" onRender={onRender} />);
    });

    expect(onRender.mock.calls.map(([shown]) => shown)).toEqual(['estado=SP']);
  });
});
