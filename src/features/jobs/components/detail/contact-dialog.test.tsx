import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { site } from '@/config/site';
import { renderWithApp } from '@/testing/render';

import { ContactDialog } from './contact-dialog';

const title = `Baixe o app ${site.productName} para ver mais detalhes`;

describe('ContactDialog', () => {
  it('opens with the title and the store buttons, and closes with "Fechar"', async () => {
    const { user } = renderWithApp(<ContactDialog />);
    const contact = screen.getByRole('button', { name: 'Entrar em contato' });

    await user.click(contact);

    const dialog = await screen.findByRole('dialog', { name: title });
    // The store badges are buttons, or links once store URLs are configured.
    expect(within(dialog).getByLabelText(/App Store/)).toBeVisible();
    expect(within(dialog).getByLabelText(/Google Play/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contact).toHaveFocus();
  });

  it('closes with Esc and gives focus back to the button', async () => {
    const { user } = renderWithApp(<ContactDialog />);
    const contact = screen.getByRole('button', { name: 'Entrar em contato' });

    await user.click(contact);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contact).toHaveFocus();
  });
});
