import { timestampFromDate } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser, secretToken } from './fixtures.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications e-mail change e-mails');
const suite = db ? describe : describe.skip;

/**
 * identity.user.email_change_requested.v1 becomes, in each recipient's language: word to the current
 * address always; the link to a free new address; to a taken one, word to its owner and never the link.
 */
suite('notifications: e-mail change (identity events → e-mails)', () => {
  let h: NotificationsHarness;

  beforeAll(async () => {
    h = await startNotifications(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const inADay = () => timestampFromDate(new Date(Date.now() + 24 * 3600_000));

  it('sends the link to a free new address and tells the current one, in the user’s language', async () => {
    const u = aUser('fr', 'Kofi Mensah');
    const url = `${PUBLIC_URL}/account/confirm-email?token=${secretToken()}`;
    const newEmail = `kofi.${Date.now()}@new.example`;
    const eventId = await h.publish('identity.user.email_change_requested.v1', {
      ...u,
      newEmail,
      confirmUrl: url,
      expiresAt: inADay(),
      newEmailTaken: false,
    });
    await h.queue.drain();
    const rows = await h.deliveries('event_id = $1', [eventId]);
    expect(rows.map((r) => [r.template, r.recipient, r.locale]).sort()).toEqual(
      [
        ['email-change-confirm', newEmail, 'fr'],
        ['email-change-requested', u.email, 'fr'],
      ].sort(),
    );
    const confirm = rows.find((r) => r.template === 'email-change-confirm')!;
    expect(confirm.text).toContain(url);
    const notice = rows.find((r) => r.template === 'email-change-requested')!;
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain(url);
  });

  it('tells the owner of a taken address instead, and sends no link anywhere', async () => {
    const u = aUser('en', 'Chinedu Okafor');
    const owner = aUser('sw', 'Zawadi Otieno');
    const eventId = await h.publish('identity.user.email_change_requested.v1', {
      ...u,
      newEmail: owner.email,
      confirmUrl: '',
      newEmailTaken: true,
      takenByFullName: owner.fullName,
      takenByLocale: 'sw',
    });
    await h.queue.drain();
    const rows = await h.deliveries('event_id = $1', [eventId]);
    expect(rows.map((r) => [r.template, r.recipient, r.locale]).sort()).toEqual(
      [
        ['email-change-requested', u.email, 'en'],
        ['email-change-taken', owner.email, 'sw'],
      ].sort(),
    );
    const taken = rows.find((r) => r.template === 'email-change-taken')!;
    expect(taken.text).toContain('Zawadi Otieno');
    expect(rows.every((r) => !(r.text ?? '').includes('confirm-email'))).toBe(true);
  });
});
