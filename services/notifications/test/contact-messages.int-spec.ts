import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@sokoni/platform/config';
import type { TestDatabase } from '@sokoni/platform/testing';
import { notificationsConfigSchema } from '../src/index.js';
import { parseMail } from './mime.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications contact form');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const SUPPORT = 'help-desk@sokoni.test';
const texts = (lang: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'src', 'templates', `${lang}.json`), 'utf8'));
const messages = (lang: string): any =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'src', 'i18n', lang, 'notifications.json'), 'utf8'),
  );

describe('SUPPORT_EMAIL', () => {
  const base = { DATABASE_URL: 'postgres://localhost/x' };
  it('defaults to support@sokoni.africa and must be an e-mail address', () => {
    expect(loadConfig(notificationsConfigSchema, base, { service: 'notifications' }).SUPPORT_EMAIL).toBe(
      'support@sokoni.africa',
    );
    expect(
      loadConfig(notificationsConfigSchema, { ...base, SUPPORT_EMAIL: SUPPORT }, { service: 'notifications' })
        .SUPPORT_EMAIL,
    ).toBe(SUPPORT);
    expect(() =>
      loadConfig(
        notificationsConfigSchema,
        { ...base, SUPPORT_EMAIL: 'support' },
        { service: 'notifications' },
      ),
    ).toThrow(/SUPPORT_EMAIL/);
  });
});

/**
 * The storefront's contact form: POST /contact-messages stores the message, e-mails it to the
 * support inbox and acknowledges it to the sender in their language; staff read the messages in the
 * back office (simple-rest).
 */
