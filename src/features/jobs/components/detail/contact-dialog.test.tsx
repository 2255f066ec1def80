import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { site } from '@/config/site';
import { ServerRender } from '@/lib/server-render';
import { AppProvider, createTestQueryClient, prerenderHtml, renderWithApp } from '@/testing/render';

import { ContactDialog } from './contact-dialog';

const title = `Baixe o app ${site.productName} para ver mais detalhes`;

/** The closed dialog, found by role: its name is not computed while it is hidden. */
function closedDialog(): HTMLElement {
  const dialog = screen.getByRole('dialog', { hidden: true });
  const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  expect(label).toHaveTextContent(title);
  return dialog;
}

// jsdom has neither modal dialogs nor invoker commands: these tests check the markup the browser
// acts on; tests/e2e/detail.spec.ts and taps.spec.ts check what it does with it.
describe('ContactDialog', () => {
  it('is a closed dialog, named by its title, holding the store buttons and "Fechar"', () => {
    renderWithApp(<ContactDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = closedDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    // The store badges are buttons, or links once store URLs are configured.
    expect(within(dialog).getByLabelText(/App Store/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Google Play/)).toBeInTheDocument();
  });

  it('is opened as a modal by "Entrar em contato" and closed by "Fechar", without script', () => {
    renderWithApp(<ContactDialog />);
    const dialog = closedDialog();
    const contact = screen.getByRole('button', { name: 'Entrar em contato' });
    const close = within(dialog).getByRole('button', { name: 'Fechar', hidden: true });

    expect(contact).toHaveAttribute('commandfor', dialog.id);
    expect(contact).toHaveAttribute('command', 'show-modal');
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('command', 'close');
    expect(dialog).toHaveAttribute('closedby', 'any');
  });

  it('gives each dialog on a page its own id', () => {
    renderWithApp(
      <>
        <ContactDialog />
        <ContactDialog />
      </>,
    );
    const [first, second] = screen.getAllByRole('dialog', { hidden: true });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it("keeps the prerendered HTML as the page hydrates: only 'Abrir no app' becomes React's", async () => {
    const page = (server: boolean) => (
      <ServerRender value={server}>
        <AppProvider queryClient={createTestQueryClient()}>
          <RouterProvider
            router={createMemoryRouter([{ path: '/vagas/:idvaga', element: <ContactDialog /> }], {
              initialEntries: ['/vagas/abc123'],
            })}
          />
        </AppProvider>
      </ServerRender>
    );
    const container = document.createElement('div');
    container.innerHTML = await prerenderHtml(page(true));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, page(false), { onRecoverableError: recoverable });
    });

    // React attaches its fiber to each element it hydrates; adopted HTML carries none.
    const owned = (element: Element | null) =>
      Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));
    const dialog = within(container).getByRole('dialog', { hidden: true });
    const contact = within(container).getByRole('button', { name: 'Entrar em contato' });
    const close = within(dialog).getByRole('button', { name: 'Fechar', hidden: true });
    const store = within(dialog).getByLabelText(/Google Play/);
    expect([contact, close, store].map(owned)).toEqual([false, false, false]);
    expect(contact).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('commandfor', dialog.id);
    expect(owned(dialog)).toBe(true);
    expect(owned(within(dialog).queryByText('Abrir no app'))).toBe(
      site.app.androidPackage !== null,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
