import { randomBytes } from 'node:crypto';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';
import { anOrder, tradeBus, type User } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications preferences');
const suite = db ? describe : describe.skip;

const SETTINGS = '/api/v1/notification-settings';
const UNSUBSCRIBE = '/api/v1/notification-settings/unsubscribe';

interface Settings {
  topics: { topic: string; audience: string; email: boolean; inApp: boolean; sms: boolean }[];
  alwaysOn: { topic: string; audience: string }[];
}

/**
 * A signed-in user's notification settings (their own only), the e-mails that honour them, and the
 * signed one-click unsubscribe link of those e-mails (RFC 8058).
 */
suite('notifications: notification settings', () => {
  let h: NotificationsHarness;
  let bus: ReturnType<typeof tradeBus>;

  beforeAll(async () => {
    h = await startNotifications(db!, { UNSUBSCRIBE_LINK_KEY: randomBytes(32).toString('base64') });
    bus = tradeBus(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const tokenOf = (u: User, role: 'buyer' | 'seller' | 'both' = 'both') => h.token(role, { sub: u.userId });
  const getSettings = async (token: string): Promise<Settings> => {
    const res = await h.api(SETTINGS, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Settings;
  };
  const put = (token: string, body: unknown, lang = 'en') =>
    h.api(SETTINGS, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
    });
  const topic = (s: Settings, name: string) => s.topics.find((t) => t.topic === name);
  const storedRows = async (u: User) =>
    (await h.sql.query('select 1 from notifications.notification_preferences where user_id = $1', [u.userId]))
      .rowCount;
  const statusChanged = (order: ReturnType<typeof anOrder>, action: string, from: string) =>
    bus.publish(
      'trade.order.status_changed.v1',
      { order, action, fromStatus: from, actorRole: 'seller', carrier: 'DHL', trackingNumber: 'T-1' },
      { key: order.orderId },
    );

  it('gives the defaults to a user who never chose, the locked topics apart; nothing without a token', async () => {
    const u = await bus.register('en');
    const s = await getSettings(await tokenOf(u));
    expect(s.topics.map((t) => t.topic)).toEqual([
      'order_updates',
      'sales',
      'verification',
      'rfq',
      'messages',
      'product_reviews',
      'marketing',
      'announcements',
    ]);
    expect(topic(s, 'order_updates')).toEqual({
      topic: 'order_updates',
      audience: 'buyer',
      email: true,
      inApp: true,
      sms: false,
    });
    expect(topic(s, 'sales')?.audience).toBe('seller');
    // Marketing needs consent: off until asked for.
    expect(topic(s, 'marketing')).toMatchObject({ email: false, inApp: false });
    expect(s.alwaysOn.map((t) => t.topic)).toEqual(['account_security', 'payments']);

    const anonymous = await h.api(SETTINGS);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
  });

  it('saves a user’s choices for them alone; another user’s settings are out of reach', async () => {
    const [amina, kofi] = [await bus.register('en'), await bus.register('en')];
    const token = await tokenOf(amina);
    const res = await put(token, {
      topics: [
        { topic: 'order_updates', email: false },
        { topic: 'messages', inApp: false, email: true },
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Settings;
    expect(topic(saved, 'order_updates')).toMatchObject({ email: false, inApp: true });
    expect(topic(saved, 'messages')).toMatchObject({ email: true, inApp: false });
    expect(await getSettings(token)).toEqual(saved);

    // Kofi sees his own (the defaults), and has no way to name Amina's: no id in the path, no body field.
    expect(topic(await getSettings(await tokenOf(kofi)), 'order_updates')?.email).toBe(true);
    const sneaky = await put(await tokenOf(kofi), {
      userId: amina.userId,
      topics: [{ topic: 'order_updates', email: true }],
    });
    expect(sneaky.status).toBe(400);
    expect(await h.api(`${SETTINGS}/${amina.userId}`, { token: await tokenOf(kofi) })).toHaveProperty(
      'status',
      404,
    );
    expect(topic(await getSettings(token), 'order_updates')?.email).toBe(false);
  });

  it.each([
    ['an unknown topic', { topics: [{ topic: 'lottery', email: true }] }, 'topics.1.topic'],
    ['a locked topic', { topics: [{ topic: 'account_security', email: false }] }, 'topics.1.topic'],
    ['an unknown channel', { topics: [{ topic: 'rfq', push: true }] }, 'topics.1.push'],
    ['a choice that is not a yes or no', { topics: [{ topic: 'rfq', email: 'no' }] }, 'topics.1.email'],
    ['a topic listed twice', { topics: [{ topic: 'rfq', email: false }] }, 'topics.1.topic'],
  ])('refuses %s with a problem in the caller’s language, and stores nothing', async (_what, bad, field) => {
    const u = await bus.register('fr');
    // A valid choice first, so a half-applied request would show.
    const body = { topics: [{ topic: 'rfq', email: false }, ...bad.topics] };
    const res = await put(await tokenOf(u), body, 'fr');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { errors: { field: string; message: string }[] };
    const error = problem.errors.find((e) => e.field === field);
    expect(error).toBeDefined();
    expect(error!.message).not.toMatch(/^[a-z_.]+$/); // a sentence, not a key
    if (field === 'topics.1.topic' && bad.topics[0]!.topic !== 'rfq')
      expect(error!.message).toContain('sujet de notification');
    expect(await storedRows(u)).toBe(0);
  });

  it('answers hostile bodies with a 400, never a 5xx', async () => {
    const token = await tokenOf(await bus.register('en'));
    const bodies = [
      '{}',
      '[]',
      'null',
      '{"topics":null}',
      '{"topics":"rfq"}',
      '{"topics":[]}',
      '{"topics":[null]}',
      '{"topics":[{"topic":{"$ne":1}}]}',
      '{"topics":[{"topic":"rfq","email":null}]}',
      '{"topics":[{"topic":"rfq\u0000","email":true}]}',
      JSON.stringify({ topics: Array.from({ length: 50 }, () => ({ topic: 'rfq', email: true })) }),
    ];
    for (const body of bodies) {
      const res = await h.api(SETTINGS, {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect([body, res.status]).toEqual([body, 400]);
    }
  });

  it('skips a switched-off topic’s e-mail (recorded, no body) while an always-on one is sent', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('en')];
    expect(
      (await put(await tokenOf(buyer), { topics: [{ topic: 'order_updates', email: false }] })).status,
    ).toBe(200);
    const order = anOrder(buyer, seller, { status: 'shipped' });
    const shipped = await statusChanged(order, 'ship', 'accepted');
    const refunded = await statusChanged(order, 'staff_refund', 'disputed');
    await h.queue.drain();

    const [skipped] = await h.deliveries('event_id = $1', [shipped]);
    expect(skipped).toMatchObject({ template: 'order-shipped', status: 'skipped', attempts: 0, raw: null });
    expect(skipped!.text).toBeNull();
    const receipt = (await h.deliveries('event_id = $1 and user_id = $2', [refunded, buyer.userId]))[0];
    expect(receipt).toMatchObject({ template: 'order-refunded', status: 'sent' });
    // Always sent, so no way to switch it off is offered.
    expect(receipt!.raw).not.toMatch(/List-Unsubscribe/i);
  });

  /** The one-click URL of the List-Unsubscribe header of a sent e-mail. */
  function oneClickUrl(raw: string): string {
    const unfolded = raw.replace(/\r?\n([ \t])/g, '$1');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const url = /^List-Unsubscribe:\s*<([^>]+)>$/m.exec(unfolded)?.[1];
    expect(url).toBeDefined();
    return url!;
  }

  const oneClick = (url: string) =>
    fetch(`${h.url}${url.slice(PUBLIC_URL.length)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('puts a signed one-click unsubscribe on an e-mail that may be switched off; it works without signing in', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('en')];
    const paid = await statusChanged(anOrder(buyer, seller), 'pay', 'pending_payment');
    await h.queue.drain();
    const [mail] = await h.deliveries('event_id = $1', [paid]);
    expect(mail).toMatchObject({ template: 'seller-order-paid', status: 'sent' });
    const url = oneClickUrl(mail!.raw!);
    expect(url.startsWith(`${PUBLIC_URL}${UNSUBSCRIBE}?token=`)).toBe(true);
    // The body links to the storefront's confirmation page with the same token.
    const token = new URL(url).searchParams.get('token')!;
    expect(mail!.text).toContain(`${PUBLIC_URL}/notification-settings/unsubscribe?token=${token}`);

    const first = await oneClick(url);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ topic: 'sales', channel: 'email', changed: true });
    expect(topic(await getSettings(await tokenOf(seller)), 'sales')).toMatchObject({
      email: false,
      inApp: true,
    });
    // Again (a mail client retrying, as multipart this time; the reader clicking too): nothing more to change.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${h.url}${url.slice(PUBLIC_URL.length)}`, { method: 'POST', body: form });
    expect(await multipart.json()).toEqual({ topic: 'sales', channel: 'email', changed: false });
    const again = await h.api(UNSUBSCRIBE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(await again.json()).toEqual({ topic: 'sales', channel: 'email', changed: false });

    const next = await statusChanged(anOrder(buyer, seller), 'pay', 'pending_payment');
    await h.queue.drain();
    expect((await h.deliveries('event_id = $1', [next]))[0]).toMatchObject({ status: 'skipped' });
  });

  it('refuses a link that was altered, cut or signed elsewhere, and changes nothing', async () => {
    const [buyer, seller, victim] = [
      await bus.register('en'),
      await bus.register('en'),
      await bus.register('en'),
    ];
    const paid = await statusChanged(anOrder(buyer, seller), 'pay', 'pending_payment');
    await h.queue.drain();
    const token = new URL(
      oneClickUrl((await h.deliveries('event_id = $1', [paid]))[0]!.raw!),
    ).searchParams.get('token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = Buffer.from(payload, 'base64url').toString('utf8');
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
    const tampered = [
      // Someone else's account under this link's signature…
      `${b64(claims.replace(seller.userId, victim.userId))}.${mac}`,
      // …another topic…
      `${b64(claims.replace(':sales', ':order_updates'))}.${mac}`,
      // …a changed signature, a cut one, one from another key.
      `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `${payload}.${mac.slice(0, 20)}`,
      `${b64(`v1:${victim.userId}:sales`)}.${randomBytes(32).toString('base64url')}`,
    ];
    for (const bad of tampered) {
      const res = await h.api(UNSUBSCRIBE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        body: JSON.stringify({ token: bad }),
      });
      expect(res.status).toBe(400);
      const problem = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors[0]).toMatchObject({ field: 'token' });
      expect(problem.errors[0]!.message).toContain('lien pour arrêter les e-mails');
    }
    expect(await storedRows(seller)).toBe(0);
    expect(await storedRows(victim)).toBe(0);
    for (const body of ['', JSON.stringify({ token: 42 }), JSON.stringify({ token: 'x'.repeat(5000) })]) {
      const res = await h.api(UNSUBSCRIBE, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
    }
  });

  it('marketing e-mails are the newsletter subscription of the account’s address: one truth', async () => {
    const u = await bus.register('fr');
    const token = await tokenOf(u, 'buyer');
    const on = (await (
      await put(token, { topics: [{ topic: 'marketing', email: true }] })
    ).json()) as Settings;
    expect(topic(on, 'marketing')?.email).toBe(true);
    const list = async () =>
      (
        await h.sql.query<{ status: string }>(
          'select status from notifications.newsletter_subscriptions where email = $1',
          [u.email],
        )
      ).rows.map((r) => r.status);
    expect(await list()).toEqual(['subscribed']);
    // Subscribed like the storefront's box: the list's confirmation e-mail, with its own link.
    await h.queue.drain();
    expect(await h.deliveries('recipient = $1', [u.email])).toEqual([
      expect.objectContaining({ template: 'newsletter-subscribed', status: 'sent' }),
    ]);
    expect(await storedRows(u)).toBe(0); // no second copy of the choice

    const off = (await (
      await put(token, { topics: [{ topic: 'marketing', email: false }] })
    ).json()) as Settings;
    expect(topic(off, 'marketing')?.email).toBe(false);
    expect(await list()).toEqual(['unsubscribed']);

    // The storefront's newsletter box (not signed in) shows up in the settings too.
    await h.api('/api/v1/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email }),
    });
    expect(topic(await getSettings(token), 'marketing')?.email).toBe(true);
  });
});
