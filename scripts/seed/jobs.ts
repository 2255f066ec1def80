/**
 * The well-formed `vagas` documents: one generator for every job, used both for the bulk of the
 * list and as the starting point of the deliberate edge cases in cases.ts.
 */
import type { SeedDoc } from '../emulators/index.ts';
import { type JobFacts, writeDescription, writeTitle } from './describe.ts';
import { CATEGORY } from './lookups.ts';
import { CITIES, type City } from './places.ts';
import { PROFILES } from './profiles.ts';
import { createRng, entriesOf, type Rng, type Weights } from './random.ts';
import { type SeedUser, USER_CASES, type UserKind, USERS } from './users.ts';

export const JOB_ID_LENGTH = 20;
/** Jobs are dated within this many days before the reference date. */
export const JOB_WINDOW_DAYS = 120;
export const MAX_LIKES = 40;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// São Paulo has had no daylight saving time since 2019.
const SAO_PAULO_OFFSET_MS = 3 * HOUR_MS;

export interface Place {
  uf: string;
  cidade: string;
  bairro: string;
}

export interface JobSpec {
  categoria: string;
  owner: SeedUser;
  place: Place;
  modified: Date;
  /** Overrides for the random choices, for jobs that tests look up. */
  especialidades?: string[];
  formatrabalho?: string[];
  material?: string | null;
  likes?: number;
}

// Users with missing names own only the jobs in cases.ts, where tests can find them.
const usersWithGaps = new Set<string>([
  ...USER_CASES.pjWithoutTradeName,
  USER_CASES.pjWithoutDisplayName,
  ...USER_CASES.pfWithoutDisplayName,
]);
const ownersOf = (kind: UserKind) =>
  USERS.filter((user) => user.kind === kind && !usersWithGaps.has(user.id));
// A few busy clinics post many jobs and most post one or two, as on the real app.
const OWNER_POOLS: Readonly<Record<UserKind, readonly (readonly [SeedUser, number])[]>> = {
  clinic: ownersOf('clinic').map((user, rank) => [user, 1 / (1 + rank / 6)] as const),
  lab: ownersOf('lab').map((user, rank) => [user, 1 / (1 + rank / 3)] as const),
  pf: ownersOf('pf').map((user) => [user, 1] as const),
};
const LIKERS = ownersOf('pf').map((user) => user.id);

export function pickOwner(rng: Rng, categoria: string): SeedUser {
  const profile = PROFILES[categoria] ?? PROFILES[CATEGORY.dentist];
  return rng.weighted(OWNER_POOLS[rng.weighted(entriesOf(profile.owners))]);
}

export function placeIn(rng: Rng, city: City): Place {
  return { uf: city.uf, cidade: city.name, bairro: rng.pick(city.neighbourhoods) };
}

export function randomPlace(rng: Rng): Place {
  return placeIn(rng, rng.weighted(CITIES.map((city) => [city, city.weight] as const)));
}

/** A moment during business hours in São Paulo, `days` calendar days before `now`. */
export function daysBefore(rng: Rng, now: Date, days: number): Date {
  const wall = new Date(now.getTime() - SAO_PAULO_OFFSET_MS - days * DAY_MS);
  const local = Date.UTC(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    rng.int(8, 20),
    rng.int(0, 59),
    rng.int(0, 59),
  );
  const ms = local + SAO_PAULO_OFFSET_MS;
  return new Date(ms > now.getTime() ? ms - DAY_MS : ms);
}

function weightedDistinct(rng: Rng, weights: Weights, n: number): string[] {
  let left = entriesOf(weights);
  const picked: string[] = [];
  while (picked.length < n && left.length > 0) {
    const item = rng.weighted(left);
    picked.push(item);
    left = left.filter(([candidate]) => candidate !== item);
  }
  return picked;
}

function likeCount(rng: Rng): number {
  const [min, max] = rng.weighted([
    [[0, 0], 20],
    [[1, 5], 45],
    [[6, 15], 25],
    [[16, MAX_LIKES], 10],
  ] as const);
  return rng.int(min, max);
}

export function makeJob(rng: Rng, spec: JobSpec): Record<string, unknown> {
  const profile = PROFILES[spec.categoria] ?? PROFILES[CATEGORY.dentist];
  const especialidades =
    spec.especialidades ??
    weightedDistinct(
      rng,
      profile.specialties,
      Number(rng.weighted(entriesOf(profile.specialtyCount))),
    );
  const formatrabalho =
    spec.formatrabalho ??
    weightedDistinct(rng, profile.formats, rng.chance(profile.secondFormatChance) ? 2 : 1);
  const material =
    spec.material === undefined ? rng.weighted(entriesOf(profile.materials)) : spec.material;
  const facts: JobFacts = {
    categoria: spec.categoria,
    especialidades,
    formatrabalho,
    ownerKind: spec.owner.kind,
    ...spec.place,
    salary: profile.salary,
  };
  return {
    titulo: writeTitle(rng, facts),
    descricao: writeDescription(rng, facts),
    categoria: spec.categoria,
    especialidades,
    formatrabalho,
    material: material === null || material === 'none' ? [] : [material],
    owner: spec.owner.id,
    estado: spec.place.uf,
    cidade: spec.place.cidade,
    bairro: spec.place.bairro,
    modified_time: spec.modified,
    likes: rng.sample(LIKERS, spec.likes ?? likeCount(rng)),
  };
}

/** `quotas` maps category code → number of jobs; every city gets at least one job. */
export function buildRegularJobs(now: Date, quotas: Readonly<Record<string, number>>): SeedDoc[] {
  const rng = createRng('vagas');
  // Ids from their own stream: job n keeps its id when the generator's choices change.
  const ids = createRng('vagas-ids');
  const categories = rng.shuffle(
    Object.entries(quotas).flatMap(([code, n]) => Array.from({ length: n }, () => code)),
  );
  const firstPerCity = rng.shuffle(CITIES);
  const homes = new Map<string, Place>();
  return categories.map((categoria, index) => {
    const owner = pickOwner(rng, categoria);
    const home = homes.get(owner.id);
    const place =
      index < firstPerCity.length
        ? placeIn(rng, firstPerCity[index])
        : home && rng.chance(0.85)
          ? home
          : randomPlace(rng);
    if (!home) homes.set(owner.id, place);
    // Skewed towards recent days: an active marketplace posts more than it expires.
    const days = Math.floor(JOB_WINDOW_DAYS * rng.next() ** 1.4);
    const modified = daysBefore(rng, now, days);
    const data = makeJob(rng, { categoria, owner, place, modified });
    return { collection: 'vagas', id: ids.id(JOB_ID_LENGTH), data };
  });
}
