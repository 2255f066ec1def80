import { startEmulator } from '../../scripts/emulators';

/**
 * Uses the emulator at FIRESTORE_EMULATOR_HOST when one is given (the official one, say);
 * otherwise starts this project's on a free port. Test workers start after this runs, so they
 * inherit the variable; read it through emulator-host.ts.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    // Fail once, clearly, rather than in every suite with an SDK network error.
    const answer = await fetch(`http://${given}/`, { signal: AbortSignal.timeout(5000) }).catch(
      (error: unknown) => {
        throw new Error(`FIRESTORE_EMULATOR_HOST=${given} does not answer: ${String(error)}`);
      },
    );
    if (!answer.ok) throw new Error(`FIRESTORE_EMULATOR_HOST=${given} answered ${answer.status}`);
    return;
  }
  const emulator = await startEmulator({ kind: 'project' });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  return async () => {
    await emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  };
}
