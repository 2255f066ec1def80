import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Stack, Typography } from '@mui/material';

export interface MockupJob {
  title: string;
  category: string;
  place: string;
  date: string;
}

const ellipsis = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** One job card of the phone illustration: the app's list card, shrunk. */
export function MockupJobCard({ job }: { job: MockupJob }) {
  return (
    <Stack
      spacing={0.5}
      sx={{
        p: 1,
        borderRadius: (theme) => theme.shape.control,
        bgcolor: 'background.paper',
        boxShadow: 1,
        flexShrink: 0,
      }}
    >
      <Typography sx={{ ...ellipsis, fontSize: '0.68rem', fontWeight: 700, lineHeight: 1.3 }}>
        {job.title}
      </Typography>
      <Box
        component="span"
        sx={{
          alignSelf: 'flex-start',
          px: 0.75,
          borderRadius: (theme) => theme.shape.pill,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.55rem',
          fontWeight: 600,
          lineHeight: 1.7,
        }}
      >
        {job.category}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
        <PlaceOutlinedIcon sx={{ fontSize: 11 }} />
        <Typography sx={{ ...ellipsis, flex: 1, fontSize: '0.58rem' }}>{job.place}</Typography>
        <Typography sx={{ fontSize: '0.55rem' }}>{job.date}</Typography>
      </Stack>
    </Stack>
  );
}
