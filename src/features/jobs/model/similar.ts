import { newestFirst } from './order';
import type { Job } from './types';

/** How many similar jobs a job's page shows. */
export const SIMILAR_JOBS = 3;

const sameCategory = (a: Job, b: Job) =>
  a.categoryCode !== null && a.categoryCode === b.categoryCode;

// A city's name alone is ambiguous (there is a Campinas outside São Paulo): the state must agree.
const sameCity = (a: Job, b: Job) => a.city !== null && a.city === b.city && a.state === b.state;

const suggestions = new WeakMap<Job, Job>();

/**
 * What a suggestion shows (title, category, place): a page embedding three stays small. The same
 * object for the same job, so the build can reuse its card (`Prerendered sharedAs`).
 */
function asSuggestion(job: Job): Job {
  let suggestion = suggestions.get(job);
  if (!suggestion) {
    // What a suggestion does not show, emptied.
    const unshown = { description: '', specialtyCodes: [], workFormatCodes: [], materialCodes: [] };
    suggestion = { ...job, ...unshown };
    suggestions.set(job, suggestion);
  }
  return suggestion;
}

/**
 * Up to `count` other jobs for a job's page: those of the same category first, then those in the
 * same city, then the newest; never the job itself, nor any job twice. Each comes without its
 * description and code lists, which a suggestion does not show.
 */
export function similarJobs(job: Job, candidates: readonly Job[], count = SIMILAR_JOBS): Job[] {
  const seen = new Set([job.id]);
  const others = candidates.filter((candidate) => {
    if (seen.has(candidate.id)) return false;
    seen.add(candidate.id);
    return true;
  });
  const rank = (other: Job) => (sameCategory(job, other) ? 2 : 0) + (sameCity(job, other) ? 1 : 0);
  // newestFirst is stable, so the newest lead within each rank.
  return newestFirst(others)
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, count)
    .map(asSuggestion);
}
