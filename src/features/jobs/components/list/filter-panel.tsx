import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import {
  Box,
  Button,
  Chip,
  Collapse,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';

import { paths } from '@/config/paths';
import {
  activeFiltersText,
  type FilterOptions,
  type JobFilters,
  type SelectKey,
} from '@/features/jobs/model';

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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="cardTitle" sx={{ flex: 1 }}>
          <Button
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setToggled(!open)}
            startIcon={<FilterListRoundedIcon />}
            endIcon={
              <ExpandMoreRoundedIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
              />
            }
            sx={{ fontSize: 'inherit', fontWeight: 700, color: 'text.primary', ml: -1 }}
          >
            Filtrar Vagas
          </Button>
        </Typography>
        {activeCount > 0 && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={activeFiltersText(activeCount)}
          />
        )}
      </Stack>
      <SearchField value={filters.q} onSearch={onSearch} onSearchEnd={onSearchEnd} />
      <Collapse
        in={open}
        id={panelId}
        // Until the visitor toggles it, the panel is open on desktop by CSS, so the prerendered
        // page (which cannot know the viewport) is already open there instead of opening late.
        sx={
          toggled === null
            ? { [desktopUp]: { height: 'auto !important', visibility: 'visible !important' } }
            : undefined
        }
      >
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
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1.5,
            pt: 1,
            pb: 0.5,
          }}
        >
          {/* A reset button clears the form natively before the scripts run (the prerendered
              form has no filters); afterwards the list's own clear replaces that reset. */}
          <Button
            type="reset"
            variant="outlined"
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
            disabled={disabled}
          >
            Limpar Filtros
          </Button>
          <Button type="submit" variant="contained" disabled={disabled}>
            Ver vagas
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
