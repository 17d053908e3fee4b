import { Controller, Get, Header, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { HEALTH_OPTIONS, type HealthModuleOptions, type ReadinessCheck } from './health.options.js';

/** What /health answers: Terminus' document shape (status, info, error, details). */
interface LivenessDocument {
  status: 'ok' | 'error';
  info: Record<string, { status: 'up' | 'down' }>;
  error: Record<string, { status: 'up' | 'down' }>;
  details: Record<string, { status: 'up' | 'down' }>;
}

@Controller()
@Public()
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(HEALTH_OPTIONS) private readonly options: HealthModuleOptions,
  ) {}

  /**
   * Liveness: answering at all is the proof, plus the `liveness` checks (a consumer that stopped
   * for good); dependencies are readiness' business, or a database blip would restart every pod.
   */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  async liveness(@Res({ passthrough: true }) res: Response): Promise<LivenessDocument> {
    // Not through Terminus: its timeout race (an AbortController, a timer and an abort per check)
    // was half the CPU of this request (bench/api), and liveness checks are in-process flags that
    // answer at once. The document has Terminus' shape, so probes read /health and /ready alike.
    const doc: LivenessDocument = { status: 'ok', info: {}, error: {}, details: {} };
    for (const check of this.options.liveness ?? []) {
      let up = false;
      try {
        up = (await check.check()) !== false;
      } catch (err) {
        this.logger.warn(
          `liveness check "${check.name}" threw: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const state = { status: up ? ('up' as const) : ('down' as const) };
      (up ? doc.info : doc.error)[check.name] = state;
      doc.details[check.name] = state;
      if (!up) doc.status = 'error';
    }
    if (doc.status === 'error') res.status(503);
    return doc;
  }

  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  readiness(@Res({ passthrough: true }) res: Response): Promise<unknown> {
    return this.report(res, this.options.checks);
  }

  private async report(res: Response, checks: ReadinessCheck[]): Promise<unknown> {
    try {
      return await this.health.check(checks.map((c) => () => this.run(c)));
    } catch (err) {
      // Probes and operators read Terminus' own document (which check failed), not a problem+json.
      if (!(err instanceof ServiceUnavailableException)) throw err;
      res.status(err.getStatus());
      return err.getResponse();
    }
  }

  private async run(check: ReadinessCheck): Promise<HealthIndicatorResult> {
    const outcome = { degraded: false };
    const result = await this.indicators
      .check(check.name)
      .attempt(async () => {
        let ok: boolean | 'degraded';
        try {
          ok = await check.check();
        } catch (err) {
          // The cause (host names, driver messages) goes to the log, not to whoever can reach /ready.
          this.logger.warn(
            `readiness check "${check.name}" threw: ${err instanceof Error ? err.message : String(err)}`,
          );
          ok = false;
        }
        if (!ok) throw new Error('unavailable');
        outcome.degraded = ok === 'degraded';
      })
      .withTimeout(this.options.timeoutMs ?? 3000);
    // Terminus counts `degraded` as passing: 200, with `status: "degraded"` at the top and on the check.
    return outcome.degraded ? { [check.name]: { ...result[check.name], status: 'degraded' } } : result;
  }
}
