import { Box, Chip, Container, Divider, Grid, Paper, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { memo } from 'react';

import { type Job, label, type Labels } from '@/features/jobs/model';
import { useRestOfPage } from '@/lib/use-rest-of-page';

import { ContactDialog } from './contact-dialog';
import { DetailHero } from './detail-hero';
import { JobAbout } from './job-about';
import { JobMeta } from './job-meta';
import { JobOwner } from './job-owner';
import { JobPolicies } from './job-policies';
import { SimilarJobs } from './similar-jobs';

interface JobFoundProps {
  job: Job;
  labels: Labels;
}

// The first screen's parts are memoized: the pass that adds the rest of the page does not
// render them again.
const Hero = memo(function Hero({ job, labels }: JobFoundProps) {
  return (
    <DetailHero heading={job.title} data={[job, labels]}>
      {job.categoryCode && (
        <Chip
          label={label(job.categoryCode, labels.categories)}
          sx={{
            color: 'common.white',
            fontWeight: 600,
            // The whole category name shows, wrapped, where MUI would cut it with an ellipsis.
            height: 'auto',
            maxWidth: '100%',
            '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
            bgcolor: (theme) => alpha(theme.palette.common.white, 0.12),
            border: 1,
            borderColor: (theme) => alpha(theme.palette.common.white, 0.4),
          }}
        />
      )}
    </DetailHero>
  );
});

const Summary = memo(function Summary({ job, labels }: JobFoundProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: (theme) => theme.shape.panel }}
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        <JobMeta job={job} specialties={labels.specialties} />
        <JobAbout description={job.description} />
        <JobOwner ownerId={job.ownerId} />
      </Stack>
    </Paper>
  );
});

export function JobFound({ job, labels }: JobFoundProps) {
  // After a tap on a card, the job's title, facts and description show first; the side column
  // and the similar jobs (below the first screen on a phone) follow.
  const rest = useRestOfPage();
  return (
    <>
      <Hero job={job} labels={labels} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Summary job={job} labels={labels} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {rest && (
              <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
                <JobPolicies job={job} labels={labels} />
                <Box sx={{ mt: 3 }}>
                  <ContactDialog />
                </Box>
              </Box>
            )}
          </Grid>
        </Grid>
        {rest && <SimilarJobs job={job} labels={labels} />}
      </Container>
    </>
  );
}
