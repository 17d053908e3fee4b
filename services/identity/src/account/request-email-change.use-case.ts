import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { Problems } from '../identity.problems.js';
import { normalizeEmail } from '../registration/register-user.use-case.js';
import { EmailLinkLimit } from '../tokens/email-link-limit.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { User } from '../users/user.entity.js';
import { AccountEvents } from './account-events.js';
import { PasswordConfirmation } from './password-confirmation.js';

export const CHANGE_EMAIL_TTL_MS = 24 * 3600 * 1000;

@Injectable()
export class RequestEmailChange {
  constructor(
    private readonly orm: MikroORM,
    private readonly password: PasswordConfirmation,
    private readonly limit: EmailLinkLimit,
    private readonly tokens: OneTimeTokens,
    private readonly events: AccountEvents,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Nothing changes yet: a link goes to the new address and the account moves only when it is used,
   * which proves the owner reads that mailbox. The current address is told in every case. An
   * address another account has gets the same 202 (and uses up the same hourly e-mails) as a free
   * one; its owner is told instead of being sent a link.
   */
  async execute(userId: string, rawEmail: string, password: string, ip: string | undefined): Promise<void> {
    const newEmail = normalizeEmail(rawEmail);
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) throw Problems.userNotFound();
    if (user.suspendedAt) throw Problems.suspended();
    if (newEmail === user.email) throw Problems.emailSame();
    await this.password.require(user, password, ip);
    const room = await this.limit.take('change_email', newEmail);
    if (!room.allowed) throw Problems.tooManyEmails(Math.ceil(room.retryAfterMs / 1000));

    await em.transactional(async (tx) => {
      // Only the latest request's link works, whichever address it was for.
      await this.tokens.revokeAll(tx, user.id, 'change_email');
      const taken = await tx.findOne(User, { email: newEmail });
      if (taken) {
        await this.events.emailChangeRequested(tx, user, newEmail, { taken });
        return;
      }
      const { token, expiresAt } = await this.tokens.issue(
        tx,
        user.id,
        'change_email',
        CHANGE_EMAIL_TTL_MS,
        newEmail,
      );
      const url = new URL('/account/confirm-email', this.config.PUBLIC_URL);
      url.searchParams.set('token', token);
      await this.events.emailChangeRequested(tx, user, newEmail, { url: url.toString(), expiresAt });
    });
  }
}
