import { useContext, useEffect, useLayoutEffect, useState } from 'react';

import { ServerRender } from './server-render';
import { useBrowserValue } from './use-hydrated-value';

/** True while the effects of the commit that ended hydration run (see `useEndOfHydration`). */
let endingHydration = false;
const readOutsideHydration = () => endingHydration;

/**
 * Whether this component first rendered while React hydrated a prerendered page: its HTML was
 * already there, made by the same code from the same data. Fixed for the component's life.
 */
export function useStartedHydrating(): boolean {
  // Only a hydrating render reads the server snapshot in the browser. React reads the value once
  // more as that commit's effects run, and renders the component again if it changed: the same
  // answer then spares every component that hydrated a second render at the end of hydration.
  const serverRender = useContext(ServerRender);
  const hydrating = useBrowserValue(readOutsideHydration, !serverRender);
  const [started] = useState(hydrating);
  return started;
}

/**
 * In the app's root, once: when it hydrated, its first commit's effects run with
 * `useStartedHydrating` still answering true. The root's layout effect runs before any passive
 * effect of that commit, and its passive effect after all of them (a parent's come last).
 */
export function useEndOfHydration(): void {
  const hydrated = useStartedHydrating();
  useLayoutEffect(() => {
    endingHydration = hydrated;
  }, [hydrated]);
  useEffect(() => {
    endingHydration = false;
  }, []);
}
