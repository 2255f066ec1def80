import { act, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_FILTERS, type FilterOptions } from '@/features/jobs/model';
import { hydratePrerendered, ownedByReact as owned } from '@/testing/render';
import { stubMatchMedia } from '@/testing/stubs';

import { FilterPanel } from './filter-panel';

const OPTIONS: FilterOptions = {
  categoria: [{ value: '3', label: 'Cirurgião-Dentista' }],
  estado: [{ value: 'SP', label: 'SP' }],
  cidade: [],
  bairro: [],
};

/** The prerendered panel, hydrated; the idle callbacks the page asked for wait in `idle`. */
async function hydratePanel() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const onChange = vi.fn();
  const panel = (
    <FilterPanel
      filters={EMPTY_FILTERS}
      options={OPTIONS}
      activeCount={0}
      startOpen={false}
      resultsId="resultados"
      onChange={onChange}
      onSearch={() => {}}
      onSearchEnd={() => {}}
      onClear={() => {}}
    />
  );
  const container = await hydratePrerendered(
    createMemoryRouter([{ path: '/vagas', element: panel }], { initialEntries: ['/vagas'] }),
  );
  const view = within(container);
  const category = () => view.getByRole('combobox', { name: 'Categoria', hidden: true });
  const idleNow = () => act(async () => idle.splice(0).forEach((callback) => callback()));
  return { container, view, category, onChange, idleNow };
}

afterEach(() => vi.unstubAllGlobals());

describe('FilterPanel on a prerendered page', () => {
  it('on a phone keeps the folded selects’ HTML while the page hydrates, and renders them once the phone is idle', async () => {
    stubMatchMedia(false);
    const { container, view, category, idleNow } = await hydratePanel();
    expect(owned(view.getByRole('button', { name: 'Filtrar Vagas' }))).toBe(true);
    expect(owned(category())).toBe(false);

    await idleNow();
    expect(owned(category())).toBe(true);
    expect(category()).toHaveValue('');
    container.remove();
  });

  it('on a phone renders them at once when the panel opens first, and they filter', async () => {
    stubMatchMedia(false);
    const { container, view, category, onChange } = await hydratePanel();
    const toggle = view.getByRole('button', { name: 'Filtrar Vagas' });

    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(owned(category())).toBe(true);
    act(() => {
      const select = category() as HTMLSelectElement;
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('categoria', '3');
    // Each select once: the adopted HTML gave way to the rendered fields.
    expect(view.getAllByRole('combobox', { hidden: true })).toHaveLength(4);
    container.remove();
  });

  it('on a desktop, where the panel shows open, hydrates the selects with the page', async () => {
    stubMatchMedia(true);
    const { container, category } = await hydratePanel();
    expect(owned(category())).toBe(true);
    container.remove();
  });
});
