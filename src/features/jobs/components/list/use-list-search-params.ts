import { useSearchParams } from 'react-router-dom';

import { useHydrated } from '@/lib/use-hydrated';

const NO_PARAMS = new URLSearchParams();

/**
 * The list's query string, empty while a prerendered /vagas hydrates: the HTML was rendered
 * without filters, so the first render must be too; the filters apply on the render right after.
 */
export function useListSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  return [hydrated ? searchParams : NO_PARAMS, setSearchParams] as const;
}
