/**
 * Oversized texts for the edge cases: the card must clamp them and the detail page must wrap
 * them without breaking the layout.
 */
import { ACTIVITIES, BENEFITS, SPECIALTY_ACTIVITIES } from './texts-description.ts';

export const LONG_TITLE =
  'Cirurgião(ã)-Dentista Clínico(a) Geral com experiência comprovada em Endodontia, Prótese ' +
  'sobre Implantes e atendimento a pacientes com necessidades especiais para clínica na Zona Sul';

const ABOUT =
  'Somos uma clínica odontológica com mais de vinte anos de história, referência em ' +
  'atendimento humanizado e em tratamentos de alta complexidade. Contamos com doze consultórios ' +
  'equipados com cadeiras novas, microscópio operatório, scanner intraoral, tomógrafo próprio e ' +
  'central de esterilização com autoclaves de classe B, além de uma equipe de apoio formada por ' +
  'auxiliares, técnicos, recepcionistas e coordenação clínica dedicada.';

const ROUTINE =
  'A rotina é organizada em blocos de atendimento de cinquenta minutos, com intervalos para ' +
  'limpeza e preparo da sala. Os pacientes chegam por indicação, convênios parceiros e campanhas ' +
  'nas redes sociais, e a agenda é montada pela recepção em conjunto com o profissional. Todos ' +
  'os casos complexos são discutidos em reuniões clínicas quinzenais, com participação dos ' +
  'especialistas da casa, e os planos de tratamento são apresentados ao paciente com apoio de ' +
  'fotos, modelos digitais e simulações.';

const GROWTH =
  'Oferecemos plano de carreira, com revisão do percentual de repasse a cada seis meses conforme ' +
  'produção e avaliação dos pacientes, participação em congressos com ajuda de custo e acesso ' +
  'a cursos internos de atualização em reabilitação oral, cirurgia guiada e fotografia ' +
  'odontológica. Valorizamos profissionais pontuais, éticos, organizados e com boa ' +
  'comunicação, que gostem de trabalhar em equipe e de acompanhar o paciente do primeiro ' +
  'atendimento até a alta.';

const PLACE =
  'A clínica fica a duas quadras de uma estação de metrô, com estacionamento conveniado para ' +
  'colaboradores e pacientes, copa equipada, vestiário com armários individuais e sala de ' +
  'descanso. O prontuário é totalmente eletrônico, com assinatura digital, e o controle de ' +
  'materiais é feito por sistema integrado ao estoque, de modo que nenhum procedimento precise ' +
  'ser remarcado por falta de insumos ou de instrumental esterilizado.';

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** About 4,000 characters in the same shape as the other descriptions. */
export function longDescription(): string {
  return [
    ABOUT,
    ROUTINE,
    PLACE,
    `Atividades:\n${bullets([...ACTIVITIES['1'], ...Object.values(SPECIALTY_ACTIVITIES)])}`,
    'Requisitos:\n' +
      bullets([
        'CRO ativo',
        'Experiência mínima de três anos em clínica geral',
        'Especialização concluída ou em andamento',
        'Disponibilidade para atender em dois sábados por mês',
      ]),
    'Horário: segunda a sexta, das 8h às 18h, e sábados alternados das 8h às 12h.',
    GROWTH,
    `Benefícios:\n${bullets(BENEFITS)}`,
    'Interessados(as), entrem em contato pelo aplicativo. Responderemos a todas as mensagens.',
  ].join('\n\n');
}
