import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser } from './fixtures.js';
import { parseMail } from './mime.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications supplier verification e-mails');
const suite = db ? describe : describe.skip;

/** identity's supplier-verification decisions reach the seller as e-mails in their language. */
suite('notifications: supplier verification decisions → e-mails', () => {
  let h: NotificationsHarness;
  let mailbox: string;

  beforeAll(async () => {
    mailbox = await mkdtemp(join(tmpdir(), 'sokoni-mailbox-'));
    h = await startNotifications(db!, { DEV_MAILBOX_DIR: mailbox });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
    if (mailbox) await rm(mailbox, { recursive: true, force: true });
  });

  const deliveryOf = async (eventId: string) => {
    await h.queue.drain();
    const rows = await h.deliveries('event_id = $1', [eventId]);
    expect(rows).toHaveLength(1);
    return { d: rows[0]!, mail: parseMail(rows[0]!.raw ?? '') };
  };

  it('approved → the seller learns the company is verified, and until when (French)', async () => {
    const u = aUser('fr', 'Awa Traoré');
    const eventId = await h.publish('identity.supplier_verification.approved.v1', {
      verificationId: uuidv7(),
      sellerId: u.userId,
      decidedBy: uuidv7(),
      decidedAt: timestampFromDate(new Date('2026-11-22T10:00:00Z')),
      expiresAt: timestampFromDate(new Date('2027-11-22T10:00:00Z')),
      companyName: 'Bamako Karité',
      email: u.email,
      fullName: u.fullName,
      locale: 'fr',
    });
    const { d, mail } = await deliveryOf(eventId);
    expect(d).toMatchObject({
      user_id: u.userId,
      recipient: u.email,
      template: 'verification-approved',
      locale: 'fr',
      subject: 'Bamako Karité est désormais un fournisseur vérifié sur Sokoni',
      status: 'sent',
    });
    expect(mail.text).toContain('Bonjour Awa Traoré,');
    expect(mail.text).toContain("Vérifié jusqu'au: 22 novembre 2027");
    expect(mail.text).toContain(`${PUBLIC_URL}/advanced-verification`);
  });

  it('rejected → the reason, escaped in HTML (Swahili)', async () => {
    const u = aUser('sw', 'Juma Mwinyi');
    const eventId = await h.publish('identity.supplier_verification.rejected.v1', {
      verificationId: uuidv7(),
      sellerId: u.userId,
      decidedBy: uuidv7(),
      decidedAt: timestampFromDate(new Date()),
      reason: 'The tax certificate <expired> in 2024',
      companyName: 'Zanzibar Spices',
      email: u.email,
      fullName: u.fullName,
      locale: 'sw',
    });
    const { d, mail } = await deliveryOf(eventId);
    expect(d).toMatchObject({ template: 'verification-rejected', locale: 'sw', status: 'sent' });
    expect(mail.text).toContain('Sababu: The tax certificate <expired> in 2024');
    expect(mail.text).toContain('Zanzibar Spices');
    expect(mail.html).toContain('The tax certificate &lt;expired&gt; in 2024');
  });

  it('submitted and expired send nothing', async () => {
    const before = (await h.deliveries()).length;
    const u = aUser('en');
    await h.publish('identity.supplier_verification.submitted.v1', {
      verificationId: uuidv7(),
      sellerId: u.userId,
      email: u.email,
    });
    await h.publish('identity.supplier_verification.expired.v1', {
      verificationId: uuidv7(),
      sellerId: u.userId,
      email: u.email,
    });
    await h.queue.drain();
    expect(await h.deliveries()).toHaveLength(before);
  });
});
