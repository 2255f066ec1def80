import { describe, expect, it } from 'vitest';

import { DEMO_PROJECT_ID, parseEnv, parseHostPort } from './env-schema';

const realProject = {
  VITE_FIREBASE_PROJECT_ID: 'real-project',
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_CONTACT_EMAIL: 'contato@odontovagas.com.br',
};

describe('parseEnv', () => {
  it('uses the demo project and neutral defaults outside production', () => {
    const env = parseEnv({}, false);
    expect(env.firebase.projectId).toBe(DEMO_PROJECT_ID);
    expect(env.contactEmail).toMatch(/@example\.com$/);
    expect(env.emulator).toBeNull();
    expect(env.appStoreUrl).toBeNull();
    expect(env.playStoreUrl).toBeNull();
  });

  it('refuses a production configuration without a project id, naming the variable', () => {
    expect(() => parseEnv({}, true)).toThrow(/VITE_FIREBASE_PROJECT_ID/);
    expect(parseEnv({ ...realProject }, true).firebase.projectId).toBe('real-project');
  });

  it.each([
    ['VITE_FIREBASE_API_KEY', { VITE_FIREBASE_API_KEY: ' ' }],
    ['VITE_CONTACT_EMAIL', { VITE_CONTACT_EMAIL: '' }],
    ['VITE_CONTACT_EMAIL', { VITE_CONTACT_EMAIL: 'contato@example.com' }],
    ['VITE_CONTACT_EMAIL', { VITE_CONTACT_EMAIL: 'dpo@mail.example.org' }],
  ])('refuses a production build for a real project without %s', (name, override) => {
    expect(() => parseEnv({ ...realProject, ...override }, true)).toThrow(name);
  });

  it('lets demo projects and development builds keep the placeholders', () => {
    const demo = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-odontovagas' }, true);
    expect(demo.contactEmail).toBe('contato@example.com');
    expect(demo.firebase.apiKey).toBe('demo-api-key');
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'real-project' }, false).contactEmail).toBe(
      'contato@example.com',
    );
  });

  it('reads the default collections, App Check off', () => {
    const env = parseEnv({}, false);
    expect(env.publicProjection).toEqual({ statsDoc: null, profilesCollection: null });
    expect(env.appCheckSiteKey).toBeNull();
  });

  it('reads the public projection paths, without outer slashes', () => {
    const env = parseEnv(
      {
        VITE_STATS_DOC: '/public/stats',
        VITE_PUBLIC_PROFILES_COLLECTION: 'site/public/profiles',
        VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: ' 6Lc-key ',
      },
      false,
    );
    expect(env.publicProjection).toEqual({
      statsDoc: 'public/stats',
      profilesCollection: 'site/public/profiles',
    });
    expect(env.appCheckSiteKey).toBe('6Lc-key');
  });

  it('reads the emulator host, including IPv6', () => {
    expect(parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, false).emulator).toEqual({
      host: '127.0.0.1',
      port: 8080,
    });
    expect(parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: '[::1]:9000' }, false).emulator).toEqual({
      host: '::1',
      port: 9000,
    });
  });

  it.each([
    ['VITE_FIRESTORE_EMULATOR_HOST', 'localhost'],
    ['VITE_FIRESTORE_EMULATOR_HOST', 'localhost:99999'],
    ['VITE_APP_STORE_URL', 'javascript:alert(1)'],
    ['VITE_PLAY_STORE_URL', 'http://insecure.example'],
    ['VITE_CONTACT_EMAIL', 'not-an-email'],
    ['VITE_SITE_URL', 'www.example.com'],
    ['VITE_SITE_URL', 'https://example.com/vagas'],
    ['VITE_STATS_DOC', 'stats'],
    ['VITE_STATS_DOC', 'a/b/c'],
    ['VITE_STATS_DOC', 'public//stats'],
    ['VITE_STATS_DOC', 'public/..'],
    ['VITE_STATS_DOC', '__public__/stats'],
    ['VITE_PUBLIC_PROFILES_COLLECTION', 'public/profiles'],
    ['VITE_PUBLIC_PROFILES_COLLECTION', '.'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value }, false)).toThrow(name);
  });

  it('takes product, e-mail and store links as given, trimmed', () => {
    const env = parseEnv(
      {
        VITE_PRODUCT_NAME: ' Sorriso Jobs ',
        VITE_CONTACT_EMAIL: 'oi@sorriso.com.br',
        VITE_APP_STORE_URL: 'https://apps.apple.com/app/id1',
        VITE_PLAY_STORE_URL: ' ',
      },
      false,
    );
    expect(env.productName).toBe('Sorriso Jobs');
    expect(env.contactEmail).toBe('oi@sorriso.com.br');
    expect(env.appStoreUrl).toBe('https://apps.apple.com/app/id1');
    expect(env.playStoreUrl).toBeNull();
  });

  it('reads the public origin without a trailing slash, localhost by default', () => {
    expect(parseEnv({}, false).siteUrl).toBe('http://localhost:5173');
    expect(parseEnv({ VITE_SITE_URL: 'https://vagas.example.com.br/' }, false).siteUrl).toBe(
      'https://vagas.example.com.br',
    );
  });
});

