import { Role } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { AuditHarness, EntryRow } from './audit-harness.js';

/** The people and things of the admin API suites: staff acting on traders and a product. */
export function staffScene() {
  const staff = { userId: uuidv7(), email: 'ops@sokoni.example' };
  const amina = { userId: uuidv7(), email: 'amina@coop.example' };
  const bello = { userId: uuidv7(), email: 'bello@mills.example' };
  const productId = uuidv7();
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));

  /** Eight events, one a day from 1 November 2026, handled the real way; returns the entries. */
  async function seed(h: AuditHarness): Promise<EntryRow[]> {
    await h.publish(
      'identity.user.registered.v1',
      { ...staff, role: Role.ADMIN, source: 'admin_cli' },
      { occurredAt: day(1) },
    );
    await h.publish(
      'identity.user.registered.v1',
      { ...amina, role: Role.SELLER, source: 'self' },
      { occurredAt: day(2) },
    );
    await h.publish(
      'identity.user.registered.v1',
      { ...bello, role: Role.BUYER, source: 'self' },
      { occurredAt: day(3) },
    );
    await h.publish(
      'identity.user.signed_in.v1',
      { userId: staff.userId },
      { actorId: staff.userId, occurredAt: day(4) },
    );
    await h.publish(
      'identity.user.sign_in_failed.v1',
      { email: bello.email, userId: bello.userId, reason: 'bad_credentials' },
      { occurredAt: day(5) },
    );
    await h.publish(
      'identity.user.suspended.v1',
      { ...amina, reason: 'fraud' },
      { actorId: staff.userId, occurredAt: day(6), correlationId: 'req-suspend' },
    );
    await h.publish(
      'catalogue.product.rejected.v1',
      { product: { productId, sellerId: amina.userId }, reason: 'blurry photos' },
      { actorId: staff.userId, aggregateId: productId, occurredAt: day(7) },
    );
    await h.publish('identity.user.reinstated.v1', amina, { actorId: staff.userId, occurredAt: day(8) });
    const rows = await h.entries();
    if (rows.length !== 8) throw new Error(`expected 8 entries, got ${rows.length}`);
    return rows;
  }

  return { staff, amina, bello, productId, day, seed };
}
