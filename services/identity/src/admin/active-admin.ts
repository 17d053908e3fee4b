import type { EntityManager } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { User } from '../users/user.entity.js';

/**
 * An access token outlives a suspension or a demotion by up to 10 minutes. Staff actions in
 * identity re-read the acting admin from the database (one indexed count) so a suspended or demoted
 * admin cannot act with a token issued before.
 */
export async function assertActiveAdmin(em: EntityManager, actorId: string): Promise<void> {
  const active = await em.count(User, { id: actorId, role: 'admin', suspendedAt: null });
  if (!active) throw ProblemException.forbidden('auth.forbidden');
}
