const rules = new Intl.PluralRules('pt-BR');

export interface PluralForms {
  one: string;
  other: string;
}

/**
 * The words that follow `count`, by Brazilian Portuguese plural rules. Those rules put 0 in the
 * singular ('one'); the site's texts say '0 vagas encontradas', so zero takes the plural here.
 */
export function pluralForm(count: number, forms: PluralForms): string {
  return count !== 0 && rules.select(count) === 'one' ? forms.one : forms.other;
}

/** '1 vaga encontrada', '12 vagas encontradas'; `written` is the count as shown (e.g. '1.234'). */
export function countText(count: number, forms: PluralForms, written = String(count)): string {
  return `${written} ${pluralForm(count, forms)}`;
}
