import { cloneElement, type ReactElement, Suspense } from 'react';

import { lazyWhenIdle } from './hydrate-later';

// MUI's Tooltip and Popper, about 11 KB gzipped: loaded at the page's first idle moment.
const TooltipPopup = lazyWhenIdle(() => import('./tooltip-popup'));

interface AppTooltipProps {
  title: string;
  /** The title describes the child instead of naming it (the child keeps its own name). */
  describeChild?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The site's tooltip, whose code a phone neither downloads nor runs before the page answers. On a
 * prerendered page React keeps the tooltip's HTML (a closed tooltip is just its child) and hydrates
 * it once the code is in, replaying a hover or focus that came first. A page rendered in the
 * browser shows the child, named or described by the title as a closed tooltip does, meanwhile.
 */
export function AppTooltip({ title, describeChild = false, children }: AppTooltipProps) {
  const closed = cloneElement(children, describeChild ? { title } : { 'aria-label': title });
  return (
    <Suspense fallback={closed}>
      <TooltipPopup title={title} describeChild={describeChild}>
        {children}
      </TooltipPopup>
    </Suspense>
  );
}
