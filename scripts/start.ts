/**
 * `npm start`: the emulator, the demo data and the Vite dev server pointed at them, in one process
 * so one Ctrl-C stops everything.
 */
import { createServer } from 'vite';

import { onShutdown, projectId, startSeededEmulator } from './local-emulator.ts';

const port = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);

try {
  const emulator = await startSeededEmulator(port);
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.VITE_FIREBASE_PROJECT_ID = projectId;
  const vite = await createServer();
  await vite.listen();
  vite.printUrls();
  onShutdown(async () => {
    await vite.close();
    await emulator.close();
  });
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
