import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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

/** A navbar link's click: the link navigates, except Home and Download scroll on the home page. */
export function useNavItemClick() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (item: NavItem) => (event: MouseEvent) => {
    if (pathname !== paths.home.path || !item.onHome) return;
    event.preventDefault();
    void navigate(item.href, { replace: true, preventScrollReset: true });
    item.onHome();
  };
}
