import { readFileSync } from 'node:fs';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getCountFromServer, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { emulatorHost, splitHost } from './emulator-host';

/** This project's emulator serves a stats endpoint and evaluates no rules; the official one 404s. */
async function isOfficialEmulator(host: string): Promise<boolean> {
  const response = await fetch(`http://${host}/emulator/v1/projects/probe/stats`);
  return response.status === 404;
}

const host = emulatorHost();
const official = await isOfficialEmulator(host);

describe.skipIf(!official)(
  'security rules (skipped: only the official emulator evaluates firestore.rules)',
  () => {
    let env: RulesTestEnvironment;

    beforeAll(async () => {
      env = await initializeTestEnvironment({
        projectId: 'demo-rules',
        firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...splitHost(host) },
      });
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await setDoc(doc(db, 'vagas/v1'), { titulo: 'Vaga', owner: 'u1' });
        await setDoc(doc(db, 'users/u1'), { display_name: 'Ana' });
        await setDoc(doc(db, 'especialidade/e1'), { Value: '1', Name: 'Ortodontia' });
        await setDoc(doc(db, 'mensagens/m1'), { texto: 'privado' });
      });
    });

    afterAll(async () => {
      await env?.cleanup();
    });

    it('lets an anonymous visitor read and count what the site shows', async () => {
      const db = env.unauthenticatedContext().firestore();
      await assertSucceeds(getDocs(collection(db, 'vagas')));
      await assertSucceeds(getDoc(doc(db, 'users/u1')));
      await assertSucceeds(getCountFromServer(collection(db, 'users')));
      await assertSucceeds(getDocs(collection(db, 'especialidade')));
    });

    it('refuses writes and every other collection', async () => {
      const db = env.unauthenticatedContext().firestore();
      await assertFails(setDoc(doc(db, 'vagas/v2'), { titulo: 'Falsa' }));
      await assertFails(setDoc(doc(db, 'users/u1'), { display_name: 'Outro' }));
      await assertFails(getDoc(doc(db, 'mensagens/m1')));
    });
  },
);
