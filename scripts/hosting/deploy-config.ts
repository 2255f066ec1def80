/**
 * The build writes dist/firebase.json: firebase.json's hosting section made for this build (its
 * Content-Security-Policy allows App Check only when the build has it), with dist itself as the
 * public directory. The deploy runs from dist (the workflow's entryPoint), and scripts/hosting
 * serves a build by the same file. Hosting's `ignore` keeps the file itself off the site.
 */
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { deployedHosting, readHostingConfig } from './config.ts';

export const DEPLOY_CONFIG = 'firebase.json';
const SOURCE = resolve(import.meta.dirname, '../..', DEPLOY_CONFIG);

export async function writeDeployConfig(
  dist: string,
  build: { appCheck: boolean },
  source = SOURCE,
): Promise<void> {
  const hosting = { ...deployedHosting(await readHostingConfig(source), build), public: '.' };
  await writeFile(join(dist, DEPLOY_CONFIG), `${JSON.stringify({ hosting }, null, 2)}\n`);
}
