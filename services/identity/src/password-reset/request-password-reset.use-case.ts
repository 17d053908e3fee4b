import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { normalizeEmail } from '../registration/register-user.use-case.js';
import { EmailLinkLimit } from '../tokens/email-link-limit.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

export const RESET_TTL_MS = 3600 * 1000;

@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: OneTimeTokens,
    private readonly events: UserEvents,
    private readonly limit: EmailLinkLimit,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Always succeeds from the caller's point of view: neither whether the address has an account
   * nor whether its hourly e-mails are used up is disclosed (counted for every address alike).
   */
  async execute(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!(await this.limit.take('reset_password', email)).allowed) return;
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { email });
      if (!user || user.suspendedAt) return;
      const { token, expiresAt } = await this.tokens.issue(em, user.id, 'reset_password', RESET_TTL_MS);
      const url = new URL('/reset-password', this.config.PUBLIC_URL);
      url.searchParams.set('token', token);
      await this.events.passwordResetRequested(em, user, url.toString(), expiresAt);
    });
  }
}
