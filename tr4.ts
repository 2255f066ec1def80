import { launchChromium, PHONE } from './scripts/bench/shared.ts';
const browser = await launchChromium();
for (const port of [4292, 4291]) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'v8'] });
  await page.goto(`http://127.0.0.1:${port}/vagas`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  await page.waitForTimeout(3000);
  const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = ev.find(e => e.name === 'app:hydrated');
  const start = ev.filter(e => e.name === 'navigationStart' && e.tid === mark.tid && e.ts <= mark.ts).at(-1);
  const tasks = ev.filter(e => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.ts >= start.ts && e.dur > 30000);
  console.log(port, 'hydrated at', Math.round((mark.ts - start.ts)/1000), 'long tasks (start ms: dur ms):', tasks.map(t => `${Math.round((t.ts-start.ts)/1000)}:${Math.round(t.dur/1000)}`).join(' '));
  await context.close();
}
await browser.close();
