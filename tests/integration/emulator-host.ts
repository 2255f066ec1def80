/** The emulator every integration suite talks to: `host:port`, set by global-setup or by you. */
export function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set (global-setup sets it).');
  return host;
}

export function splitHost(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  return {
    host: address.slice(0, at).replace(/^\[|\]$/g, ''),
    port: Number(address.slice(at + 1)),
  };
}
