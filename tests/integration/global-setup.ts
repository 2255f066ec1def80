import { startEmulator } from '../../emulator/server.ts';

/**
 * Uses the emulator at FIRESTORE_EMULATOR_HOST when one is given (the official one, say);
 * otherwise starts this project's on a free port. Workers inherit the variable.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.FIRESTORE_EMULATOR_HOST) return;
  const emulator = await startEmulator({ port: 0 });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  return async () => {
    await emulator.close();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  };
}
