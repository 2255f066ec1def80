import { act } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useEndOfHydration, useStartedHydrating } from './use-started-hydrating';

type OnRender = (started: boolean) => void;

function Card({ onRender }: { onRender: OnRender }) {
  const started = useStartedHydrating();
  onRender(started);
  return <p>{started ? 'adotado' : 'novo'}</p>;
}

/** The app's root: its cards, and one more once the visitor asks for it. */
function Root({ onRender, onMore }: { onRender: OnRender; onMore?: OnRender }) {
  useEndOfHydration();
  const [more, setMore] = useState(false);
  return (
    <>
      <Card onRender={onRender} />
      <Card onRender={onRender} />
      <button onClick={() => setMore(true)}>mais</button>
      {more && onMore && <Card onRender={onMore} />}
    </>
  );
}

const containers: HTMLElement[] = [];

/** A container holding the server's HTML for `ui`, as a prerendered page does. */
function prerendered(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  containers.push(container);
  return container;
}

afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('useStartedHydrating', () => {
  it('is true for what hydrates, and hydrating renders each such component once', async () => {
    const container = prerendered(<Root onRender={() => {}} />);
    const onRender = vi.fn();
    const onMore = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Root onRender={onRender} onMore={onMore} />);
    });

    expect(onRender.mock.calls).toEqual([[true], [true]]);
    expect(container.textContent).toBe('adotadoadotadomais');

    await act(async () => container.querySelector('button')!.click());

    expect(onMore.mock.calls).toEqual([[false]]);
    expect(container.textContent).toBe('adotadoadotadomaisnovo');
  });

  it('is false for what a page rendered in the browser shows, rendered once', async () => {
    const container = document.createElement('div');
    containers.push(container);
    const onRender = vi.fn();

    await act(async () => {
      createRoot(container).render(<Root onRender={onRender} />);
    });

    expect(onRender.mock.calls).toEqual([[false], [false]]);
  });

  it('renders a component hydrated outside the app again, and keeps it true', async () => {
    const container = prerendered(<Card onRender={() => {}} />);
    const onRender = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Card onRender={onRender} />);
    });

    expect(onRender.mock.calls).toEqual([[true], [true]]);
  });
});