describe('parseHostPort', () => {
  it.each([
    ['127.0.0.1:8080', { host: '127.0.0.1', port: 8080 }],
    ['localhost:1', { host: 'localhost', port: 1 }],
    ['firestore.internal:65535', { host: 'firestore.internal', port: 65535 }],
    ['[::1]:9000', { host: '::1', port: 9000 }],
  ])('reads %s', (value, expected) => {
    expect(parseHostPort(value)).toEqual(expected);
  });

  it.each(['localhost', ':8080', 'localhost:', 'localhost:0', 'localhost:65536', 'a b:80', ''])(
    'refuses %j',
    (value) => {
      expect(parseHostPort(value)).toBeNull();
    },
  );
});

describe('parseEnv: the mobile app', () => {
  const fingerprint = (byte: string) => Array(32).fill(byte).join(':');
  const configured = {
    VITE_IOS_APP_ID: '1234567890',
    VITE_IOS_BUNDLE_ID: 'br.com.odontovagas.app',
    VITE_APPLE_TEAM_ID: 'ABCDE12345',
    VITE_ANDROID_PACKAGE: 'br.com.odontovagas.app',
    VITE_ANDROID_CERT_SHA256: ` ${fingerprint('ab')} , ${fingerprint('0F')},${fingerprint('AB')}`,
  };

  it('knows no app when none is configured, and the build stays valid', () => {
    expect(parseEnv({ ...realProject }, true).app).toEqual({
      iosAppId: null,
      iosAppIdentifier: null,
      androidPackage: null,
      androidCertFingerprints: [],
    });
  });

  it('reads the app identity, fingerprints upper-cased and without repeats', () => {
    expect(parseEnv(configured, false).app).toEqual({
      iosAppId: '1234567890',
      iosAppIdentifier: 'ABCDE12345.br.com.odontovagas.app',
      androidPackage: 'br.com.odontovagas.app',
      androidCertFingerprints: [fingerprint('AB'), fingerprint('0F')],
    });
  });

  it('lets the banner go without the association files', () => {
    expect(parseEnv({ VITE_IOS_APP_ID: '987654' }, false).app.iosAppIdentifier).toBeNull();
  });

  it.each([
    ['VITE_IOS_APP_ID', 'id1234567890'],
    ['VITE_IOS_APP_ID', '12'],
    ['VITE_IOS_BUNDLE_ID', 'app'],
    ['VITE_IOS_BUNDLE_ID', 'br.com.odonto vagas'],
    ['VITE_APPLE_TEAM_ID', 'abcde12345'],
    ['VITE_APPLE_TEAM_ID', 'ABCDE1234'],
    ['VITE_ANDROID_PACKAGE', 'odontovagas'],
    ['VITE_ANDROID_PACKAGE', 'br.com.1app'],
    ['VITE_ANDROID_CERT_SHA256', 'AB:CD'],
    ['VITE_ANDROID_CERT_SHA256', `${fingerprint('AB')}:CD`],
    ['VITE_ANDROID_CERT_SHA256', fingerprint('AB').replaceAll(':', '')],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => parseEnv({ ...configured, [name]: value }, false)).toThrow(name);
  });

  it.each([
    ['VITE_APPLE_TEAM_ID', 'VITE_IOS_BUNDLE_ID'],
    ['VITE_IOS_BUNDLE_ID', 'VITE_APPLE_TEAM_ID'],
    ['VITE_ANDROID_CERT_SHA256', 'VITE_ANDROID_PACKAGE'],
    ['VITE_ANDROID_PACKAGE', 'VITE_ANDROID_CERT_SHA256'],
  ])('refuses %s without %s, naming the missing one', (present, missing) => {
    expect(() => parseEnv({ ...configured, [missing]: '' }, false)).toThrow(
      new RegExp(`^${missing} is missing: ${present}`),
    );
  });
});
