/**
 * `npm run test:official`: the integration suites against Google's own Firestore emulator, when
 * this machine has it (the google-cloud-cli-firestore-emulator package, or FIRESTORE_EMULATOR_JAR,
 * and Java). Without it, says so and succeeds: `npm test` must pass with nothing but Node.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const jar =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The official emulator did not answer at ${url}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1));
  });
}

if (!existsSync(jar)) {
  console.log(`Official Firestore emulator not found (${jar}): skipped, nothing to run.`);
  process.exit(0);
}

const port = await freePort();
const emulator = spawn(
  process.env.JAVA ?? 'java',
  [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
  ],
  { stdio: 'ignore' },
);
let code = 1;
try {
  await waitUntilUp(`http://127.0.0.1:${port}/`, Date.now() + 60_000);
  console.log(`Official Firestore emulator on 127.0.0.1:${port}`);
  code = await run('npx', ['vitest', 'run', '--project', 'integration'], {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
  });
} catch (error) {
  console.error(String(error));
} finally {
  emulator.kill('SIGTERM');
}
process.exit(code);
