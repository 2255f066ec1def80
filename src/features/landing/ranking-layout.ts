/** The ranking's places and its fixed size, shared by the list and its loading placeholder. */

export interface Medal {
  place: string;
  color: `medal.${'gold' | 'silver' | 'bronze'}`;
}

export const medals: Medal[] = [
  { place: '1º lugar', color: 'medal.gold' },
  { place: '2º lugar', color: 'medal.silver' },
  { place: '3º lugar', color: 'medal.bronze' },
];

/**
 * A fixed height, the same for the filled and the outlined chip, so the list the chips make can
 * be reserved at its final size while it loads.
 */
export const CATEGORY_CHIP_HEIGHT = 44;

export const RANKING_GAP = 16;

/**
 * The list's final height, held while it loads so nothing below it moves when the chips arrive
 * (a visitor who came for /#download stays on it): three stacked chips on phones, one row above.
 */
export const rankingHeight = {
  xs: medals.length * CATEGORY_CHIP_HEIGHT + (medals.length - 1) * RANKING_GAP,
  sm: CATEGORY_CHIP_HEIGHT,
};
