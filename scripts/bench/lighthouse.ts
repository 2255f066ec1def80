/**
 * Lighthouse on the production build, as issue 6 measures it: the `lighthouse` package's default
 * (mobile) configuration with its simulated throttling, driving the Chromium the browser tests
 * use, 3 runs per route one after another, the median of each metric, and a mark per target.
 *
 *   tsx scripts/bench/lighthouse.ts [baseUrl] [--job /vagas/<id>] [--runs 3]
 *
 * Without a base URL it serves the build itself (scripts/preview-stack.ts). A route that cannot be
 * audited prints an error line and the script exits non-zero once every route has been tried.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium.ts';
import { benchSite, findJobPath, median } from './shared.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scored audits below full marks outside Performance, to say what keeps a category under 100. */
  misses: string[];
}

let environment = '';
/** Lighthouse's measure of this machine's CPU: TBT scales with it. */
const benchmarkIndexes: number[] = [];

async function audit(url: string): Promise<Sample> {
  const chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const chromeVersion = /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? '?';
    environment ||= `Lighthouse ${lhr.lighthouseVersion}, Chromium ${chromeVersion}`;
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      if (value == null) throw new Error(`no ${id} score`);
      return Math.round(value * 100);
    };
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`no value for ${id}`);
      return value;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      misses: misses(lhr),
    };
  } finally {
    chrome.kill();
  }
}

function misses(lhr: Result): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id].score;
        return score !== null && score < 1;
      })
      .map((ref) => `${id}/${ref.id}${consoleError(lhr, ref.id)}`),
  );
}

/** The first console error, so a lost Best Practices point says what to look at. */
function consoleError(lhr: Result, auditId: string): string {
  const details = lhr.audits[auditId].details;
  if (auditId !== 'errors-in-console' || details?.type !== 'table') return '';
  const first = details.items[0]?.description;
  return typeof first === 'string' ? ` ("${first.slice(0, 160)}")` : '';
}

const mark = (met: boolean) => (met ? '✓' : '✗');

function row(route: string, samples: Sample[]): string[] {
  const m = (key: Exclude<keyof Sample, 'misses'>) => median(samples.map((s) => s[key]));
  const spread = (key: 'performance' | 'lcpMs' | 'tbtMs', scale = 1, digits = 0) => {
    const values = samples.map((s) => (s[key] / scale).toFixed(digits));
    return samples.length > 1 ? ` (${values.sort((a, b) => +a - +b).join('–')})` : '';
  };
  const lcp = m('lcpMs') / 1000;
  const count = samples.length < runs ? ` (${samples.length}/${runs} runs)` : '';
  return [
    route + count,
    `${m('performance')}${spread('performance')} ${mark(Math.min(...samples.map((s) => s.performance)) >= 95)}`,
    `${m('accessibility')} ${mark(m('accessibility') === 100)}`,
    `${m('bestPractices')} ${mark(m('bestPractices') === 100)}`,
    `${m('seo')} ${mark(m('seo') === 100)}`,
    `${lcp.toFixed(2)}${spread('lcpMs', 1000, 2)} ${mark(lcp <= 2)}`,
    `${Math.round(m('tbtMs'))}${spread('tbtMs')} ${mark(Math.max(...samples.map((s) => s.tbtMs)) <= 150)}`,
    `${m('cls').toFixed(3)} ${mark(m('cls') <= 0.02)}`,
  ];
}

function printTable(rows: string[][]) {
  const header = ['route', 'Performance', 'Accessibility', 'Best Practices', 'SEO'];
  header.push('LCP (s)', 'TBT (ms)', 'CLS');
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(line(header));
  console.log(line(header.map(() => '---')));
  for (const cells of rows) console.log(line(cells));
  console.log('Targets: Performance ≥ 95 and TBT ≤ 150 ms in every run (median, every run sorted');
  console.log('in brackets); Accessibility, Best Practices, SEO 100; LCP ≤ 2.0 s; CLS ≤ 0.02.');
}

const { runs, base, close, job: jobOption } = await benchSite(3);
let failed = false;
try {
  const reachable = await fetch(`${base}/`).then(
    () => true,
    () => false,
  );
  if (!reachable) throw new Error(`${base} does not answer`);
  const job = jobOption ?? (await findJobPath(base));
  if (!job) {
    console.error('job page: no /vagas/<id> link in /sitemap.xml or /vagas (pass --job)');
    failed = true;
  }
  const routes = ['/', '/vagas', ...(job ? [job] : []), '/termos'];
  console.log(`Lighthouse on ${base}: mobile preset, simulated throttling, ${runs} runs each`);
  const rows: string[][] = [];
  for (const route of routes) {
    const samples: Sample[] = [];
    for (let i = 1; i <= runs; i++) {
      try {
        samples.push(await audit(`${base}${route}`));
      } catch (error) {
        failed = true;
        console.error(`${route} run ${i}: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (samples.length === 0) continue;
    rows.push(row(route, samples));
    const below = [...new Set(samples.flatMap((s) => s.misses))];
    if (below.length) console.log(`${route} below full marks: ${below.join(', ')}`);
  }
  if (environment) {
    const indexes = benchmarkIndexes.map(Math.round).sort((a, b) => a - b);
    console.log(`${environment}; benchmarkIndex ${indexes[0]}–${indexes.at(-1)}`);
  }
  printTable(rows);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await close();
}
if (failed) process.exitCode = 1;
