/**
 * `npm start`: a seeded Firestore emulator (Google's when this machine has it, see
 * FIRESTORE_EMULATOR) and the Vite dev server pointed at it, in one process so one Ctrl-C stops
 * everything, the emulator's JVM included.
 */
import { createServer } from 'vite';

import { onShutdown, projectId, startChosenSeededEmulator } from './local-emulator.ts';

const port = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);

let emulator: Awaited<ReturnType<typeof startChosenSeededEmulator>> | undefined;
try {
  emulator = await startChosenSeededEmulator(port);
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.VITE_FIREBASE_PROJECT_ID = projectId;
  const vite = await createServer();
  await vite.listen();
  vite.printUrls();
  const running = emulator;
  onShutdown(async () => {
    await vite.close();
    await running.close();
  });
} catch (error) {
  const message =
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? `port ${port} on 127.0.0.1 is already in use: stop what uses it or set FIRESTORE_EMULATOR_PORT.`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`npm start failed: ${message}`);
  await emulator?.close();
  process.exit(1);
}
