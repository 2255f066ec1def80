const count = new Intl.NumberFormat('pt-BR');

/** The likes tooltip: the spec's 'N pessoas já curtiram essa vaga', in the singular for one. */
export function likesText(likes: number): string {
  return likes === 1
    ? '1 pessoa já curtiu essa vaga'
    : `${count.format(likes)} pessoas já curtiram essa vaga`;
}

export function likesCount(likes: number): string {
  return count.format(likes);
}
