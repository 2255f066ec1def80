/**
 * The `users` collection: professionals (PF) and clinics or prosthesis laboratories (PJ). Users
 * carry no dates, so they are built once, at import, and their ids can be exported as constants.
 */
import {
  CLINIC_CORES,
  FEMALE_FIRST_NAMES,
  INSTITUTE_PATTERNS,
  LAB_CORES,
  MALE_FIRST_NAMES,
  ODONTO_BRANDS,
  ODONTO_QUALIFIERS,
  SURNAME_PARTICLES,
  SURNAMES,
} from './names.ts';
import { createRng, type Rng } from './random.ts';

export const USER_COUNT = 1240;
/** Share of PJ accounts (clinics and laboratories) among users. */
const PJ_SHARE = 0.15;
const LAB_SHARE_OF_PJ = 0.12;
export const USER_ID_LENGTH = 28;

export type UserKind = 'pf' | 'clinic' | 'lab';

export interface UserData {
  display_name?: string;
  tipoPerfil: 'PF' | 'PJ';
  nomefantasia?: string;
}

export interface SeedUser {
  id: string;
  kind: UserKind;
  data: UserData;
}

interface Person {
  first: string;
  surnames: string[];
  female: boolean;
}

function person(rng: Rng): Person {
  const female = rng.chance(0.62); // most of the dental workforce in Brazil is female
  const first = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const count = rng.weighted([
    [1, 25],
    [2, 65],
    [3, 10],
  ] as const);
  const surnames = rng.sample(SURNAMES, count).map((surname) => {
    const particle = SURNAME_PARTICLES[surname];
    return particle && rng.chance(0.4) ? `${particle} ${surname}` : surname;
  });
  return { first, surnames, female };
}

const fullName = (p: Person) => [p.first, ...p.surnames].join(' ');
const title = (p: Person) => (p.female ? 'Dra.' : 'Dr.');
const lastWord = (text: string) => text.split(' ').at(-1) ?? text;

function clinicName(rng: Rng, owner: Person): string {
  const style = rng.weighted([
    ['clinic', 35],
    ['odonto', 30],
    ['institute', 10],
    ['office', 15],
    ['partners', 10],
  ] as const);
  switch (style) {
    case 'clinic':
      return `Clínica ${rng.pick(CLINIC_CORES)}`;
    case 'odonto': {
      const brand = `Odonto${rng.pick(ODONTO_BRANDS)}`;
      return rng.chance(0.7) ? `${brand} ${rng.pick(ODONTO_QUALIFIERS)}` : brand;
    }
    case 'institute':
      return rng.pick(INSTITUTE_PATTERNS);
    case 'office':
      return `Consultório Odontológico ${title(owner)} ${owner.first} ${lastWord(owner.surnames[0])}`;
    case 'partners': {
      const [a, b] = rng.sample(SURNAMES, 2);
      return `${a} & ${b} Odontologia`;
    }
  }
}

function labName(rng: Rng): string {
  const core = rng.pick(LAB_CORES);
  return rng.weighted([
    [`Laboratório ${core}`, 4],
    [`${core} Prótese Dentária`, 3],
    [`Laboratório de Prótese ${rng.pick(SURNAMES)}`, 3],
  ] as const);
}

function uniqueName(taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = make();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('Ran out of distinct trade names: add entries to names.ts');
}

function buildUsers(): SeedUser[] {
  const rng = createRng('users');
  const tradeNames = new Set<string>();
  const ids = new Set<string>();
  const users: SeedUser[] = [];
  while (users.length < USER_COUNT) {
    const id = rng.id(USER_ID_LENGTH);
    if (ids.has(id)) continue;
    ids.add(id);
    const kind: UserKind = rng.chance(PJ_SHARE)
      ? rng.chance(LAB_SHARE_OF_PJ)
        ? 'lab'
        : 'clinic'
      : 'pf';
    const p = person(rng);
    if (kind === 'pf') {
      const prefix = rng.chance(0.05) ? `${title(p)} ` : '';
      users.push({ id, kind, data: { display_name: prefix + fullName(p), tipoPerfil: 'PF' } });
    } else {
      const nomefantasia = uniqueName(tradeNames, () =>
        kind === 'lab' ? labName(rng) : clinicName(rng, p),
      );
      users.push({ id, kind, data: { display_name: fullName(p), tipoPerfil: 'PJ', nomefantasia } });
    }
  }
  return users;
}

const built = buildUsers();
const clinics = built.filter((user) => user.kind === 'clinic');
const professionals = built.filter((user) => user.kind === 'pf');

// The gaps real accounts have, on users picked by position so they never move. Each of them owns
// at least one job (see cases.ts), so the detail page shows every owner-name fallback.
delete clinics[1].data.nomefantasia;
delete clinics[2].data.nomefantasia;
delete clinics[3].data.nomefantasia;
delete clinics[4].data.display_name;
delete professionals[1].data.display_name;
delete professionals[2].data.display_name;
professionals[3].data.display_name = '';

export const USERS: readonly SeedUser[] = built;

export const USER_CASES = {
  /** PJ with display name and trade name: shown as 'Name (Trade name)'. */
  pjWithTradeName: clinics[0].id,
  /** PJ accounts that never filled in the trade name. */
  pjWithoutTradeName: [clinics[1].id, clinics[2].id, clinics[3].id],
  /** PJ with a trade name but no display name. */
  pjWithoutDisplayName: clinics[4].id,
  /** An ordinary professional. */
  pf: professionals[0].id,
  /** Professionals without a display name: two without the field, one with an empty string. */
  pfWithoutDisplayName: [professionals[1].id, professionals[2].id, professionals[3].id],
} as const;
