import { describe, expect, it } from 'vitest';

import { buildDataset, PROFILES_COLLECTION, STATS_DOC } from './dataset.ts';

const docs = buildDataset();
const inCollection = (name: string) => docs.filter((doc) => doc.collection === name);
const users = inCollection('users');

describe('public projection of the demo data', () => {
  it('counts the seeded users and jobs in one stats document', () => {
    const stats = inCollection(STATS_DOC.collection);
    expect(stats).toEqual([
      { ...STATS_DOC, data: { users: users.length, vagas: inCollection('vagas').length } },
    ]);
  });

  it('has one profile per user, with only the fields the site shows', () => {
    const profiles = new Map(inCollection(PROFILES_COLLECTION).map((doc) => [doc.id, doc.data]));
    expect(profiles.size).toBe(users.length);
    for (const user of users) {
      const { display_name, tipoPerfil, nomefantasia } = user.data;
      const shown = { display_name, tipoPerfil, nomefantasia };
      const expected = Object.fromEntries(Object.entries(shown).filter(([k]) => k in user.data));
      expect(profiles.get(user.id), user.id).toEqual(expected);
    }
  });
});
