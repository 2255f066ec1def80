import { TextField } from '@mui/material';
import { memo } from 'react';

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
  return (
    <TextField
      select
      name={name}
      fullWidth
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(name, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ bgcolor: 'background.paper' }}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
});
