/**
 * `npm run test:official`: the integration suites against Google's own Firestore emulator, when
 * this machine has it (the google-cloud-cli-firestore-emulator package, firebase-tools' download,
 * or FIRESTORE_EMULATOR_JAR, and Java). Without it, says so and succeeds: `npm test` must pass
 * with nothing but Node.
 */
import { spawn } from 'node:child_process';

import { officialEmulatorMissing, startEmulator } from './emulators/index.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code ?? 1));
  });
}

const missing = officialEmulatorMissing();
if (missing) {
  console.log(`Official Firestore emulator not runnable here (${missing}): skipped.`);
  process.exit(0);
}

let code = 1;
try {
  const emulator = await startEmulator({ kind: 'official' });
  console.log(`Official Firestore emulator on ${emulator.address}`);
  try {
    code = await run('npx', ['vitest', 'run', '--project', 'integration'], {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.address,
    });
  } finally {
    await emulator.stop();
  }
} catch (error) {
  console.error(String(error));
}
process.exit(code);
