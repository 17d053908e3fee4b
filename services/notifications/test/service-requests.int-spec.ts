import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEnvelope } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { parseMail } from './mime.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications service requests');
const suite = db ? describe : describe.skip;

const PROBLEM = /^application\/problem\+json/;
const SUPPORT = 'partners-desk@sokoni.test';
const texts = (lang: string): any =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'src', 'templates', `${lang}.json`), 'utf8'));
const messages = (lang: string): any =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'src', 'i18n', lang, 'notifications.json'), 'utf8'),
  );
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const freight = (over: Record<string, unknown> = {}) => ({
  mode: 'sea',
  originCountry: 'ke',
  originPort: ' Mombasa ',
  destinationCountry: 'UG',
  destinationPort: 'Kampala inland container depot',
  cargo: '20 t of green coffee in 60 kg jute bags',
  weightKg: 20_000,
  incoterm: 'fob',
  readyDate: day(30),
  ...over,
});
const finance = (over: Record<string, unknown> = {}) => ({
  purpose: 'purchase_order',
  amountMinor: 1_500_000_00,
  currency: 'kes',
  termMonths: 6,
  ...over,
});
const inspection = (over: Record<string, unknown> = {}) => ({
  kind: 'pre_shipment',
  product: 'Raw cashew nuts, W320',
  quantity: '2 × 40 ft containers',
  country: 'TZ',
  location: 'Mtwara, EPZ warehouse 4',
  date: day(10),
  standard: 'ISO 2859-1, AQL 2.5',
  ...over,
});
const partnership = (over: Record<string, unknown> = {}) => ({
  kind: 'logistics',
  organisation: 'Lake Victoria Freight Ltd',
  website: 'https://lvfreight.example',
  countries: ['ke', 'UG', 'TZ'],
  proposal: 'We run weekly groupage trucks Nairobi–Kampala–Kigali and would like to quote for Sokoni orders.',
  ...over,
});

/**
 * The storefront's service pages: POST /service-requests stores a structured request for a
 * partner-run service, tells the support inbox, acknowledges it to the requester in their language
 * and publishes its creation; staff list, read and handle requests (PATCH, audited) in the back
 * office, and only staff.
 */
