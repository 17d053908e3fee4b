import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem } from '../test-support/fake-fetch';
import { createDataProvider, filenameOf, writableData } from './data-provider';
import { createHttpClient } from './http-client';

const API = 'http://console.test/api/v1/admin';
const ID = '01a200fb-6a79-7127-b135-ce4f582cc428';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(routes);
  const http = createHttpClient({
    session: { accessToken: () => Promise.resolve('tok'), refresh: () => Promise.resolve(false) },
    language: () => 'en',
    fetch: f.fetch,
  });
  return { dp: createDataProvider(API, http), sent: f.sent };
}

const bodyOf = (s: { body: string | undefined }) => JSON.parse(s.body ?? 'null') as unknown;

describe('dataProvider (ra-data-simple-rest at /api/v1/admin)', () => {
  it('lists with sort, range and filter as JSON, and reads the total from Content-Range', async () => {
    const { dp, sent } = setup({
      'GET /api/v1/admin/users': [
        json([{ id: ID, email: 'a@b.example' }], 200, { 'Content-Range': 'users 0-0/42' }),
      ],
    });
    const res = await dp.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'cocoa', role: 'seller' },
    });
    expect(res.total).toBe(42);
    const url = new URL(sent[0]!.url);
    expect(url.origin + url.pathname).toBe(`${API}/users`);
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(url.searchParams.get('range')).toBe('[25,49]');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'cocoa', role: 'seller' });
  });

  it('sends only the changed, writable user fields on update (the role edit)', async () => {
    const { dp, sent } = setup({ 'PUT /api/v1/admin/users': [json({ id: ID, role: 'seller' })] });
    const previous = {
      id: ID,
      email: 'a@b.example',
      role: 'buyer',
      suspended: true,
      suspensionReason: null,
      sessions: [],
    };
    await dp.update('users', { id: ID, data: { ...previous, role: 'seller' }, previousData: previous });
    expect(sent[0]!.url).toBe(`${API}/users/${ID}`);
    expect(bodyOf(sent[0]!)).toEqual({ role: 'seller' });
  });

  it('handles a service request with a PATCH of the changed status, assignee and notes only', async () => {
    const { dp, sent } = setup({
      'PATCH /api/v1/admin/service-requests': [json({ id: ID, status: 'in_progress' })],
    });
    const previous = {
      id: ID,
      service: 'freight',
      status: 'new',
      assigneeId: null,
      notes: null,
      name: 'Wanjiru Kamau',
      freight: { mode: 'sea' },
    };
    const { data } = await dp.update('service-requests', {
      id: ID,
      data: { ...previous, status: 'in_progress', notes: '' },
      previousData: previous,
    });
    expect(data).toEqual({ id: ID, status: 'in_progress' });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([`PATCH ${API}/service-requests/${ID}`]);
    // An emptied notes field is no notes, as before: only the status changed.
    expect(bodyOf(sent[0]!)).toEqual({ status: 'in_progress' });
  });

  it('suspends and reinstates with a reason through the action routes', async () => {
    const { dp, sent } = setup({ 'POST /api/v1/admin/users': [json({ id: ID, suspended: true })] });
    const { data } = await dp.suspendUser(ID, 'Fraudulent listings');
    expect(data.suspended).toBe(true);
    await dp.reinstateUser(ID, 'Appeal accepted');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST ${API}/users/${ID}/suspend`,
      `POST ${API}/users/${ID}/reinstate`,
    ]);
    expect(bodyOf(sent[0]!)).toEqual({ reason: 'Fraudulent listings' });
    expect(bodyOf(sent[1]!)).toEqual({ reason: 'Appeal accepted' });
  });

  it('falls back to the PUT of the simple-rest contract where the action route does not exist', async () => {
    const { dp, sent } = setup({
      'POST /api/v1/admin/users': [problem(404, 'Not found', { code: 'http.not_found' })],
      'PUT /api/v1/admin/users': [json({ id: ID, suspended: true })],
    });
    await dp.suspendUser(ID, 'Fraudulent listings');
    await dp.reinstateUser(ID, 'Appeal accepted');
    expect(sent.map((s) => s.method)).toEqual(['POST', 'PUT', 'POST', 'PUT']);
    expect(bodyOf(sent[1]!)).toEqual({ suspended: true, suspensionReason: 'Fraudulent listings' });
    expect(bodyOf(sent[3]!)).toEqual({ suspended: false });
  });

  it('does not fall back when the user itself is missing', async () => {
    const { dp, sent } = setup({
      'POST /api/v1/admin/users': [problem(404, 'No such user.', { code: 'identity.user_not_found' })],
    });
    await expect(dp.suspendUser(ID, 'Fraudulent listings')).rejects.toMatchObject({
      message: 'No such user.',
    });
    expect(sent).toHaveLength(1);
  });

  it('approves and rejects products with POST actions', async () => {
    const { dp, sent } = setup({ 'POST /api/v1/admin/products': [json({ id: ID, status: 'published' })] });
    await dp.approveProduct(ID);
    await dp.rejectProduct(ID, 'Photos do not match the title');
    expect(sent.map((s) => s.url)).toEqual([`${API}/products/${ID}/approve`, `${API}/products/${ID}/reject`]);
    expect(sent[0]!.body).toBeUndefined();
    expect(bodyOf(sent[1]!)).toEqual({ reason: 'Photos do not match the title' });
  });

  it('approves a supplier verification with its expiry, rejects with a reason', async () => {
    const { dp, sent } = setup({ 'POST /api/v1/admin/supplier-verifications': [json({ id: ID })] });
    await dp.approveVerification(ID, '2027-05-01T23:59:59.999Z');
    await dp.rejectVerification(ID, 'Certificate unreadable');
    expect(sent[0]!.url).toBe(`${API}/supplier-verifications/${ID}/approve`);
    expect(bodyOf(sent[0]!)).toEqual({ expiresAt: '2027-05-01T23:59:59.999Z' });
    expect(sent[1]!.url).toBe(`${API}/supplier-verifications/${ID}/reject`);
    expect(bodyOf(sent[1]!)).toEqual({ reason: 'Certificate unreadable' });
  });

  it('verifies the audit chain', async () => {
    const verdict = { valid: false, checked: 12, firstBroken: { id: ID, seq: 7 } };
    const { dp, sent } = setup({ 'GET /api/v1/admin/audit-logs/verify': [json(verdict)] });
    expect(await dp.verifyAuditChain()).toEqual(verdict);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('downloads a verification document as a blob with the Bearer token', async () => {
    const { dp, sent } = setup({
      'GET /api/v1/admin/supplier-verifications': [
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="reg.pdf"; filename*=UTF-8''registre%20%C3%A9.pdf`,
          },
        }),
      ],
    });
    const file = await dp.downloadVerificationDocument(ID, 'doc-1');
    expect(sent[0]!.url).toBe(`${API}/supplier-verifications/${ID}/documents/doc-1`);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(file.filename).toBe('registre é.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(file.blob.size).toBe(4);
  });

  it('reports a refused download with the server’s detail', async () => {
    const { dp } = setup({
      'GET /api/v1/admin/supplier-verifications': [problem(404, 'Document not found')],
    });
    await expect(dp.downloadVerificationDocument(ID, 'x')).rejects.toMatchObject({
      status: 404,
      message: 'Document not found',
    });
  });

  it('counts with a one-row page', async () => {
    const { dp, sent } = setup({
      'GET /api/v1/admin/products': [json([{ id: ID }], 200, { 'Content-Range': 'products 0-0/17' })],
    });
    expect(await dp.count('products', { status: 'pending_review' })).toBe(17);
    expect(new URL(sent[0]!.url).searchParams.get('range')).toBe('[0,0]');
  });

  it('reads the ledger’s lists and records at their nested routes', async () => {
    const { dp, sent } = setup({
      'GET /api/v1/admin/ledger/entries': [
        json([{ id: 'capture:o1', seq: 1 }], 200, { 'Content-Range': 'ledger/entries 0-0/1' }),
        json({ id: 'capture:o1', seq: 1 }),
      ],
      'GET /api/v1/admin/ledger/balances': [
        json([{ id: ID }], 200, { 'Content-Range': 'ledger/balances 0-0/3' }),
      ],
    });
    const entries = await dp.getList('ledger-entries', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'seq', order: 'DESC' },
      filter: {},
    });
    expect(entries).toMatchObject({ total: 1, data: [{ id: 'capture:o1' }] });
    expect((await dp.getOne('ledger-entries', { id: 'capture:o1' })).data.seq).toBe(1);
    expect(await dp.count('ledger-balances', { kind: 'escrow' })).toBe(3);
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/v1/admin/ledger/entries',
      '/api/v1/admin/ledger/entries/capture%3Ao1',
      '/api/v1/admin/ledger/balances',
    ]);
  });
});

describe('writableData', () => {
  it('keeps what the categories routes accept and drops the read-only view fields', () => {
    const data = {
      id: '1',
      parentId: '',
      slug: 'cashew-nuts',
      names: { en: 'Cashew', fr: 'Cajou', ar: 'كاجو', sw: 'Korosho' },
      position: 3,
      path: 'food.cashew-nuts',
      productCount: 4,
      retired: false,
    };
    expect(writableData('categories', data)).toEqual({
      parentId: null,
      slug: 'cashew-nuts',
      names: data.names,
      position: 3,
    });
  });

  it('passes other resources through', () => {
    expect(writableData('emails', { a: 1 })).toEqual({ a: 1 });
  });
});

describe('filenameOf', () => {
  it('reads plain and RFC 5987 forms', () => {
    expect(filenameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameOf("attachment; filename*=UTF-8''%E2%82%AC.png")).toBe('€.png');
    expect(filenameOf(null)).toBeNull();
  });
});
