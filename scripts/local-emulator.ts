import { chooseEmulator } from '../emulator/choice.ts';
import { startEmulator } from '../emulator/server.ts';
import { DEMO_PROJECT_ID } from '../src/config/env-schema.ts';
import { findJava, findOfficialJar, startOfficialEmulator } from './official-emulator.ts';
import { seed } from './seed/index.ts';

export const projectId = process.env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

export interface LocalEmulator {
  address: string;
  /** Which emulator runs, for the start banner. */
  label: string;
  close(): Promise<void>;
}

async function seedAndAnnounce(emulator: LocalEmulator): Promise<void> {
  const counts = await seed(emulator.address, projectId);
  const summary = Object.entries(counts)
    .map(([collection, n]) => `${n} ${collection}`)
    .join(', ');
  console.log(
    `Firestore emulator: ${emulator.label} on ${emulator.address} (project ${projectId}): ${summary}`,
  );
}

/** Starts this project's emulator and fills it with the demo data; used by e2e and benchmarks. */
export async function startSeededEmulator(port: number) {
  const emulator = await startEmulator({ port });
  await seedAndAnnounce({ ...emulator, label: "this project's emulator" });
  return emulator;
}

/**
 * `npm start`'s emulator: Google's when this machine has it, else this project's, or the one
 * FIRESTORE_EMULATOR=official|project names; seeded with the demo data either way.
 */
export async function startChosenSeededEmulator(port: number): Promise<LocalEmulator> {
  const choice = chooseEmulator({
    requested: process.env.FIRESTORE_EMULATOR,
    jar: findOfficialJar(),
    java: findJava(),
  });
  if (choice.kind === 'error') throw new Error(choice.message);
  const emulator: LocalEmulator =
    choice.kind === 'official'
      ? {
          ...(await startOfficialEmulator({ jar: choice.jar, java: choice.java, port })),
          label: "Google's official emulator",
        }
      : {
          ...(await startEmulator({ port })),
          label: process.env.FIRESTORE_EMULATOR
            ? "this project's emulator"
            : "this project's emulator (Google's emulator or Java not found here)",
        };
  try {
    await seedAndAnnounce(emulator);
  } catch (error) {
    await emulator.close();
    throw error;
  }
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
