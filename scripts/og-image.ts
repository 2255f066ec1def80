/**
 * `npm run og-image`: draws public/og-image.jpg, the 1200×630 picture link previews show
 * (WhatsApp, Facebook, LinkedIn, X), from scripts/og-image-source.ts through the Chromium the
 * browser tests use. The text is set in Open Sans, which @sparticuz/chromium ships, so the
 * picture comes out the same on every machine rather than in whatever font happens to be
 * installed.
 */
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { OG_SIZE, ogImageHtml } from './og-image-source.ts';

const OUT = 'public/og-image.jpg';
// WhatsApp shows no picture at all for a larger one.
const MAX_BYTES = 250 * 1024;

/** Open Sans as @font-face rules with the files inlined, unpacked from @sparticuz/chromium. */
async function fontFaces(): Promise<string> {
  const dir = join(tmpdir(), 'fonts', 'fonts', 'Open_Sans');
  if (!existsSync(dir)) {
    const { default: packaged } = await import('@sparticuz/chromium');
    await packaged.executablePath();
  }
  const face = async (file: string, weight: string) => {
    const data = (await readFile(join(dir, file))).toString('base64');
    return `@font-face { font-family: 'Open Sans'; font-weight: ${weight}; src: url(data:font/ttf;base64,${data}) format('truetype'); }`;
  };
  // The package ships two weights: the tagline's 600 and the name's 700 both use the bold face.
  return (
    await Promise.all([
      face('OpenSans-Regular.ttf', '400 500'),
      face('OpenSans-Bold.ttf', '600 800'),
    ])
  ).join('\n');
}

const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: OG_SIZE, deviceScaleFactor: 1 });
  await page.setContent(ogImageHtml(await fontFaces()));
  await page.evaluate(() => document.fonts.ready);
  const missing = await page.evaluate(() => !document.fonts.check("700 92px 'Open Sans'"));
  if (missing) throw new Error('Open Sans did not load: the image would use a fallback font.');
  await writeFile(OUT, await page.screenshot({ type: 'jpeg', quality: 90 }));
} finally {
  await browser.close();
}

const { size } = await stat(OUT);
console.log(`${OUT}: ${OG_SIZE.width}×${OG_SIZE.height}, ${(size / 1024).toFixed(0)} KB`);
if (size > MAX_BYTES) {
  console.error(`Larger than ${MAX_BYTES / 1024} KB: WhatsApp would show no picture.`);
  process.exitCode = 1;
}
