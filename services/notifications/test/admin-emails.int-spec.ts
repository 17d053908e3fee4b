import { timestampFromDate } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { uuidv7 } from '@sokoni/platform/db';
import { catalogue, secretToken, verifyLink } from './fixtures.js';
import {
  freshDatabase,
  startNotifications,
  type DeliveryRow,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications admin e-mail log');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;

/**
 * The delivery log for staff, in react-admin's ra-data-simple-rest contract:
 * `sort=["field","ASC"]`, `range=[first,last]`, `filter={...}` in, JSON array and Content-Range out.
 */
suite('notifications: GET /api/v1/admin/emails', () => {
  let h: NotificationsHarness;
  let admin: string;
  let rows: DeliveryRow[];
  const amina = { userId: uuidv7(), email: 'amina@coop.example', fullName: 'Amina Diallo', locale: 'fr' };
  const bello = { userId: uuidv7(), email: 'bello@mills.example', fullName: 'Bello Musa', locale: 'en' };
  const chinedu = { userId: uuidv7(), email: 'chinedu@kola.example', fullName: 'Chinedu Obi', locale: 'sw' };
  const dara = { userId: uuidv7(), email: 'dara@dates.example', fullName: 'Dara Saleh', locale: 'ar' };
  const eze = { userId: uuidv7(), email: 'eze@yam.example', fullName: 'Eze Nwosu', locale: 'ha' };
  const aminaLink = verifyLink(secretToken());
  const expiresAt = () => timestampFromDate(new Date(Date.now() + 86_400_000));

  const list = (query: Record<string, unknown> = {}, token: string | undefined = admin) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    return h.api(`/api/v1/admin/emails?${qs.toString()}`, { token });
  };
  const ids = async (res: Response) => ((await res.json()) as { id: string }[]).map((d) => d.id);
  /** The order the API must return, computed here from the rows: field, then id descending. */
  const sorted = (key: keyof DeliveryRow, order: 'ASC' | 'DESC') =>
    [...rows]
      .sort((a, b) => {
        const x = a[key] instanceof Date ? (a[key] as Date).getTime() : String(a[key]);
        const y = b[key] instanceof Date ? (b[key] as Date).getTime() : String(b[key]);
        const c = x < y ? -1 : x > y ? 1 : 0;
        return (order === 'ASC' ? c : -c) || (a.id < b.id ? 1 : -1);
      })
      .map((r) => r.id);

  beforeAll(async () => {
    h = await startNotifications(db!);
    admin = await h.token('admin');
    // The log is filled the real way: identity events handled and sent by the dev transport.
    await h.publish('identity.user.email_verification_requested.v1', {
      ...amina,
      verifyUrl: aminaLink,
      expiresAt: expiresAt(),
    });
    await h.publish('identity.user.email_verified.v1', amina);
    await h.publish('identity.user.password_reset_requested.v1', {
      ...bello,
      resetUrl: 'https://sokoni.test/reset-password?token=r1',
      expiresAt: expiresAt(),
    });
    await h.publish('identity.user.password_changed.v1', { ...chinedu, reason: 'change' });
    await h.publish('identity.user.email_verification_requested.v1', {
      ...dara,
      verifyUrl: 'https://sokoni.test/verify-email?token=d1',
      expiresAt: expiresAt(),
    });
    await h.publish('identity.user.email_verified.v1', eze);
    await h.queue.drain();
    // Two outcomes the dev transport never produces, set directly so every status can be listed.
    await h.sql.query(
      `update notifications.email_deliveries set status = 'failed', error = '550 mailbox unavailable'
       where recipient = $1`,
      [chinedu.email],
    );
    await h.sql.query(
      `update notifications.email_deliveries set status = 'queued', sent_at = null, next_attempt_at = now() + interval '1 day'
       where recipient = $1`,
      [dara.email],
    );
    rows = await h.deliveries();
    expect(rows).toHaveLength(6);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  describe('listing', () => {
    it('answers every delivery newest first by default, with Content-Range', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('emails 0-5/6');
      const body = (await res.clone().json()) as any[];
      expect(body.map((d) => d.id)).toEqual(sorted('created_at', 'DESC'));
      const aminaVerify = body.find((d) => d.to === amina.email && d.template === 'verify-email');
      expect(aminaVerify).toEqual({
        id: expect.any(String),
        eventId: expect.any(String),
        userId: amina.userId,
        to: amina.email,
        template: 'verify-email',
        locale: 'fr',
        subject: catalogue('fr')['verify-email'].subject,
        status: 'sent',
        transport: 'dev',
        attempts: 1,
        error: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        messageId: expect.any(String),
      });
      // A list never carries bodies: they may hold one-time links.
      expect(JSON.stringify(body)).not.toContain(aminaLink);
    });

    it.each([
      ['createdAt', 'created_at'],
      ['to', 'recipient'],
      ['template', 'template'],
      ['status', 'status'],
    ] as const)('sorts by %s both ways', async (field, column) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const res = await list({ sort: [field, order] });
        expect(res.status).toBe(200);
        expect(await ids(res)).toEqual(sorted(column, order));
      }
    });

    it('pages with range, and says so in Content-Range', async () => {
      const all = sorted('recipient', 'ASC');
      const pages: string[] = [];
      for (const [first, last] of [
        [0, 1],
        [2, 3],
        [4, 5],
      ]) {
        const res = await list({ sort: ['to', 'ASC'], range: [first, last] });
        expect(res.headers.get('content-range')).toBe(`emails ${first}-${last}/6`);
        pages.push(...(await ids(res)));
      }
      expect(pages).toEqual(all);
      const short = await list({ sort: ['to', 'ASC'], range: [4, 9] });
      expect(short.headers.get('content-range')).toBe('emails 4-5/6');
      expect(await ids(short)).toEqual(all.slice(4));
      const beyond = await list({ range: [10, 19] });
      expect(beyond.status).toBe(200);
      expect(beyond.headers.get('content-range')).toBe('emails */6');
      expect(await beyond.json()).toEqual([]);
    });

    const idsWhere = (p: (r: DeliveryRow) => boolean) =>
      rows
        .filter(p)
        .map((r) => r.id)
        .sort();
    it.each([
      ['to (any case)', { to: ' Amina@Coop.EXAMPLE ' }, (r: DeliveryRow) => r.recipient === amina.email],
      ['template', { template: 'welcome' }, (r: DeliveryRow) => r.template === 'welcome'],
      ['status failed', { status: 'failed' }, (r: DeliveryRow) => r.status === 'failed'],
      ['status queued', { status: 'queued' }, (r: DeliveryRow) => r.status === 'queued'],
      ['locale (fallbacks are stored as en)', { locale: 'en' }, (r: DeliveryRow) => r.locale === 'en'],
      ['userId', { userId: amina.userId }, (r: DeliveryRow) => r.user_id === amina.userId],
      ['q on the address', { q: 'BELLO' }, (r: DeliveryRow) => r.recipient === bello.email],
      [
        'q on the subject',
        { q: 'bienvenue' },
        (r: DeliveryRow) => r.subject === catalogue('fr').welcome.subject,
      ],
      ['q with LIKE wildcards taken literally', { q: '%' }, () => false],
      ['q with an underscore taken literally', { q: '_' }, () => false],
      [
        'several filters together',
        { template: 'verify-email', locale: 'ar' },
        (r: DeliveryRow) => r.recipient === dara.email,
      ],
      ['empty values are ignored', { status: '', q: null }, () => true],
    ] as const)('filters by %s', async (_name, filter, expected) => {
      const res = await list({ filter });
      expect(res.status).toBe(200);
      const got = (await ids(res)).sort();
      expect(got).toEqual(idsWhere(expected));
      expect(res.headers.get('content-range')).toBe(
        got.length ? `emails 0-${got.length - 1}/${got.length}` : 'emails */0',
      );
    });

    it('answers getMany (filter by a list of ids), and a single id too', async () => {
      const wanted = [rows[0]!.id, rows[3]!.id, rows[5]!.id];
      const res = await list({ filter: { id: wanted } });
      expect((await ids(res)).sort()).toEqual([...wanted].sort());
      expect(res.headers.get('content-range')).toBe('emails 0-2/3');
      const one = await list({ filter: { id: rows[2]!.id } });
      expect(await ids(one)).toEqual([rows[2]!.id]);
      const none = await list({ filter: { id: [uuidv7()] } });
      expect(await none.json()).toEqual([]);
    });

    it.each([
      ['an unknown sort field', { sort: ['subject', 'ASC'] }, 'sort', 'list.unknown_sort_field'],
      ['a bad sort order', { sort: ['createdAt', 'UP'] }, 'sort', 'list.bad_sort'],
      ['a sort that is not a pair', { sort: ['createdAt'] }, 'sort', 'list.bad_sort'],
      ['sort that is not JSON', { sort: '[createdAt' }, 'sort', 'list.not_json'],
      ['a reversed range', { range: [5, 1] }, 'range', 'list.bad_range'],
      ['a negative range', { range: [-1, 3] }, 'range', 'list.bad_range'],
      ['a range of non-integers', { range: [0.5, 3] }, 'range', 'list.bad_range'],
      ['a range too large', { range: [0, 1000] }, 'range', 'list.range_too_large'],
      ['an unknown filter', { filter: { sender: 'x' } }, 'filter', 'list.unknown_filter'],
      ['an unknown status', { filter: { status: 'bounced' } }, 'filter', 'list.bad_filter_value'],
      ['an unknown template', { filter: { template: 'newsletter' } }, 'filter', 'list.bad_filter_value'],
      ['a user id that is not a UUID', { filter: { userId: 'nope' } }, 'filter', 'list.bad_filter_value'],
      ['ids that are not UUIDs', { filter: { id: ['nope'] } }, 'filter', 'list.bad_filter_value'],
      ['a filter that is not an object', { filter: [1] }, 'filter', 'list.bad_filter'],
      ['a non-string address', { filter: { to: 5 } }, 'filter', 'list.bad_filter_value'],
    ])('refuses %s with 400 problem+json', async (_name, query, field, code) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const problem: any = await res.json();
      expect(problem).toMatchObject({
        status: 400,
        code: 'list.bad_query',
        instance: '/api/v1/admin/emails',
      });
      expect(problem.detail).toContain(field);
      expect(problem.errors).toEqual([{ field, code, message: expect.any(String) }]);
    });

    it('explains a bad query in the caller’s language', async () => {
      const res = await h.api(`/api/v1/admin/emails?sort=${encodeURIComponent('["subject","ASC"]')}`, {
        token: admin,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-language')).toBe('fr');
      const problem: any = await res.json();
      expect(problem.detail).toBe('La demande de liste est invalide : vérifiez le paramètre sort.');
      expect(problem.errors[0].message).toBe(
        'Impossible de trier par « subject ». Champs triables : id, createdAt, to, template, status.',
      );
    });
  });

  describe('one delivery', () => {
    it('returns the whole message kept by the dev transport', async () => {
      const d = rows.find((r) => r.recipient === amina.email && r.template === 'verify-email')!;
      const res = await h.api(`/api/v1/admin/emails/${d.id}`, { token: admin });
      expect(res.status).toBe(200);
      const body: any = await res.json();
      expect(body).toMatchObject({
        id: d.id,
        eventId: d.event_id,
        to: amina.email,
        template: 'verify-email',
        status: 'sent',
        transport: 'dev',
      });
      expect(body.text).toContain(aminaLink);
      expect(body.html).toContain(`href="${aminaLink}"`);
      expect(body.raw).toContain(`To: ${amina.email}`);
      expect(body.raw).toContain('Content-Language: fr');
    });

    it('shows the error of a failed delivery', async () => {
      const d = rows.find((r) => r.status === 'failed')!;
      const body: any = await (await h.api(`/api/v1/admin/emails/${d.id}`, { token: admin })).json();
      expect(body).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
    });

    it('answers 404 problem+json for an unknown id, translated', async () => {
      const res = await h.api(`/api/v1/admin/emails/${uuidv7()}`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      expect(await res.json()).toMatchObject({
        status: 404,
        code: 'notifications.email_not_found',
        detail: 'No such e-mail.',
      });
      const fr = await h.api(`/api/v1/admin/emails/${uuidv7()}`, {
        token: admin,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(await fr.json()).toMatchObject({ status: 404, detail: 'E-mail introuvable.' });
    });

    it('answers 400 problem+json for an id that is not a UUID', async () => {
      const res = await h.api('/api/v1/admin/emails/not-an-id', { token: admin });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
    });
  });

  describe('access', () => {
    const paths = () => ['/api/v1/admin/emails', `/api/v1/admin/emails/${rows[0]!.id}`];

    it('refuses buyers, sellers and both with 403 problem+json', async () => {
      for (const role of ['buyer', 'seller', 'both'] as const) {
        const token = await h.token(role);
        for (const path of paths()) {
          const res = await h.api(path, { token });
          expect(res.status).toBe(403);
          expect(res.headers.get('content-type')).toMatch(PROBLEM);
          expect(await res.json()).toMatchObject({ status: 403, code: 'auth.forbidden' });
        }
      }
    });

    it('answers 401 without a token, with a forged one, and with an expired one', async () => {
      for (const path of paths()) {
        const anonymous = await h.api(path);
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
        expect(anonymous.headers.get('content-type')).toMatch(PROBLEM);
        expect(anonymous.headers.get('content-range')).toBeNull();

        const forged = await h.api(path, { token: await h.forgedToken() });
        expect(forged.status).toBe(401);
        expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);

        const expired = await h.api(path, {
          token: await h.token('admin', { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        });
        expect(expired.status).toBe(401);
        expect(await expired.json()).toMatchObject({ code: 'auth.token_expired' });
      }
    });
  });
});
