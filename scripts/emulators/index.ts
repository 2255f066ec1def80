/**
 * Firestore emulators for development, tests and benchmarks: Google's official one or this
 * project's (emulator/), chosen and started through one call, and the REST client that fills and
 * wipes either. Everything outside this folder imports it through this file.
 */
import { startEmulator as startProjectEmulator } from '../../emulator/server.ts';
import { DEMO_PROJECT_ID } from '../../src/config/env-schema.ts';
import { chooseEmulator, officialMissing } from './choice.ts';
import { findJava, findOfficialJar, startOfficialEmulator } from './official.ts';

export * from './client.ts';
export { findJava } from './official.ts';

/** The project the local stack seeds and the site reads. */
export const projectId = process.env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

export type EmulatorKind = 'official' | 'project';

export interface Emulator {
  kind: EmulatorKind;
  /** `host:port`, the form FIRESTORE_EMULATOR_HOST takes. */
  address: string;
  /** Which emulator runs, for banners. */
  label: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * `chosen` is `npm start`'s pick: the one FIRESTORE_EMULATOR=official|project names, else
   * Google's when this machine has it (and Java), else this project's.
   */
  kind: EmulatorKind | 'chosen';
  /** 127.0.0.1's port; 0 (the default) takes a free one. */
  port?: number;
}

/** Why Google's emulator cannot run on this machine, or undefined when it can. */
export function officialEmulatorMissing(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return officialMissing({ jar: findOfficialJar(env), java: findJava(env) });
}

/** Starts an empty emulator and resolves once it answers; throws when the kind cannot run here. */
export async function startEmulator({ kind, port = 0 }: StartOptions): Promise<Emulator> {
  const requested = kind === 'chosen' ? process.env.FIRESTORE_EMULATOR : kind;
  const choice = chooseEmulator({ requested, jar: findOfficialJar(), java: findJava() });
  if (choice.kind === 'error') throw new Error(choice.message);
  if (choice.kind === 'official') {
    const running = await startOfficialEmulator({ jar: choice.jar, java: choice.java, port });
    return {
      kind: 'official',
      address: running.address,
      label: "Google's official emulator",
      stop: running.close,
    };
  }
  const running = await startProjectEmulator({ port });
  return {
    kind: 'project',
    address: running.address,
    label: requested
      ? "this project's emulator"
      : "this project's emulator (Google's emulator or Java not found here)",
    stop: running.close,
  };
}
