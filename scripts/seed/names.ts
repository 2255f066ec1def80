/**
 * Name tables for realistic Brazilian people and clinic trade names. Clinic names are made up:
 * none is meant to be a real business.
 */

// prettier-ignore
export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Ana', 'Ana Paula', 'Ana Clara', 'Beatriz', 'Bruna', 'Camila', 'Carla', 'Carolina', 'Daniela',
  'Débora', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Jéssica', 'Juliana', 'Júlia',
  'Larissa', 'Letícia', 'Luana', 'Luciana', 'Mariana', 'Maria Eduarda', 'Maria Luísa', 'Natália',
  'Patrícia', 'Priscila', 'Rafaela', 'Renata', 'Sabrina', 'Simone', 'Tatiane', 'Thaís', 'Vanessa',
  'Vitória', 'Aline', 'Cláudia', 'Márcia', 'Lívia', 'Raquel', 'Bianca', 'Lorena', 'Yasmin',
  'Francisca', 'Antônia', 'Sônia', 'Cecília',
];

// prettier-ignore
export const MALE_FIRST_NAMES: readonly string[] = [
  'André', 'Antônio', 'Bruno', 'Caio', 'Carlos', 'Daniel', 'Diego', 'Eduardo', 'Felipe',
  'Fernando', 'Gabriel', 'Guilherme', 'Gustavo', 'Henrique', 'Igor', 'João', 'João Pedro',
  'José', 'Leonardo', 'Lucas', 'Luiz Fernando', 'Marcelo', 'Marcos', 'Mateus', 'Murilo',
  'Paulo', 'Pedro', 'Rafael', 'Ricardo', 'Rodrigo', 'Samuel', 'Sérgio', 'Thiago', 'Vinícius',
  'Vitor', 'Wagner', 'Otávio', 'Heitor', 'Davi', 'Fábio', 'Márcio', 'Renato', 'Francisco',
  'Raimundo', 'Luciano', 'César',
];

// prettier-ignore
export const SURNAMES: readonly string[] = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes',
  'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques',
  'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira',
  'Araújo', 'Monteiro', 'Cavalcanti', 'Pinheiro', 'Moura', 'Castro', 'Campos', 'Azevedo',
  'Batista', 'Correia', 'Brandão', 'Figueiredo', 'Sampaio', 'Tavares', 'Siqueira', 'Magalhães',
  'Conceição', 'Assunção', 'Peixoto', 'Queiroz', 'Albuquerque', 'Bezerra', 'Xavier', 'Guimarães',
];

/** Surnames that Brazilians often write with a particle: 'da Silva', 'dos Santos'. */
export const SURNAME_PARTICLES: Readonly<Record<string, string>> = {
  Silva: 'da',
  Santos: 'dos',
  Oliveira: 'de',
  Souza: 'de',
  Costa: 'da',
  Rocha: 'da',
  Conceição: 'da',
  Assunção: 'da',
  Nascimento: 'do',
};

/** Whole trade names for clinics: 'Clínica ' + one of these. */
// prettier-ignore
export const CLINIC_CORES: readonly string[] = [
  'Sorriso Pleno', 'Sorriso Leve', 'Bem-Estar Oral', 'Vida & Sorriso', 'Arte em Sorrir',
  'Dente de Leite', 'Sorriso Radiante', 'Harmonia Odontologia', 'Sorrir Bem', 'Raiz Odontologia',
  'Esmalte Odontologia', 'Odontológica Integrada', 'Odontológica Bem Viver', 'Sorriso Feliz',
  'Sorriso Perfeito', 'Oral Care', 'Dental Prime', 'Odontológica Nova Era', 'Sorriso Aberto',
  'do Sorriso', 'Dentária Primavera', 'Odontológica Horizonte', 'Sorriso Saudável',
];

/** 'Odonto' + brand + qualifier, as in 'OdontoVida Centro'. */
// prettier-ignore
export const ODONTO_BRANDS: readonly string[] = [
  'Vida', 'Prime', 'Mais', 'Sul', 'Center', 'Art', 'Clean', 'Life', 'Smile', 'Forte', 'Luz',
  'Care', 'Plus', 'Norte', 'Face', 'Kids', 'Sênior', 'Total',
];

// prettier-ignore
export const ODONTO_QUALIFIERS: readonly string[] = [
  'Centro', 'Jardins', 'Especialidades', 'Família', 'Integrada', 'Premium', 'Zona Sul',
  'Zona Norte', 'Express', 'Clínica',
];

export const INSTITUTE_PATTERNS: readonly string[] = [
  'Centro Odontológico Santa Apolônia',
  'Centro Odontológico São Lucas',
  'Centro Odontológico Boa Vista',
  'Policlínica Odontológica Santa Clara',
  'Espaço Sorrir',
  'Espaço Odontológico Equilíbrio',
  'Núcleo de Ortodontia e Estética',
  'Centro de Implantes e Estética Oral',
  'Instituto do Sorriso',
  'Clínica Escola de Especialização Odontológica',
];

// prettier-ignore
export const LAB_CORES: readonly string[] = [
  'Arte Dental', 'Precisão', 'Dental Ceram', 'Oclusão', 'Zircônia Prime', 'Prótese Fina',
  'Dental Forma', 'Porcelana Viva',
];
