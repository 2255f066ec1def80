import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '@/testing/render';

import { LikeCount } from './like-count';

afterEach(() => vi.restoreAllMocks());

describe('LikeCount', () => {
  it('shows the number and the tooltip on hover', async () => {
    const { user } = renderWithApp(<LikeCount likes={12} />);
    const likes = () => screen.getByRole('img', { name: '12 pessoas já curtiram essa vaga' });
    expect(likes()).toHaveTextContent('12');

    await user.hover(likes());

    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '12 pessoas já curtiram essa vaga',
    );
    await user.unhover(likes());
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('is reachable with Tab and shows the tooltip on keyboard focus', async () => {
    // MUI opens tooltips on :focus-visible, which jsdom does not track for keyboard focus as
    // browsers do; this stands in for the browser's rule (keyboard focus is focus-visible).
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':focus-visible'
        ? this === document.activeElement
        : matches.call(this, selector);
    });
    const { user } = renderWithApp(<LikeCount likes={1} />);

    await user.tab();

    const likes = screen.getByRole('img', { name: '1 pessoa já curtiu essa vaga' });
    expect(likes).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1 pessoa já curtiu essa vaga');
  });
});
