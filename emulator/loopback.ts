/**
 * Who may talk to the emulator: it holds a developer's data with no authentication, so only pages
 * and names on this machine. A page elsewhere must not read it through CORS nor change it with a
 * simple request, and a hostile DNS name rebound to 127.0.0.1 must not reach it at all.
 */

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `name` or `name:port`, the port being digits only. */
function loopbackAuthority(authority: string): boolean {
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(authority.toLowerCase());
  return !!match && LOOPBACK_NAMES.has(match[1]) && (match[2] === undefined || +match[2] < 65536);
}

/** The `Host` header names this machine (a browser after DNS rebinding sends the attacker's name). */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && loopbackAuthority(host);
}

/** `http(s)://` + a loopback name, any port, nothing else (browsers send no path in `Origin`). */
export function isLoopbackOrigin(origin: string): boolean {
  const match = /^https?:\/\/(.+)$/i.exec(origin);
  return !!match && loopbackAuthority(match[1]);
}
