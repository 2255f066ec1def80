/**
 * Real Brazilian cities and neighbourhoods. The weight is roughly how many dental jobs a city
 * gets compared with the others, so São Paulo dominates the list as it does in real data.
 */

export interface City {
  uf: string;
  name: string;
  /** The preposition for 'in this city' when it is not 'em': 'no Rio de Janeiro'. */
  preposition?: string;
  weight: number;
  neighbourhoods: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    uf: 'SP',
    name: 'São Paulo',
    weight: 30,
    neighbourhoods: [
      'Pinheiros',
      'Moema',
      'Tatuapé',
      'Santana',
      'Vila Mariana',
      'Itaim Bibi',
      'Perdizes',
      'Mooca',
      'Butantã',
      'Lapa',
      'Vila Madalena',
      'Santo Amaro',
    ],
  },
  {
    uf: 'SP',
    name: 'Campinas',
    weight: 7,
    neighbourhoods: ['Cambuí', 'Taquaral', 'Barão Geraldo'],
  },
  {
    uf: 'SP',
    name: 'Santos',
    weight: 4,
    neighbourhoods: ['Gonzaga', 'Boqueirão', 'Ponta da Praia'],
  },
  { uf: 'SP', name: 'Ribeirão Preto', weight: 3, neighbourhoods: ['Jardim Irajá', 'Centro'] },
  {
    uf: 'SP',
    name: 'São José dos Campos',
    weight: 3,
    neighbourhoods: ['Jardim Aquarius', 'Vila Ema'],
  },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    preposition: 'no',
    weight: 14,
    neighbourhoods: [
      'Copacabana',
      'Tijuca',
      'Barra da Tijuca',
      'Botafogo',
      'Ipanema',
      'Méier',
      'Recreio dos Bandeirantes',
      'Campo Grande',
    ],
  },
  { uf: 'RJ', name: 'Niterói', weight: 4, neighbourhoods: ['Icaraí', 'Santa Rosa', 'Centro'] },
  { uf: 'RJ', name: 'Petrópolis', weight: 2, neighbourhoods: ['Centro', 'Itaipava'] },
  {
    uf: 'MG',
    name: 'Belo Horizonte',
    weight: 9,
    neighbourhoods: ['Savassi', 'Funcionários', 'Lourdes', 'Buritis', 'Pampulha'],
  },
  { uf: 'MG', name: 'Uberlândia', weight: 3, neighbourhoods: ['Santa Mônica', 'Centro'] },
  { uf: 'MG', name: 'Juiz de Fora', weight: 2, neighbourhoods: ['São Mateus', 'Centro'] },
  {
    uf: 'PR',
    name: 'Curitiba',
    weight: 7,
    neighbourhoods: ['Batel', 'Água Verde', 'Centro Cívico', 'Portão'],
  },
  { uf: 'PR', name: 'Londrina', weight: 3, neighbourhoods: ['Gleba Palhano', 'Centro'] },
  {
    uf: 'RS',
    name: 'Porto Alegre',
    weight: 6,
    neighbourhoods: ['Moinhos de Vento', 'Bela Vista', 'Menino Deus', 'Petrópolis'],
  },
  { uf: 'RS', name: 'Caxias do Sul', weight: 2, neighbourhoods: ['São Pelegrino', 'Centro'] },
  {
    uf: 'SC',
    name: 'Florianópolis',
    weight: 4,
    neighbourhoods: ['Trindade', 'Centro', 'Itacorubi', 'Canasvieiras'],
  },
  { uf: 'SC', name: 'Joinville', weight: 2, neighbourhoods: ['América', 'Centro'] },
  {
    uf: 'BA',
    name: 'Salvador',
    weight: 6,
    neighbourhoods: ['Pituba', 'Barra', 'Itaigara', 'Caminho das Árvores'],
  },
  {
    uf: 'PE',
    name: 'Recife',
    weight: 5,
    neighbourhoods: ['Boa Viagem', 'Casa Forte', 'Graças', 'Espinheiro'],
  },
  { uf: 'PE', name: 'Jaboatão dos Guararapes', weight: 1, neighbourhoods: ['Piedade'] },
  {
    uf: 'CE',
    name: 'Fortaleza',
    weight: 5,
    neighbourhoods: ['Aldeota', 'Meireles', 'Cocó', 'Fátima'],
  },
  {
    uf: 'DF',
    name: 'Brasília',
    weight: 5,
    neighbourhoods: ['Asa Sul', 'Asa Norte', 'Lago Sul', 'Sudoeste'],
  },
  {
    uf: 'GO',
    name: 'Goiânia',
    weight: 4,
    neighbourhoods: ['Setor Bueno', 'Setor Marista', 'Setor Oeste', 'Jardim Goiás'],
  },
  { uf: 'GO', name: 'Anápolis', weight: 1, neighbourhoods: ['Jundiaí', 'Centro'] },
  { uf: 'AM', name: 'Manaus', weight: 2, neighbourhoods: ['Adrianópolis', 'Ponta Negra'] },
  { uf: 'PA', name: 'Belém', weight: 2, neighbourhoods: ['Umarizal', 'Nazaré'] },
];

/** 'em Curitiba', 'no Rio de Janeiro'. */
export function inCity(name: string): string {
  const city = CITIES.find((candidate) => candidate.name === name);
  return `${city?.preposition ?? 'em'} ${name}`;
}
