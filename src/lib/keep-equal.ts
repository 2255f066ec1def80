const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const idOf = (value: unknown): unknown => (isPlainObject(value) ? value.id : undefined);

/**
 * `next`, keeping every part of `previous` that is equal to it: a refreshed list whose jobs did
 * not change hands the page the very same objects, so nothing that shows them renders again.
 * TanStack Query's own sharing does this for plain data only; jobs carry dates, and a list's items
 * are matched by id, so a new job at the top leaves the others as they were.
 */
export function keepEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (previous instanceof Date && next instanceof Date) {
    return (previous.getTime() === next.getTime() ? previous : next) as T;
  }
  if (Array.isArray(previous) && Array.isArray(next)) {
    const byId = new Map(previous.map((item, i) => [idOf(item) ?? i, item]));
    const kept = next.map((item, i) => keepEqual(byId.get(idOf(item) ?? i), item));
    const same = kept.length === previous.length && kept.every((item, i) => item === previous[i]);
    return (same ? previous : kept) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const kept = Object.fromEntries(keys.map((key) => [key, keepEqual(previous[key], next[key])]));
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => kept[key] === previous[key]);
    return (same ? previous : kept) as T;
  }
  return next;
}
