/**
 * `npm run seed`: fills a running Firestore emulator (this project's or the official one) with
 * the demo dataset. FIRESTORE_EMULATOR_HOST is required, so a typo can never reach production.
 */
import { DEMO_PROJECT_ID, parseHostPort } from '../../src/config/env-schema.ts';
import { seed } from './index.ts';

const PROBE_TIMEOUT_MS = 3000;

function fail(message: string): never {
  console.error(`npm run seed: ${message}`);
  process.exit(1);
}

const host = process.env.FIRESTORE_EMULATOR_HOST?.trim() ?? '';
if (!host) {
  fail('FIRESTORE_EMULATOR_HOST is not set; start an emulator and set it, e.g. 127.0.0.1:8080.');
}
if (!parseHostPort(host)) {
  fail(`FIRESTORE_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:8080), got "${host}".`);
}
const projectId =
  process.env.VITE_FIREBASE_PROJECT_ID?.trim() ||
  process.env.GCLOUD_PROJECT?.trim() ||
  DEMO_PROJECT_ID;

// Any HTTP answer means something listens there; only a network error or a timeout is fatal.
try {
  await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
} catch (error) {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.name : error);
  fail(`no Firestore emulator answers at ${host} (${reason}); is it running?`);
}

try {
  const started = performance.now();
  const counts = await seed(host, projectId);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = Object.entries(counts)
    .map(([collection, n]) => `${n} ${collection}`)
    .join(', ');
  console.log(`Seeded ${projectId} on ${host} in ${seconds} s: ${summary}`);
  // fetch keeps idle connections open for a few seconds; nothing is left to do, so leave now.
  process.exit(0);
} catch (error) {
  fail(error instanceof Error ? error.message.split('\n')[0] : String(error));
}
