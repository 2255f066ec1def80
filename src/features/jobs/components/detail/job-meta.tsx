import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import { Box, Chip, Stack, Typography } from '@mui/material';

import { Prerendered } from '@/components/prerendered';
import { formatDate, type Job, label, type LabelMap } from '@/features/jobs/model';

import { LikeCount } from './like-count';
import { ShareActions } from './share-actions';

// MUI cuts a chip's label to one line with an ellipsis; here the whole name matters, so it wraps.
const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
};

interface JobMetaProps {
  job: Job;
  specialties: LabelMap;
}

/**
 * Date, likes and share on one row, with the specialty chips under them. The date and the chips
 * keep their prerendered HTML; the likes and the share buttons answer taps.
 */
export function JobMeta({ job, specialties }: JobMetaProps) {
  return (
    <Stack spacing={2} useFlexGap>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Prerendered data={job}>
          <Typography
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
          >
            <CalendarMonthRoundedIcon fontSize="small" aria-hidden />
            <span>
              Publicado em{' '}
              <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {formatDate(job.modifiedAt)}
              </Box>
            </span>
          </Typography>
        </Prerendered>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LikeCount likes={job.likeCount} />
          <ShareActions job={job} />
        </Stack>
      </Stack>
      {job.specialtyCodes.length > 0 && (
        <Prerendered data={[job, specialties]}>
          <Stack
            component="ul"
            aria-label="Especialidades"
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              listStyle: 'none',
              m: 0,
              p: 0,
              '& > li': { minWidth: 0, maxWidth: '100%' },
            }}
          >
            {job.specialtyCodes.map((code) => (
              <li key={code}>
                <Chip
                  label={label(code, specialties)}
                  color="primary"
                  variant="outlined"
                  sx={wrappingChip}
                />
              </li>
            ))}
          </Stack>
        </Prerendered>
      )}
    </Stack>
  );
}
