import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { SessionStore } from '../sessions/session-store.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { assertActiveAdmin } from './active-admin.js';
import type { UpdateUserDto } from './update-user.dto.js';

@Injectable()
export class UpdateUser {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionStore,
    private readonly events: UserEvents,
  ) {}

  /** Role change, suspension and reinstatement, each an event naming the admin who did it. */
  async execute(actorId: string, userId: string, change: UpdateUserDto): Promise<User> {
    return this.orm.em.fork().transactional(async (em) => {
      await assertActiveAdmin(em, actorId);
      const user = await em.findOne(User, userId);
      if (!user) throw Problems.userNotFound();
      const demotesSelf = change.role !== undefined && change.role !== 'admin';
      if (user.id === actorId && (change.suspended === true || (demotesSelf && user.role === 'admin'))) {
        // An admin locking themselves out is almost always a slip, and may leave nobody in charge.
        throw Problems.cannotChangeOwnAccount();
      }
      if (change.role !== undefined && change.role !== user.role) {
        const old = user.role;
        user.role = change.role;
        await em.flush();
        await this.events.roleChanged(em, user, old, actorId);
      }
      if (change.suspended === true && !user.suspendedAt) {
        user.suspendedAt = new Date();
        user.suspensionReason = change.suspensionReason ?? null;
        await em.flush();
        await this.sessions.revokeAllForUser(em, user.id, 'suspended');
        await this.events.suspended(em, user, actorId);
      } else if (change.suspended === false && user.suspendedAt) {
        user.suspendedAt = null;
        user.suspensionReason = null;
        await em.flush();
        await this.events.reinstated(em, user, actorId, change.reinstatementReason ?? '');
      }
      return user;
    });
  }
}
