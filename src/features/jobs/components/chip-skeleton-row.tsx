import { Skeleton, Stack, type SxProps, type Theme } from '@mui/material';

interface ChipSkeletonRowProps {
  /** One placeholder chip per width, in px. */
  widths: readonly number[];
  height: number;
  sx?: SxProps<Theme>;
}

/** Placeholder chips (category, specialties) in a row, shaped as the chips that replace them. */
export function ChipSkeletonRow({ widths, height, sx }: ChipSkeletonRowProps) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {widths.map((width, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          width={width}
          height={height}
          sx={{ borderRadius: (theme) => theme.shape.pill }}
        />
      ))}
    </Stack>
  );
}
