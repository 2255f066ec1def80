import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';

import { useHydratedValue } from '@/lib/use-hydrated-value';

/** Marks the history entries the list writes itself, in their location state. */
const OWN_ENTRY = 'listFilters';

const isOwnEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && OWN_ENTRY in state;

export interface ListQuery {
  /** The filters' query string as the visitor last chose it ('' while a prerendered list hydrates). */
  query: string;
  /** The latest choice, even one made in the same moment as the render being handled. */
  latest: () => string;
  /** Shows a new choice at once and writes it to the URL (a new history entry unless `replace`). */
  choose: (query: string, replace: boolean) => void;
}

/**
 * The list's query string, kept in the list's own state and written to the URL. The URL follows
 * the visitor's choices, never the reverse: the router applies a navigation in a transition, so
 * its location lags behind a quick second choice, and a choice built on that lagging location
 * would undo the first. A navigation the list did not make (back, forward, a link) brings its
 * own filters. While a prerendered page hydrates the query is empty, as the HTML was rendered.
 */
export function useListQuery(): ListQuery {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [state, setState] = useState(() => ({
    query: searchParams.toString(),
    key: location.key,
    /** The URL this choice still has to be written to. */
    write: null as { query: string; replace: boolean } | null,
  }));
  if (location.key !== state.key) {
    const own = navigationType !== 'POP' && isOwnEntry(location.state);
    setState({ ...state, query: own ? state.query : searchParams.toString(), key: location.key });
  }

  const latest = useRef(state.query);
  useLayoutEffect(() => {
    latest.current = state.query;
  }, [state.query]);

  // Written after the commit, where the router accepts navigations (a choice made before
  // hydration is applied while the page is still being taken over); choices made together are
  // written once.
  const { write } = state;
  useEffect(() => {
    if (!write) return;
    void navigate(`?${write.query}`, {
      replace: write.replace,
      preventScrollReset: true,
      state: { [OWN_ENTRY]: true },
    });
  }, [write, navigate]);

  const choose = useCallback((query: string, replace: boolean) => {
    if (query === latest.current) return;
    latest.current = query;
    setState((previous) => ({ ...previous, query, write: { query, replace } }));
  }, []);
  const readLatest = useCallback(() => latest.current, []);

  return { query: useHydratedValue(state.query, ''), latest: readLatest, choose };
}
