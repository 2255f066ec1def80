/**
 * Fragments of job descriptions, written the way clinics write their ads. Placeholders: {role},
 * {bairro}, {cidade}, {emCidade}, {uf}, {anos} (years the clinic exists), {experiencia} (years required).
 */
import { CATEGORY } from './lookups.ts';

export const INTROS = {
  clinic: [
    'Clínica odontológica com {anos} anos de atuação no bairro {bairro} procura {role} para ampliar a equipe.',
    'Somos uma clínica focada em atendimento humanizado e estamos contratando {role}.',
    'Consultório bem equipado, com fluxo constante de pacientes, busca {role}.',
    'Clínica em expansão {emCidade} abre vaga para {role}.',
    'Estamos com agenda crescente e precisamos de {role} para reforçar o time.',
    'Clínica de especialidades no bairro {bairro}, {emCidade}, seleciona {role}.',
  ],
  lab: [
    'Laboratório de prótese com {anos} anos no mercado busca {role} para a equipe de produção.',
    'Laboratório de prótese {emCidade}, com demanda crescente, contrata {role}.',
  ],
  pf: [
    'Tenho consultório próprio no bairro {bairro} e procuro {role} para me acompanhar nos atendimentos.',
    'Dentista autônomo(a) {emCidade} busca {role} para parceria de longo prazo.',
  ],
} as const;

export const ACTIVITIES: Readonly<Record<string, readonly string[]>> = {
  [CATEGORY.dentist]: [
    'Atendimento clínico de pacientes particulares e de convênios',
    'Elaboração de planos de tratamento e orçamentos',
    'Preenchimento de prontuário eletrônico',
    'Acompanhamento pós-operatório dos pacientes',
  ],
  [CATEGORY.oralHealthTechnician]: [
    'Profilaxia e remoção de placa bacteriana',
    'Aplicação tópica de flúor e selantes',
    'Orientação de higiene bucal aos pacientes',
    'Tomadas radiográficas intraorais',
    'Apoio ao cirurgião-dentista durante os procedimentos',
  ],
  [CATEGORY.oralHealthAssistant]: [
    'Instrumentação e atendimento a quatro mãos',
    'Preparo e esterilização de instrumentais em autoclave',
    'Organização do consultório e controle de estoque',
    'Revelação e arquivamento de radiografias',
    'Recepção de pacientes e apoio no agendamento',
  ],
  [CATEGORY.prosthesisTechnician]: [
    'Confecção de coroas e pontes em cerâmica e zircônia',
    'Montagem de dentes e acrilização de próteses totais',
    'Fresagem em sistema CAD/CAM',
    'Acabamento e polimento de peças',
    'Confecção de placas e aparelhos ortodônticos removíveis',
  ],
  [CATEGORY.prosthesisAssistant]: [
    'Vazamento de modelos em gesso',
    'Recorte e troquelização de modelos',
    'Organização da bancada e controle de materiais',
    'Apoio ao técnico no acabamento das peças',
  ],
  [CATEGORY.receptionist]: [
    'Agendamento e confirmação de consultas',
    'Atendimento telefônico e por WhatsApp',
    'Recepção de pacientes e controle da sala de espera',
    'Faturamento e autorização de guias de convênios',
    'Controle de caixa e emissão de recibos',
  ],
  [CATEGORY.student]: [
    'Acompanhamento de atendimentos clínicos',
    'Auxílio na organização e esterilização de materiais',
    'Apoio no atendimento ao paciente, sob supervisão',
    'Participação em discussões de casos clínicos',
  ],
};

