import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { site } from '@/config/site';
import { hydratePrerendered, ownedByReact as owned, renderWithApp } from '@/testing/render';

import { ContactDialog } from './contact-dialog';

const title = `Baixe o app ${site.productName} para ver mais detalhes`;

/**
 * The closed dialog, found by role: its name, and those of the buttons in it, are not computed
 * while it is hidden (unseen, it keeps its boxes: see its styles).
 */
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
    const close = within(dialog).getByText('Fechar', { selector: 'button' });

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

  it('keeps all of its prerendered HTML as the page hydrates', async () => {
    const container = await hydratePrerendered(
      createMemoryRouter([{ path: '/vagas/:idvaga', element: <ContactDialog /> }], {
        initialEntries: ['/vagas/abc123'],
      }),
    );
    const dialog = within(container).getByRole('dialog', { hidden: true });
    const contact = within(container).getByRole('button', { name: 'Entrar em contato' });
    const close = within(dialog).getByText('Fechar', { selector: 'button' });
    const store = within(dialog).getByLabelText(/Google Play/);
    expect([dialog, contact, close, store].map(owned)).toEqual([false, false, false, false]);
    expect(contact).toHaveAttribute('commandfor', dialog.id);
    expect(close).toHaveAttribute('commandfor', dialog.id);
    const openInApp = within(dialog).queryByText('Abrir no app');
    expect(openInApp !== null).toBe(site.app.androidPackage !== null);
    expect(owned(openInApp)).toBe(false);
    container.remove();
  });
});
