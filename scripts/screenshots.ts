/**
 * `npm run screenshots`: PNGs of every route at 375 px and 1280 px, from the production build over
 * the seeded emulator, into docs/screenshots/ (shown in the README).
 */
import { mkdir } from 'node:fs/promises';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts';
import { startPreviewStack } from './preview-stack.ts';
import { SAMPLE_JOB_IDS } from './seed/dataset.ts';

const routes = {
  inicio: '/',
  vagas: '/vagas',
  vaga: `/vagas/${SAMPLE_JOB_IDS.complete}`,
  termos: '/termos',
  privacidade: '/privacidade',
  'nao-encontrada': '/pagina-inexistente',
};
const widths = { celular: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
const outDir = 'docs/screenshots';

const stack = await startPreviewStack();
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
try {
  await mkdir(outDir, { recursive: true });
  for (const [device, viewport] of Object.entries(widths)) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(routes)) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const file = `${outDir}/${name}-${device}.png`;
      await page.screenshot({ path: file, fullPage: ['inicio', 'vaga'].includes(name) });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.close();
}
