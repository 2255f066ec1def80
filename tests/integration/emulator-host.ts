import { type EmulatorHost, parseHostPort } from '@/config/env-schema';

/** The emulator every integration suite talks to, as global-setup.ts leaves it in the env. */

/** `host:port`, as FIRESTORE_EMULATOR_HOST holds it. */
export function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run through `vitest --project integration`, whose ' +
        'global setup sets it.',
    );
  }
  return host;
}

/** The emulator's address as host and port, for clients that take them apart. */
export function splitHost(address: string): EmulatorHost {
  const parsed = parseHostPort(address);
  if (!parsed) throw new Error(`Expected host:port, got "${address}"`);
  return parsed;
}
