import { countText } from '@/lib/plural';

/**
 * '1.234': a count with Brazilian thousands separators, as `Intl.NumberFormat('pt-BR')` writes
 * it (a test holds the two together) without building a formatter, which would cost a phone
 * tens of milliseconds while the job page hydrates. Counts of likes are whole and not negative.
 */
function groupThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** The likes tooltip: product §5's 'N pessoas já curtiram essa vaga', in the singular for one. */
export function likesText(likes: number): string {
  const forms = { one: 'pessoa já curtiu essa vaga', other: 'pessoas já curtiram essa vaga' };
  return countText(likes, forms, groupThousands(likes));
}

export function likesCount(likes: number): string {
  return groupThousands(likes);
}
