import { Role } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser } from './fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications contacts read model');
const suite = db ? describe : describe.skip;

interface ContactRow {
  user_id: string;
  email: string;
  full_name: string;
  locale: string;
  phone: string;
  phone_verified: boolean;
  updated_at: Date;
  deleted_at: Date | null;
}

/**
 * Notifications keeps its own copy of who to write to (DESIGN §1), fed by identity's events. Events
 * of different topics have no order between them and may be redelivered, so the newest event by
 * occurrence wins, whatever order they arrive in.
 */
suite('notifications: contacts read model', () => {
  let h: NotificationsHarness;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

  beforeAll(async () => {
    h = await startNotifications(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const contact = async (userId: string) =>
    (await h.sql.query<ContactRow>('select * from notifications.contacts where user_id = $1', [userId]))
      .rows[0];
  const registered = (u: ReturnType<typeof aUser>, occurredAt: Date, id?: string) =>
    h.publish(
      'identity.user.registered.v1',
      { ...u, businessName: 'Diallo Trading', country: 'SN', source: 'self' },
      { occurredAt, id },
    );
  const profileUpdated = (u: ReturnType<typeof aUser>, occurredAt: Date) =>
    h.publish(
      'identity.user.profile_updated.v1',
      { ...u, businessName: 'Diallo Trading', country: 'SN' },
      { occurredAt },
    );

  it('registered creates the contact; a newer profile update changes it', async () => {
    const u = aUser('fr', 'Amina Diallo');
    await registered(u, at(0));
    expect(await contact(u.userId)).toEqual({
      user_id: u.userId,
      email: u.email,
      full_name: 'Amina Diallo',
      locale: 'fr',
      phone: '',
      phone_verified: false,
      updated_at: at(0),
      deleted_at: null,
    });

    await profileUpdated(
      { ...u, email: 'amina@new-coop.example', fullName: 'Amina D. Sow', locale: 'ar' },
      at(5),
    );
    expect(await contact(u.userId)).toEqual({
      user_id: u.userId,
      email: 'amina@new-coop.example',
      full_name: 'Amina D. Sow',
      locale: 'ar',
      phone: '',
      phone_verified: false,
      updated_at: at(5),
      deleted_at: null,
    });
  });

  it('an older profile update arriving after a newer one does not overwrite it', async () => {
    const u = aUser('en', 'Bello Musa');
    await registered(u, at(0));
    await profileUpdated({ ...u, fullName: 'Bello Musa (new)', locale: 'sw' }, at(10));
    await profileUpdated({ ...u, fullName: 'Bello Musa (stale)', locale: 'fr' }, at(5));
    expect(await contact(u.userId)).toMatchObject({
      full_name: 'Bello Musa (new)',
      locale: 'sw',
      phone: '',
      phone_verified: false,
      updated_at: at(10),
    });
  });

  it('a registration arriving after a profile update (another topic) does not overwrite it', async () => {
    const u = aUser('en', 'Chinedu Obi');
    await profileUpdated({ ...u, email: 'chinedu@later.example' }, at(7));
    await registered(u, at(1));
    expect(await contact(u.userId)).toMatchObject({ email: 'chinedu@later.example', updated_at: at(7) });
  });

  it('a redelivered registration changes nothing', async () => {
    const u = aUser('sw', 'Baraka Mwangi');
    const id = await registered(u, at(0));
    await profileUpdated({ ...u, fullName: 'Baraka M.' }, at(1));
    await registered(u, at(0), id);
    expect(await contact(u.userId)).toMatchObject({ full_name: 'Baraka M.', updated_at: at(1) });
    const inbox = await h.sql.query('select consumer_group from notifications.inbox where event_id = $1', [
      id,
    ]);
    expect(inbox.rows).toEqual([{ consumer_group: 'notifications.contacts' }]);
  });

  it('a deleted account: the contact is emptied and stays so, its notifications go, nothing is mailed or held', async () => {
    const u = aUser('fr', 'Fatou Ndiaye');
    await registered(u, at(0));
    await h.sql.query(
      `insert into notifications.in_app_notifications
         (id, user_id, event_id, kind, topic, title, body, link, created_at)
       values (gen_random_uuid(), $1, gen_random_uuid(), 'payment_received', 'orders', 't', 'b', '/orders', now())`,
      [u.userId],
    );
    const deleted = {
      userId: u.userId,
      role: Role.BUYER,
      deletedAt: { seconds: BigInt(Math.floor(at(20).getTime() / 1000)), nanos: 0 },
    };
    await h.publish('identity.user.deleted.v1', deleted, { occurredAt: at(20) });
    expect(await contact(u.userId)).toMatchObject({
      email: '',
      full_name: '',
      phone: '',
      deleted_at: at(20),
    });
    const left = await h.sql.query('select 1 from notifications.in_app_notifications where user_id = $1', [
      u.userId,
    ]);
    expect(left.rows).toEqual([]);

    // A profile update delivered late does not bring the address back.
    await profileUpdated({ ...u, email: 'fatou@late.example' }, at(30));
    expect(await contact(u.userId)).toMatchObject({ email: '', deleted_at: at(20) });

    // An e-mail due to the deleted user is dropped: neither sent nor held for a contact to come.
    await h.publish('trade.payment.succeeded.v1', {
      paymentId: uuidv7(),
      checkoutId: uuidv7(),
      buyerId: u.userId,
      provider: 'sandbox',
      providerReference: 'SBX-43',
      currency: 'XOF',
      amountMinor: 150_000n,
      buyerLocale: 'fr',
    });
    expect(await h.deliveries('user_id = $1', [u.userId])).toEqual([]);
    const held = await h.sql.query('select 1 from notifications.held_emails where user_id = $1', [u.userId]);
    expect(held.rows).toEqual([]);
  });

  it('stores English when the event carries no locale', async () => {
    const u = aUser('');
    await registered(u, at(0));
    expect(await contact(u.userId)).toMatchObject({ locale: 'en' });
  });
});
