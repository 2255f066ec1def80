import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { AppTooltip } from '@/components/tooltip';
import { paths } from '@/config/paths';
import type { CategoryCount } from '@/features/jobs';

import { CATEGORY_CHIP_HEIGHT, type Medal } from './ranking-layout';

const chipSx = {
  height: CATEGORY_CHIP_HEIGHT,
  fontSize: '1rem',
  px: 1,
  maxWidth: '100%',
} as const;

interface CategoryChipProps {
  medal: Medal;
  category: CategoryCount | undefined;
  failed: boolean;
}

/** A ranked category linking to its jobs; an empty or failed slot is plain text, not a link. */
export function CategoryChip({ medal, category, failed }: CategoryChipProps) {
  const icon = <EmojiEventsIcon titleAccess={medal.place} sx={{ '&&': { color: medal.color } }} />;
  if (failed || !category) {
    const label = failed ? 'Erro ao carregar' : 'Categoria não disponível';
    return <Chip icon={icon} label={label} variant="outlined" sx={chipSx} />;
  }
  // describeChild keeps the category as the link's name; the count becomes its description.
  return (
    <AppTooltip title={`Mais de ${category.count} vagas`} describeChild>
      <Chip
        component={RouterLink}
        to={paths.jobs.getHref(`categoria=${encodeURIComponent(category.code)}`)}
        clickable
        icon={icon}
        label={category.name}
        sx={chipSx}
      />
    </AppTooltip>
  );
}
