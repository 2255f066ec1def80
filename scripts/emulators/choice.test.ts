import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { chooseEmulator } from './choice';
import { findJava, findOfficialJar } from './official';

const jar = '/opt/emulator.jar';
const java = '/usr/bin/java';

describe('chooseEmulator', () => {
  it("runs Google's emulator when the JAR and Java are both here and nothing is asked", () => {
    expect(chooseEmulator({ requested: undefined, jar, java })).toEqual({
      kind: 'official',
      jar,
      java,
    });
    expect(chooseEmulator({ requested: '', jar, java }).kind).toBe('official');
  });

  it("runs this project's emulator when either piece is missing and nothing is asked", () => {
    expect(chooseEmulator({ requested: undefined, jar: undefined, java })).toEqual({
      kind: 'project',
    });
    expect(chooseEmulator({ requested: undefined, jar, java: undefined }).kind).toBe('project');
  });

  it('obeys FIRESTORE_EMULATOR=project even when the official one is here', () => {
    expect(chooseEmulator({ requested: 'project', jar, java })).toEqual({ kind: 'project' });
    expect(chooseEmulator({ requested: ' Project ', jar, java }).kind).toBe('project');
  });

  it('obeys FIRESTORE_EMULATOR=official, and names what is missing when it cannot', () => {
    expect(chooseEmulator({ requested: 'official', jar, java }).kind).toBe('official');
    const noJar = chooseEmulator({ requested: 'official', jar: undefined, java });
    expect(noJar).toEqual({ kind: 'error', message: expect.stringMatching(/JAR was not found/) });
    const noJava = chooseEmulator({ requested: 'official', jar, java: undefined });
    expect(noJava).toEqual({ kind: 'error', message: expect.stringMatching(/Java is not/) });
  });

  it('refuses any other value, quoting it on one line', () => {
    const choice = chooseEmulator({ requested: 'google', jar, java });
    expect(choice).toEqual({ kind: 'error', message: expect.stringContaining('"google"') });
    expect(choice.kind === 'error' && choice.message.includes('\n')).toBe(false);
  });
});

describe('finding the official emulator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-choice-'));
  const fakeJar = join(dir, 'emulator.jar');
  const fakeJava = join(dir, 'java');
  writeFileSync(fakeJar, '');
  writeFileSync(fakeJava, '#!/bin/sh\n', { mode: 0o755 });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes FIRESTORE_EMULATOR_JAR when it exists, and nothing else when it does not', () => {
    expect(findOfficialJar({ FIRESTORE_EMULATOR_JAR: fakeJar })).toBe(fakeJar);
    expect(findOfficialJar({ FIRESTORE_EMULATOR_JAR: join(dir, 'none.jar') })).toBeUndefined();
  });

  it('finds java through JAVA, JAVA_HOME or PATH, and only an executable one', () => {
    expect(findJava({ JAVA: fakeJava })).toBe(fakeJava);
    expect(findJava({ JAVA: fakeJar })).toBeUndefined();
    expect(findJava({ PATH: `/nonexistent${delimiter}${dir}` })).toBe(fakeJava);
    const home = join(dir, 'jdk');
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'java'), '', { mode: 0o755 });
    expect(findJava({ JAVA_HOME: home, PATH: dir })).toBe(join(home, 'bin', 'java'));
    expect(findJava({ PATH: '/nonexistent' })).toBeUndefined();
  });
});
