import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { InjectConfig } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { hashToken } from '../tokens/secret-token.js';
import { AttemptSlots } from './attempt-slots.js';
import { clientAddressKey } from './client-address.js';

/** How long an account remembers failed sign-ins. */
export const ACCOUNT_WINDOW_MS = 3600 * 1000;
const FAILURE_LOG_LIMIT = 100_000;

export type Admission =
  | {
      admitted: true;
      /** The password was right: the attempt is given back and the account's failures forgotten. */
      succeeded(): Promise<void>;
      /** The password was wrong: the account's next attempt waits longer. */
      failed(): Promise<void>;
      /** Nothing was decided (an error): the attempt is given back. */
      abandoned(): Promise<void>;
    }
  | { admitted: false; retryAfterMs: number };

/**
 * OWASP ASVS 2.2.1 anti-automation for password checks, counted before the password is verified so
 * that parallel guesses cannot all slip through a check-then-count gap:
 * - per client address, at most SIGN_IN_ADDRESS_LIMIT attempts that did not succeed per window
 *   (an attempt takes a slot first; a successful one gives it back);
 * - per account, SIGN_IN_ACCOUNT_FREE_FAILURES free failures an hour, then each further attempt
 *   waits a delay that doubles per failure up to SIGN_IN_ACCOUNT_MAX_DELAY_MS: an attacker anywhere
 *   can slow an account's owner down to one try a minute, never lock them out.
 * Keys are the address and a hash of the e-mail address, whether or not an account has it, so the
 * answers (and their Retry-After) are the same for both.
 */
@Injectable()
export class SignInThrottle {
  private readonly addresses: AttemptSlots;
  private readonly accounts: AttemptSlots;
  private readonly free: number;
  private readonly maxDelayMs: number;
  private readonly firstDelayMs: number;
  private readonly maxLevel: number;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @InjectConfig() config: IdentityConfig,
  ) {
    this.addresses = new AttemptSlots(
      limiter,
      'identity:signin:address',
      config.SIGN_IN_ADDRESS_LIMIT,
      config.SIGN_IN_ADDRESS_WINDOW_MS,
    );
    this.free = config.SIGN_IN_ACCOUNT_FREE_FAILURES;
    this.accounts = new AttemptSlots(limiter, 'identity:signin:account', this.free, ACCOUNT_WINDOW_MS);
    this.maxDelayMs = config.SIGN_IN_ACCOUNT_MAX_DELAY_MS;
    this.firstDelayMs = Math.min(config.SIGN_IN_ACCOUNT_FIRST_DELAY_MS, this.maxDelayMs);
    this.maxLevel = Math.max(0, Math.ceil(Math.log2(this.maxDelayMs / this.firstDelayMs)));
  }

  async admit(email: string, ip: string | undefined): Promise<Admission> {
    const address = await this.addresses.claim(clientAddressKey(ip));
    if (address.slot === null) return { admitted: false, retryAfterMs: address.retryAfterMs };
    const addressSlot = address.slot;
    const account = accountKey(email);
    const own = await this.accounts.claim(account);
    if (!own.slot) {
      const refusal = await this.passDelay(account);
      if (refusal) {
        // Refused for the account's sake: this address did not get to guess.
        await this.addresses.release(addressSlot);
        return { admitted: false, retryAfterMs: refusal };
      }
    }
    return {
      admitted: true,
      succeeded: async () => {
        await this.addresses.release(addressSlot);
        await this.forget(account, own.slot);
      },
      failed: () => this.recordFailure(account),
      abandoned: async () => {
        await this.addresses.release(addressSlot);
        if (own.slot) await this.accounts.release(own.slot);
      },
    };
  }

  /** 0 when the attempt may go ahead now, else how long to wait (and the attempt did not count). */
  private async passDelay(account: string): Promise<number> {
    const failures = await this.failures(account);
    // Free attempts are all under way right now (not yet failed): answer them first.
    if (failures < this.free) return this.firstDelayMs;
    const level = this.level(failures);
    // One attempt per delay: the gate was armed by the last failure, and taking it is atomic.
    const gate = await this.limiter.hit(gateKey(account, level), 1, this.delayOf(level));
    return gate.allowed ? 0 : gate.retryAfterMs;
  }

  private async recordFailure(account: string): Promise<void> {
    const logged = await this.limiter.hit(failureKey(account), FAILURE_LOG_LIMIT, ACCOUNT_WINDOW_MS);
    const failures = FAILURE_LOG_LIMIT - logged.remaining;
    if (failures < this.free) return;
    // Arms the next gate from this failure on: the next attempt must wait its delay.
    const level = this.level(failures);
    await this.limiter.hit(gateKey(account, level), 1, this.delayOf(level));
  }

  private async forget(account: string, ownSlot: string | null): Promise<void> {
    if ((await this.failures(account)) === 0) {
      if (ownSlot) await this.accounts.release(ownSlot);
      return;
    }
    await this.accounts.clear(account);
    await this.limiter.reset(failureKey(account));
    for (let level = 0; level <= this.maxLevel; level++) await this.limiter.reset(gateKey(account, level));
  }

  private async failures(account: string): Promise<number> {
    const logged = await this.limiter.check(failureKey(account), FAILURE_LOG_LIMIT, ACCOUNT_WINDOW_MS);
    return FAILURE_LOG_LIMIT - logged.remaining;
  }

  private level(failures: number): number {
    return Math.min(Math.max(0, failures - this.free), this.maxLevel);
  }

  private delayOf(level: number): number {
    return Math.min(this.firstDelayMs * 2 ** level, this.maxDelayMs);
  }
}

/** The e-mail address hashed: the limiter's store holds no addresses. */
const accountKey = (email: string): string => hashToken(`signin:${email}`).slice(0, 32);
const failureKey = (account: string): string => `identity:signin:failures:${account}`;
const gateKey = (account: string, level: number): string => `identity:signin:gate:${account}:${level}`;
