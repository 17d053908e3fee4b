import type { LogSettings, ProcessSettings } from '../config/index.js';
import { getProcessLogger } from '../observability/logger.factory.js';

/** What an entry point starts: a Nest app, the standalone run. */
export interface Closable {
  close(): Promise<void>;
}

/** The part of `process` this uses (tests give their own). */
export interface SignalProcess {
  on(signal: NodeJS.Signals, listener: () => void): unknown;
  off(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): void;
}

export interface RunUntilSignalOptions {
  /** Names the process in its shutdown log lines. */
  service: string;
  config: Pick<ProcessSettings, 'SHUTDOWN_TIMEOUT_MS'> & Partial<Pick<LogSettings, 'LOG_LEVEL'>>;
  signals?: readonly NodeJS.Signals[];
  process?: SignalProcess;
  logger?: Pick<ReturnType<typeof getProcessLogger>, 'info' | 'warn' | 'error'>;
}

/**
 * Every server entry point's (main.ts) start and end: starts what `start` builds and, on SIGTERM or
 * SIGINT, closes it (the HTTP server stops accepting and lets requests in flight finish, consumers
 * finish and commit their record and leave, relays stop, pools close) and exits 0 by itself; past
 * SHUTDOWN_TIMEOUT_MS it exits 1 instead, with a log line.
 *
 * Not Nest's enableShutdownHooks: after closing, it raises the signal again to end the process,
 * which node running as PID 1 (the image's CMD) ignores, so the end would wait for the event loop
 * to empty (useProcessExit has no deadline either). And one handler for the process, not one per
 * app: the standalone run's apps close in their order, not all at once.
 *
 * A signal during the start is acted on once the start has settled, under the same deadline.
 */
export async function runUntilSignal<T extends Closable>(
  start: () => Promise<T>,
  options: RunUntilSignalOptions,
): Promise<T> {
  const proc: SignalProcess = options.process ?? process;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const timeoutMs = options.config.SHUTDOWN_TIMEOUT_MS;
  const log = () =>
    options.logger ?? getProcessLogger({ service: options.service, level: options.config.LOG_LEVEL });
  const started = start();
  let stopping = false;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log().warn(`${signal} received while already shutting down: still closing`);
      return;
    }
    stopping = true;
    const since = performance.now();
    log().info(`${signal} received: shutting down (deadline ${timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      log().error(`shutdown did not finish within ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting 1`);
      proc.exit(1);
    }, timeoutMs);
    started
      .then((app) => app.close())
      .then(
        () => {
          clearTimeout(deadline);
          log().info(`shut down in ${Math.round(performance.now() - since)} ms: exiting 0`);
          proc.exit(0);
        },
        (err: unknown) => {
          clearTimeout(deadline);
          log().error({ err }, 'shutdown failed: exiting 1');
          proc.exit(1);
        },
      );
  };
  const listeners = signals.map((signal) => {
    const listener = () => stop(signal);
    proc.on(signal, listener);
    return [signal, listener] as const;
  });

  try {
    return await started;
  } catch (err) {
    // A start that failed by itself ends the process as it would have without this (the caller's
    // rejection); one a signal interrupted is that signal's business.
    if (!stopping) for (const [signal, listener] of listeners) proc.off(signal, listener);
    throw err;
  }
}
