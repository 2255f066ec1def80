import { startTransition, useContext, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';

import { ServerRender } from './server-render';
import { useStartedHydrating } from './use-started-hydrating';
import { afterNextPaint } from './when-idle';

/**
 * Whether a page renders what lies past its first screen. A page the visitor opens from another
 * page of the site (a tap on a card) is rendered in the browser from nothing: it shows its first
 * screen first, and the rest follows once that has painted, in a pass React can interrupt, so
 * the tap shows its result sooner. Everywhere else it is true from the start: on the server and
 * while hydrating (the prerendered HTML holds the whole page), and on back and forward, which
 * restore a scroll position the whole page must be there for.
 */
export function useRestOfPage(): boolean {
  const server = useContext(ServerRender);
  const hydrating = useStartedHydrating();
  const navigation = useNavigationType();
  const [rest, setRest] = useState(server || hydrating || navigation === 'POP');
  useEffect(() => {
    if (rest) return;
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) startTransition(() => setRest(true));
    });
    return () => {
      mounted = false;
    };
  }, [rest]);
  return rest;
}
