import { startEmulator } from '../emulator/server.ts';
import { DEMO_PROJECT_ID } from '../src/config/env-schema.ts';
import { seed } from './seed/index.ts';

export const projectId = process.env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

/** Starts this project's emulator and fills it with the demo data; used by `npm start` and e2e. */
export async function startSeededEmulator(port: number) {
  const emulator = await startEmulator({ port });
  const counts = await seed(emulator.address, projectId);
  const summary = Object.entries(counts)
    .map(([collection, n]) => `${n} ${collection}`)
    .join(', ');
  console.log(`Firestore emulator on ${emulator.address} (project ${projectId}): ${summary}`);
  return emulator;
}

/** Runs `stop` once on Ctrl-C or SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
