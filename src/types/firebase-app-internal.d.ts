/**
 * The registry of the components each new Firebase app starts with. `firebase/app` exports it
 * (its other SDKs register themselves in it) but leaves it out of its public types; the site
 * takes the heartbeat out of it (src/lib/firebase.ts). A release without it fails the build, as
 * any missing import does.
 */
declare module 'firebase/app' {
  export const _components: Map<string, unknown>;
}

export {};
