import { Inject, Injectable, type NestMiddleware, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Agent } from 'undici';
import { TokenVerifier } from '@sokoni/platform/auth';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { CONFIG } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import {
  HttpRequestMetrics,
  requestContextOf,
  setMetricsRoute,
  traceHeaders,
} from '@sokoni/platform/observability';
import type { GatewayConfig } from '../gateway.config.js';
import { BodyTooLargeError, forward, parseSize } from './forward.js';
import { requestTargetOf } from './request-target.middleware.js';
import { isPublic, matchRoute, serviceFor, serviceUrls, type ServiceName } from './routes.js';

const MINUTE = 60_000;

/**
 * The gateway's whole job for /api/v1 traffic, in order: find the owning service, rate-limit the
 * caller, check the access token on protected routes, then stream the request through with the
 * request id. Business rules, including who may do what, stay in the services.
 */
@Injectable()
export class ProxyMiddleware implements NestMiddleware, OnModuleDestroy {
  private readonly origins: Record<ServiceName, string>;
  /** Keep-alive connection pools, one per service origin. */
  private readonly agent = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
  private readonly bodyLimit: number;
  private readonly uploadLimit: number;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly tokens: TokenVerifier,
    private readonly metrics: HttpRequestMetrics,
  ) {
    // Only the origin of a configured service URL is ever used: its path plays no part.
    const urls = serviceUrls(config);
    this.origins = Object.fromEntries(
      Object.entries(urls).map(([name, url]) => [name, new URL(url).origin]),
    ) as Record<ServiceName, string>;
    this.bodyLimit = parseSize(config.BODY_LIMIT);
    this.uploadLimit = parseSize(config.UPLOAD_BODY_LIMIT);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    // This middleware answers without passing on, before the metrics module's own runs.
    this.metrics.observe(req, res);
    setMetricsRoute(res, 'unmatched');
    try {
      const target = requestTargetOf(req);
      if (!target) throw new ProblemException({ status: 400, code: 'gateway.bad_request_target' });
      const route = matchRoute(target.path);
      if (!route) throw ProblemException.notFound('gateway.route_not_found', { path: target.path });
      setMetricsRoute(res, route.prefix);
      const service = serviceFor(route, target.path, target.query);
      if (!service)
        throw new ProblemException({
          status: 400,
          code: 'gateway.service_required',
          args: { path: route.prefix },
        });

      const client = req.ip ?? 'unknown';
      const general = await this.limiter.hit(`gw:ip:${client}`, this.config.RATE_LIMIT_PER_MINUTE, MINUTE);
      if (!general.allowed)
        throw ProblemException.tooManyRequests('gateway.rate_limited', general.retryAfterMs / 1000);
      if (route.sensitive && req.method !== 'GET') {
        const strict = await this.limiter.hit(
          `gw:auth:${client}`,
          this.config.AUTH_RATE_LIMIT_PER_MINUTE,
          MINUTE,
        );
        if (!strict.allowed)
          throw ProblemException.tooManyRequests('gateway.rate_limited', strict.retryAfterMs / 1000);
      }

      if (!isPublic(route, req.method)) await this.tokens.verifyRequest(req);

      const upload = route.uploads?.test(target.path) ?? false;
      const limit = upload ? this.uploadLimit : this.bodyLimit;
      const limitText = upload ? this.config.UPLOAD_BODY_LIMIT : this.config.BODY_LIMIT;
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit)
        throw new ProblemException({
          status: 413,
          code: 'gateway.body_too_large',
          args: { limit: limitText },
        });

      const ctx = requestContextOf(req, res);
      forward(this.agent, req, res, {
        origin: this.origins[service],
        target,
        bodyLimit: limit,
        timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
        extraHeaders: {
          'x-request-id': ctx.requestId,
          'x-correlation-id': ctx.correlationId,
          'x-forwarded-for': client,
          'x-forwarded-proto': req.protocol,
          'x-forwarded-host': req.headers.host ?? '',
          // The gateway's server span (request-context middleware) is the service's parent.
          ...traceHeaders(),
        },
        onError: (err) =>
          next(
            err instanceof BodyTooLargeError
              ? new ProblemException({
                  status: 413,
                  code: 'gateway.body_too_large',
                  args: { limit: limitText },
                })
              : new ProblemException({
                  status: 502,
                  code: 'gateway.upstream_unavailable',
                  args: { service },
                  cause: err,
                }),
          ),
      });
    } catch (err) {
      next(err);
    }
  }

  private closing?: Promise<void>;

  /** Nest may reach this hook through the provider and the middleware instance: close once. */
  onModuleDestroy(): Promise<void> {
    this.closing ??= this.agent.close();
    return this.closing;
  }
}
