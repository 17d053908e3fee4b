import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
// Only the path helper: the package's index loads both 1.5 MB UI bundles into the gateway's memory.
import swaggerUiPath from 'swagger-ui-dist/absolute-path.js';
import { DrainingExpressAdapter, loadSheddingOf, shedLoad } from '@sokoni/platform/http';
import type { GatewayConfig } from './gateway.config.js';
import { GatewayModule } from './gateway.module.js';
import { requestTargetGuard } from './proxy/request-target.middleware.js';
import { spaStatic, type SpaMount } from './static/spa-static.js';

const STREAM_PATH = '/api/v1/notifications/stream';
const EXPOSED = ['Content-Range', 'X-Request-Id', 'X-Correlation-Id', 'Retry-After', 'Location'];

/**
 * The public entry. Bodies are not parsed here: they stream through to the service, with the size
 * limit enforced on the way. CORS admits only the configured front-end origins, with credentials so
 * the refresh cookie works, and exposes Content-Range for react-admin's lists.
 */
export async function createGateway(config: GatewayConfig, port = config.PORT): Promise<INestApplication> {
  // The adapter given, not looked up (the lookup ends the process when the package fails to load);
  // its close lets requests in flight finish. Signals are main.ts's business (runUntilSignal).
  const app = await NestFactory.create<NestExpressApplication>(
    GatewayModule.forRoot(config),
    new DrainingExpressAdapter(),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  // First of all: every later step reads the one normalised target this sets.
  app.use(requestTargetGuard());
  // HSTS and upgrade-insecure-requests only make sense, and only do no harm, when served over HTTPS.
  const https = config.PUBLIC_URL.startsWith('https:');
  app.use(
    helmet({
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.enableCors({
    origin: config.CORS_ORIGINS.includes('*') ? true : config.CORS_ORIGINS,
    credentials: true,
    exposedHeaders: EXPOSED,
    maxAge: 600,
  });
  app.use('/api/docs/assets', express.static(swaggerUiPath(), { index: false, maxAge: '1d' }));
  const spas: SpaMount[] = [];
  if (config.WEB_DIR) spas.push({ prefix: '/', dir: config.WEB_DIR });
  if (config.ADMIN_DIR) spas.push({ prefix: '/admin/', dir: config.ADMIN_DIR });
  if (spas.length) app.use(spaStatic(spas));
  await app.init();
  // A notification stream lasts as long as the tab is open: it must not hold a slot.
  shedLoad(
    app.getHttpServer(),
    loadSheddingOf(config, (req) => req.method === 'GET' && req.url?.split('?')[0] === STREAM_PATH),
  );
  await app.listen(port, config.HOST);
  return app;
}
