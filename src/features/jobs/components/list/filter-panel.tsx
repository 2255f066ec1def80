import { Box, Paper, useMediaQuery, useTheme } from '@mui/material';
import {
  type FormEvent,
  startTransition,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { ADOPT_CONTENT } from '@/components/prerendered';
import { paths } from '@/config/paths';
import { type FilterOptions, type JobFilters, type SelectKey } from '@/features/jobs/model';
import { useStartedHydrating } from '@/lib/use-started-hydrating';
import { whenIdle } from '@/lib/when-idle';

import { FilterActions, FilterHeader } from './filter-panel-parts';
import { FilterSelect } from './filter-select';
import { SearchField } from './search-field';

interface FilterPanelProps {
  filters: JobFilters;
  options: FilterOptions;
  activeCount: number;
  /** While the jobs load there is nothing to choose from. */
  disabled?: boolean;
  /** Whether the page opened with filters in its URL: then phones show them open too. */
  startOpen: boolean;
  /** The element the results start at, shown when the form is submitted. */
  resultsId: string;
  onChange: (key: SelectKey, value: string) => void;
  onSearch: (text: string) => void;
  onSearchEnd: () => void;
  onClear: () => void;
}

const SELECTS: { key: SelectKey; label: string; anyLabel: string }[] = [
  { key: 'categoria', label: 'Categoria', anyLabel: 'Todas' },
  { key: 'estado', label: 'Estado', anyLabel: 'Todos' },
  { key: 'cidade', label: 'Cidade', anyLabel: 'Todas' },
  { key: 'bairro', label: 'Bairro', anyLabel: 'Todos' },
];

/** Whether the page shows the panel folded now: closed by the visitor, or by CSS on a phone. */
function isFolded(panelId: string, desktopUp: string): boolean {
  const state = document.getElementById(panelId)?.dataset.open;
  const desktop =
    typeof window.matchMedia === 'function' &&
    window.matchMedia(desktopUp.replace(/^@media ?/, '')).matches;
  return state === 'false' || (state === 'auto' && !desktop);
}

/**
 * Whether the selects and buttons under the disclosure still keep their prerendered HTML. On a
 * phone the panel starts folded and most visitors never open it: React adopts that HTML, hidden,
 * as it hydrates the page, and renders them at the first quiet moment after, or at once if the
 * panel opens first. Anywhere else (a desktop, a panel opened before React ran, a page rendered
 * in the browser) they hydrate or render with the rest.
 */
function useFoldedUntilIdle(panelId: string, desktopUp: string, open: boolean): boolean {
  const hydrating = useStartedHydrating();
  const [folded, setFolded] = useState(() => hydrating && isFolded(panelId, desktopUp));
  if (folded && open) setFolded(false);
  useEffect(() => {
    if (!folded) return;
    let live = true;
    void whenIdle().then(() => live && startTransition(() => setFolded(false)));
    return () => {
      live = false;
    };
  }, [folded]);
  return folded;
}

/**
 * 'Filtrar Vagas': the search field, then a disclosure (heading with a button) over the four
 * selects. Open on desktop; closed on phones so the jobs come first, unless the visitor arrived
 * with filters set. The search stays visible either way: it is what most visitors reach for.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, options, activeCount, disabled = false, startOpen, onChange, onClear } = props;
  const { onSearch, onSearchEnd, resultsId } = props;
  const theme = useTheme();
  const desktopUp = theme.breakpoints.up('md');
  const isDesktop = useMediaQuery(desktopUp);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (isDesktop || startOpen);
  const panelId = useId();
  const form = useRef<HTMLFormElement>(null);
  const folded = useFoldedUntilIdle(panelId, desktopUp, open);

  // A select changed on the prerendered page, before React took it over, still shows the
  // visitor's choice but was rendered without it: apply it now, before anything re-renders the
  // select back to the value it was rendered with.
  const adoptEarlyChoices = useEffectEvent(() => {
    for (const { key } of SELECTS) {
      const field = form.current?.elements.namedItem(key);
      if (field instanceof HTMLSelectElement && field.value !== filters[key]) {
        onChange(key, field.value);
      }
    }
  });
  useLayoutEffect(() => adoptEarlyChoices(), []);

  // Before React took over, public/boot.js opened or closed the panel by its data-open
  // attribute: keep what the visitor sees, then mark the button as React's own.
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shown = toggled === null ? (isDesktop || startOpen ? 'true' : 'auto') : String(toggled);
  const adoptEarlyToggle = useEffectEvent(() => {
    const early = panel.current?.dataset.open;
    if ((early === 'true' || early === 'false') && early !== shown) setToggled(early === 'true');
    if (toggle.current) toggle.current.dataset.owned = '';
  });
  useLayoutEffect(() => adoptEarlyToggle(), []);

  // Before the scripts run the browser submits the form itself, loading /vagas with the query;
  // afterwards the filters already apply as they change, and submitting applies the search at
  // once and brings the results into view.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text : '');
    onSearchEnd();
    document.getElementById(resultsId)?.scrollIntoView?.({ block: 'start' });
  };

  const isDisabled = (key: SelectKey) =>
    disabled || (key === 'cidade' && !filters.estado) || (key === 'bairro' && !filters.cidade);

  return (
    <Paper
      component="form"
      ref={form}
      method="get"
      action={paths.jobs.path}
      role="search"
      aria-label="Filtrar vagas"
      onSubmit={submit}
      variant="outlined"
      sx={{ borderRadius: (theme) => theme.shape.card, px: { xs: 2, md: 3 }, py: 1.5 }}
    >
      <FilterHeader
        ref={toggle}
        open={open}
        panelId={panelId}
        activeCount={activeCount}
        onToggle={() => setToggled(!open)}
      />
      <SearchField value={filters.q} onSearch={onSearch} onSearchEnd={onSearchEnd} />
      <Box
        ref={panel}
        id={panelId}
        // 'auto' until the visitor toggles it: open on desktop by CSS, so the prerendered page
        // (which cannot know the viewport) is already open there instead of opening late.
        data-open={shown}
        sx={{
          '&[data-open="false"]': { display: 'none' },
          '&[data-open="auto"]': { display: 'none', [desktopUp]: { display: 'block' } },
        }}
        {...(folded && ADOPT_CONTENT)}
      >
        {folded ? null : (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                gap: 2,
                pt: 2.5,
                pb: 1,
              }}
            >
              {SELECTS.map(({ key, label, anyLabel }) => (
                <FilterSelect
                  key={key}
                  name={key}
                  label={label}
                  anyLabel={anyLabel}
                  value={filters[key]}
                  options={options[key]}
                  disabled={isDisabled(key)}
                  onChange={onChange}
                />
              ))}
            </Box>
            <FilterActions disabled={disabled} onClear={onClear} />
          </>
        )}
      </Box>
    </Paper>
  );
}
