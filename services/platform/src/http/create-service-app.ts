import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { HttpSettings } from '../config/index.js';
import { DrainingExpressAdapter } from './draining-adapter.js';
import { foregroundActivity } from './foreground.js';
import { jsonDepthGuard } from './json-depth.js';
import { loadSheddingOf, shedLoad } from './load-shedder.js';
import { keepRawBody } from './raw-body.js';

export interface ServiceAppOptions {
  title: string;
  description?: string;
  config: Pick<
    HttpSettings,
    'BODY_LIMIT' | 'PORT' | 'HOST' | 'HTTP_MAX_IN_FLIGHT' | 'HTTP_MAX_QUEUED' | 'HTTP_MAX_QUEUE_WAIT_MS'
  >;
  /** Per-service additions (cookie parsing for identity, say), applied before listening. */
  configure?: (app: NestExpressApplication) => void;
  /** Listen on this port instead of config.PORT (0 = any free port: the standalone run and tests). */
  port?: number;
}

/**
 * Builds and starts a service's HTTP app the same way for every service: pino as Nest's logger,
 * JSON body size and depth limits, bounded work under overload (load-shedder.ts), a close that lets requests in flight finish (DrainingExpressAdapter),
 * and its OpenAPI document at /openapi.json for the gateway to merge. Signals are the entry point's
 * business (runUntilSignal): the standalone run has several apps and one process.
 */
export async function createServiceApp(
  root: DynamicModule,
  options: ServiceAppOptions,
): Promise<INestApplication> {
  // The adapter given, not looked up: Nest's lookup ends the process (exit 1) when the package cannot
  // be loaded, which a boot still running as a test suite tears down did, taking the whole run.
  const app = await NestFactory.create<NestExpressApplication>(root, new DrainingExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.use((_req: Request, res: Response, next: () => void) => {
    res.once('close', foregroundActivity.begin());
    next();
  });
  // Services sit behind the gateway on a private network; it sets X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  // Nest reserves `verify` for `rawBody: true`, which no service uses; it is the one place that
  // sees the raw bytes before JSON.parse, so the depth limit lives there, and webhook paths keep
  // those bytes for their signature checks (rawBodyOf) under the same limits.
  const depthGuard = jsonDepthGuard();
  const json = {
    limit: options.config.BODY_LIMIT,
    type: ['application/json', 'application/*+json'],
    verify: (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
      depthGuard(req, res, body);
      keepRawBody(req, body);
    },
  };
  app.useBodyParser('json', json);
  app.useBodyParser('urlencoded', { limit: options.config.BODY_LIMIT, extended: false });
  options.configure?.(app);

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(options.title)
      .setDescription(options.description ?? '')
      .setVersion('v1')
      .addBearerAuth()
      .build(),
  );
  app.use('/openapi.json', (_req: Request, res: Response) => {
    res.json(doc);
  });

  await app.init();
  shedLoad(app.getHttpServer(), loadSheddingOf(options.config));
  await app.listen(options.port ?? options.config.PORT, options.config.HOST);
  return app;
}

/** The base URL a started app answers on (for the standalone run's loopback wiring). */
export function appUrl(app: INestApplication): string {
  const address = (app.getHttpServer() as Server).address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}
