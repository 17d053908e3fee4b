import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { CONFIG } from '@sokoni/platform/config';
import type { GatewayConfig } from '../gateway.config.js';
import { matchRoute, serviceUrls } from '../proxy/routes.js';
import { STREAM_OPENAPI } from '../realtime/stream.openapi.js';
import { mergeOpenApi, type OpenApiDoc } from './openapi-merge.js';

const CACHE_MS = 60_000;

/**
 * The merged OpenAPI document of every service behind the gateway (the front ends generate their
 * typed clients from it) and a Swagger UI page. Fetched from the services and cached for a minute.
 */
@ApiExcludeController()
@Controller('api/docs')
export class DocsController {
  private cached?: { at: number; doc: OpenApiDoc };

  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Public()
  @Get('openapi.json')
  async openapi(): Promise<OpenApiDoc> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.doc;
    const docs = await Promise.all(
      Object.entries(serviceUrls(this.config)).map(async ([service, base]) => {
        const r = await fetch(new URL('/openapi.json', base), { signal: AbortSignal.timeout(5000) });
        if (!r.ok) throw new Error(`${service} has no OpenAPI document (${r.status})`);
        const doc = (await r.json()) as OpenApiDoc;
        // Only what the gateway routes to this service is reachable from outside; the rest
        // (a service's own /health, /metrics) is not part of the public API.
        doc.paths = Object.fromEntries(
          Object.entries(doc.paths).filter(([path]) => {
            // A per-service resource (dead letters) has the same operations in every service.
            const owner = matchRoute(path)?.service;
            return owner === service || owner === 'by-request';
          }),
        );
        return { service, doc };
      }),
    );
    // The gateway's own routes (the notification stream), which no service documents.
    docs.push({ service: 'gateway', doc: structuredClone(STREAM_OPENAPI) });
    const doc = mergeOpenApi(docs, {
      title: 'Sokoni API',
      version: 'v1',
      description:
        'B2B marketplace for African trade. Errors are RFC 9457 problem+json; admin lists follow ra-data-simple-rest.',
    });
    this.cached = { at: Date.now(), doc };
    return doc;
  }

  @Public()
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  ui(): string {
    return `<!doctype html><html><head><meta charset="utf-8"><title>Sokoni API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-init.js"></script></body></html>`;
  }

  /** Kept out of the HTML so the page runs under the gateway's strict Content-Security-Policy. */
  @Public()
  @Get('assets/swagger-init.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  init(): string {
    return `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#ui' });`;
  }
}