suite('notifications: contact form', () => {
  let h: NotificationsHarness;
  let n = 0;
  const sender = () => `buyer${++n}.${Date.now().toString(36)}@mills.example`;
  const send = (body: Record<string, unknown>, lang?: string) =>
    h.api('/api/v1/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
      body: JSON.stringify(body),
    });
  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Bello Musa',
    email: sender(),
    company: 'Kano Flour Mills',
    topic: 'buying',
    message: 'We need 40 tonnes of sorghum a month. Which suppliers deliver to Kano?',
    ...over,
  });
  const stored = async () =>
    (await h.sql.query(`select count(*)::int as n from notifications.contact_messages`)).rows[0].n as number;

  beforeAll(async () => {
    h = await startNotifications(db!, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('stores the message, mails it to the support inbox and acknowledges it in the sender’s language', async () => {
    const body = valid({
      name: '  Awa Ndiaye ',
      company: ' ',
      message: '  Bonjour,\nje cherche du karité.  ',
    });
    const res = await send({ ...body, locale: 'fr' });
    expect(res.status).toBe(201);
    const receipt: any = await res.json();
    expect(receipt).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });

    const { rows } = await h.sql.query(`select * from notifications.contact_messages where id = $1`, [
      receipt.id,
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Awa Ndiaye',
      email: body.email,
      company: null,
      topic: 'buying',
      message: 'Bonjour,\nje cherche du karité.',
      locale: 'fr',
    });
    expect(rows[0].created_at.toISOString()).toBe(receipt.receivedAt);

    await h.queue.drain();
    const deliveries = await h.deliveries('event_id = $1', [receipt.id]);
    expect(deliveries.map((d) => [d.template, d.recipient, d.locale, d.status])).toEqual(
      expect.arrayContaining([
        ['contact-message', SUPPORT, 'en', 'sent'],
        ['contact-received', body.email, 'fr', 'sent'],
      ]),
    );
    expect(deliveries).toHaveLength(2);

    const toSupport = parseMail(deliveries.find((d) => d.template === 'contact-message')!.raw ?? '');
    expect(toSupport.headers.subject).toBe('Contact form (buying): Awa Ndiaye');
    expect(toSupport.text).toContain(`E-mail: ${body.email}`);
    expect(toSupport.text).toContain('Message:\nBonjour,\nje cherche du karité.');
    expect(toSupport.text).not.toContain('Company:');
    expect(toSupport.text).toContain(`${PUBLIC_URL}/admin/contact-messages/${receipt.id}/show`);

    const ack = parseMail(deliveries.find((d) => d.template === 'contact-received')!.raw ?? '');
    const fr = texts('fr');
    expect(ack.headers.subject).toBe(fr['contact-received'].subject);
    expect(ack.text).toContain('Bonjour Awa Ndiaye,');
    // The acknowledgement does not carry the message: the form cannot mail any text to anyone.
    expect(ack.text).not.toContain('karité');
  });

  it('takes the language from Accept-Language, and escapes what the sender wrote in the HTML', async () => {
    // Markup itself is refused (the free-text rule); what passes is still escaped in the HTML.
    const res = await send(valid({ message: 'Price list for solar panels < 5 kW & "inverters"?' }), 'ar');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await h.queue.drain();
    const deliveries = await h.deliveries('event_id = $1', [id]);
    expect(deliveries.find((d) => d.template === 'contact-received')).toMatchObject({
      locale: 'ar',
      subject: texts('ar')['contact-received'].subject,
    });
    const html = deliveries.find((d) => d.template === 'contact-message')!.html ?? '';
    expect(html).toMatch(/Price list for solar panels &lt; 5 kW &amp; (&quot;|&#34;|")inverters/);
    expect(html).not.toContain('< 5 kW');
  });

  it('refuses invalid input field by field, translated, and stores and sends nothing', async () => {
    const before = await stored();
    const deliveriesBefore = (await h.deliveries()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [valid({ email: 'bello.mills' }), 'email', messages('en').invalid_email],
      [valid({ message: '  too short ' }), 'message', 'Must be between 10 and 5000 characters long.'],
      [valid({ message: 'x'.repeat(5001) }), 'message', 'Must be between 10 and 5000 characters long.'],
      [valid({ topic: 'complaints' }), 'topic', expect.stringContaining('general, buying, selling')],
      [valid({ name: '' }), 'name', 'Must be between 1 and 120 characters long.'],
      [valid({ name: 'Cheap pills www.pills.example' }), 'name', messages('en').name_has_link],
      [valid({ name: 'Bello\nBcc: everyone@example.com' }), 'name', messages('en').one_line],
      [valid({ company: 'x'.repeat(161) }), 'company', 'Must be at most 160 characters long.'],
      [valid({ locale: 'French please' }), 'locale', expect.any(String)],
      [valid({ website: 'https://spam.example' }), 'website', 'This field is not allowed.'],
      [
        valid({ message: 'Our price list: <a href="https://spam.example">here</a>' }),
        'message',
        'Use plain text only: HTML tags and markup are not allowed.',
      ],
      [
        valid({ company: '<b>Mills</b> & Co' }),
        'company',
        'Use plain text only: HTML tags and markup are not allowed.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body, 'en');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const problem: any = await res.json();
      expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    }
    const fr = await send(valid({ email: 'nope' }), 'fr');
    expect(((await fr.json()) as any).errors).toEqual([
      expect.objectContaining({ field: 'email', message: messages('fr').invalid_email }),
    ]);
    expect(await stored()).toBe(before);
    await h.queue.drain();
    expect((await h.deliveries()).length).toBe(deliveriesBefore);
  });

  it('stores and mails a message sent again under its Idempotency-Key once, and refuses the key for another', async () => {
    const sendKeyed = (body: Record<string, unknown>, key: string, lang = 'en') =>
      h.api('/api/v1/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const key = `offline-${Date.now().toString(36)}-0193a000-7000-8000`;
    const body = valid({ message: 'Sent from the bus: 12 t of cassava flour for Lagos, monthly.' });
    const before = await stored();

    // The first answer lost on a weak connection: the storefront's outbox sends it again, twice at once.
    const first = await sendKeyed(body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const receipt = (await first.json()) as { id: string; receivedAt: string };
    const again = await Promise.all([sendKeyed(body, key), sendKeyed(body, key)]);
    for (const res of again) {
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(await res.json()).toEqual(receipt);
    }
    expect(await stored()).toBe(before + 1);
    await h.queue.drain();
    expect(await h.deliveries('event_id = $1', [receipt.id])).toHaveLength(2);

    // Another message under that key is refused, translated, and stores nothing.
    const other = await sendKeyed(
      { ...body, message: 'A different request altogether, for maize.' },
      key,
      'fr',
    );
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(PROBLEM);
    expect(((await other.json()) as { code: string }).code).toBe('idempotency.key_reused');

    // A malformed key is a 400 on the header; without a key each send is a message of its own.
    const bad = await sendKeyed(body, 'two words');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).errors).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key' }),
    ]);
    expect((await send(body)).status).toBe(201);
    expect(await stored()).toBe(before + 2);
  });

  it('lists and shows the messages to staff only, in the simple-rest contract', async () => {
    const first = (await (
      await send(valid({ topic: 'press', message: 'Interview request for our magazine.' }))
    ).json()) as { id: string };
    await send(valid({ topic: 'selling' }));
    const admin = await h.token('admin');
    const filter = encodeURIComponent(JSON.stringify({ topic: 'press' }));
    const res = await h.api(`/api/v1/admin/contact-messages?filter=${filter}`, { token: admin });
    expect(res.status).toBe(200);
    const list: any = await res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m: any) => m.topic === 'press')).toBe(true);
    expect(res.headers.get('content-range')).toBe(`contact-messages 0-${list.length - 1}/${list.length}`);
    expect(list[0]).toMatchObject({
      id: first.id,
      topic: 'press',
      message: 'Interview request for our magazine.',
    });

    const one = await h.api(`/api/v1/admin/contact-messages/${first.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(list[0]);
    const missing = await h.api('/api/v1/admin/contact-messages/0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(PROBLEM);

    const buyer = await h.token('buyer');
    expect((await h.api('/api/v1/admin/contact-messages', { token: buyer })).status).toBe(403);
    expect((await h.api(`/api/v1/admin/contact-messages/${first.id}`, { token: buyer })).status).toBe(403);
    expect((await h.api('/api/v1/admin/contact-messages')).status).toBe(401);
  });
});
