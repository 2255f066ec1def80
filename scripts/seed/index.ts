/**
 * Seeding in-process, for `npm run seed`, `npm start` and tests: wipe the project, then write the
 * demo dataset through the emulator's REST `:commit`.
 */
import { commitDocs, type Emulator, projectId, wipe } from '../emulators/index.ts';
import { buildDataset, countByCollection } from './dataset.ts';

export * from './dataset.ts';

/** Replaces everything in `project` with the demo data; returns documents per collection. */
export async function seed(host: string, project: string): Promise<Record<string, number>> {
  const docs = buildDataset();
  await wipe(host, project);
  await commitDocs(host, project, docs);
  return countByCollection(docs);
}

/** Fills a freshly started emulator with the demo data and says so; stops it if that fails. */
export async function seedDemo(emulator: Emulator): Promise<void> {
  try {
    const counts = await seed(emulator.address, projectId);
    const summary = Object.entries(counts)
      .map(([collection, n]) => `${n} ${collection}`)
      .join(', ');
    console.log(
      `Firestore emulator: ${emulator.label} on ${emulator.address} (project ${projectId}): ${summary}`,
    );
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
