import type { DehydratedState } from '@tanstack/react-query';

/**
 * The dehydrated query cache as it travels inside a prerendered page. Jobs carry Dates and labels
 * are Maps, which JSON alone would flatten, so both are tagged on the way out and rebuilt on the
 * way in. `<` is escaped so no value can close the surrounding <script> element.
 */

type Tagged = { $date: string } | { $map: [unknown, unknown][] };

function isTagged(value: unknown): value is Tagged {
  return typeof value === 'object' && value !== null && ('$date' in value || '$map' in value);
}

export function encodeQueryState(state: DehydratedState): string {
  return JSON.stringify(state, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { $date: raw.toISOString() };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  }).replace(/</g, '\\u003c');
}

export function decodeQueryState(text: string): DehydratedState {
  return JSON.parse(text, (_key, value: unknown) => {
    if (!isTagged(value)) return value;
    return '$date' in value ? new Date(value.$date) : new Map(value.$map);
  }) as DehydratedState;
}

/** The id of the <script type="application/json"> element that carries the state. */
export const QUERY_STATE_ELEMENT_ID = 'estado-inicial';
