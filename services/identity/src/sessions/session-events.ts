import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';

/** Why sessions ended, as identity.session.revoked.v1 names it. */
export type SessionRevocationReason =
  | 'signed_out'
  | 'password_changed'
  | 'password_reset'
  | 'revoked_by_user'
  | 'reuse_detected'
  | 'account_deleted';

/**
 * identity.session.revoked.v1, written to the outbox in the transaction that ended the sessions:
 * every service then refuses the access tokens whose `sid` is listed, at once rather than when
 * they expire. Keyed by the user, so one user's revocations stay in order with their other events.
 */
@Injectable()
export class SessionEvents {
  constructor(private readonly outbox: EventOutbox) {}

  async revoked(
    em: EntityManager,
    userId: string,
    sessionIds: readonly string[],
    reason: SessionRevocationReason,
  ): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.outbox.add(em, 'identity.session.revoked.v1', userId, {
      userId,
      sessionIds: [...sessionIds],
      reason,
    });
  }
}
