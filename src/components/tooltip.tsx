import { Tooltip, type TooltipProps } from '@mui/material';

/** The site's tooltip, with the product's timings (product §8); touch users get a long press and time to read. */
export function AppTooltip(props: TooltipProps) {
  return (
    <Tooltip
      enterDelay={100}
      enterTouchDelay={700}
      leaveTouchDelay={1500}
      arrow
      {...props}
      slotProps={{ tooltip: { sx: { maxWidth: 300 } }, ...props.slotProps }}
    />
  );
}
