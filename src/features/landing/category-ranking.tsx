import { Box, Stack } from '@mui/material';

import type { CategoryCount } from '@/features/jobs';

import { CategoryChip } from './category-chip';
import { medals, RANKING_GAP, rankingHeight } from './ranking-layout';

/** The three medal places, each with its category, an empty slot, or the error text. */
export default function CategoryRanking({
  categories,
  failed,
}: {
  categories: CategoryCount[] | undefined;
  failed: boolean;
}) {
  return (
    <Stack
      component="ol"
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{
        height: rankingHeight,
        gap: `${RANKING_GAP}px`,
        justifyContent: 'center',
        alignItems: 'center',
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {medals.map((medal, i) => (
        <Box component="li" key={medal.place} sx={{ display: 'flex', maxWidth: '100%' }}>
          <CategoryChip
            medal={medal}
            category={failed ? undefined : categories?.[i]}
            failed={failed}
          />
        </Box>
      ))}
    </Stack>
  );
}
