import { useContext, useState } from 'react';

import { ServerRender } from './server-render';
import { useBrowserValue } from './use-hydrated-value';

/**
 * Whether this component first rendered while React hydrated a prerendered page: its HTML was
 * already there, made by the same code from the same data. Fixed for the component's life.
 */
export function useStartedHydrating(): boolean {
  // Only a hydrating render reads the server snapshot in the browser.
  const serverRender = useContext(ServerRender);
  const hydrating = useBrowserValue(() => false, !serverRender);
  const [started] = useState(hydrating);
  return started;
}
