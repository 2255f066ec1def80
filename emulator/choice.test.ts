import { describe, expect, it } from 'vitest';

import { chooseEmulator } from './choice';

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
