import type * as AppCheck from 'firebase/app-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { parseEnv } from '@/config/env-schema';

const SITE_KEY = 'recaptcha-site-key';

// reCAPTCHA cannot run here: the provider the site asks for hands out a token named after its key.
vi.mock('firebase/app-check', async (original) => {
  const real = await original<typeof AppCheck>();
  return {
    ...real,
    ReCaptchaEnterpriseProvider: vi.fn(function (siteKey: string) {
      return new real.CustomProvider({
        getToken: async () => ({
          token: `token-for-${siteKey}`,
          expireTimeMillis: Date.now() + 3_600_000,
        }),
      });
    }),
  };
});

const PROJECT = 'demo-app-check';

/** Firestore's answer to a batchGet of a missing vagas/v1. */
function missingDocument(): Response {
  const missing = `projects/${PROJECT}/databases/(default)/documents/vagas/v1`;
  return new Response(JSON.stringify([{ missing, readTime: new Date().toISOString() }]), {
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The site's firebase module, built from these variables, reading one document. */
async function firstRequestHeaders(vars: Record<string, string>): Promise<Headers> {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  vi.doMock('@/config/env', () => ({ env: parseEnv(vars, true) }));
  const fetchSpy = vi.fn(async () => missingDocument());
  vi.stubGlobal('fetch', fetchSpy);
  const { getReadyDb } = await import('./firebase');
  const { doc, getDoc } = await import('firebase/firestore/lite');
  await getDoc(doc(await getReadyDb(), 'vagas/v1'));
  const init = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  return new Headers(init[1].headers);
}

describe('App Check', () => {
  const project = { VITE_FIREBASE_PROJECT_ID: PROJECT };

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.doUnmock('@/config/env');
  });

  it('sends a token with the very first read when a site key is set', async () => {
    const headers = await firstRequestHeaders({
      ...project,
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: SITE_KEY,
    });
    expect(headers.get('x-firebase-appcheck')).toBe(`token-for-${SITE_KEY}`);
  });

  it('sends none, and starts no provider, without a site key', async () => {
    const { ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    vi.mocked(ReCaptchaEnterpriseProvider).mockClear();
    const headers = await firstRequestHeaders(project);
    expect(headers.has('x-firebase-appcheck')).toBe(false);
    expect(ReCaptchaEnterpriseProvider).not.toHaveBeenCalled();
  });

  it('starts none in the build, where no page can run reCAPTCHA', async () => {
    const { ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    vi.mocked(ReCaptchaEnterpriseProvider).mockClear();
    vi.stubGlobal('document', undefined);
    const headers = await firstRequestHeaders({
      ...project,
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: SITE_KEY,
    });
    expect(headers.has('x-firebase-appcheck')).toBe(false);
    expect(ReCaptchaEnterpriseProvider).not.toHaveBeenCalled();
  });
});
