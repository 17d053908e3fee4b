import { HttpStatus, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { type AuthUser, bearerToken, TokenVerifier } from '@sokoni/platform/auth';
import { ProblemException } from '@sokoni/platform/errors';
import { StreamTickets } from './stream-tickets.js';

export interface StreamCaller {
  user: AuthUser;
  /** The access token, for the backlog request made on the caller's behalf. */
  token: string;
  /** When the token expires (ms since epoch): the stream closes then. */
  expiresAt: number;
}

/**
 * Who opens a stream: the Authorization header (fetch-based clients, tools), or a stream ticket in
 * the query (EventSource, which cannot send headers). Either way the access token is verified here,
 * like the proxy does for every protected route.
 */
@Injectable()
export class StreamCallers {
  constructor(
    private readonly tokens: TokenVerifier,
    private readonly tickets: StreamTickets,
  ) {}

  async resolve(req: IncomingMessage, ticket: string | undefined): Promise<StreamCaller> {
    let token = bearerToken(req);
    if (!token && ticket) {
      token = await this.tickets.redeem(ticket);
      if (!token)
        throw new ProblemException({
          status: HttpStatus.UNAUTHORIZED,
          code: 'gateway.stream_ticket_invalid',
          headers: { 'WWW-Authenticate': 'Bearer' },
        });
    }
    if (!token)
      throw new ProblemException({
        status: HttpStatus.UNAUTHORIZED,
        code: 'auth.unauthenticated',
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    const user = await this.tokens.verify(token);
    // verify() passed, so the payload is genuine and has `exp` (a required claim).
    const { exp } = decodeJwt(token);
    return { user, token, expiresAt: (exp ?? 0) * 1000 };
  }
}
