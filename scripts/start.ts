/**
 * `npm start`: a seeded Firestore emulator (Google's when this machine has it, see
 * FIRESTORE_EMULATOR) and the Vite dev server pointed at it, in one process so one Ctrl-C stops
 * everything, the emulator's JVM included.
 */
import { createServer } from 'vite';

import { type Emulator, projectId, startEmulator } from './emulators/index.ts';
import { onShutdown } from './on-shutdown.ts';
import { seedDemo } from './seed/index.ts';

const port = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);

let emulator: Emulator | undefined;
try {
  const started = await startEmulator({ kind: 'chosen', port });
  await seedDemo(started);
  emulator = started;
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.VITE_FIREBASE_PROJECT_ID = projectId;
  const vite = await createServer();
  await vite.listen();
  vite.printUrls();
  onShutdown(async () => {
    await vite.close();
    await started.stop();
  });
} catch (error) {
  const message =
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? `port ${port} on 127.0.0.1 is already in use: stop what uses it or set FIRESTORE_EMULATOR_PORT.`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`npm start failed: ${message}`);
  await emulator?.stop();
  process.exit(1);
}
