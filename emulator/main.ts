/** `npm run emulator`: this project's Firestore emulator on 127.0.0.1:FIRESTORE_EMULATOR_PORT. */
import { startEmulator } from './server';

const raw = process.env.FIRESTORE_EMULATOR_PORT || '8080';
const port = Number(raw);
if (!/^\d+$/.test(raw) || port > 65535) {
  console.error(`FIRESTORE_EMULATOR_PORT must be a port number (0-65535), got "${raw}".`);
  process.exit(1);
}

try {
  const emulator = await startEmulator({ host: '127.0.0.1', port });
  console.log(`Firestore emulator listening on ${emulator.address}`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} on 127.0.0.1 is already in use: stop what uses it or set FIRESTORE_EMULATOR_PORT.`
      : `The Firestore emulator could not start: ${String(error)}`,
  );
  process.exit(1);
}
