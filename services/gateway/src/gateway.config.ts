import { z } from 'zod';
import { envInt, envUrl, httpSettings, logSettings, redisSettings } from '@sokoni/platform/config';

const serviceUrl = envUrl({ protocols: ['http', 'https'], message: 'must be an http:// URL of the service' });

export const gatewayConfigSchema = z.object({
  ...httpSettings(8080).shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  IDENTITY_URL: serviceUrl.default('http://127.0.0.1:3001'),
  CATALOGUE_URL: serviceUrl.default('http://127.0.0.1:3002'),
  CART_URL: serviceUrl.default('http://127.0.0.1:3003'),
  TRADE_URL: serviceUrl.default('http://127.0.0.1:3004'),
  MESSAGING_URL: serviceUrl.default('http://127.0.0.1:3005'),
  NOTIFICATIONS_URL: serviceUrl.default('http://127.0.0.1:3006'),
  ANALYTICS_URL: serviceUrl.default('http://127.0.0.1:3007'),
  AUDIT_URL: serviceUrl.default('http://127.0.0.1:3008'),
  /** Where the access-token keys are published; identity's JWKS by default. */
  JWKS_URL: serviceUrl.optional(),
  /** Requests per minute per client address on the whole API. */
  RATE_LIMIT_PER_MINUTE: envInt({ min: 1, max: 1_000_000 }).default(600),
  /** Requests per minute per client address on the sign-in, sign-up and reset routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: envInt({ min: 1, max: 100_000 }).default(60),
  /**
   * Largest body of an upload route: product images and supplier verification documents (up to
   * 5 × 10 MB plus the form). The services apply their own, smaller, per-file limits.
   */
  UPLOAD_BODY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i, 'must be a size such as 512kb or 55mb')
    .default('55mb'),
  UPSTREAM_TIMEOUT_MS: envInt({ min: 100, max: 600_000 }).default(30_000),
  /** The built storefront (web/dist) to serve at /; unset → the gateway serves the API only. */
  WEB_DIR: z.string().min(1).optional(),
  /** The built back office (admin/dist) to serve at /admin/. */
  ADMIN_DIR: z.string().min(1).optional(),
  /**
   * Where the notification streams hear new notifications: Redis pub/sub (every replica), or
   * in-process (the standalone run; crosses its worker threads). Default: redis when REDIS_URL is set.
   * Must match notifications' setting of the same name.
   */
  REALTIME_FANOUT: z.enum(['redis', 'memory']).optional(),
  /** Open notification streams (SSE) this gateway process holds at most, over all users. */
  STREAM_MAX_CONNECTIONS: envInt({ min: 1, max: 1_000_000 }).default(10_000),
  /** Open notification streams one user may hold on this gateway process (tabs, devices). */
  STREAM_MAX_PER_USER: envInt({ min: 1, max: 1_000 }).default(10),
  /** Comment line sent on every idle stream so proxies and load balancers keep it open. */
  STREAM_HEARTBEAT_MS: envInt({ min: 100, max: 300_000 }).default(15_000),
  /** The `retry:` a browser waits before reconnecting a dropped stream. */
  STREAM_RETRY_MS: envInt({ min: 100, max: 600_000 }).default(3_000),
  /** How long a stream ticket (POST /api/v1/notifications/stream/tickets) can be redeemed, once. */
  STREAM_TICKET_TTL_SEC: envInt({ min: 5, max: 300 }).default(30),
  /** Behind a load balancer, the number of proxies whose X-Forwarded-For to trust. */
  TRUST_PROXY_HOPS: envInt({ min: 0, max: 10 }).default(0),
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
