import { lazyValue } from '@/lib/lazy-value';
import { countText } from '@/lib/plural';

const count = lazyValue(() => new Intl.NumberFormat('pt-BR'));

/** The likes tooltip: the spec's 'N pessoas já curtiram essa vaga', in the singular for one. */
export function likesText(likes: number): string {
  const forms = { one: 'pessoa já curtiu essa vaga', other: 'pessoas já curtiram essa vaga' };
  return countText(likes, forms, count().format(likes));
}

export function likesCount(likes: number): string {
  return count().format(likes);
}
