import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import { Box } from '@mui/material';

import { AppTooltip } from '@/components/tooltip';
import { likesCount, likesText } from '@/features/jobs/model';

/**
 * Display only: the site has no like action. It is focusable so keyboard users get the tooltip
 * too; role img carries the tooltip text as its name (a bare div may not have one).
 */
export function LikeCount({ likes }: { likes: number }) {
  return (
    <AppTooltip title={likesText(likes)}>
      <Box
        role="img"
        tabIndex={0}
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderRadius: theme.shape.pill,
          color: 'text.secondary',
          fontWeight: 600,
          cursor: 'default',
          '&:focus-visible': theme.mixins.focusRing,
        })}
      >
        <FavoriteRoundedIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
        {likesCount(likes)}
      </Box>
    </AppTooltip>
  );
}
