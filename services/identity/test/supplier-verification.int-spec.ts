import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { timestampDate } from '@sokoni/contracts';
import { sampleJpeg, samplePdf, samplePng, sampleWebp } from '@sokoni/platform/testing';
import { VerificationExpiry } from '../src/supplier-verification/verification-expiry.job.js';
import {
  listQuery,
  PROBLEM_JSON,
  startIdentity,
  testDatabaseOrSkip,
  type IdentityTestApp,
  type Registered,
  type SignedIn,
} from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity supplier verification (integration)');
const suite = db ? describe : describe.skip;

const DAY = 24 * 3600 * 1000;
const MB = 1024 * 1024;
// Whole files: identity checks their structure, not only their first bytes.
const pdf = (size = 4_000) => samplePdf({ size });
const png = samplePng;
const jpeg = sampleJpeg;

interface Doc {
  name: string;
  body: Buffer;
  type?: string;
  field?: string;
}

/**
 * Supplier verification, asked of identity directly (no gateway): sellers send company papers as
 * multipart, staff decide in the ra-data-simple-rest contract, every state change is an event in
 * the outbox with the same transaction, and approvals run out through the expiry job.
 */
suite('identity: supplier verification (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let amara: Registered;
  let amaraIn: SignedIn;

  beforeAll(async () => {
    // The job's own timer stays out of the way: tests run its passes themselves.
    t = await startIdentity(db!, { VERIFICATION_EXPIRY_CHECK_MS: '3600000' });
    admin = await t.admin('reviewer@sokoni.example');
    const kofi = await t.register({ fullName: 'Kofi Boateng', businessName: 'Volta Cashew', country: 'GH' });
    buyer = await t.signIn(kofi.email, kofi.password);
    amara = await t.register({
      email: 'amara@sahel-cotton.example',
      fullName: 'Amara Diallo',
      businessName: 'Sahel Cotton Ginners',
      country: 'ML',
      role: 'seller',
    });
    amaraIn = await t.signIn(amara.email, amara.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const form = (fields: Record<string, string>, docs: Doc[]) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    for (const d of docs)
      f.append(
        d.field ?? 'documents',
        new Blob([new Uint8Array(d.body)], { type: d.type ?? 'application/pdf' }),
        d.name,
      );
    return f;
  };
  const submit = (token: string, fields: Record<string, string>, docs: Doc[]) =>
    t.api('/api/v1/supplier-verifications', { method: 'POST', token, body: form(fields, docs) });
  const papers = { companyRegistrationNumber: 'RC-2019-B-1234', taxId: 'NIF 0412-7788' };
  /** A new seller with a signed-in session. */
  const newSeller = async (fields: Record<string, unknown> = {}) => {
    const who = await t.register({ role: 'seller', ...fields });
    return { who, session: await t.signIn(who.email, who.password) };
  };
  const storedFiles = async () => {
    const dir = join(t.storageDir, 'verifications');
    const out: string[] = [];
    for (const sub of await readdir(dir).catch(() => [] as string[]))
      for (const f of await readdir(join(dir, sub))) out.push(`${sub}/${f}`);
    return out;
  };
  const rowCount = async () =>
    (await t.sql(`select count(*)::int as n from identity.supplier_verifications`))[0].n as number;
  const decide = (id: string, action: 'approve' | 'reject', json: unknown, token = admin.accessToken) =>
    t.api(`/api/v1/admin/supplier-verifications/${id}/${action}`, { method: 'POST', json, token });

  describe('seller side', () => {
    it('refuses buyers (403) and anonymous callers (401), from the service itself', async () => {
      const anonymous = await t.api('/api/v1/supplier-verifications/mine');
      expect(anonymous.status).toBe(401);
      for (const res of [
        await submit(buyer.accessToken, papers, [{ name: 'rc.pdf', body: pdf() }]),
        await t.api('/api/v1/supplier-verifications/mine', { token: buyer.accessToken }),
        // Staff are not traders: an admin has no company to verify.
        await submit(admin.accessToken, papers, [{ name: 'rc.pdf', body: pdf() }]),
      ]) {
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      }
      expect(await rowCount()).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('takes a submission with documents: pending, files stored privately, event in the outbox', async () => {
      const res = await submit(amaraIn.accessToken, { ...papers, country: 'ml' }, [
        { name: 'registration certificate.pdf', body: pdf() },
        // The declared type is wrong; the content (PNG) decides.
        { name: 'tax-card.png', body: png(), type: 'application/octet-stream' },
        { name: 'Déclaration fiscale.jpg', body: jpeg(), type: 'image/jpeg' },
      ]);
      expect(res.status).toBe(201);
      const body: any = await res.json();
      expect(body).toMatchObject({
        status: 'pending',
        companyName: 'Sahel Cotton Ginners',
        companyRegistrationNumber: 'RC-2019-B-1234',
        taxId: 'NIF 0412-7788',
        country: 'ML',
        decidedAt: null,
        reason: null,
        expiresAt: null,
        documentCount: 3,
      });
      const docs = await t.sql(
        `select file_name, content_type, size_bytes, storage_key from identity.verification_documents
         where verification_id = $1 order by file_name`,
        [body.id],
      );
      expect(docs.map((d) => [d.file_name, d.content_type])).toEqual([
        ['Déclaration fiscale.jpg', 'image/jpeg'],
        ['registration certificate.pdf', 'application/pdf'],
        ['tax-card.png', 'image/png'],
      ]);
      expect((await storedFiles()).sort()).toEqual(
        docs.map((d) => d.storage_key.replace('verifications/', '')).sort(),
      );

      const [event] = await t.events('identity.supplier_verification.submitted.v1', amara.user.id);
      expect(event).toMatchObject({ actorId: amara.user.id, aggregateId: amara.user.id });
      expect(event!.payload).toMatchObject({
        verificationId: body.id,
        sellerId: amara.user.id,
        companyName: 'Sahel Cotton Ginners',
        country: 'ML',
        documentCount: 3,
        email: amara.email,
        locale: 'en',
      });
    });

    it('allows one open submission at a time: a second while one is pending is 409 and stores nothing', async () => {
      const before = { rows: await rowCount(), files: (await storedFiles()).length };
      const res = await submit(amaraIn.accessToken, papers, [{ name: 'again.pdf', body: pdf() }]);
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(((await res.json()) as any).code).toBe('identity.verification_pending');
      expect({ rows: await rowCount(), files: (await storedFiles()).length }).toEqual(before);
      expect(await t.events('identity.supplier_verification.submitted.v1', amara.user.id)).toHaveLength(1);
    });

    it('checks the documents by their content, their size and their number, refusing before storing', async () => {
      const { session } = await newSeller({ businessName: 'Kilimanjaro Coffee', country: 'TZ' });
      const before = { rows: await rowCount(), files: (await storedFiles()).length };
      const cases: [string, Promise<Response>, number, string][] = [
        [
          'text posing as a PDF',
          submit(session.accessToken, papers, [
            { name: 'ok.pdf', body: pdf() },
            { name: 'invoice.pdf', body: Buffer.from('<html><script>alert(1)</script></html>') },
          ]),
          415,
          'identity.document_type',
        ],
        [
          'a PDF that runs JavaScript when opened',
          submit(session.accessToken, papers, [
            {
              name: 'rc.pdf',
              body: samplePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
            },
          ]),
          415,
          'identity.document_type',
        ],
        [
          'a PNG signature in front of something else',
          submit(session.accessToken, papers, [
            { name: 'id.png', body: Buffer.concat([png().subarray(0, 8), Buffer.alloc(600, 7)]) },
          ]),
          415,
          'identity.document_type',
        ],
        [
          'a cut-off JPEG',
          submit(session.accessToken, papers, [{ name: 'id.jpg', body: jpeg().subarray(0, 200) }]),
          415,
          'identity.document_type',
        ],
        [
          'a WebP, which is not a company paper format',
          submit(session.accessToken, papers, [{ name: 'id.webp', body: sampleWebp() }]),
          415,
          'identity.document_type',
        ],
        [
          'an executable',
          submit(session.accessToken, papers, [
            { name: 'setup.png', body: Buffer.from('MZ\x90\x00binary'), type: 'image/png' },
          ]),
          415,
          'identity.document_type',
        ],
        [
          'over 10 MB',
          submit(session.accessToken, papers, [{ name: 'huge.pdf', body: pdf(10 * MB + 1) }]),
          413,
          'identity.document_too_large',
        ],
        ['no document', submit(session.accessToken, papers, []), 400, 'identity.documents_required'],
        [
          'six documents',
          submit(
            session.accessToken,
            papers,
            Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, body: pdf() })),
          ),
          400,
          'identity.documents_too_many',
        ],
        [
          'a file in another field',
          submit(session.accessToken, papers, [{ name: 'x.pdf', body: pdf(), field: 'attachment' }]),
          400,
          'identity.bad_upload',
        ],
      ];
      for (const [name, pending, status, code] of cases) {
        const res = await pending;
        expect({ name, status: res.status }).toEqual({ name, status });
        expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
        const problem: any = await res.json();
        expect({ name, code: problem.code }).toEqual({ name, code });
        expect(problem.detail).toEqual(expect.any(String));
      }
      // Exactly ten megabytes is allowed.
      const limit = await submit(session.accessToken, papers, [{ name: 'limit.pdf', body: pdf(10 * MB) }]);
      expect(limit.status).toBe(201);
      expect(await rowCount()).toBe(before.rows + 1);
      expect((await storedFiles()).length).toBe(before.files + 1);
    });

    it('validates the form fields, naming them, and translates the messages', async () => {
      const { session } = await newSeller();
      const res = await submit(session.accessToken, { taxId: 'x', country: 'ZZ' }, [
        { name: 'a.pdf', body: pdf() },
      ]);
      expect(res.status).toBe(400);
      const fields = ((await res.json()) as any).errors.map((e: any) => e.field).sort();
      expect(fields).toEqual(expect.arrayContaining(['companyRegistrationNumber', 'taxId']));

      const unknownCountry = await submit(session.accessToken, { ...papers, country: 'ZZ' }, [
        { name: 'a.pdf', body: pdf() },
      ]);
      expect(unknownCountry.status).toBe(400);
      expect(((await unknownCountry.json()) as any).errors[0].field).toBe('country');

      const french = await t.api('/api/v1/supplier-verifications', {
        method: 'POST',
        token: session.accessToken,
        headers: { 'accept-language': 'fr' },
        body: form(papers, [{ name: 'x.txt', body: Buffer.from('hello'), type: 'text/plain' }]),
      });
      expect(french.status).toBe(415);
      expect(((await french.json()) as any).detail).toMatch(/n'est pas un fichier PDF/);
      expect(
        await t.sql(`select 1 from identity.supplier_verifications where seller_id = $1`, [session.user.id]),
      ).toEqual([]);
    });
  });

  describe('staff side', () => {
    let kilimanjaro: { who: Registered; session: SignedIn; id: string };
    let nile: { who: Registered; session: SignedIn; id: string };

    beforeAll(async () => {
      const make = async (fields: Record<string, unknown>, country: string) => {
        const s = await newSeller(fields);
        const res = await submit(s.session.accessToken, { ...papers, country }, [
          { name: 'papers.pdf', body: pdf() },
          { name: 'id.png', body: png() },
        ]);
        if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
        return { ...s, id: ((await res.json()) as any).id as string };
      };
      kilimanjaro = await make({ businessName: 'Kilimanjaro Arabica', country: 'TZ' }, 'TZ');
      nile = await make(
        { businessName: 'Nile Valley Dates', country: 'EG', email: 'exports@nile-dates.example' },
        'EG',
      );
      await t.sql(`update identity.supplier_verifications set submitted_at = $2 where id = $1`, [
        kilimanjaro.id,
        '2026-01-10T09:00:00Z',
      ]);
    });

    const list = (q: Parameters<typeof listQuery>[0] = {}, token = admin.accessToken) =>
      t.api(`/api/v1/admin/supplier-verifications${listQuery(q)}`, { token });
    const names = async (res: Response) => {
      const body: any = await res.json();
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${JSON.stringify(body)}`);
      return (body as any[]).map((v) => v.companyName as string);
    };

    it('is admin-only: a buyer’s or a seller’s token gets 403 from identity itself', async () => {
      for (const token of [buyer.accessToken, amaraIn.accessToken]) {
        for (const res of [
          await list({}, token),
          await t.api(`/api/v1/admin/supplier-verifications/${nile.id}`, { token }),
          await decide(nile.id, 'approve', {}, token),
          await decide(nile.id, 'reject', { reason: 'not allowed' }, token),
          await t.api(`/api/v1/admin/supplier-verifications/${nile.id}`, {
            method: 'PUT',
            json: { status: 'approved' },
            token,
          }),
        ]) {
          expect(res.status).toBe(403);
          expect(((await res.json()) as any).code).toBe('auth.forbidden');
        }
        const [doc] = await t.sql(
          `select id from identity.verification_documents where verification_id = $1`,
          [nile.id],
        );
        const download = await t.api(`/api/v1/admin/supplier-verifications/${nile.id}/documents/${doc.id}`, {
          token,
        });
        expect(download.status).toBe(403);
      }
      const [row] = await t.sql(`select status from identity.supplier_verifications where id = $1`, [
        nile.id,
      ]);
      expect(row.status).toBe('pending');
    });

    it('lists with Content-Range, filters, sorts and answers getMany', async () => {
      const all = await list({ sort: ['companyName', 'ASC'] });
      expect(all.status).toBe(200);
      const total = await rowCount();
      expect(all.headers.get('content-range')).toBe(`supplier-verifications 0-${total - 1}/${total}`);
      const rows = (await all.json()) as any[];
      expect(rows.map((r) => r.companyName)).toEqual([...rows.map((r) => r.companyName)].sort());
      expect(rows.find((r) => r.id === nile.id)).toMatchObject({
        sellerId: nile.who.user.id,
        sellerEmail: 'exports@nile-dates.example',
        sellerBusinessName: 'Nile Valley Dates',
        status: 'pending',
        documentCount: 2,
      });
      expect(rows[0]).not.toHaveProperty('documents');

      expect(await names(await list({ filter: { country: 'eg' } }))).toEqual(['Nile Valley Dates']);
      expect(await names(await list({ filter: { q: 'nile-dates' } }))).toEqual(['Nile Valley Dates']); // seller e-mail
      expect(await names(await list({ filter: { q: 'arabica' } }))).toEqual(['Kilimanjaro Arabica']);
      expect(
        await names(await list({ filter: { q: '0412-77', country: 'TZ' }, sort: ['companyName', 'ASC'] })),
      ).toEqual(['Kilimanjaro Arabica', 'Kilimanjaro Coffee']); // tax id
      expect(await names(await list({ filter: { submittedTo: '2026-01-10' } }))).toEqual([
        'Kilimanjaro Arabica',
      ]);
      expect(await names(await list({ filter: { submittedFrom: '2026-01-11', country: 'TZ' } }))).toEqual([
        'Kilimanjaro Coffee',
      ]);
      expect((await names(await list({ filter: { status: 'pending' } }))).length).toBe(total);
      expect(await names(await list({ filter: { status: 'approved' } }))).toEqual([]);

      const oldestFirst = await names(await list({ sort: ['submittedAt', 'ASC'] }));
      expect(oldestFirst[0]).toBe('Kilimanjaro Arabica');
      const byStatus = await list({ sort: ['status', 'DESC'], range: [0, 1] });
      expect(byStatus.headers.get('content-range')).toBe(`supplier-verifications 0-1/${total}`);
      const byId = await names(await list({ sort: ['id', 'ASC'] }));
      expect(await names(await list({ sort: ['id', 'DESC'] }))).toEqual([...byId].reverse());

      const many = await list({ filter: { id: [nile.id, kilimanjaro.id] } });
      expect(many.headers.get('content-range')).toBe('supplier-verifications 0-1/2');
      expect(((await many.json()) as any[]).map((v) => v.id).sort()).toEqual(
        [nile.id, kilimanjaro.id].sort(),
      );

      for (const bad of [
        { sort: ['taxIdHash', 'ASC'] },
        { filter: { status: 'lost' } },
        { filter: { owner: 'x' } },
      ]) {
        const res = await list(bad);
        expect(res.status).toBe(400);
        expect(((await res.json()) as any).code).toBe('list.bad_query');
      }
    });

    it('shows one submission with the seller and the documents, and streams each document to staff', async () => {
      const res = await t.api(`/api/v1/admin/supplier-verifications/${nile.id}`, {
        token: admin.accessToken,
      });
      expect(res.status).toBe(200);
      const v: any = await res.json();
      expect(v).toMatchObject({
        id: nile.id,
        sellerId: nile.who.user.id,
        sellerEmail: 'exports@nile-dates.example',
        sellerBusinessName: 'Nile Valley Dates',
        country: 'EG',
        status: 'pending',
      });
      expect(v.documents).toEqual([
        {
          id: expect.any(String),
          fileName: 'papers.pdf',
          contentType: 'application/pdf',
          size: 4000,
          createdAt: expect.any(String),
        },
        {
          id: expect.any(String),
          fileName: 'id.png',
          contentType: 'image/png',
          size: png().length,
          createdAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(v)).not.toMatch(/storageKey|verifications\//);

      const file = await t.api(
        `/api/v1/admin/supplier-verifications/${nile.id}/documents/${v.documents[0].id}`,
        {
          token: admin.accessToken,
        },
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="papers.pdf"; filename*=UTF-8''papers.pdf`,
      );
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf())).toBe(true);

      // A document is reached only through its own submission.
      const other = await t.api(
        `/api/v1/admin/supplier-verifications/${kilimanjaro.id}/documents/${v.documents[0].id}`,
        { token: admin.accessToken },
      );
      expect(other.status).toBe(404);
      const missing = await t.api(
        '/api/v1/admin/supplier-verifications/0190a0b0-0000-7000-8000-000000000000',
        {
          token: admin.accessToken,
        },
      );
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as any).code).toBe('identity.verification_not_found');
    });

    it('approves with a default expiry one year ahead, as an event naming the admin; deciding twice is 409', async () => {
      const before = Date.now();
      const res = await decide(nile.id, 'approve', {});
      expect(res.status).toBe(200);
      const v: any = await res.json();
      expect(v).toMatchObject({ status: 'approved', decidedBy: admin.user.id, reason: null });
      const expires = new Date(v.expiresAt).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 365 * DAY - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 365 * DAY + 1000);

      const [event] = await t.events('identity.supplier_verification.approved.v1', nile.who.user.id);
      expect(event).toMatchObject({ actorId: admin.user.id, aggregateId: nile.who.user.id });
      expect(event!.payload).toMatchObject({
        verificationId: nile.id,
        sellerId: nile.who.user.id,
        decidedBy: admin.user.id,
        email: 'exports@nile-dates.example',
      });
      expect(timestampDate(event!.payload.expiresAt!).toISOString()).toBe(v.expiresAt);

      for (const again of [
        await decide(nile.id, 'approve', {}),
        await decide(nile.id, 'reject', { reason: 'too late' }),
      ]) {
        expect(again.status).toBe(409);
        expect(((await again.json()) as any).code).toBe('identity.verification_already_decided');
      }
      expect(await t.events('identity.supplier_verification.approved.v1', nile.who.user.id)).toHaveLength(1);
      expect(await t.events('identity.supplier_verification.rejected.v1', nile.who.user.id)).toHaveLength(0);

      // The seller sees the decision.
      const mine = (await (
        await t.api('/api/v1/supplier-verifications/mine', { token: nile.session.accessToken })
      ).json()) as any[];
      expect(mine).toEqual([
        expect.objectContaining({
          id: nile.id,
          status: 'approved',
          reason: null,
          expiresAt: v.expiresAt,
          decidedAt: v.decidedAt,
        }),
      ]);
      expect(mine[0]).not.toHaveProperty('decidedBy');
    });

    it('refuses a past or far-off expiry and a missing or short reason, changing nothing', async () => {
      for (const [body, field] of [
        [{ expiresAt: new Date(Date.now() - DAY).toISOString() }, 'expiresAt'],
        [{ expiresAt: '2099-01-01T00:00:00Z' }, 'expiresAt'],
        [{ expiresAt: 'next year' }, 'expiresAt'],
      ] as const) {
        const res = await decide(kilimanjaro.id, 'approve', body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as any).errors[0].field).toBe(field);
      }
      for (const body of [{}, { reason: ' no' }, { reason: 'x'.repeat(501) }]) {
        const res = await decide(kilimanjaro.id, 'reject', body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as any).errors[0].field).toBe('reason');
      }
      const [row] = await t.sql(
        `select status, decided_at from identity.supplier_verifications where id = $1`,
        [kilimanjaro.id],
      );
      expect(row).toEqual({ status: 'pending', decided_at: null });
    });

    it('rejects with a reason the seller sees, who may then submit again', async () => {
      const res = await decide(kilimanjaro.id, 'reject', {
        reason: '  The registration certificate is illegible. ',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'rejected',
        reason: 'The registration certificate is illegible.',
      });
      const [event] = await t.events('identity.supplier_verification.rejected.v1', kilimanjaro.who.user.id);
      expect(event).toMatchObject({ actorId: admin.user.id });
      expect(event!.payload).toMatchObject({
        verificationId: kilimanjaro.id,
        sellerId: kilimanjaro.who.user.id,
        decidedBy: admin.user.id,
        reason: 'The registration certificate is illegible.',
      });
      const mine = (await (
        await t.api('/api/v1/supplier-verifications/mine', { token: kilimanjaro.session.accessToken })
      ).json()) as any[];
      expect(mine[0]).toMatchObject({
        status: 'rejected',
        reason: 'The registration certificate is illegible.',
      });
      const again = await submit(kilimanjaro.session.accessToken, papers, [
        { name: 'clear.pdf', body: pdf() },
      ]);
      expect(again.status).toBe(201);
    });

    it('takes react-admin’s edit form (PUT with the whole record): unchanged is no decision, a status decides', async () => {
      const { session } = await newSeller({ businessName: 'Zambezi Copper' });
      const created: any = await (
        await submit(session.accessToken, papers, [{ name: 'a.pdf', body: pdf() }])
      ).json();
      const url = `/api/v1/admin/supplier-verifications/${created.id}`;
      const record: any = await (await t.api(url, { token: admin.accessToken })).json();
      const put = (json: unknown) => t.api(url, { method: 'PUT', json, token: admin.accessToken });

      const same = await put(record);
      expect(same.status).toBe(200);
      expect(await same.json()).toMatchObject({ status: 'pending' });
      expect((await put({ ...record, status: 'rejected', reason: '' })).status).toBe(400);
      expect((await put({ ...record, status: 'expired' })).status).toBe(400);

      const expiresAt = new Date(Date.now() + 90 * DAY).toISOString();
      const approved = await put({
        ...record,
        status: 'approved',
        expiresAt,
        companyName: 'Changed by staff',
      });
      expect(approved.status).toBe(200);
      expect(await approved.json()).toMatchObject({
        status: 'approved',
        expiresAt,
        companyName: 'Zambezi Copper',
      });
      expect(await t.events('identity.supplier_verification.approved.v1', session.user.id)).toHaveLength(1);
      const conflict = await put({ ...record, status: 'rejected', reason: 'changed my mind' });
      expect(conflict.status).toBe(409);
    });

    it('expires approvals when their date passes, once, with an event; a later approval expires the older quietly', async () => {
      const expiry = t.app.get(VerificationExpiry);
      const { who, session } = await newSeller({ businessName: 'Okavango Honey' });
      const approve = async (expiresAt: Date) => {
        const created: any = await (
          await submit(session.accessToken, papers, [{ name: 'a.pdf', body: pdf() }])
        ).json();
        const res = await decide(created.id, 'approve', { expiresAt: expiresAt.toISOString() });
        expect(res.status).toBe(200);
        return created.id as string;
      };
      const first = await approve(new Date(Date.now() + 10 * DAY));
      const second = await approve(new Date(Date.now() + 20 * DAY));

      expect(await expiry.runOnce()).toBe(0);
      // Eleven days on: the first approval has run out, but the second stands.
      expect(await expiry.runOnce(new Date(Date.now() + 11 * DAY))).toBe(1);
      const status = async (id: string) =>
        (
          await t.sql(`select status, expired_at from identity.supplier_verifications where id = $1`, [id])
        )[0];
      expect((await status(first)).status).toBe('expired');
      expect((await status(second)).status).toBe('approved');
      expect(await t.events('identity.supplier_verification.expired.v1', who.user.id)).toHaveLength(0);

      const later = new Date(Date.now() + 21 * DAY);
      expect(await expiry.runOnce(later)).toBe(1);
      expect(await status(second)).toEqual({ status: 'expired', expired_at: later });
      const events = await t.events('identity.supplier_verification.expired.v1', who.user.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: '', aggregateId: who.user.id });
      expect(events[0]!.payload).toMatchObject({ verificationId: second, sellerId: who.user.id });
      // Nothing left to expire: a second pass publishes nothing more.
      expect(await expiry.runOnce(later)).toBe(0);
      expect(await t.events('identity.supplier_verification.expired.v1', who.user.id)).toHaveLength(1);
      const mine = (await (
        await t.api('/api/v1/supplier-verifications/mine', { token: session.accessToken })
      ).json()) as any[];
      expect(mine.map((m) => m.status)).toEqual(['expired', 'expired']);
    });
  });
});
