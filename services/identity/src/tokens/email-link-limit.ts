import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter, type RateLimitDecision } from '@sokoni/platform/cache';
import { InjectConfig } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { hashToken } from './secret-token.js';
import type { TokenPurpose } from './one-time-token.entity.js';

const HOUR_MS = 3600 * 1000;

/**
 * At most EMAIL_LINKS_PER_HOUR e-mails carrying a link of one purpose per address, so the forms
 * cannot be used to flood someone's inbox. Counted by address whether or not an account has it.
 */
@Injectable()
export class EmailLinkLimit {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** Counts one e-mail if the address has room for it. */
  take(purpose: TokenPurpose, email: string): Promise<RateLimitDecision> {
    return this.limiter.hit(
      `identity:email-links:${purpose}:${hashToken(email).slice(0, 32)}`,
      this.config.EMAIL_LINKS_PER_HOUR,
      HOUR_MS,
    );
  }
}