suite('notifications: service requests', () => {
  let h: NotificationsHarness;
  let n = 0;
  const requester = () => `trader${++n}.${Date.now().toString(36)}@coffee.example`;
  const send = (body: Record<string, unknown>, opts: { lang?: string; token?: string } = {}) =>
    h.api('/api/v1/service-requests', {
      method: 'POST',
      token: opts.token,
      headers: { 'content-type': 'application/json', ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      body: JSON.stringify(body),
    });
  const valid = (over: Record<string, unknown> = {}) => ({
    service: 'freight',
    freight: freight(),
    name: 'Wanjiru Kamau',
    email: requester(),
    company: 'Kamau Coffee Exporters',
    phone: '+254 712 345-678',
    country: 'ke',
    message: 'We ship every month from March.',
    consent: true,
    ...over,
  });
  const count = async (table: string) =>
    (await h.sql.query(`select count(*)::int as n from notifications.${table}`)).rows[0].n as number;
  const envelopes = async (topic: string) =>
    (
      await h.sql.query<{ value: Buffer }>(
        'select value from notifications.outbox where topic = $1 order by id',
        [topic],
      )
    ).rows.map((r) => decodeEnvelope(new Uint8Array(r.value)));
  const patch = (id: string, body: Record<string, unknown>, token?: string) =>
    h.api(`/api/v1/admin/service-requests/${id}`, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    h = await startNotifications(db!, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('stores a visitor’s freight request, tells the support inbox, acknowledges it in French and publishes it', async () => {
    const body = valid({ locale: 'fr' });
    const res = await send(body);
    expect(res.status).toBe(201);
    const receipt: any = await res.json();
    expect(receipt).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });

    const { rows } = await h.sql.query(`select * from notifications.service_requests where id = $1`, [
      receipt.id,
    ]);
    expect(rows[0]).toMatchObject({
      service: 'freight',
      status: 'new',
      name: 'Wanjiru Kamau',
      email: body.email,
      company: 'Kamau Coffee Exporters',
      phone: '+254712345678',
      country: 'KE',
      message: 'We ship every month from March.',
      requester_id: null,
      locale: 'fr',
      assignee_id: null,
      notes: null,
    });
    // Codes normalised, text trimmed: what staff and partners read is what was validated.
    expect(rows[0].details).toEqual({
      ...freight(),
      originCountry: 'KE',
      originPort: 'Mombasa',
      incoterm: 'FOB',
    });
    expect(rows[0].consent_at.toISOString()).toBe(receipt.receivedAt);

    await h.queue.drain();
    const deliveries = await h.deliveries('event_id = $1', [receipt.id]);
    expect(deliveries.map((d) => [d.template, d.recipient, d.locale, d.status]).sort()).toEqual([
      ['service-request', SUPPORT, 'en', 'sent'],
      ['service-request-received', body.email, 'fr', 'sent'],
    ]);
    const toSupport = parseMail(deliveries.find((d) => d.template === 'service-request')!.raw ?? '');
    expect(toSupport.headers.subject).toBe('Service request (freight): Wanjiru Kamau');
    expect(toSupport.text).toContain(`E-mail: ${body.email}`);
    expect(toSupport.text).toContain('Phone: +254712345678');
    expect(toSupport.text).toContain(`${PUBLIC_URL}/admin/service-requests/${receipt.id}/show`);

    const fr = texts('fr')['service-request-received'];
    const ack = parseMail(deliveries.find((d) => d.template === 'service-request-received')!.raw ?? '');
    expect(ack.headers.subject).toBe('Nous avons bien reçu votre demande de transport de fret');
    expect(ack.headers.subject).toBe(fr.subject.replace('{service}', fr.terms.freight));
    expect(ack.text).toContain('Bonjour Wanjiru Kamau,');
    expect(ack.text).toContain(receipt.id);
    expect(ack.text).toContain(`${PUBLIC_URL}/logistics`);
    // Nothing the requester typed is mailed back: the form cannot send anyone's text anywhere.
    expect(ack.text).not.toContain('coffee');
    expect(ack.text).not.toContain('every month');

    const events = await h.outbox('notifications.service_request.created.v1');
    expect(events.filter((e) => e.key === receipt.id).map((e) => e.payload)).toEqual([
      expect.objectContaining({ requestId: receipt.id, service: 'freight', requesterId: '', locale: 'fr' }),
    ]);
  });

  it('records a signed-in requester’s account, and takes the language from Accept-Language', async () => {
    const buyerId = uuidv7();
    const token = await h.token('buyer', { sub: buyerId });
    const res = await send(
      valid({ service: 'finance', freight: undefined, finance: finance(), phone: undefined }),
      { lang: 'sw', token },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { rows } = await h.sql.query(`select * from notifications.service_requests where id = $1`, [id]);
    expect(rows[0]).toMatchObject({ service: 'finance', requester_id: buyerId, locale: 'sw', phone: null });
    expect(rows[0].details).toEqual({ ...finance(), currency: 'KES' });

    await h.queue.drain();
    const [ack] = await h.deliveries(`event_id = $1 and template = 'service-request-received'`, [id]);
    expect(ack).toMatchObject({
      locale: 'sw',
      user_id: buyerId,
      subject: 'Tumepokea ombi lako la fedha za biashara',
    });
    const created = (await envelopes('notifications.service_request.created.v1')).find(
      (e) => e.aggregateId === id,
    );
    expect(created?.actorId).toBe(buyerId);
  });

  it('takes inspection requests and partnership enquiries with their own fields', async () => {
    for (const body of [
      valid({ service: 'inspection', freight: undefined, inspection: inspection({ orderReference: ' ' }) }),
      valid({ service: 'partnership', freight: undefined, partnership: partnership() }),
    ]) {
      const res = await send(body, { lang: 'ar' });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const { rows } = await h.sql.query(
        `select service, details from notifications.service_requests where id = $1`,
        [id],
      );
      expect(rows[0].service).toBe(body.service);
      if (body.service === 'inspection') expect(rows[0].details).toEqual(inspection());
      else expect(rows[0].details).toEqual({ ...partnership(), countries: ['KE', 'UG', 'TZ'] });
    }
  });

  it('refuses invalid requests field by field, translated, and stores, sends and publishes nothing', async () => {
    const before = await count('service_requests');
    const deliveriesBefore = (await h.deliveries()).length;
    const eventsBefore = (await h.outbox('notifications.service_request.created.v1')).length;
    const en = messages('en');
    const cases: [Record<string, unknown>, string, unknown][] = [
      [valid({ consent: false }), 'consent', en.consent_required],
      [valid({ consent: undefined }), 'consent', en.consent_required],
      [valid({ consent: 'yes' }), 'consent', en.consent_required],
      [valid({ service: 'catering' }), 'service', expect.stringContaining('finance, freight, inspection')],
      [valid({ freight: undefined }), 'freight', 'This field is required.'],
      [valid({ finance: finance() }), 'finance', en.details_of_other_service],
      [valid({ freight: freight({ originCountry: 'Kenya' }) }), 'freight.originCountry', expect.any(String)],
      [valid({ freight: freight({ readyDate: day(-3) }) }), 'freight.readyDate', en.date_range],
      [valid({ freight: freight({ readyDate: '2027-02-30' }) }), 'freight.readyDate', en.date_range],
      [valid({ freight: freight({ readyDate: day(800) }) }), 'freight.readyDate', en.date_range],
      [valid({ freight: freight({ weightKg: undefined }) }), 'freight.weightKg', en.weight_or_volume],
      [valid({ freight: freight({ weightKg: -5 }) }), 'freight.weightKg', 'Must be greater than zero.'],
      [valid({ freight: freight({ incoterm: 'FOO' }) }), 'freight.incoterm', expect.stringContaining('EXW')],
      [
        valid({ freight: freight({ cargo: '<b>coffee</b>' }) }),
        'freight.cargo',
        expect.stringContaining('plain text'),
      ],
      [valid({ freight: freight({ originPort: 'Mombasa\nBcc: x@y.z' }) }), 'freight.originPort', en.one_line],
      [valid({ freight: freight({ containers: 2 }) }), 'freight.containers', 'This field is not allowed.'],
      [
        valid({ service: 'finance', freight: undefined, finance: finance({ amountMinor: 12.5 }) }),
        'finance.amountMinor',
        'Must be a whole number.',
      ],
      [
        valid({ service: 'finance', freight: undefined, finance: finance({ currency: 'KSH' }) }),
        'finance.currency',
        expect.stringContaining('currency code'),
      ],
      [
        valid({ service: 'finance', freight: undefined, finance: finance({ termMonths: 121 }) }),
        'finance.termMonths',
        'Must be at most 120.',
      ],
      [
        valid({ service: 'inspection', freight: undefined, inspection: inspection({ standard: '' }) }),
        'inspection.standard',
        expect.stringContaining('between 2 and 200'),
      ],
      [
        valid({
          service: 'partnership',
          freight: undefined,
          partnership: partnership({ website: 'ftp://x.example' }),
        }),
        'partnership.website',
        expect.any(String),
      ],
      [
        valid({ service: 'partnership', freight: undefined, partnership: partnership({ countries: [] }) }),
        'partnership.countries',
        'Must contain at least 1 items.',
      ],
      [valid({ name: 'Cheap pills www.pills.example' }), 'name', en.name_has_link],
      [valid({ email: 'wanjiru.coffee' }), 'email', en.invalid_email],
      [valid({ phone: '0712 345 678' }), 'phone', expect.stringContaining('country code')],
      [valid({ website: 'https://spam.example' }), 'website', 'This field is not allowed.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body, { lang: 'en' });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.headers.get('content-type')).toMatch(PROBLEM);
      const problem: any = await res.json();
      expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    }
    const fr = await send(valid({ consent: false, freight: freight({ weightKg: undefined }) }), {
      lang: 'fr',
    });
    expect(((await fr.json()) as any).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'consent', message: messages('fr').consent_required }),
        expect.objectContaining({ field: 'freight.weightKg', message: messages('fr').weight_or_volume }),
      ]),
    );
    expect(await count('service_requests')).toBe(before);
    await h.queue.drain();
    expect((await h.deliveries()).length).toBe(deliveriesBefore);
    expect((await h.outbox('notifications.service_request.created.v1')).length).toBe(eventsBefore);
  });

  it('lists and shows requests to staff only, with filters, in the simple-rest contract', async () => {
    const inspectionId = (
      (await (
        await send(valid({ service: 'inspection', freight: undefined, inspection: inspection() }))
      ).json()) as { id: string }
    ).id;
    const admin = await h.token('admin');
    const filter = encodeURIComponent(JSON.stringify({ service: 'inspection', status: 'new' }));
    const res = await h.api(`/api/v1/admin/service-requests?filter=${filter}`, { token: admin });
    expect(res.status).toBe(200);
    const list: any[] = (await res.json()) as any[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.service === 'inspection' && r.status === 'new')).toBe(true);
    expect(res.headers.get('content-range')).toBe(`service-requests 0-${list.length - 1}/${list.length}`);
    expect(list[0]).toMatchObject({
      id: inspectionId,
      inspection: inspection(),
      finance: null,
      freight: null,
      partnership: null,
      assigneeId: null,
      notes: null,
    });

    const one = await h.api(`/api/v1/admin/service-requests/${inspectionId}`, { token: admin });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(list[0]);
    const missing = await h.api(`/api/v1/admin/service-requests/${uuidv7()}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).detail).toBe(messages('en').service_request_not_found);

    const bad = encodeURIComponent(JSON.stringify({ status: 'lost' }));
    expect((await h.api(`/api/v1/admin/service-requests?filter=${bad}`, { token: admin })).status).toBe(400);

    for (const role of ['buyer', 'seller', 'both'] as const) {
      const token = await h.token(role);
      expect((await h.api('/api/v1/admin/service-requests', { token })).status).toBe(403);
      expect((await h.api(`/api/v1/admin/service-requests/${inspectionId}`, { token })).status).toBe(403);
      expect((await patch(inspectionId, { status: 'done' }, token)).status).toBe(403);
    }
    expect((await h.api('/api/v1/admin/service-requests')).status).toBe(401);
    expect((await patch(inspectionId, { status: 'done' })).status).toBe(401);
    const { rows } = await h.sql.query(`select status from notifications.service_requests where id = $1`, [
      inspectionId,
    ]);
    expect(rows[0].status).toBe('new');
  });

  it('lets staff change status, assignee and notes, publishing each change once with who made it', async () => {
    const { id } = (await (await send(valid())).json()) as { id: string };
    const adminId = uuidv7();
    const colleague = uuidv7();
    const admin = await h.token('admin', { sub: adminId });
    const updates = async () =>
      (await h.outbox('notifications.service_request.updated.v1')).filter((e) => e.key === id);

    const res = await patch(
      id,
      { status: 'in_progress', assigneeId: colleague, notes: '  Asked two forwarders. ' },
      admin,
    );
    expect(res.status).toBe(200);
    const view: any = await res.json();
    expect(view).toMatchObject({
      id,
      status: 'in_progress',
      assigneeId: colleague,
      notes: 'Asked two forwarders.',
    });
    expect(Date.parse(view.updatedAt)).toBeGreaterThan(Date.parse(view.createdAt) - 1);
    expect((await updates()).map((e) => e.payload)).toEqual([
      expect.objectContaining({
        requestId: id,
        service: 'freight',
        changedBy: adminId,
        previousStatus: 'new',
        status: 'in_progress',
        previousAssigneeId: '',
        assigneeId: colleague,
        notesChanged: true,
      }),
    ]);
    const envelope = (await envelopes('notifications.service_request.updated.v1')).find(
      (e) => e.aggregateId === id,
    );
    expect(envelope?.actorId).toBe(adminId);
    // The notes stay with the request: the event says only that they changed.
    expect(JSON.stringify((await updates())[0]!.payload)).not.toContain('forwarders');

    // Saving what is there already is no change and no event.
    expect((await patch(id, { status: 'in_progress', assigneeId: colleague }, admin)).status).toBe(200);
    expect(await updates()).toHaveLength(1);

    const done = await patch(id, { status: 'done', assigneeId: null, notes: '' }, admin);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'done', assigneeId: null, notes: null });
    expect((await updates()).map((e) => e.payload)[1]).toMatchObject({
      previousStatus: 'in_progress',
      status: 'done',
      previousAssigneeId: colleague,
      assigneeId: '',
      notesChanged: true,
    });

    for (const [body, field] of [
      [{ status: 'archived' }, 'status'],
      [{ assigneeId: 'someone' }, 'assigneeId'],
      [{ notes: '<script>alert(1)</script>' }, 'notes'],
      [{ notes: 'x'.repeat(5001) }, 'notes'],
      [{ email: 'other@example.com' }, 'email'],
    ] as const) {
      const bad = await patch(id, body, admin);
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(PROBLEM);
      expect(((await bad.json()) as any).errors).toEqual([expect.objectContaining({ field })]);
    }
    expect(await updates()).toHaveLength(2);
    const { rows } = await h.sql.query(
      `select status, notes from notifications.service_requests where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'done', notes: null });
    expect((await patch(uuidv7(), { status: 'done' }, admin)).status).toBe(404);
  });
});
