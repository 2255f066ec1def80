/** `npm run emulator`: the local Firestore emulator on 127.0.0.1:FIRESTORE_EMULATOR_PORT. */
import { startEmulator } from './server';

const port = Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);

try {
  const emulator = await startEmulator({ port });
  console.log(`Firestore emulator listening on ${emulator.address}`);
  const stop = () => emulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what uses it or set FIRESTORE_EMULATOR_PORT.`
      : `The emulator could not start: ${String(error)}`,
  );
  process.exit(1);
}
