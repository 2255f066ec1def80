/**
 * The "hosting" section of firebase.json, read the way Firebase Hosting reads it: globs are
 * matched against the request path (with a leading slash), every matching header rule applies in
 * order (a later rule's value wins), the first matching rewrite wins, and `ignore` keeps files
 * out of the deploy.
 */
import { readFile } from 'node:fs/promises';

import picomatch from 'picomatch';

interface Rule {
  source?: string;
  glob?: string;
  regex?: string;
}
interface HeaderRule extends Rule {
  headers: { key: string; value: string }[];
}
interface RewriteRule extends Rule {
  destination?: string;
}

export interface HostingConfig {
  public?: string;
  trailingSlash?: boolean;
  ignore?: string[];
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
}

export interface Hosting {
  trailingSlash: boolean | undefined;
  /** `relativePath` is inside the public directory, without a leading slash. */
  isIgnored(relativePath: string): boolean;
  /** The rewrite destination for a request path, if a rewrite to a file matches. */
  rewrite(path: string): string | undefined;
  /** Header name (as configured) → value, for a request path. */
  headers(path: string): Map<string, string>;
}

export async function readHostingConfig(configPath: string): Promise<HostingConfig> {
  const parsed = JSON.parse(await readFile(configPath, 'utf8')) as { hosting?: HostingConfig };
  if (!parsed.hosting || Array.isArray(parsed.hosting)) {
    throw new Error(`${configPath} has no single "hosting" section.`);
  }
  return parsed.hosting;
}

const withSlash = (glob: string) => (glob.startsWith('/') ? glob : `/${glob}`);

function matcher(rule: Rule): (path: string) => boolean {
  const glob = rule.glob ?? rule.source;
  if (glob !== undefined) return picomatch(withSlash(glob));
  if (rule.regex !== undefined) {
    const pattern = new RegExp(rule.regex, 'u');
    return (path) => pattern.test(path);
  }
  throw new Error(`A hosting rule has neither "source" nor "regex": ${JSON.stringify(rule)}`);
}

/**
 * Appends sources to one directive of a policy, or adds the directive (starting from 'self', which
 * default-src already allowed it), without touching anything else.
 */
export function extendDirective(
  policy: string,
  directive: string,
  sources: readonly string[],
): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.toLowerCase().split(/\s/)[0] === directive);
  if (index === -1) directives.push(`${directive} 'self' ${sources.join(' ')}`);
  else directives[index] = `${directives[index]} ${sources.join(' ')}`;
  return directives.filter(Boolean).join('; ');
}

/** Appends origins to the policy's connect-src (or adds one) without touching anything else. */
export function extendConnectSrc(policy: string, origins: readonly string[]): string {
  return extendDirective(policy, 'connect-src', origins);
}

/**
 * What App Check with reCAPTCHA Enterprise loads: reCAPTCHA's script from www.google.com, which
 * loads the rest from www.gstatic.com, its invisible frame (Google's reCAPTCHA FAQ on CSP), and
 * the SDK's token exchange (the endpoint in firebase/app-check).
 */
export const APP_CHECK_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
} as const;

function isCsp(key: string): boolean {
  return key.toLowerCase() === 'content-security-policy';
}

/**
 * The hosting section a build deploys: firebase.json's, with the policy opened to what this build
 * loads. Without App Check the bundle holds no reCAPTCHA code, so the policy stays closed to it.
 */
export function deployedHosting(
  config: HostingConfig,
  build: { appCheck: boolean },
): HostingConfig {
  if (!build.appCheck) return config;
  return {
    ...config,
    headers: config.headers?.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        isCsp(header.key)
          ? {
              ...header,
              value: Object.entries(APP_CHECK_SOURCES).reduce(
                (policy, [directive, sources]) => extendDirective(policy, directive, sources),
                header.value,
              ),
            }
          : header,
      ),
    })),
  };
}

export function compileHosting(config: HostingConfig, connectSrcExtra: string[] = []): Hosting {
  const ignored = (config.ignore ?? []).map((glob) => picomatch(glob, { dot: true }));
  const rewrites = (config.rewrites ?? [])
    .filter((rule) => rule.destination !== undefined)
    .map((rule) => ({ matches: matcher(rule), destination: rule.destination! }));
  const headerRules = (config.headers ?? []).map((rule) => ({
    matches: matcher(rule),
    headers: rule.headers,
  }));

  return {
    trailingSlash: config.trailingSlash,
    isIgnored(relativePath) {
      // As with .gitignore, an ignored directory hides everything inside it.
      const parts = relativePath.split('/');
      return parts.some((_, i) => {
        const prefix = parts.slice(0, i + 1).join('/');
        return ignored.some((isMatch) => isMatch(prefix));
      });
    },
    rewrite(path) {
      return rewrites.find((rule) => rule.matches(path))?.destination;
    },
    headers(path) {
      const result = new Map<string, string>();
      for (const rule of headerRules) {
        if (!rule.matches(path)) continue;
        for (const { key, value } of rule.headers) {
          const existing = [...result.keys()].find((k) => k.toLowerCase() === key.toLowerCase());
          if (existing) result.delete(existing);
          result.set(key, isCsp(key) ? extendConnectSrc(value, connectSrcExtra) : value);
        }
      }
      return result;
    },
  };
}
