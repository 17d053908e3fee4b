import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TokenVerifier } from '@sokoni/platform/auth';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { CONFIG } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import { requestContextOf } from '@sokoni/platform/observability';
import type { GatewayConfig } from '../gateway.config.js';
import { BodyTooLargeError, forward, parseSize } from './forward.js';
import { isPublic, matchRoute, serviceUrls, type ServiceName } from './routes.js';

const MINUTE = 60_000;

/**
 * The gateway's whole job for /api/v1 traffic, in order: find the owning service, rate-limit the
 * caller, check the access token on protected routes, then stream the request through with the
 * request id. Business rules, including who may do what, stay in the services.
 */
@Injectable()
export class ProxyMiddleware implements NestMiddleware {
  private readonly urls: Record<ServiceName, string>;
  private readonly bodyLimit: number;
  private readonly uploadLimit: number;

  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly tokens: TokenVerifier,
  ) {
    this.urls = serviceUrls(config);
    this.bodyLimit = parseSize(config.BODY_LIMIT);
    this.uploadLimit = parseSize(config.UPLOAD_BODY_LIMIT);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    try {
      const route = matchRoute(req.path);
      if (!route) throw ProblemException.notFound('gateway.route_not_found', { path: req.path });

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

      const upload = route.uploads?.test(req.path) ?? false;
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
      forward(req, res, {
        target: this.urls[route.service],
        bodyLimit: limit,
        timeoutMs: this.config.UPSTREAM_TIMEOUT_MS,
        extraHeaders: {
          'x-request-id': ctx.requestId,
          'x-correlation-id': ctx.correlationId,
          'x-forwarded-for': client,
          'x-forwarded-proto': req.protocol,
          'x-forwarded-host': req.headers.host ?? '',
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
                  args: { service: route.service },
                  cause: err,
                }),
          ),
      });
    } catch (err) {
      next(err);
    }
  }
}
