import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { SCHEMA } from '../identity.schema.js';
import { SessionStore } from '../sessions/session-store.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { OpenTrade } from '../trade-view/open-trade.query.js';
import { isStaff, User } from '../users/user.entity.js';
import { DELETE_CONFIRMATION_WORD } from './account.dto.js';
import { AccountEvents } from './account-events.js';
import { PasswordConfirmation } from './password-confirmation.js';

/** Where a deleted account's e-mail goes: unique, never deliverable (RFC 2606 .invalid). */
export const tombstoneEmail = (userId: string): string => `deleted-${userId}@deleted.invalid`;
/** Not an argon2 hash: no password ever matches it. */
const NO_PASSWORD = '!deleted';

@Injectable()
export class DeleteAccount {
  constructor(
    private readonly orm: MikroORM,
    private readonly password: PasswordConfirmation,
    private readonly sessions: SessionStore,
    private readonly tokens: OneTimeTokens,
    private readonly openTrade: OpenTrade,
    private readonly events: AccountEvents,
  ) {}

  /**
   * The owner deletes their account. Refused while they have orders in progress (money may be held
   * in escrow for or from them), payouts on their way, or a balance not withdrawn. Otherwise, in one transaction: the personal
   * data identity holds is erased (the e-mail becomes a tombstone, so the address can register
   * again), every session ends and its tokens are refused at once, every link stops working, and
   * identity.user.deleted.v1 asks the other services to erase theirs. The row stays, with its id,
   * role, country and dates, because orders and the audit trail refer to it (README: Deleting an account).
   */
  async execute(
    userId: string,
    password: string,
    confirmation: string,
    ip: string | undefined,
  ): Promise<void> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId, deletedAt: null });
    if (!user) throw Problems.userNotFound();
    if (confirmation.trim() !== DELETE_CONFIRMATION_WORD)
      throw Problems.deleteConfirmation(DELETE_CONFIRMATION_WORD);
    // Staff accounts (analysts too) go through an admin, who removes the staff rights first.
    if (isStaff(user.role)) throw Problems.deleteAdmin();
    await this.password.require(user, password, ip);

    await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (locked.deletedAt) throw Problems.userNotFound();
      const open = await this.openTrade.of(tx, userId);
      if (open.orders > 0) throw Problems.deleteOpenOrders(open.orders);
      if (open.payouts > 0) throw Problems.deletePayoutsInFlight(open.payouts);
      // Money released to the seller and not withdrawn would be lost with the account.
      if (open.balances.length > 0)
        throw Problems.deleteBalance(open.balances.map((b) => b.currency).join(', '));

      const now = new Date();
      locked.email = tombstoneEmail(userId);
      locked.passwordHash = NO_PASSWORD;
      locked.fullName = '';
      locked.businessName = '';
      locked.phone = null;
      locked.city = null;
      locked.language = null;
      locked.currency = null;
      locked.emailVerifiedAt = null;
      locked.phoneVerifiedAt = null;
      locked.deletedAt = now;
      await tx.flush();
      await this.sessions.endAllForUser(tx, userId, 'account_deleted');
      // Where and on what the owner signed in is personal data too.
      await tx.execute(
        `update ${SCHEMA}.sessions set ip = null, user_agent = null, country = null where user_id = ?`,
        [userId],
      );
      await this.tokens.revokeAll(tx, userId);
      await tx.execute(`delete from ${SCHEMA}.phone_codes where user_id = ?`, [userId]);
      await tx.execute(`delete from ${SCHEMA}.phone_code_sends where user_id = ?`, [userId]);
      await tx.execute(`update ${SCHEMA}.one_time_tokens set new_email = null where user_id = ?`, [userId]);
      await this.events.deleted(tx, userId, locked.role, now);
    });
  }
}
