import { Box, Chip, Stack } from '@mui/material';

import { type Job, label, type Labels, moreSpecialtiesText } from '@/features/jobs/model';

import { visuallyHidden } from './visually-hidden';

interface JobCardChipsProps {
  job: Job;
  labels: Labels;
}

/** Category, the first specialty and '+N' for the others: one line's worth on a card. */
export function JobCardChips({ job, labels }: JobCardChipsProps) {
  const [firstSpecialty, ...otherSpecialties] = job.specialtyCodes;
  const extra = otherSpecialties.length;
  if (!job.categoryCode && !firstSpecialty) return null;

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, minWidth: 0, '& .MuiChip-root': { maxWidth: '100%' } }}
    >
      {job.categoryCode && (
        <Chip size="small" color="primary" label={label(job.categoryCode, labels.categories)} />
      )}
      {firstSpecialty && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={label(firstSpecialty, labels.specialties)}
        />
      )}
      {extra > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={
            <>
              <span aria-hidden>{`+${extra}`}</span>
              <Box component="span" sx={visuallyHidden}>
                {moreSpecialtiesText(extra)}
              </Box>
            </>
          }
        />
      )}
    </Stack>
  );
}
