/**
 * The production build over a seeded emulator, served as Firebase Hosting serves it: the emulator
 * starts first so the build can read from it, then the client build, the server entry and the
 * prerender run as `npm run build` runs them, and scripts/hosting serves the result with the
 * headers of firebase.json. Used by the browser tests, the screenshots and the benchmarks.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';

import { DATA_STAMP_PATH, encodeDataStamp } from '../src/app/query-state.ts';
import { projectId, startEmulator } from './emulators/index.ts';
import { startHostingServer } from './hosting/server.ts';
import { prerender } from './prerender/index.ts';
import { seedDemo } from './seed/index.ts';

export interface PreviewStack {
  baseUrl: string;
  emulatorHost: string;
  close(): Promise<void>;
}

export async function startPreviewStack(
  options: {
    emulatorPort?: number;
    previewPort?: number;
    /** Dates the build's data this long before now (ms), as a visit some time after a deploy sees it. */
    dataAge?: number;
  } = {},
): Promise<PreviewStack> {
  const emulator = await startEmulator({ kind: 'project', port: options.emulatorPort });
  await seedDemo(emulator);
  const outDir = await mkdtemp(join(tmpdir(), 'site-build-'));
  const dist = join(outDir, 'dist');
  const serverDir = join(outDir, 'server');
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.VITE_FIREBASE_PROJECT_ID = projectId;
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
  });
  await prerender({ dist, serverEntry: join(serverDir, 'entry-server.js') });
  if (options.dataAge) {
    await writeFile(join(dist, DATA_STAMP_PATH), encodeDataStamp(Date.now() - options.dataAge));
  }
  const server = await startHostingServer({
    root: dist,
    port: options.previewPort ?? 0,
    // A real deploy never lets pages reach a local emulator; this build must.
    connectSrcExtra: [`http://${emulator.address}`],
  });
  return {
    baseUrl: server.url.replace(/\/$/, ''),
    emulatorHost: emulator.address,
    async close() {
      await server.close();
      await emulator.stop();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
