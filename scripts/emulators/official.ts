/**
 * Google's own Firestore emulator: finding its JAR and Java on this machine, and running it as a
 * child process that never outlives this one. Started through index.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** Where the machine image's google-cloud-cli-firestore-emulator package puts it. */
const IMAGE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const version = (name: string) => (name.match(/\d+/g) ?? []).map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [version(a), version(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  }
  return 0;
};

/** The newest JAR firebase-tools has downloaded, if any. */
function firebaseToolsJar(): string | undefined {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir).filter((name) =>
    /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name),
  );
  return jars.length ? join(dir, jars.sort(newer)[0]) : undefined;
}

/** FIRESTORE_EMULATOR_JAR when set (and only it), else the image's JAR, else firebase-tools'. */
export function findOfficialJar(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.FIRESTORE_EMULATOR_JAR) {
    return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : undefined;
  }
  return existsSync(IMAGE_JAR) ? IMAGE_JAR : firebaseToolsJar();
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** JAVA when set, else JAVA_HOME's java, else the first java on PATH. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = env.JAVA
    ? [env.JAVA]
    : [
        ...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []),
        ...(env.PATH ?? '')
          .split(delimiter)
          .filter(Boolean)
          .map((dir) => join(dir, 'java')),
      ];
  return candidates.find(executable);
}

/** Ports free now, all different: each is held until every one is picked. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer().once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/** Fails with EADDRINUSE as our own emulator would, instead of talking to whatever is there. */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export interface OfficialEmulator {
  host: string;
  port: number;
  address: string;
  close(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Google's emulator exited with code ${child.exitCode}: ${output().trim()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Google's emulator did not answer at ${url} within 60 s`);
}

/**
 * Starts the JAR on `host:port` and waits until it answers. Port 0 picks a free one, and tries
 * again with others if the JVM finds it taken: between the moment a free port is found and the
 * moment the JVM binds it, another process may take it. Its WebSocket port is picked too: left to
 * the JVM, it was once the very port just found free, and the emulator exited.
 */
export async function startOfficialEmulator(options: {
  jar: string;
  java: string;
  port?: number;
  host?: string;
}): Promise<OfficialEmulator> {
  const host = options.host ?? '127.0.0.1';
  for (let attempt = 1; ; attempt++) {
    const [picked, other] = await freePorts(2);
    const port = options.port || picked;
    try {
      return await launch(options, host, port, other === port ? picked : other);
    } catch (error) {
      const taken = error instanceof Error && /address already in use/i.test(error.message);
      if (options.port || !taken || attempt === 3) throw error;
    }
  }
}

async function launch(
  { jar, java }: { jar: string; java: string },
  host: string,
  port: number,
  websocketPort: number,
): Promise<OfficialEmulator> {
  await assertPortFree(host, port);
  const child = spawn(
    java,
    [
      '-Duser.language=en',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      `--host=${host}`,
      `--port=${port}`,
      `--websocket_port=${websocketPort}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // Whatever ends this process, the JVM goes with it.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  const close = () =>
    new Promise<void>((resolve) => {
      process.off('exit', reap);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitUntilUp(`http://${host}:${port}/`, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { host, port, address: `${host}:${port}`, close };
}
