import { execFile, spawn } from 'node:child_process';
import { access, constants, stat } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const mockDir = resolve(repoRoot, 'infra/kafka-mock');
const mockBinary = resolve(mockDir, 'kafka-mock');
const buildScript = resolve(mockDir, 'build.sh');
const mockSource = resolve(mockDir, 'kafka-mock.c');
const librdkafkaMockHeader = '/usr/include/librdkafka/rdkafka_mock.h';

export interface KafkaMock {
  brokers: string[];
  stop(): Promise<void>;
  /**
   * Takes brokers away (connections closed, new ones refused) or brings them back, with their
   * data: a broker outage, not a new cluster. Only the mock can; a cluster from KAFKA_BROKERS has
   * no such method.
   */
  setBrokers?(state: 'down' | 'up', broker?: number | 'all'): Promise<void>;
  /** Makes the next `count` requests of a protocol API (e.g. 8, OffsetCommit) fail with a Kafka error code. */
  failRequests?(apiKey: number, errorCode: number, count?: number): Promise<void>;
}

export interface KafkaTestCluster extends KafkaMock {
  /** `env`: brokers from KAFKA_BROKERS (a real cluster); `mock`: librdkafka's mock cluster. */
  source: 'env' | 'mock';
}

const exists = (path: string, mode = constants.F_OK): Promise<boolean> =>
  access(path, mode).then(
    () => true,
    () => false,
  );

/** Builds the mock binary on first use, and again when its source changed; fails with the reason when it cannot. */
async function ensureMockBinary(): Promise<void> {
  if ((await exists(mockBinary, constants.X_OK)) && !(await sourceIsNewer())) return;
  if (!(await exists(librdkafkaMockHeader))) {
    throw new Error(
      `${mockBinary} is not built and ${librdkafkaMockHeader} is missing (install librdkafka-dev and a C compiler)`,
    );
  }
  try {
    await promisify(execFile)('bash', [buildScript], { cwd: mockDir });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`building the Kafka mock failed: ${stderr.trim() || String(error)}`, { cause: error });
  }
}

async function sourceIsNewer(): Promise<boolean> {
  const [source, binary] = await Promise.all([stat(mockSource), stat(mockBinary)]);
  return source.mtimeMs > binary.mtimeMs;
}

/**
 * Starts librdkafka's mock Kafka cluster (infra/kafka-mock) as a child process. It speaks the Kafka
 * protocol well enough for kafkajs producers and consumer groups; see infra/kafka-mock/README.md for
 * what it cannot do. The child also exits when this process dies, since its stdin closes.
 */
export async function startKafkaMock(
  options: { brokers?: number; startTimeoutMs?: number } = {},
): Promise<KafkaMock> {
  await ensureMockBinary();
  const child = spawn(mockBinary, [String(options.brokers ?? 3)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const timeoutMs = options.startTimeoutMs ?? 10_000;
  // Every stdout line after the first answers one command, in order.
  const answers: Array<(line: string) => void> = [];
  const line = await new Promise<string>((ready, fail) => {
    let out = '';
    let first = true;
    const timer = setTimeout(
      () => fail(new Error(`Kafka mock printed no bootstrap servers within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      for (let end = out.indexOf('\n'); end >= 0; end = out.indexOf('\n')) {
        const next = out.slice(0, end).trim();
        out = out.slice(end + 1);
        if (first) {
          first = false;
          clearTimeout(timer);
          ready(next);
        } else {
          answers.shift()?.(next);
        }
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`Kafka mock exited early (${signal ?? `code ${code}`}): ${stderr.trim()}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });

  // Unreferenced, so a test run that never reaches stop() (all tests filtered out) can still exit;
  // the mock then sees its stdin close and exits too.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Partial<Socket>).unref?.();

  const brokers = line.split(',').filter((b) => b.length > 0);
  let stopped: Promise<void> | undefined;
  let commands = Promise.resolve();
  const send = (text: string): Promise<void> => {
    const run = commands.then(
      () =>
        new Promise<void>((done, fail) => {
          if (child.exitCode !== null || child.signalCode !== null)
            return fail(new Error('the Kafka mock is not running'));
          answers.push((answer) =>
            answer === 'ok' ? done() : fail(new Error(`Kafka mock: ${text}: ${answer}`)),
          );
          child.stdin.write(`${text}\n`);
        }),
    );
    // One command at a time, and a failed one does not block the next.
    commands = run.catch(() => undefined);
    return run;
  };
  return {
    brokers,
    setBrokers: (state, broker = 'all') => send(`${state} ${broker}`),
    failRequests: (apiKey, errorCode, count = 1) => send(`fail ${apiKey} ${errorCode} ${count}`),
    stop: () =>
      (stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.stdin.end();
          const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
        }
      })()),
  };
}

/**
 * The Kafka cluster an integration test should use: `KAFKA_BROKERS` (comma-separated) when set,
 * otherwise a fresh mock cluster. Returns null when neither is available, after reporting why
 * through `onUnavailable` (a SKIP warning by default) so a skipped suite never looks like a pass.
 * The caller passes the environment in: only platform/config reads `process.env`.
 */
export async function kafkaBrokersForTests(
  options: {
    env?: Readonly<Record<string, string | undefined>>;
    onUnavailable?: (reason: string) => void;
  } = {},
): Promise<KafkaTestCluster | null> {
  const report =
    options.onUnavailable ?? ((reason: string) => console.warn(`SKIP Kafka integration tests: ${reason}`));
  const configured = options.env?.['KAFKA_BROKERS']?.trim();
  if (configured) {
    const brokers = configured
      .split(',')
      .map((b) => b.trim())
      .filter((b) => b.length > 0);
    return { brokers, source: 'env', stop: () => Promise.resolve() };
  }
  try {
    return { ...(await startKafkaMock()), source: 'mock' };
  } catch (error) {
    report(
      `KAFKA_BROKERS is not set and the librdkafka mock cluster is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
