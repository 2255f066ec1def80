import { Link, type SxProps, type Theme, Typography } from '@mui/material';

import { paths } from '@/config/paths';
import type { Job } from '@/features/jobs/model';

interface JobTitleLinkProps {
  job: Pick<Job, 'id' | 'title'>;
  heading: 'h2' | 'h3';
  underline: 'none' | 'hover';
  /** The heading's own styles: how it wraps or clamps. */
  sx?: SxProps<Theme>;
}

/**
 * A job card's heading: the title links to the job's page, and the link covers its card (the
 * nearest positioned box), so the whole card is one target while a screen reader hears the title.
 */
export function JobTitleLink({ job, heading, underline, sx }: JobTitleLinkProps) {
  return (
    <Typography component={heading} variant="cardTitle" sx={sx}>
      <Link
        href={paths.job.getHref(job.id)}
        color="inherit"
        underline={underline}
        sx={(theme) => theme.mixins.stretchedLink}
      >
        {job.title}
      </Link>
    </Typography>
  );
}
