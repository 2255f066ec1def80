/**
 * Which Firestore emulator `npm start` runs: Google's when this machine has it (the closest to
 * production, and it evaluates security rules), this project's otherwise, or the one
 * FIRESTORE_EMULATOR names.
 */

export type EmulatorChoice =
  | { kind: 'official'; jar: string; java: string }
  | { kind: 'project' }
  | { kind: 'error'; message: string };

/** What this machine has of Google's emulator. */
export interface OfficialSupplies {
  /** Google's emulator JAR found on this machine. */
  jar: string | undefined;
  /** A Java runtime to run it. */
  java: string | undefined;
}

export interface EmulatorSupplies extends OfficialSupplies {
  /** FIRESTORE_EMULATOR as set, if at all. */
  requested: string | undefined;
}

/** Why Google's emulator cannot run here, or undefined when it can. */
export function officialMissing({ jar, java }: OfficialSupplies): string | undefined {
  if (!jar) {
    return "Google's emulator JAR was not found (install google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_JAR)";
  }
  return java ? undefined : 'Java is not installed (put java on PATH or set JAVA)';
}

export function chooseEmulator({ requested, jar, java }: EmulatorSupplies): EmulatorChoice {
  const wanted = requested?.trim().toLowerCase() || undefined;
  if (wanted !== undefined && wanted !== 'official' && wanted !== 'project') {
    return {
      kind: 'error',
      message: `FIRESTORE_EMULATOR must be "official" or "project", got "${requested}".`,
    };
  }
  if (wanted === 'project') return { kind: 'project' };
  if (jar && java) return { kind: 'official', jar, java };
  if (wanted === undefined) return { kind: 'project' };
  const missing = officialMissing({ jar, java });
  return { kind: 'error', message: `FIRESTORE_EMULATOR=official, but ${missing}.` };
}
