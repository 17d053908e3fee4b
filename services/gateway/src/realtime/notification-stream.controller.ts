import { Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@sokoni/platform/auth';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { CONFIG } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import { requestContextOf } from '@sokoni/platform/observability';
import type { GatewayConfig } from '../gateway.config.js';
import { OpenStream } from './open-stream.use-case.js';
import { StreamCallers } from './stream-caller.js';
import { StreamTickets } from './stream-tickets.js';

const MINUTE = 60_000;
// Notification ids are UUIDv7; anything longer or stranger is not one of ours.
/**
 * The stream's event ids are notification ids, so a Last-Event-ID is one (any UUID version, as the
 * notifications service checks its `after` cursor): anything else is refused here, not sent on.
 */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user's notification stream (Server-Sent Events), served by the gateway itself
 * (excluded from the proxy in GatewayModule) because it holds the connections. Documented in the
 * merged OpenAPI by stream.openapi.ts, as Nest's document of the gateway is not published.
 */
@ApiExcludeController()
@Controller('api/v1/notifications/stream')
export class NotificationStreamController {
  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly callers: StreamCallers,
    private readonly tickets: StreamTickets,
    private readonly openStream: OpenStream,
  ) {}

  @Public()
  @Post('tickets')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  async ticket(@Req() req: Request): Promise<{ ticket: string; expiresIn: number }> {
    await this.limit(req);
    const caller = await this.callers.resolve(req, undefined);
    return { ticket: await this.tickets.issue(caller.token), expiresIn: this.tickets.ttlSeconds };
  }

  @Public()
  @Get()
  async stream(
    @Req() req: Request,
    @Res() res: Response,
    @Query('ticket') ticket?: unknown,
    @Query('lastEventId') lastEventIdQuery?: unknown,
  ): Promise<void> {
    await this.limit(req);
    // The header is what a reconnecting EventSource sends; the query is for a new EventSource (and
    // polyfills) resuming after the ticket it was opened with was used up.
    const lastEventId = req.headers['last-event-id'] ?? lastEventIdQuery;
    if (lastEventId !== undefined && (typeof lastEventId !== 'string' || !EVENT_ID.test(lastEventId)))
      throw ProblemException.unprocessable('gateway.bad_last_event_id');
    const caller = await this.callers.resolve(req, typeof ticket === 'string' ? ticket : undefined);
    const ctx = requestContextOf(req, res);
    await this.openStream.execute({
      res,
      caller,
      lastEventId: lastEventId || undefined,
      upstreamHeaders: {
        'x-request-id': ctx.requestId,
        'x-correlation-id': ctx.correlationId,
        'x-forwarded-for': req.ip ?? 'unknown',
      },
    });
  }

  /** The proxy's per-address limit, which these routes would otherwise skip. */
  private async limit(req: Request): Promise<void> {
    const general = await this.limiter.hit(
      `gw:ip:${req.ip ?? 'unknown'}`,
      this.config.RATE_LIMIT_PER_MINUTE,
      MINUTE,
    );
    if (!general.allowed)
      throw ProblemException.tooManyRequests('gateway.rate_limited', general.retryAfterMs / 1000);
  }
}
