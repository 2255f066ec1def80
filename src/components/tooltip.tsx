import type { TooltipProps } from '@mui/material';
import { cloneElement, type ComponentType, type ReactElement, Suspense, useState } from 'react';

import { useHydratedValue } from '@/lib/use-hydrated-value';

import { lazyWhenIdle } from './hydrate-later';

// MUI's Tooltip and Popper, about 11 KB gzipped: never part of what a page needs to answer.
let loaded: ComponentType<TooltipProps> | undefined;
const load = () =>
  import('./tooltip-popup').then((module) => {
    loaded = module.default;
    return module;
  });
const LazyPopup = lazyWhenIdle(load);

/** Fetches the tooltip's code, once: called when the page is idle, so later pages render it at once. */
export const preloadTooltip = (): Promise<unknown> => load();

interface AppTooltipProps {
  title: string;
  /** The title describes the child instead of naming it (the child keeps its own name). */
  describeChild?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The site's tooltip, whose code a phone neither downloads nor runs before the page answers. On a
 * prerendered page React keeps the tooltip's HTML (a closed tooltip is just its child) and hydrates
 * it once the code is in, replaying a hover or focus that came first. Rendered later, once the
 * code is in, it is MUI's tooltip from the start; rendered before, it shows the child named (or
 * described) by the title, as a closed tooltip does, until the code arrives.
 */
export function AppTooltip({ title, describeChild = false, children }: AppTooltipProps) {
  // The server and a hydrating render always take the boundary, so both write the same markup.
  const hydrating = useHydratedValue(false, true);
  // Decided once: a tooltip switching between the two would mount its child again.
  const [Ready] = useState(() => (hydrating ? undefined : loaded));
  const popup = (Popup: ComponentType<TooltipProps>) => (
    <Popup title={title} describeChild={describeChild}>
      {children}
    </Popup>
  );
  if (Ready) return popup(Ready);
  const closed = cloneElement(children, describeChild ? { title } : { 'aria-label': title });
  return <Suspense fallback={closed}>{popup(LazyPopup)}</Suspense>;
}
