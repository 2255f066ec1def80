/**
 * A tiny seeded PRNG (mulberry32) with the helpers the generator needs. Math.random is never
 * used, so the demo dataset is identical on every machine and every run.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; entries are [item, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A Firestore-style document id: letters and digits only. */
  id(length: number): string;
}

/** A table of choice → relative weight. */
export type Weights<K extends string = string> = Readonly<Partial<Record<K, number>>>;

/** A weight table as the [choice, weight] entries Rng.weighted takes. */
export function entriesOf<K extends string>(weights: Weights<K>): [K, number][] {
  return (Object.entries(weights) as [K, number | undefined][]).filter(
    (entry): entry is [K, number] => entry[1] !== undefined,
  );
}

/** FNV-1a, to turn a readable label into a 32-bit seed. */
export function hashSeed(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One independent stream per label (e.g. 'users', 'vagas'), so changing how jobs are generated
 * never reshuffles the users, and the other way round.
 */
export function createRng(label: string): Rng {
  const next = mulberry32(hashSeed(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[int(0, items.length - 1)];
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    shuffle,
    chance: (probability) => next() < probability,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of entries) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return entries[entries.length - 1][0];
    },
    sample: (items, count) => shuffle(items).slice(0, Math.min(count, items.length)),
    id: (length) =>
      Array.from({ length }, () => ID_ALPHABET[int(0, ID_ALPHABET.length - 1)]).join(''),
  };
}
