import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Counter, Gauge, Registry } from 'prom-client';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import { METRICS_REGISTRY } from '@sokoni/platform/observability';
import type { TradeConfig } from '../trade.config.js';
import { verifyLedger, type LedgerVerification } from './verify-ledger.js';

/**
 * The first pass waits this long after start: a restart (or a test app) does not pay for a scan of
 * the whole journal before it serves anything, and an operator still sees a result within minutes.
 */
const FIRST_PASS_DELAY_MS = 60_000;

interface LedgerGauges {
  valid: Gauge;
  verifiedAt: Gauge;
  duration: Gauge;
  problems: Gauge;
}

/**
 * Runs verifyLedger every LEDGER_VERIFY_INTERVAL_MINUTES (0 turns it off) and exposes the outcome:
 * `sokoni_ledger_valid` (1/0), `sokoni_ledger_last_verified_timestamp_seconds`,
 * `sokoni_ledger_verification_duration_seconds`, `sokoni_ledger_problems`, and
 * `sokoni_ledger_verification_failures_total` for passes that could not finish (database away).
 *
 * The gauges appear with the first result: a `sokoni_ledger_valid 0` before anything was checked
 * would page someone for nothing. A pass reads the whole journal in one read-only snapshot, so its
 * cost grows with the ledger: every replica runs it, each interval, and a stale timestamp (not a
 * failing scrape) is how a pass that stopped finishing shows.
 */
@Injectable()
export class LedgerVerificationMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(LedgerVerificationMetrics.name);
  private readonly loop?: PollingLoop;
  private readonly registry: Registry;
  private readonly failures: Counter;
  private gauges?: LedgerGauges;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() config: Pick<TradeConfig, 'LEDGER_VERIFY_INTERVAL_MINUTES'>,
    @Optional() @Inject(METRICS_REGISTRY) registry?: Registry,
  ) {
    this.registry = registry ?? new Registry();
    this.failures =
      (this.registry.getSingleMetric('sokoni_ledger_verification_failures_total') as Counter | undefined) ??
      new Counter({
        name: 'sokoni_ledger_verification_failures_total',
        help: 'Scheduled ledger verifications that could not finish (the database failed them)',
        registers: [this.registry],
      });
    const minutes = config.LEDGER_VERIFY_INTERVAL_MINUTES;
    if (minutes > 0)
      this.loop = new PollingLoop(
        'ledger verification',
        () => this.runOnce().then(() => undefined),
        minutes * 60_000,
        this.log,
      );
  }

  onApplicationBootstrap(): void {
    this.loop?.nudge(FIRST_PASS_DELAY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop?.stop();
  }

  /** One verification now; the gauges show its result. A failure counts and reaches the caller. */
  async runOnce(): Promise<LedgerVerification> {
    const started = performance.now();
    let result: LedgerVerification;
    try {
      result = await verifyLedger(this.orm.em.fork());
    } catch (err) {
      this.failures.inc();
      throw err;
    }
    const g = (this.gauges ??= this.createGauges());
    g.valid.set(result.valid ? 1 : 0);
    g.problems.set(result.problems.length);
    g.duration.set((performance.now() - started) / 1000);
    g.verifiedAt.set(Date.now() / 1000);
    if (!result.valid)
      this.log.error(
        { problems: result.problems.slice(0, 10), count: result.problems.length },
        'ledger verification found problems',
      );
    return result;
  }

  private createGauges(): LedgerGauges {
    const registers = [this.registry];
    const gauge = (name: string, help: string): Gauge =>
      (this.registry.getSingleMetric(name) as Gauge | undefined) ?? new Gauge({ name, help, registers });
    return {
      valid: gauge(
        'sokoni_ledger_valid',
        'Whether the last ledger verification found the ledger consistent (1) or not (0)',
      ),
      verifiedAt: gauge(
        'sokoni_ledger_last_verified_timestamp_seconds',
        'When the last ledger verification finished, in Unix seconds',
      ),
      duration: gauge(
        'sokoni_ledger_verification_duration_seconds',
        'How long the last ledger verification took',
      ),
      problems: gauge(
        'sokoni_ledger_problems',
        'Problems the last ledger verification reported (each check stops at 100)',
      ),
    };
  }
}
