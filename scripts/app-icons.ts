/**
 * `tsx scripts/app-icons.ts`: draws the web app manifest's icons (public/icon-*.png) and the
 * pages' icon (public/favicon-48.png) from public/favicon.svg through the Chromium the browser
 * tests use. The maskable one fills the whole square and keeps the tooth inside the central circle
 * that every launcher's mask leaves visible. The pages name a PNG, not the SVG: Chrome draws a
 * page's icon in the page's own renderer while its scripts load, and an SVG costs it a document of
 * its own (20–35 ms of the main thread at 4× CPU, against a few for this PNG).
 */
import { readFile, writeFile } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';

const favicon = await readFile('public/favicon.svg', 'utf8');
const maskable = favicon
  .replace(/ rx="\d+"/, '')
  .replace(
    /<path [^>]*\/>/,
    (path) => `<g transform="translate(32 32) scale(0.7) translate(-32 -35)">${path}</g>`,
  );

const icons = [
  { file: 'public/favicon-48.png', size: 48, svg: favicon },
  { file: 'public/icon-192.png', size: 192, svg: favicon },
  { file: 'public/icon-512.png', size: 512, svg: favicon },
  { file: 'public/icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await writeFile(file, await page.screenshot({ type: 'png', omitBackground: true }));
    await page.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
