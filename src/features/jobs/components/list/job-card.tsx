import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Card, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { JobTitleLink } from '@/features/jobs/components/job-title-link';
import { excerpt, formatDate, type Job, type Labels, locationText } from '@/features/jobs/model';

import { JobCardChips } from './job-card-chips';

interface JobCardProps {
  job: Job;
  labels: Labels;
}

/**
 * A card shows three lines of the description; past this, the text only costs layout time and
 * a screen reader's patience (the clamp hides it from the eye, not from the DOM).
 */
export const CARD_DESCRIPTION_CHARS = 300;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

function MetaLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        minWidth: 0,
      }}
    >
      {icon}
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Typography>
  );
}

/**
 * One job. The title's link is the card's only link; its ::after stretches over the whole card,
 * so all of the card is clickable while a screen reader hears a short link name (the title).
 */
export function JobCard({ job, labels }: JobCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        // The link's focus ring is drawn just outside the card.
        overflow: 'visible',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: { xs: 2, md: 2.5 },
        borderRadius: (theme) => theme.shape.card,
        transition: 'border-color 150ms, box-shadow 150ms',
        // Only under a pointer that hovers: a finger's tap would light the card up as it leaves
        // for the job, repainted by the main thread in every frame of the transition, and leave
        // it lit on the way back.
        '@media (hover: hover)': {
          '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
          '&:hover h2': { color: 'primary.main' },
        },
      }}
    >
      <JobCardChips job={job} labels={labels} />
      {/* A plain link: the list follows it through the router with its filters
          (Prerendered's linkState), so a card need not render again when they change. */}
      <JobTitleLink job={job} heading="h2" underline="none" sx={clamp(2)} />
      {job.description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ...clamp(3) }}>
          {excerpt(job.description, CARD_DESCRIPTION_CHARS)}
        </Typography>
      )}
      <Stack spacing={0.75} sx={{ mt: 'auto' }}>
        <Divider sx={{ mb: 0.75 }} />
        <MetaLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />}>
          {locationText(job)}
        </MetaLine>
        <MetaLine icon={<CalendarMonthRoundedIcon fontSize="small" aria-hidden />}>
          {job.modifiedAt ? `Atualizada em ${formatDate(job.modifiedAt)}` : formatDate(null)}
        </MetaLine>
      </Stack>
    </Card>
  );
}
