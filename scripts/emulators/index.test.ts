import { afterEach, describe, expect, it, vi } from 'vitest';

import { commitDocs, documentsPath, officialEmulatorMissing, startEmulator } from './index';

afterEach(() => vi.unstubAllEnvs());

describe('startEmulator', () => {
  it("starts this project's emulator on a free port, serves the seed client, and stops", async () => {
    const emulator = await startEmulator({ kind: 'project' });
    expect(emulator).toMatchObject({ kind: 'project', label: "this project's emulator" });
    await commitDocs(emulator.address, 'demo-start', [
      { collection: 'vagas', id: 'a', data: { titulo: 'Uma' } },
    ]);
    const read = await fetch(
      `http://${emulator.address}/v1/${documentsPath('demo-start')}/vagas/a`,
    );
    expect((await read.json()).fields.titulo).toEqual({ stringValue: 'Uma' });
    await emulator.stop();
    await expect(fetch(`http://${emulator.address}/`)).rejects.toThrow();
  });

  it('runs the emulator FIRESTORE_EMULATOR names when the kind is chosen', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR', 'project');
    const emulator = await startEmulator({ kind: 'chosen' });
    expect(emulator.kind).toBe('project');
    await emulator.stop();
  });

  it("refuses Google's emulator when its JAR is missing, saying what to install", async () => {
    vi.stubEnv('FIRESTORE_EMULATOR_JAR', '/nonexistent/emulator.jar');
    expect(officialEmulatorMissing()).toMatch(/JAR was not found/);
    await expect(startEmulator({ kind: 'official' })).rejects.toThrow(/JAR was not found/);
  });

  it('refuses an unknown FIRESTORE_EMULATOR before starting anything', async () => {
    vi.stubEnv('FIRESTORE_EMULATOR', 'google');
    await expect(startEmulator({ kind: 'chosen' })).rejects.toThrow(/"google"/);
  });
});
