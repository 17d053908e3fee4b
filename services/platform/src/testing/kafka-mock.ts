import { execFile, spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const mockDir = resolve(repoRoot, 'infra/kafka-mock');
const mockBinary = resolve(mockDir, 'kafka-mock');
const buildScript = resolve(mockDir, 'build.sh');
const librdkafkaMockHeader = '/usr/include/librdkafka/rdkafka_mock.h';

export interface KafkaMock {
  brokers: string[];
  stop(): Promise<void>;
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

/** Builds the mock binary on first use; fails with the reason when it cannot. */
async function ensureMockBinary(): Promise<void> {
  if (await exists(mockBinary, constants.X_OK)) return;
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
  const line = await new Promise<string>((ready, fail) => {
    let out = '';
    const timer = setTimeout(
      () => fail(new Error(`Kafka mock printed no bootstrap servers within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        ready(out.slice(0, end).trim());
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
  return {
    brokers,
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
