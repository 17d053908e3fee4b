import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Response } from 'express';
import { sendSharedJson } from './shared-json.js';

/**
 * Nest's Express adapter, whose close lets requests in flight finish and then lets their
 * connections go at once. Closing a Node server stops new connections and waits for the open ones;
 * a keep-alive connection whose request finishes during the close would otherwise stay idle for
 * keepAliveTimeout (5 s) more, holding the close, and so the shutdown, that long.
 *
 * It also answers with a shared value's bytes serialized once (shared-json.ts) where Nest would
 * call `res.json` on it.
 */
export class DrainingExpressAdapter extends ExpressAdapter {
  private readonly sockets = new Set<Socket>();
  /** Each connection's latest response; no listener per request (a proxied one has many already). */
  private readonly latest = new WeakMap<Socket, ServerResponse>();
  private draining = false;

  override initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    const server = this.getHttpServer() as Server;
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // First of all the app's middleware, so every response is known before anything answers.
    this.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (this.draining) res.setHeader('Connection', 'close');
      else this.latest.set(req.socket, res);
      next();
    });
  }

  /** A handler's value: a shared one (shared-json.ts) as its bytes serialized once, else Nest's way. */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if ((statusCode ?? 200) < 400 && sendSharedJson(response, body, statusCode)) return response;
    return super.reply(response, body, statusCode);
  }

  /** Nest calls this first when the app closes, before its destroy hooks and the server's close. */
  override beforeClose(): void {
    super.beforeClose();
    if (this.draining) return;
    this.draining = true;
    const server = this.getHttpServer() as Server | undefined;
    if (!server) return;
    for (const socket of this.sockets) {
      const res = this.latest.get(socket);
      if (!res || res.writableEnded) continue;
      // `Connection: close` on a response not yet started makes Node end the connection after it;
      // one already streaming (its headers gone) is let go once it has finished.
      if (!res.headersSent) res.setHeader('Connection', 'close');
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    server.closeIdleConnections();
  }
}
