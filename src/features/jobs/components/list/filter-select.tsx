import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { memo, useId } from 'react';

import type { FilterOption, SelectKey } from '@/features/jobs/model';

interface FilterSelectProps {
  /** The query string's key: the form submits the select under it before the scripts run. */
  name: SelectKey;
  label: string;
  /** The empty option: 'Todas' or 'Todos', agreeing with the label's gender. */
  anyLabel: string;
  value: string;
  options: FilterOption[];
  disabled?: boolean;
  onChange: (key: SelectKey, value: string) => void;
}

/**
 * A native select in MUI's outlined frame: the phone's own picker is the easiest to use on a
 * 375 px screen, and a native control is labelled and keyboard usable without extra ARIA.
 */
export const FilterSelect = memo(function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  options,
  disabled = false,
  onChange,
}: FilterSelectProps) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" disabled={disabled} sx={{ bgcolor: 'background.paper' }}>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        // Its label is always raised, so it needs no autofill detection: without it, the select
        // adds no second copy of MUI's autofill keyframes as the list hydrates (the search
        // field's copy is the prerendered one).
        input={<OutlinedInput notched label={label} disableInjectingGlobalStyles />}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
});
