import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthCheckResult,
} from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { HEALTH_OPTIONS, type HealthModuleOptions, type ReadinessCheck } from './health.options.js';

@Controller()
@Public()
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(HEALTH_OPTIONS) private readonly options: HealthModuleOptions,
  ) {}

  /** Liveness: answering at all is the proof; dependencies are readiness' business, or a database blip would restart every pod. */
  @Get('health')
  @HealthCheck({ swaggerDocumentation: false })
  liveness(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  async readiness(@Res({ passthrough: true }) res: Response): Promise<unknown> {
    try {
      return await this.health.check(this.options.checks.map((c) => () => this.run(c)));
    } catch (err) {
      // Probes and operators read Terminus' own document (which check failed), not a problem+json.
      if (!(err instanceof ServiceUnavailableException)) throw err;
      res.status(err.getStatus());
      return err.getResponse();
    }
  }

  private run(check: ReadinessCheck) {
    return this.indicators
      .check(check.name)
      .attempt(async () => {
        let ok: boolean;
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
      })
      .withTimeout(this.options.timeoutMs ?? 3000);
  }
}
