import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { inAppHref } from '@/components/prerendered';
import { paths } from '@/config/paths';
import { scrollToId, scrollToTop } from '@/lib/scroll';

export interface NavItem {
  label: string;
  href: string;
  /** On the home page, scroll instead of navigating. */
  onHome?: () => void;
}

export const navItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), onHome: scrollToTop },
  { label: 'Vagas', href: paths.jobs.getHref() },
  {
    label: 'Download',
    href: paths.download.getHref(),
    onHome: () => scrollToId(paths.download.id),
  },
];

/**
 * A click anywhere in the bar, its links' HTML being adopted as it was prerendered: a link taken
 * inside the app closes the phone menu, and on the home page Home and Download scroll instead of
 * navigating. Any other link inside the app is followed by `Prerendered`.
 */
export function useNavClick() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const href = inAppHref(event);
    if (href === null) return;
    // Optional: browsers without popovers never open the menu, and have no hidePopover.
    (event.target as Element).closest<HTMLElement>('[popover]')?.hidePopover?.();
    const item = navItems.find((candidate) => candidate.href === href);
    if (pathname !== paths.home.path || !item?.onHome) return;
    event.preventDefault();
    void navigate(item.href, { replace: true, preventScrollReset: true });
    item.onHome();
  };
}
