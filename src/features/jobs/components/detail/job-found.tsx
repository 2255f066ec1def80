import { Box, Chip, Container, Divider, Grid, Paper, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';

import { type Job, label, type Labels } from '@/features/jobs/model';

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

export function JobFound({ job, labels }: JobFoundProps) {
  return (
    <>
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
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
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
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <JobPolicies job={job} labels={labels} />
              <Box sx={{ mt: 3 }}>
                <ContactDialog />
              </Box>
            </Box>
          </Grid>
        </Grid>
        <SimilarJobs job={job} labels={labels} />
      </Container>
    </>
  );
}
