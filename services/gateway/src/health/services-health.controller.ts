import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@sokoni/platform/auth';
import { CONFIG } from '@sokoni/platform/config';
import type { GatewayConfig } from '../gateway.config.js';
import { serviceUrls } from '../proxy/routes.js';

type ServiceState = { status: 'up' | 'down'; details?: unknown };

/** The platform's own health: 200 only when every service answers its readiness check. */
@ApiTags('health')
@Controller('api/v1/health')
export class ServicesHealthController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    const entries = await Promise.all(
      Object.entries(serviceUrls(this.config)).map(async ([name, base]): Promise<[string, ServiceState]> => {
        try {
          const r = await fetch(new URL('/ready', base), { signal: AbortSignal.timeout(3000) });
          const details: unknown = await r.json().catch(() => undefined);
          return [name, { status: r.ok ? 'up' : 'down', details }];
        } catch (err) {
          return [name, { status: 'down', details: err instanceof Error ? err.message : String(err) }];
        }
      }),
    );
    const services = Object.fromEntries(entries);
    const ok = entries.every(([, s]) => s.status === 'up');
    res.status(ok ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', services };
  }
}
