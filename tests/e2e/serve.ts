/**
 * The browser tests' server: a seeded emulator plus the production build, built to talk to it,
 * served by `vite preview`. Started by Playwright's webServer.
 */
import { build, preview } from 'vite';

import { onShutdown, projectId, startSeededEmulator } from '../../scripts/local-emulator.ts';
import { E2E_DIST, E2E_EMULATOR_PORT, E2E_PREVIEW_PORT } from './ports.ts';

const emulator = await startSeededEmulator(E2E_EMULATOR_PORT);
process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
process.env.VITE_FIREBASE_PROJECT_ID = projectId;
await build({ logLevel: 'warn', build: { outDir: E2E_DIST, emptyOutDir: true } });
const server = await preview({ build: { outDir: E2E_DIST }, preview: { port: E2E_PREVIEW_PORT } });
server.printUrls();
onShutdown(async () => {
  await server.close();
  await emulator.close();
});
