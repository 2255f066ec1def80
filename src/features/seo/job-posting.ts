import { paths } from '@/config/paths';
import { type Job, type Labels, type Owner } from '@/features/jobs';

import { employmentTypes } from './employment-type';
import { escapeMarkup } from './escape';
import { absoluteUrl, saoPauloDay } from './text';
import type { SiteInfo } from './types';

/** parseJob's stand-in for a missing title: a title for the page, not a real job title. */
const PLACEHOLDER_TITLE = 'Vaga sem título';

/**
 * Google wants the description as HTML: the plain text, escaped, with its blank lines as
 * paragraphs and its single line breaks kept, as the page shows it (white-space: pre-line).
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

/**
 * The organisation hiring: a clinic's or lab's trade name when the owner is a company (PJ), the
 * owner's name otherwise, and the product's name when the job has no readable owner.
 */
function hiringOrganizationName(owner: Owner | null, productName: string): string {
  const tradeName = owner?.profileType === 'PJ' ? owner.tradeName : null;
  return tradeName ?? owner?.displayName ?? productName;
}

/**
 * schema.org JobPosting for Google's job search. A job missing any required property (title,
 * description, date, state or city) gets null: Google rejects partial markup, and no markup
 * does the page less harm than invalid markup.
 *
 * The neighbourhood is left out of the address: addressLocality is the city Google matches
 * against its places, and PostalAddress has no field for a neighbourhood without a street.
 */
export function jobPostingJsonLd(
  job: Job,
  labels: Labels,
  owner: Owner | null,
  site: SiteInfo,
): Record<string, unknown> | null {
  const title = job.title.trim();
  const description = descriptionHtml(job.description);
  if (!title || title === PLACEHOLDER_TITLE || !description) return null;
  if (!job.modifiedAt || !job.state || !job.city) return null;
  const types = employmentTypes(job, labels);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description,
    datePosted: saoPauloDay(job.modifiedAt),
    url: absoluteUrl(site.url, paths.job.getHref(job.id)),
    identifier: { '@type': 'PropertyValue', name: site.productName, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: hiringOrganizationName(owner, site.productName),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.state,
        addressCountry: 'BR',
      },
    },
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    directApply: false,
  };
}
