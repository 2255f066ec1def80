/**
 * Writes a job's title and description from its structured fields, so the text agrees with the
 * chips beside it (specialties, work format, location).
 */
import { CATEGORY, SPECIALTIES, SPECIALTY, WORK_FORMAT } from './lookups.ts';
import { inCity } from './places.ts';
import type { Rng } from './random.ts';
import { CATEGORY_ROLES, fill, FORMAT_TITLES, SPECIALIST_ROLES, TITLES } from './texts.ts';
import {
  ACTIVITIES,
  BENEFITS,
  CLOSINGS,
  INTROS,
  REQUIREMENTS,
  SCHEDULES,
  SPECIALTY_ACTIVITIES,
} from './texts-description.ts';
import type { UserKind } from './users.ts';

export interface JobFacts {
  categoria: string;
  especialidades: readonly string[];
  formatrabalho: readonly string[];
  ownerKind: UserKind;
  uf: string;
  cidade: string;
  bairro: string;
  /** Monthly salary range in reais. */
  salary: readonly [number, number];
}

/** 2150 → 'R$ 2.150,00'; written by hand so the output never depends on the ICU data. */
export function brl(reais: number): string {
  const digits = String(Math.round(reais)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${digits},00`;
}

export function roleOf(facts: Pick<JobFacts, 'categoria' | 'especialidades'>): string {
  const primary = facts.especialidades[0];
  if (facts.categoria === CATEGORY.dentist && primary && SPECIALIST_ROLES[primary]) {
    return SPECIALIST_ROLES[primary];
  }
  return CATEGORY_ROLES[facts.categoria] ?? 'Profissional de Odontologia';
}

export function writeTitle(rng: Rng, facts: JobFacts): string {
  const formatTitle = facts.formatrabalho
    .map((code) => FORMAT_TITLES[code])
    .find((template) => template !== undefined);
  const templates = TITLES[facts.categoria] ?? TITLES[CATEGORY.dentist];
  const template = formatTitle && rng.chance(0.3) ? formatTitle : rng.pick(templates);
  return fill(template, {
    role: roleOf(facts),
    bairro: facts.bairro,
    cidade: facts.cidade,
    emCidade: inCity(facts.cidade),
  });
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function pay(rng: Rng, facts: JobFacts): string {
  const [min, max] = facts.salary;
  const salary = roundTo(min + rng.next() * (max - min), 50);
  if (facts.categoria === CATEGORY.student) {
    return `Bolsa-auxílio de ${brl(salary)} e auxílio-transporte.`;
  }
  const dentist = facts.categoria === CATEGORY.dentist;
  switch (facts.formatrabalho[0]) {
    case WORK_FORMAT.percentage:
      return facts.categoria === CATEGORY.prosthesisTechnician
        ? 'Remuneração por produção, conforme a tabela do laboratório.'
        : `Repasse de ${rng.pick([30, 35, 40, 45, 50])}% sobre os procedimentos realizados, com pagamento quinzenal.`;
    case WORK_FORMAT.company:
      return `Remuneração de ${brl(roundTo(salary * 1.2, 100))} por mês, mediante emissão de nota fiscal.`;
    case WORK_FORMAT.daily:
      return `Diária de ${brl(roundTo(dentist ? rng.int(250, 600) : rng.int(120, 200), 10))} por período de atendimento.`;
    case WORK_FORMAT.shift:
      return `Plantão de 12 horas com remuneração de ${brl(roundTo(rng.int(400, 900), 50))}.`;
    case WORK_FORMAT.freelance:
      return `Cobertura de ${rng.pick([15, 20, 30])} dias, com valor fixo de ${brl(salary)}.`;
    case WORK_FORMAT.partTime:
      return `Salário de ${brl(roundTo(salary * 0.55, 50))} (meio período).`;
    default: {
      const benefits = rng.sample(BENEFITS, rng.int(2, 3)).join(', ');
      return `Salário de ${brl(salary)}.\nBenefícios: ${benefits}.`;
    }
  }
}

function schedule(rng: Rng, formats: readonly string[]): string {
  if (formats.includes(WORK_FORMAT.shift)) return rng.pick(SCHEDULES.shift);
  if (formats.includes(WORK_FORMAT.partTime)) return rng.pick(SCHEDULES.part);
  if (formats.some((code) => code === WORK_FORMAT.clt || code === WORK_FORMAT.fullTime)) {
    return rng.pick(SCHEDULES.full);
  }
  return rng.pick([...SCHEDULES.flexible, ...SCHEDULES.part]);
}

const specialtyNames = new Map(SPECIALTIES.map((row) => [row.Value, row.Name]));

/** The line a specialty adds to the activities: the procedure for a dentist, support otherwise. */
function specialtyActivity(categoria: string, code: string): string | null {
  if (categoria === CATEGORY.dentist) return SPECIALTY_ACTIVITIES[code] ?? null;
  const name = code === SPECIALTY.generalPractice ? 'Clínica Geral' : specialtyNames.get(code);
  if (!name) return null;
  switch (categoria) {
    case CATEGORY.prosthesisTechnician:
    case CATEGORY.prosthesisAssistant:
      return `Confecção de peças para casos de ${name}`;
    case CATEGORY.receptionist:
      return `Agendamento e acompanhamento dos pacientes de ${name}`;
    default:
      return `Auxílio nos atendimentos de ${name}`;
  }
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

export function writeDescription(rng: Rng, facts: JobFacts): string {
  const values = {
    role: roleOf(facts),
    bairro: facts.bairro,
    cidade: facts.cidade,
    emCidade: inCity(facts.cidade),
    uf: facts.uf,
    anos: String(rng.int(2, 15)),
    experiencia: String(rng.int(2, 5)),
  };
  const intros = INTROS[facts.ownerKind];
  const intro = fill(rng.pick(intros), values);
  const closing = rng.pick(CLOSINGS);
  // Some clinics write a single short paragraph; the app shows those too.
  if (rng.chance(0.15)) return `${intro} ${pay(rng, facts)}\n${closing}`;

  const specific = facts.especialidades
    .map((code) => specialtyActivity(facts.categoria, code))
    .filter((text) => text !== null);
  const general = ACTIVITIES[facts.categoria] ?? ACTIVITIES[CATEGORY.dentist];
  const activities = [...specific.slice(0, 2), ...rng.sample(general, 2)];
  const requirementPool = REQUIREMENTS[facts.categoria] ?? REQUIREMENTS[CATEGORY.dentist];
  const requirements = [requirementPool[0], ...rng.sample(requirementPool.slice(1), 2)];
  return [
    intro,
    `Atividades:\n${bullets(activities)}`,
    `Requisitos:\n${bullets(requirements.map((text) => fill(text, values)))}`,
    `Horário: ${schedule(rng, facts.formatrabalho)}`,
    pay(rng, facts),
    closing,
  ].join('\n\n');
}
