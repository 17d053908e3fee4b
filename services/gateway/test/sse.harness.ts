import type { INestApplication } from '@nestjs/common';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { loadConfig } from '@sokoni/platform/config';
import { appUrl } from '@sokoni/platform/http';
import { createGateway } from '../src/create-gateway.js';
import { gatewayConfigSchema } from '../src/gateway.config.js';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  events: SseEvent[];
  /** The raw text received, comments and `retry:` included. */
  raw(): string;
  /** Resolves once `count` events arrived (or rejects after the timeout). */
  waitFor(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  ended: Promise<void>;
  close(): void;
}

/** A raw HTTP client that parses the event stream as a browser's EventSource would. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      let text = '';
      let pending = '';
      let markEnded!: () => void;
      const ended = new Promise<void>((r) => (markEnded = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const e: Partial<SseEvent> & { dataText?: string } = {};
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') e.dataText = value;
          }
          if (e.event !== undefined)
            events.push({
              ...(e.id === undefined ? {} : { id: e.id }),
              event: e.event,
              data: JSON.parse(e.dataText ?? 'null'),
            });
        }
      });
      res.on('end', markEnded);
      res.on('close', markEnded);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        raw: () => text,
        ended,
        close: () => req.destroy(),
        waitFor: async (count, timeoutMs = 3_000) => {
          const deadline = Date.now() + timeoutMs;
          while (events.length < count) {
            if (Date.now() > deadline)
              throw new Error(`expected ${count} events, got ${JSON.stringify(events)} (raw: ${text})`);
            await new Promise((r) => setTimeout(r, 10));
          }
          return events;
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface FakeItem {
  id: string;
  kind: string;
  title: string;
}

/**
 * Stands in for the notifications service's list: GET /api/v1/notifications?after=&limit= for the
 * token's subject, oldest first, and `onBacklog` runs while a request is in flight (to publish
 * during a reconnect). Also serves a minimal OpenAPI document for the docs merge.
 */
export class FakeNotifications {
  readonly items = new Map<string, FakeItem[]>();
  readonly seen: { url: string; authorization?: string }[] = [];
  onBacklog?: (userId: string, answer: () => FakeItem[]) => Promise<FakeItem[]>;
  /** Answer every backlog request with this status instead. */
  failWith?: number;
  private server?: Server;

  add(userId: string, item: FakeItem): void {
    this.items.set(userId, [...(this.items.get(userId) ?? []), item]);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req.url ?? '/', req.headers, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private async handle(url: string, headers: IncomingHttpHeaders, res: import('node:http').ServerResponse) {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/openapi.json') return json(200, { openapi: '3.0.0', info: {}, paths: {} });
    this.seen.push({ url, authorization: headers.authorization });
    if (this.failWith) return json(this.failWith, { code: 'fake.failure' });
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token) return json(401, { code: 'auth.unauthenticated' });
    const userId = decodeJwt(token).sub!;
    const query = new URL(url, 'http://x').searchParams;
    const answer = () => {
      const after = query.get('after') ?? '';
      const limit = Number(query.get('limit') ?? 20);
      return (this.items.get(userId) ?? []).filter((i) => i.id > after).slice(0, limit);
    };
    const items = this.onBacklog ? await this.onBacklog(userId, answer) : answer();
    json(200, { items, unreadCount: (this.items.get(userId) ?? []).length });
  }
}

export async function startGatewayFor(
  env: Record<string, string | undefined>,
): Promise<{ app: INestApplication; base: string }> {
  const config = loadConfig(gatewayConfigSchema, {
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await createGateway(config, 0);
  return { app, base: appUrl(app) };
}

/** Ids that sort by creation, as the inbox's UUIDv7s do. */
let counter = 0;
export const nextId = (): string => `01900000-0000-7000-8000-${(++counter).toString(16).padStart(12, '0')}`;
