import { lazyValue } from '@/lib/lazy-value';
import { countText } from '@/lib/plural';

import { displayText } from './display-text';
import type { Job, LabelMap, Owner } from './types';

// Since its last daylight-saving period ended (2019-02-17, 00:00 local), São Paulo has kept
// UTC−3 all year: dates from then on are plain arithmetic. Building the first Intl date formatter
// of a page costs a phone tens of milliseconds, in the middle of hydration; older dates, rare in
// a job board, still go through one. A test compares both ways over the decades ahead, so a
// change in Brazil's time rules shows up as a failure once the runtime's time zone data has it.
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

const dateFormat = lazyValue(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

const twoDigits = (n: number) => String(n).padStart(2, '0');

const MAX_COUNT = Number.MAX_SAFE_INTEGER;

export const NO_DATE = 'Data não informada';
export const NO_LOCATION = 'Localização não informada';
export const NO_POLICY = 'Não informado';

/** dd/mm/yyyy in São Paulo time. */
export function formatDate(date: Date | null): string {
  if (!date) return NO_DATE;
  if (!(date.getTime() >= FIXED_OFFSET_SINCE)) return dateFormat().format(date);
  const local = new Date(date.getTime() + SAO_PAULO_OFFSET_MS);
  const day = twoDigits(local.getUTCDate());
  return `${day}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

/**
 * Stats read '+N' below 1,000 and '+N.Nk' from there (product §2, dot included). The
 * value is rounded down so that the '+' ("more than") is never an overstatement. A count that is
 * no count (NaN, Infinity, as a hand-edited stats document may hold) reads '+0'; past 2^53 the
 * digits would switch to exponent notation, and no real count gets there.
 */
export function formatStat(count: number): string {
  const n = Number.isFinite(count) ? Math.min(Math.max(0, Math.floor(count)), MAX_COUNT) : 0;
  if (n < 1000) return `+${n}`;
  const tenths = Math.floor(n / 100) / 10;
  return `+${tenths.toFixed(1)}k`;
}

/** A code without a name is shown as it is, cleaned as any other shown text. */
export function label(code: string, labels: LabelMap): string {
  return labels.get(code) ?? displayText(code) ?? code;
}

export function ownerDisplayName(owner: Owner | null, product: string): string {
  const name = owner?.displayName ?? null;
  const tradeName = owner?.profileType === 'PJ' ? owner.tradeName : null;
  if (name && tradeName) return `${name} (${tradeName})`;
  return name ?? tradeName ?? `Usuário ${product}`;
}

/** 'bairro - cidade, UF' or 'cidade, UF'; partial data shows what there is. */
export function locationText(job: Pick<Job, 'state' | 'city' | 'neighbourhood'>): string {
  const { state, city, neighbourhood } = job;
  if (!city) return state ?? NO_LOCATION;
  const place = state ? `${city}, ${state}` : city;
  return neighbourhood ? `${neighbourhood} - ${place}` : place;
}

/**
 * The start of `text`, cut at a word when one ends near the limit, with '…' when cut. The
 * cut never splits a surrogate pair.
 */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  if (/[\uD800-\uDBFF]/.test(text[end - 1])) end -= 1;
  const space = text.lastIndexOf(' ', end);
  if (space > max * 0.8) end = space;
  return `${text.slice(0, end).trimEnd()}…`;
}

export function policyText(codes: string[], labels: LabelMap): string {
  return codes.length ? codes.map((code) => label(code, labels)).join(', ') : NO_POLICY;
}

/** What a card's '+N' stands for, read aloud: 'mais 1 especialidade', 'mais 3 especialidades'. */
export function moreSpecialtiesText(extra: number): string {
  return `mais ${countText(extra, { one: 'especialidade', other: 'especialidades' })}`;
}
