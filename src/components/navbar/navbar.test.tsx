import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hydratePrerendered, ownedByReact as owned, renderWithApp } from '@/testing/render';
import { stubMatchMedia } from '@/testing/stubs';

import { Navbar } from './navbar';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The links in the bar (phones get the same ones in the menu). */
const bar = () => within(screen.getByRole('navigation', { name: 'Principal' }));
const menu = () => within(screen.getByRole('navigation', { name: 'Menu' }));

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useScrolledPast', () => {
  it('marks the element only past the threshold', () => {
    const element = { current: document.createElement('header') };
    renderHook(() => useScrolledPast(element, 30));
    expect(element.current).not.toHaveAttribute('data-scrolled');
    scrollTo(30);
    expect(element.current).not.toHaveAttribute('data-scrolled');
    scrollTo(31);
    expect(element.current).toHaveAttribute('data-scrolled');
    scrollTo(0);
    expect(element.current).not.toHaveAttribute('data-scrolled');
  });

  it('marks a page the visitor scrolled before it was taken over, in the next frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    const element = { current: document.createElement('header') };
    renderHook(() => useScrolledPast(element, 30));
    await waitFor(() => expect(element.current).toHaveAttribute('data-scrolled'));
  });
});

describe('Navbar', () => {
  // Its frosted surface, drawn by its ::before, is checked in a browser (tests/e2e/frame.spec.ts).
  it('has white links at the top and dark links past 30 px', () => {
    renderWithApp(<Navbar />, { url: '/vagas' });
    const header = screen.getByRole('banner');
    const vagas = bar().getByRole('link', { name: 'Vagas' });
    expect(header).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)' });
    expect(vagas).toHaveStyle({ color: 'rgb(255, 255, 255)' });

    scrollTo(31);
    expect(header).toHaveAttribute('data-scrolled');
    expect(vagas).not.toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });

  it('shows the logo link and the three links', () => {
    renderWithApp(<Navbar />, { url: '/vagas' });
    expect(screen.getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    for (const links of [bar(), menu()]) {
      expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(links.getByRole('link', { name: 'Vagas' })).toHaveAttribute('href', '/vagas');
      expect(links.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/#download');
    }
  });

  it('goes to /#download from another page', async () => {
    const { user, router } = renderWithApp(<Navbar />, { url: '/vagas' });
    await user.click(bar().getByRole('link', { name: 'Download' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#download');
  });

  it('scrolls on the home page instead of navigating', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const section = document.createElement('section');
    section.id = 'download';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    const { user } = renderWithApp(<Navbar />, { url: '/' });

    await user.click(bar().getByRole('link', { name: 'Home' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await user.click(bar().getByRole('link', { name: 'Download' }));
    expect(section.scrollIntoView).toHaveBeenCalled();
    section.remove();
  });

  it('jumps instead of gliding for visitors who ask for reduced motion', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    stubMatchMedia((query) => query.includes('reduce'));
    const { user } = renderWithApp(<Navbar />, { url: '/' });
    await user.click(bar().getByRole('link', { name: 'Home' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'auto' }));
  });
});

describe('the phone menu', () => {
  it("is the browser's popover, opened by the menu button without script", () => {
    renderWithApp(<Navbar />, { url: '/vagas' });
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(nav.id).not.toBe('');
    expect(button).toHaveAttribute('popovertarget', nav.id);
  });

  it('closes itself when a link navigates inside the app', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    const { user, router } = renderWithApp(<Navbar />, { url: '/termos' });
    await user.click(menu().getByRole('link', { name: 'Vagas' }));
    expect(router.state.location.pathname).toBe('/vagas');
    expect(hidePopover.mock.contexts).toEqual([screen.getByRole('navigation', { name: 'Menu' })]);
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });

  it('scrolls on the home page, as the bar does', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderWithApp(<Navbar />, { url: '/' });
    await user.click(menu().getByRole('link', { name: 'Home' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('the prerendered bar', () => {
  /** The bar as the build writes it for `url`, then hydrated as the browser does. */
  async function hydratedBar(url: string) {
    const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
      initialEntries: [url],
    });
    const container = await hydratePrerendered(router);
    return { container, router, view: within(container) };
  }

  it('keeps its HTML as the page hydrates, and its links still go through the router', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    const { container, router, view } = await hydratedBar('/termos');
    const links = view.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links.some(owned)).toBe(false);
    expect(owned(view.getByRole('banner'))).toBe(true);

    const menu = view.getByRole('navigation', { name: 'Menu', hidden: true });
    await act(async () => {
      fireEvent.click(within(menu).getByRole('link', { name: 'Vagas', hidden: true }));
    });
    expect(router.state.location.pathname).toBe('/vagas');
    expect(hidePopover.mock.contexts).toEqual([menu]);

    await act(async () => {
      fireEvent.click(view.getByRole('link', { name: /página inicial/ }));
    });
    expect(router.state.location.pathname).toBe('/');
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    container.remove();
  });

  it('scrolls on the home page instead of navigating, once adopted', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { container, router, view } = await hydratedBar('/');
    const bar = within(view.getByRole('navigation', { name: 'Principal', hidden: true }));
    await act(async () => {
      fireEvent.click(bar.getByRole('link', { name: 'Home', hidden: true }));
    });
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(router.state.location.pathname).toBe('/');
    container.remove();
  });
});
