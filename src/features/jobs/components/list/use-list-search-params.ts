import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useHydratedValue } from '@/lib/use-hydrated-value';

/**
 * The list's query string, empty while a prerendered /vagas hydrates: the HTML was rendered
 * without filters, so the first render must be too; the filters apply on the render right after.
 * The same query string gives the same object, so what is derived from it is not recomputed.
 */
export function useListSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useHydratedValue(searchParams.toString(), '');
  const params = useMemo(() => new URLSearchParams(query), [query]);
  return [params, setSearchParams] as const;
}
