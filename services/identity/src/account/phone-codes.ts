import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SCHEMA } from '../identity.schema.js';
import { PhoneCode } from './phone-code.entity.js';

export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes after which the code is burned: 5 guesses out of a million. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Text messages cost money and land on someone's phone: one a minute, five a day per account. */
export const PHONE_CODE_RESEND_MS = 60 * 1000;
export const PHONE_CODES_PER_DAY = 5;
const DAY_MS = 24 * 3600 * 1000;

const digest = (salt: string, code: string): Buffer =>
  createHmac('sha256', Buffer.from(salt, 'base64url')).update(code).digest();

export type CodeCheck =
  | { ok: true }
  | { ok: false; why: 'missing' | 'expired' | 'burned' }
  | { ok: false; why: 'wrong'; remaining: number };

/** Issues, checks and clears phone codes. Callers hold the user's row lock, so counts are exact. */
@Injectable()
export class PhoneCodes {
  /** How long before another code may be sent (0: now), and whether the day's codes are used up. */
  async wait(em: EntityManager, userId: string, now: Date): Promise<{ ms: number; daily: boolean }> {
    const rows = await em.execute<{ sent_at: Date }[]>(
      `select sent_at from ${SCHEMA}.phone_code_sends where user_id = ? and sent_at > ? order by sent_at`,
      [userId, new Date(now.getTime() - DAY_MS)],
    );
    const at = (i: number) => new Date(rows[i]!.sent_at).getTime();
    if (rows.length >= PHONE_CODES_PER_DAY) {
      const ms = at(rows.length - PHONE_CODES_PER_DAY) + DAY_MS - now.getTime();
      if (ms > 0) return { ms, daily: true };
    }
    const ms = rows.length > 0 ? at(rows.length - 1) + PHONE_CODE_RESEND_MS - now.getTime() : 0;
    return { ms: Math.max(0, ms), daily: false };
  }

  /** A new code for `phone`, replacing any earlier one; counted against the limits. */
  async issue(
    em: EntityManager,
    userId: string,
    phone: string,
    now: Date,
  ): Promise<{ code: string; expiresAt: Date }> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const salt = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
    await this.clear(em, userId);
    em.create(PhoneCode, {
      userId,
      phone,
      salt,
      codeHash: digest(salt, code).toString('hex'),
      expiresAt,
      attempts: 0,
      createdAt: now,
    });
    await em.flush();
    // Sends older than the window count for nothing any more.
    await em.execute(`delete from ${SCHEMA}.phone_code_sends where user_id = ? and sent_at <= ?`, [
      userId,
      new Date(now.getTime() - DAY_MS),
    ]);
    await em.execute(`insert into ${SCHEMA}.phone_code_sends (user_id, sent_at) values (?, ?)`, [
      userId,
      now,
    ]);
    return { code, expiresAt };
  }

  /**
   * Checks `code` against the pending one for `phone`, under a row lock. A wrong code counts an
   * attempt (the caller commits it); the right one is deleted, so it works once.
   */
  async check(em: EntityManager, userId: string, phone: string, code: string, now: Date): Promise<CodeCheck> {
    const pending = await em.findOne(PhoneCode, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // A code texted to another number (the profile changed since) proves nothing about this one.
    if (!pending || pending.phone !== phone) return { ok: false, why: 'missing' };
    if (pending.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { ok: false, why: 'burned' };
    if (pending.expiresAt.getTime() <= now.getTime()) return { ok: false, why: 'expired' };
    const expected = Buffer.from(pending.codeHash, 'hex');
    const given = digest(pending.salt, code);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      pending.attempts += 1;
      await em.flush();
      const remaining = PHONE_CODE_MAX_ATTEMPTS - pending.attempts;
      return remaining > 0 ? { ok: false, why: 'wrong', remaining } : { ok: false, why: 'burned' };
    }
    em.remove(pending);
    await em.flush();
    return { ok: true };
  }

  /** The pending code stops working (a changed or erased number, a proved one). */
  async clear(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(PhoneCode, { userId });
  }
}
