import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { Problems } from '../identity.problems.js';
import { EmailLinkLimit } from '../tokens/email-link-limit.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import type { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;

/** Issues a fresh verification token and asks (through the event) for the e-mail carrying its link. */
@Injectable()
export class SendVerification {
  constructor(
    private readonly tokens: OneTimeTokens,
    private readonly events: UserEvents,
    private readonly limit: EmailLinkLimit,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** 429 when the address has had its verification e-mails for the hour (the caller owns it: nothing to hide). */
  async send(em: EntityManager, user: User): Promise<void> {
    const room = await this.limit.take('verify_email', user.email);
    if (!room.allowed) throw Problems.tooManyEmails(Math.ceil(room.retryAfterMs / 1000));
    const { token, expiresAt } = await this.tokens.issue(em, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
    const url = new URL('/verify-email', this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    await this.events.verificationRequested(em, user, url.toString(), expiresAt);
  }
}
