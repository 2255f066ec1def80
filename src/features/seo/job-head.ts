import { paths } from '@/config/paths';
import type { Job, Labels, Owner } from '@/features/jobs';

import { jobPostingJsonLd } from './job-posting';
import { jobSocialTitle, jobTagline } from './job-summary';
import { collapseWhitespace } from './text';
import type { PageHead, SiteInfo } from './types';

// Apart from the other heads, so the pages that show no job carry none of the JobPosting code.
/** A found job: the preview names the job, where it is and for whom, then its description. */
export function jobHead(job: Job, labels: Labels, owner: Owner | null, site: SiteInfo): PageHead {
  const tagline = jobTagline(job, labels);
  const text = collapseWhitespace(job.description);
  const fallback = `Veja os detalhes desta vaga no ${site.productName} e entre em contato pelo aplicativo.`;
  return {
    title: `${job.title} | ${site.productName}`,
    socialTitle: jobSocialTitle(job),
    description: [tagline ? `${tagline}.` : null, text || fallback].filter(Boolean).join(' '),
    path: paths.job.getHref(job.id),
    type: 'article',
    jsonLd: jobPostingJsonLd(job, labels, owner, site),
  };
}
