/**
 * One of the prerender's render threads (./index.ts): it loads the server entry once, takes the
 * site's data once, then renders the batches of paths it is sent and answers each with the bytes
 * it wrote.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

import type * as ServerEntry from '../../src/entry-server.tsx';
import { type PageSetup, pageWriter } from './pages.ts';

export interface WorkerInput {
  serverEntry: string;
  dist: string;
  /** The shared sheets without their CSS, which only the main thread writes. */
  setup: Omit<PageSetup, 'sheets'> & { sheets: [string, { href: string; keys: string[] }][] };
  data: ServerEntry.SiteData | null;
}

export type WorkerRequest = { paths: string[] };
export type WorkerAnswer = { bytes: number[] } | { error: string };

const input = workerData as WorkerInput;
const server = (await import(pathToFileURL(input.serverEntry).href)) as typeof ServerEntry;
const sheets = new Map(
  input.setup.sheets.map(([route, sheet]) => [
    route,
    { ...sheet, css: '', keys: new Set(sheet.keys) },
  ]),
);
const render = pageWriter(server, { ...input.setup, sheets }, input.data, input.dist);

parentPort!.on('message', async ({ paths }: WorkerRequest) => {
  try {
    const bytes: number[] = [];
    for (const path of paths) bytes.push(await render(path));
    parentPort!.postMessage({ bytes } satisfies WorkerAnswer);
  } catch (error) {
    parentPort!.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies WorkerAnswer);
  }
});
parentPort!.postMessage({ bytes: [] } satisfies WorkerAnswer);
