import { existsSync } from 'node:fs';

/**
 * Chromium for the browser tests: CHROME_PATH, then Debian's package, then the build shipped inside
 * the @sparticuz/chromium npm package (unpacked to /tmp on first use), so `npm install && npm test`
 * needs nothing else on the machine.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
