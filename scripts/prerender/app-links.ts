/**
 * The files that let a phone open the app from the site, written by the prerender beside the
 * pages: the web app manifest, the two association files (only for a configured app), the app
 * tags in the SPA shell's head, and the build's hosting config (scripts/hosting/deploy-config.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type * as ServerEntry from '../../src/entry-server.tsx';
import { writeDeployConfig } from '../hosting/deploy-config.ts';

const SHELL_HEAD_END = '<!--/app-head-->';

type Server = Pick<
  typeof ServerEntry,
  | 'siteInfo'
  | 'homeHead'
  | 'appTags'
  | 'tagMarkup'
  | 'webManifest'
  | 'appleAppSiteAssociation'
  | 'assetLinks'
  | 'MANIFEST_PATH'
  | 'APPLE_ASSOCIATION_PATH'
  | 'ASSET_LINKS_PATH'
>;

async function writeJson(dist: string, path: string, value: unknown): Promise<void> {
  const file = join(dist, path.slice(1));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** App Check is in the bundle only when a site key was set (src/lib/firebase.ts). */
export function bundleHasAppCheck(manifest: Record<string, unknown>): boolean {
  return Object.keys(manifest).some((source) => /(^|\/)firebase\/app-check\//.test(source));
}

/**
 * The shell is served for pages newer than the build: its head block gets the app tags too, where
 * the browser, writing the page's head, finds them and keeps them once.
 */
export function withAppTags(shell: string, tags: string[]): string {
  if (!shell.includes(SHELL_HEAD_END)) throw new Error('app.html has no <!--/app-head-->');
  return shell.replace(SHELL_HEAD_END, () => `${tags.join('\n')}\n    ${SHELL_HEAD_END}`);
}

export async function writeAppLinks(dist: string, server: Server): Promise<void> {
  const site = server.siteInfo;
  const description = server.homeHead(site).description;
  await writeJson(dist, server.MANIFEST_PATH, server.webManifest(site, description));
  const app = site.app;
  const apple = app && server.appleAppSiteAssociation(app);
  if (apple) await writeJson(dist, server.APPLE_ASSOCIATION_PATH, apple);
  const android = app && server.assetLinks(app);
  if (android) await writeJson(dist, server.ASSET_LINKS_PATH, android);

  const shell = join(dist, 'app.html');
  await writeFile(
    shell,
    withAppTags(await readFile(shell, 'utf8'), server.appTags(site, null).map(server.tagMarkup)),
  );
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  await writeDeployConfig(dist, { appCheck: bundleHasAppCheck(manifest) });
}
