import { paths } from '@/config/paths';
import { type Job, type Labels, newestFirst } from '@/features/jobs';

import { escapeMarkup } from './escape';
import { FEED_PATH } from './head-tags';
import { categoryName, jobTagline } from './job-summary';
import { absoluteUrl, isoDateTime, truncateText } from './text';
import type { SiteInfo } from './types';

export const FEED_MAX_ENTRIES = 50;
const SUMMARY_MAX = 280;

function entry(job: Job & { modifiedAt: Date }, labels: Labels, siteUrl: string): string {
  const url = escapeMarkup(absoluteUrl(siteUrl, paths.job.getHref(job.id)));
  const tagline = jobTagline(job, labels);
  const summary = truncateText(
    [tagline ? `${tagline}.` : '', job.description].join(' '),
    SUMMARY_MAX,
  );
  const category = categoryName(job, labels);
  return [
    '  <entry>',
    `    <id>${url}</id>`,
    `    <title>${escapeMarkup(job.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    `    <updated>${isoDateTime(job.modifiedAt)}</updated>`,
    category ? `    <category term="${escapeMarkup(category)}"/>` : null,
    summary ? `    <summary type="text">${escapeMarkup(summary)}</summary>` : null,
    '  </entry>',
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** A feed without entries has changed at no particular time; Atom still requires one. */
const NEVER = new Date(0);

/**
 * The newest jobs as an Atom 1.0 feed (RFC 4287). A job without a date is left out: an entry
 * must say when it was updated, and inventing a date would show an old job as new. The feed was
 * updated when its newest entry was, not when it was built: the same jobs make the same file.
 */
export function buildAtomFeed(jobs: readonly Job[], labels: Labels, site: SiteInfo): string {
  const dated = newestFirst(jobs)
    .filter((job): job is Job & { modifiedAt: Date } => job.modifiedAt !== null)
    .slice(0, FEED_MAX_ENTRIES);
  const updated = dated[0]?.modifiedAt ?? NEVER;
  const at = (path: string) => escapeMarkup(absoluteUrl(site.url, path));
  const product = escapeMarkup(site.productName);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">',
    `  <id>${at(FEED_PATH)}</id>`,
    `  <title>Vagas recentes | ${product}</title>`,
    `  <subtitle>As vagas em odontologia publicadas mais recentemente no ${product}.</subtitle>`,
    `  <updated>${isoDateTime(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${at(FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${at(paths.jobs.getHref())}"/>`,
    `  <author><name>${product}</name><uri>${at('/')}</uri></author>`,
    ...dated.map((job) => entry(job, labels, site.url)),
    '</feed>',
    '',
  ].join('\n');
}
