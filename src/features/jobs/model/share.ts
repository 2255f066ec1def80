import { paths } from '@/config/paths';

import { locationText, NO_LOCATION } from './format';
import type { Job } from './types';

type SharedJob = Pick<Job, 'id' | 'title' | 'state' | 'city' | 'neighbourhood'>;

export interface JobShare {
  title: string;
  text: string;
  url: string;
}

/** The job page's absolute address from the public origin (which has no trailing slash). */
export function jobPageUrl(origin: string, jobId: string): string {
  return `${origin}${paths.job.getHref(jobId)}`;
}

/** 'Vaga: title' and, when known, the place on the next line: what a friend reads first. */
export function shareText(job: SharedJob): string {
  const place = locationText(job);
  const title = `Vaga: ${job.title.trim()}`;
  return place === NO_LOCATION ? title : `${title}\n${place}`;
}

/** What the system share sheet receives. */
export function jobShare(job: SharedJob, url: string): JobShare {
  return { title: job.title.trim(), text: shareText(job), url };
}

/** WhatsApp's click-to-chat link with the text and the address, for any contact the visitor picks. */
export function whatsAppShareHref(job: SharedJob, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${shareText(job)}\n${url}`)}`;
}
