/**
 * The public projection (README, VITE_STATS_DOC and VITE_PUBLIC_PROFILES_COLLECTION) of the demo
 * data, as the app or a Cloud Function would keep it: derived from the seeded documents, so the
 * site shows the same counts and names whichever way it is configured.
 */
import type { SeedDoc } from '../emulators/index.ts';

export const STATS_DOC = { collection: 'public', id: 'stats' } as const;
export const PROFILES_COLLECTION = 'publicProfiles';

/** The only user fields the site shows; the projection carries nothing else. */
const PROFILE_FIELDS = ['display_name', 'tipoPerfil', 'nomefantasia'] as const;

function publicProfile(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PROFILE_FIELDS.filter((key) => key in data).map((k) => [k, data[k]]));
}

export function buildProjection(docs: readonly SeedDoc[]): SeedDoc[] {
  const users = docs.filter((doc) => doc.collection === 'users');
  const jobs = docs.filter((doc) => doc.collection === 'vagas');
  return [
    { ...STATS_DOC, data: { users: users.length, vagas: jobs.length } },
    ...users.map((user) => ({
      collection: PROFILES_COLLECTION,
      id: user.id,
      data: publicProfile(user.data),
    })),
  ];
}
