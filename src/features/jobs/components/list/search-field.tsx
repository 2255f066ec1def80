import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Box, FormControl, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { memo, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';

import { cleanSearch, SEARCH_MAX_LENGTH } from '@/features/jobs/model';

/**
 * How long typing must pause before the list follows: long enough that a slow phone does not
 * re-render the list between two quick keys, short enough that, with the list's own render, the
 * result shows within 300 ms of the last key on a phone.
 */
export const SEARCH_DEBOUNCE_MS = 150;

interface SearchFieldProps {
  /** The search the list applies (the URL's `q`). */
  value: string;
  /** Called once typing pauses and on leaving the field, with the text typed (the form handles Enter). */
  onSearch: (text: string) => void;
  /** The visitor left the field: whatever they type next is a new search. */
  onSearchEnd: () => void;
}

/**
 * 'Buscar vagas': the text follows every keystroke at once (the field's own state), while the
 * list, and with it the URL, follows only when typing pauses.
 */
export const SearchField = memo(function SearchField({
  value,
  onSearch,
  onSearchEnd,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The search changed without typing (back, 'Limpar Filtros', the URL read after hydration):
  // show it, unless it is what the visitor's own text already amounts to.
  if (value !== applied) {
    setApplied(value);
    if (cleanSearch(text) !== value) setText(value);
  }

  // Text typed into the prerendered field before React took it over: keep it and search it.
  const input = useRef<HTMLInputElement>(null);
  const adoptEarlyText = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  });
  useLayoutEffect(() => adoptEarlyText(), []);

  const commit = useEffectEvent(() => onSearch(text));
  useEffect(() => {
    if (cleanSearch(text) === value) return;
    const timer = setTimeout(commit, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const id = useId();
  return (
    <Box sx={{ pt: 1.5 }}>
      <FormControl fullWidth size="small" sx={{ bgcolor: 'background.paper' }}>
        <InputLabel shrink htmlFor={id}>
          Buscar vagas
        </InputLabel>
        <OutlinedInput
          id={id}
          inputRef={input}
          name="q"
          type="search"
          notched
          label="Buscar vagas"
          placeholder="Ex.: ortodontia, prótese, recepção"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            onSearch(text);
            onSearchEnd();
          }}
          inputProps={{ enterKeyHint: 'search', maxLength: SEARCH_MAX_LENGTH }}
          startAdornment={
            <InputAdornment position="start">
              <SearchRoundedIcon aria-hidden />
            </InputAdornment>
          }
        />
      </FormControl>
    </Box>
  );
});
