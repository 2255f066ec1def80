/** The emulator every integration suite talks to, as global-setup.ts leaves it in the env. */

/** `host:port`, as FIRESTORE_EMULATOR_HOST holds it. */
export function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run through `vitest --project integration`, whose ' +
        'global setup sets it.',
    );
  }
  return host;
}

/** `127.0.0.1:8080` → {host: '127.0.0.1', port: 8080}; `[::1]:8080` → {host: '::1', …}. */
export function splitHost(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  const port = Number(address.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`Expected host:port, got "${address}"`);
  }
  return { host: address.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port };
}
