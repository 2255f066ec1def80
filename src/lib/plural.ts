export interface PluralForms {
  one: string;
  other: string;
}

/**
 * The words that follow `count`, a whole number, by Brazilian Portuguese plural rules: only 1
 * takes the singular. Those rules put 0 in the singular too ('one'); the site's texts say '0 vagas
 * encontradas', so zero takes the plural here. Written out rather than asked of
 * `Intl.PluralRules`: building one cost a phone 5–10 ms at 4× CPU on every page, as the module
 * loaded. A test holds the two together.
 */
export function pluralForm(count: number, forms: PluralForms): string {
  return count === 1 ? forms.one : forms.other;
}

/** '1 vaga encontrada', '12 vagas encontradas'; `written` is the count as shown (e.g. '1.234'). */
export function countText(count: number, forms: PluralForms, written = String(count)): string {
  return `${written} ${pluralForm(count, forms)}`;
}
