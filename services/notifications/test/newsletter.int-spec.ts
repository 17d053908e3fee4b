import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestDatabase } from '@sokoni/platform/testing';
import { parseMail } from './mime.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications newsletter');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
/** The shipped texts, so expectations follow the templates rather than copies of them. */
const texts = (lang: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'src', 'templates', `${lang}.json`), 'utf8'));
const messages = (lang: string): any =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'src', 'i18n', lang, 'notifications.json'), 'utf8'),
  );

/**
 * The storefront's newsletter box: POST /newsletter/subscriptions (idempotent, silent about who is
 * subscribed), the confirmation e-mail with its unsubscribe link, POST /newsletter/unsubscribe, and
 * the staff list.
 */
suite('notifications: newsletter', () => {
  let h: NotificationsHarness;
  let n = 0;
  const address = () => `reader${++n}.${Date.now().toString(36)}@coop.example`;

  const post = (path: string, body: unknown, lang?: string) =>
    h.api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(lang ? { 'accept-language': lang } : {}) },
      body: JSON.stringify(body),
    });
  const subscribe = (body: unknown, lang?: string) => post('/api/v1/newsletter/subscriptions', body, lang);
  const row = async (email: string) =>
    (await h.sql.query(`select * from notifications.newsletter_subscriptions where email = $1`, [email]))
      .rows;
  const mails = (email: string) =>
    h.deliveries(`recipient = $1 and template = 'newsletter-subscribed'`, [email]);

  beforeAll(async () => {
    h = await startNotifications(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('subscribes an address and sends the confirmation in its language, with an unsubscribe link', async () => {
    const email = address();
    const res = await subscribe({ email: `  ${email.toUpperCase()} `, locale: 'fr' });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');

    const [stored] = await row(email);
    expect(stored).toMatchObject({ email, locale: 'fr', status: 'subscribed', unsubscribed_at: null });
    expect(stored.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await h.queue.drain();
    const [d, ...more] = await mails(email);
    expect(more).toHaveLength(0);
    const fr = texts('fr');
    expect(d).toMatchObject({ locale: 'fr', status: 'sent', transport: 'dev', user_id: null });
    const mail = parseMail(d!.raw ?? '');
    const link = `${PUBLIC_URL}/newsletter/unsubscribe?token=${stored.unsubscribe_token}`;
    expect(mail.headers.subject).toBe(fr['newsletter-subscribed'].subject);
    expect(mail.text).toContain(fr['newsletter-subscribed'].greeting);
    expect(mail.text).toContain(`${fr.unsubscribe}: ${link}`);
    expect(mail.text).toContain(fr['newsletter-subscribed'].footer);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('{name}');
  });

  it('answers a second sign-up of the same address alike, with no second row and no second e-mail', async () => {
    const email = address();
    expect((await subscribe({ email })).status).toBe(202);
    const again = await subscribe({ email: email.toUpperCase(), locale: 'ar' });
    expect(again.status).toBe(202);
    expect(await again.text()).toBe('');
    // Simultaneous sign-ups of a new address make one subscription and one e-mail too.
    const racing = address();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => subscribe({ email: racing })));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);

    await h.queue.drain();
    expect(await row(email)).toHaveLength(1);
    expect((await row(email))[0].locale).toBe('en'); // the second sign-up changed nothing
    expect(await mails(email)).toHaveLength(1);
    expect(await row(racing)).toHaveLength(1);
    expect(await mails(racing)).toHaveLength(1);
  });

  it('takes the language from Accept-Language when the form sends none', async () => {
    const sw = address();
    const hausa = address();
    const brazil = address();
    await subscribe({ email: sw }, 'sw-KE,sw;q=0.9,en;q=0.5');
    await subscribe({ email: hausa }, 'ha');
    await subscribe({ email: brazil, locale: 'pt-BR' });
    await h.queue.drain();
    expect((await row(sw))[0].locale).toBe('sw');
    expect((await mails(sw))[0]!.subject).toBe(texts('sw')['newsletter-subscribed'].subject);
    expect((await row(hausa))[0].locale).toBe('en');
    // Portuguese is kept for later, and written in English until it is translated.
    expect((await row(brazil))[0].locale).toBe('pt');
    expect((await mails(brazil))[0]).toMatchObject({ locale: 'en' });
  });

  it('refuses an invalid address with a translated problem, and stores nothing', async () => {
    const before = (
      await h.sql.query(`select count(*)::int as n from notifications.newsletter_subscriptions`)
    ).rows[0].n;
    for (const [body, lang] of [
      [{ email: 'not-an-address' }, 'en'],
      [{ email: 'amina@' }, 'fr'],
      [{}, 'ar'],
      [{ email: '' }, 'sw'],
    ] as const) {
      const res = await subscribe(body, lang);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      expect(res.headers.get('content-language')).toBe(lang);
      const problem: any = await res.json();
      expect(problem.errors).toEqual(
        expect.arrayContaining([{ field: 'email', code: 'isEmail', message: messages(lang).invalid_email }]),
      );
    }
    expect(messages('en').invalid_email).toBe('Please enter a valid e-mail address.');
    const bad = await subscribe({ email: address(), locale: 'not a language', extra: 1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).errors.map((e: any) => e.field).sort()).toEqual(['extra', 'locale']);
    const after = (await h.sql.query(`select count(*)::int as n from notifications.newsletter_subscriptions`))
      .rows[0].n;
    expect(after).toBe(before);
  });

  it('unsubscribes with the link’s token, again and again, and subscribes again later', async () => {
    const email = address();
    await subscribe({ email, locale: 'en' });
    const [{ unsubscribe_token: token }] = await row(email);

    const res = await post('/api/v1/newsletter/unsubscribe', { token });
    expect(res.status).toBe(204);
    const [gone] = await row(email);
    expect(gone.status).toBe('unsubscribed');
    expect(gone.unsubscribed_at).toBeInstanceOf(Date);
    expect((await post('/api/v1/newsletter/unsubscribe', { token })).status).toBe(204);
    expect((await row(email))[0].unsubscribed_at).toEqual(gone.unsubscribed_at);

    // Signing up again puts the address back, with a new confirmation and the same link.
    expect((await subscribe({ email, locale: 'fr' })).status).toBe(202);
    await h.queue.drain();
    const [back] = await row(email);
    expect(back).toMatchObject({ status: 'subscribed', unsubscribed_at: null, locale: 'fr' });
    expect(back.unsubscribe_token).toBe(token);
    const sent = await mails(email);
    expect(sent.map((d) => d.locale)).toEqual(['en', 'fr']);
  });

  it('refuses an unknown unsubscribe token with a translated problem, changing nothing', async () => {
    const res = await post('/api/v1/newsletter/unsubscribe', { token: 'x'.repeat(32) }, 'fr');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(PROBLEM);
    const problem: any = await res.json();
    expect(problem.code).toBe('notifications.unsubscribe_link_invalid');
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'token', message: messages('fr').unsubscribe_link_invalid }),
    ]);
    expect((await post('/api/v1/newsletter/unsubscribe', { token: 'short' })).status).toBe(400);
    expect((await post('/api/v1/newsletter/unsubscribe', {})).status).toBe(400);
  });

  it('lists subscriptions for staff only, in the simple-rest contract, without their tokens', async () => {
    const email = address();
    await subscribe({ email });
    const admin = await h.token('admin');
    const res = await h.api(
      `/api/v1/admin/newsletter-subscriptions?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('newsletter-subscriptions 0-0/1');
    const list: any = await res.json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        email,
        locale: 'en',
        status: 'subscribed',
        subscribedAt: expect.any(String),
        unsubscribedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const unsubscribed = await h.api(
      `/api/v1/admin/newsletter-subscriptions?filter=${encodeURIComponent(JSON.stringify({ status: 'unsubscribed' }))}`,
      { token: admin },
    );
    expect(((await unsubscribed.json()) as any[]).every((s: any) => s.status === 'unsubscribed')).toBe(true);

    expect(
      (await h.api('/api/v1/admin/newsletter-subscriptions', { token: await h.token('buyer') })).status,
    ).toBe(403);
    expect((await h.api('/api/v1/admin/newsletter-subscriptions')).status).toBe(401);
  });
});
