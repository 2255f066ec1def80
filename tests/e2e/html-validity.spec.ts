import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { findJava } from '../../scripts/emulators/index.ts';
import { SAMPLE_JOB_IDS } from './support';

/**
 * Every kind of page the build writes is valid HTML by the W3C Nu HTML Checker, as the host
 * serves it. The checker is a Java program: it runs once over all the pages.
 */

const java = findJava();
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const pages = {
  landing: '/',
  list: '/vagas',
  job: `/vagas/${SAMPLE_JOB_IDS.complete}`,
  terms: '/termos',
  privacy: '/privacidade',
  'not-found': '/pagina-que-nao-existe',
  // A job newer than the build: the host answers the SPA shell, app.html.
  shell: '/vagas/vaga-publicada-depois-do-build',
};

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // JSON goes to stderr; --exit-zero-always: the messages, not the exit code, decide.
    execFile(
      java!,
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(error);
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

test('every kind of prerendered page passes the W3C Nu HTML Checker', async ({ request }) => {
  test.skip(!java, 'No Java on this machine: the Nu HTML Checker (vnu.jar) cannot run.');
  test.setTimeout(120_000);
  const dir = await mkdtemp(join(tmpdir(), 'html-validity-'));
  try {
    const files = await Promise.all(
      Object.entries(pages).map(async ([name, path]) => {
        const response = await request.get(path);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        const file = join(dir, `${name}.html`);
        await writeFile(file, await response.text());
        return file;
      }),
    );
    const shell = await request.get(pages.shell);
    expect(await shell.text(), 'the shell answers a job newer than the build').toMatch(
      /<div id="root">\s*<\/div>/,
    );

    const errors = (await runVnu(files))
      .filter((message) => message.type !== 'info')
      .map((m) => `${m.url?.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
