/**
 * Seeding in-process, for `npm run seed`, `npm start` and tests: wipe the project, then write the
 * demo dataset through the emulator's REST `:commit`.
 */
import { commitDocs, wipe } from '../../emulator/client.ts';
import { buildDataset, countByCollection } from './dataset.ts';

export * from './dataset.ts';

/** Replaces everything in `projectId` with the demo data; returns documents per collection. */
export async function seed(host: string, projectId: string): Promise<Record<string, number>> {
  const docs = buildDataset();
  await wipe(host, projectId);
  await commitDocs(host, projectId, docs);
  return countByCollection(docs);
}
