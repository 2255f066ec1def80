import type { Job } from './types';

/**
 * Firestore orders `modified_time` by type before value, so a date stored as a string sorts above
 * every Timestamp. Re-sorting by the parsed date puts the list in the order a visitor expects;
 * undated jobs go last. The sort is stable, keeping Firestore's order among equals.
 */
export function newestFirst(jobs: readonly Job[]): Job[] {
  return [...jobs].sort(
    (a, b) => (b.modifiedAt?.getTime() ?? -Infinity) - (a.modifiedAt?.getTime() ?? -Infinity),
  );
}