/** One extra activity per specialty, so a job's text matches its specialty chips. */
export const SPECIALTY_ACTIVITIES: Readonly<Record<string, string>> = {
  '1': 'Procedimentos de clínica geral: restaurações, profilaxias e exodontias simples',
  '2': 'Instalação e manutenção de aparelhos fixos e alinhadores',
  '3': 'Tratamentos endodônticos com instrumentação rotatória e localizador apical',
  '4': 'Instalação de implantes e reabilitação protética sobre implantes',
  '5': 'Raspagens, cirurgias periodontais e manutenção periodontal',
  '6': 'Confecção de próteses fixas, removíveis e totais',
  '7': 'Atendimento de crianças de 0 a 12 anos, com manejo comportamental',
  '8': 'Exodontias de terceiros molares e pequenas cirurgias',
  '9': 'Restaurações estéticas em resina composta e clareamentos',
  '10': 'Aplicação de toxina botulínica e preenchimentos com ácido hialurônico',
  '11': 'Laudos de radiografias panorâmicas e tomografias',
  '12': 'Diagnóstico de lesões bucais e realização de biópsias',
  '13': 'Tratamento de pacientes com DTM e confecção de placas oclusais',
  '14': 'Confecção de protetores bucais e atendimento a atletas',
  '15': 'Atendimento de pacientes idosos, inclusive em domicílio',
  '16': 'Atendimento de pacientes com necessidades especiais',
  '17': 'Ações de promoção de saúde e levantamentos epidemiológicos',
  '18': 'Tratamento com aparelhos ortopédicos funcionais',
  '19': 'Exames ocupacionais e programas de saúde bucal em empresas',
  '20': 'Perícias e elaboração de laudos odontolegais',
  '21': 'Análise histopatológica de biópsias',
  '22': 'Confecção de próteses oculares e faciais',
  '23': 'Sessões de acupuntura para controle de dor e ansiedade',
  '24': 'Terapias homeopáticas complementares ao tratamento odontológico',
};

export const REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  [CATEGORY.dentist]: [
    'CRO-{uf} ativo',
    'Experiência mínima de {experiencia} anos na área',
    'Boa comunicação e foco no atendimento humanizado',
    'Disponibilidade para atender aos sábados',
    'Desejável experiência com convênios',
  ],
  [CATEGORY.oralHealthTechnician]: [
    'Registro ativo no CRO-{uf} como TSB',
    'Curso técnico concluído',
    'Experiência com atendimento infantil (desejável)',
  ],
  [CATEGORY.oralHealthAssistant]: [
    'Registro ativo no CRO-{uf} como ASB',
    'Experiência mínima de 6 meses',
    'Conhecimento das normas de biossegurança',
    'Organização e proatividade',
  ],
  [CATEGORY.prosthesisTechnician]: [
    'Registro ativo no CRO-{uf} como TPD',
    'Experiência com cerâmica (desejável)',
    'Conhecimento em softwares CAD, como exocad ou similar',
    'Atenção aos detalhes e cumprimento de prazos',
  ],
  [CATEGORY.prosthesisAssistant]: [
    'Ensino médio completo',
    'Registro no CRO-{uf} como APD (desejável)',
    'Vontade de aprender e trabalhar em equipe',
  ],
  [CATEGORY.receptionist]: [
    'Ensino médio completo',
    'Experiência com atendimento ao público',
    'Conhecimento em pacote Office e sistemas de agendamento',
    'Experiência com convênios odontológicos (desejável)',
  ],
  [CATEGORY.student]: [
    'Estar cursando a partir do 5º período de Odontologia',
    'Disponibilidade de 20 horas semanais',
    'Termo de compromisso de estágio com a instituição de ensino',
  ],
};

export const SCHEDULES = {
  full: [
    'Segunda a sexta, das 8h às 18h, com uma hora de almoço.',
    'Segunda a sexta, das 9h às 19h, e sábados alternados das 8h às 12h.',
    'Segunda a sábado, escala 6x1, das 7h às 15h20.',
  ],
  part: [
    'Segunda a sexta, das 13h às 19h.',
    'Terças e quintas, das 8h às 17h.',
    'Segunda, quarta e sexta, das 14h às 20h.',
    'Sábados, das 8h às 13h.',
  ],
  shift: ['Plantões de 12 horas, em escala a combinar, inclusive fins de semana.'],
  flexible: ['Horário flexível, conforme a agenda de pacientes.'],
} as const;

export const BENEFITS: readonly string[] = [
  'vale-transporte',
  'vale-refeição de R$ 30,00 por dia',
  'plano odontológico',
  'convênio médico após o período de experiência',
  'bônus por produtividade',
  'cursos de atualização pagos pela clínica',
];

export const CLOSINGS: readonly string[] = [
  'Interessados(as), entrem em contato pelo aplicativo.',
  'Envie sua mensagem pelo app e agende uma conversa com a nossa equipe.',
  'Início imediato. Chame pelo aplicativo para mais informações.',
  'Aguardamos seu contato!',
];
