/**
 * The production build over a seeded emulator: the emulator starts first so the build can be
 * pointed at it, then `vite preview` serves the build. Used by the browser tests, the screenshots
 * and the benchmarks.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build, preview } from 'vite';

import { projectId, startSeededEmulator } from './local-emulator.ts';

export interface PreviewStack {
  baseUrl: string;
  emulatorHost: string;
  close(): Promise<void>;
}

export async function startPreviewStack(
  options: { emulatorPort?: number; previewPort?: number } = {},
): Promise<PreviewStack> {
  const emulator = await startSeededEmulator(options.emulatorPort ?? 0);
  const outDir = await mkdtemp(join(tmpdir(), 'site-build-'));
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.address;
  process.env.VITE_FIREBASE_PROJECT_ID = projectId;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: options.previewPort ?? 0, strictPort: true },
  });
  return {
    baseUrl: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    emulatorHost: emulator.address,
    async close() {
      await server.close();
      await emulator.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
