import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
let child: ChildProcess | undefined;

/** `npm run emulator`, with its output collected. */
function run(port: string) {
  const output = { stdout: '', stderr: '' };
  child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, FIRESTORE_EMULATOR_PORT: port },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output, exited };
}

async function firstLine(output: { stdout: string }): Promise<string> {
  while (!output.stdout.includes('\n')) await new Promise((resolve) => setTimeout(resolve, 20));
  return output.stdout;
}

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

describe('npm run emulator', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'prints one line with its address, serves, and exits 0 on %s',
    async (signal) => {
      const { child, output, exited } = run('0');
      const line = await firstLine(output);
      const [, address] = /^Firestore emulator listening on (127\.0\.0\.1:\d+)\n$/.exec(line) ?? [];
      expect(address).toBeDefined();
      expect(await (await fetch(`http://${address}/`)).text()).toBe('Ok');
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output).toEqual({ stdout: line, stderr: '' });
    },
  );

  it('exits 1 with a one-line error when the port is taken', async () => {
    const blocker: Server = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      const { output, exited } = run(String(port));
      expect(await exited).toBe(1);
      expect(output.stdout).toBe('');
      expect(output.stderr).toMatch(new RegExp(`^Port ${port} .*in use.*\\n$`));
    } finally {
      blocker.close();
    }
  });

  it('exits 1 on a port that is not a number', async () => {
    const { output, exited } = run('eighty');
    expect(await exited).toBe(1);
    expect(output.stderr).toMatch(/FIRESTORE_EMULATOR_PORT/);
  });
});
