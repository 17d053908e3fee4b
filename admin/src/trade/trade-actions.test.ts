import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../rest/http-client';
import { fakeFetch, json, problem } from '../test-support/fake-fetch';
import { createTradeActions } from './trade-actions';

const API = 'http://console.test/api/v1/admin';
const ORDERS = 'http://console.test/api/v1/orders';

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(routes);
  const http = createHttpClient({
    session: { accessToken: () => Promise.resolve('tok'), refresh: () => Promise.resolve(false) },
    language: () => 'fr',
    fetch: f.fetch,
  });
  return { actions: createTradeActions(API, http, ORDERS), sent: f.sent };
}

describe('trade actions', () => {
  it('posts a staff refund with its Idempotency-Key', async () => {
    const { actions, sent } = setup({
      'POST /api/v1/admin/orders': [json({ id: 'o1', status: 'refunded' })],
    });
    const order = await actions.refundOrder('o1', { amountMinor: 999, reason: 'Damaged' }, 'key-1');
    expect(order.status).toBe('refunded');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${API}/orders/o1/refund`);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent[0]!.body!)).toEqual({ amountMinor: 999, reason: 'Damaged' });
  });

  it('posts a dispute decision with its key, and a refusal carries the server’s words', async () => {
    const { actions, sent } = setup({
      'POST /api/v1/admin/disputes': [problem(409, 'Ce litige est déjà tranché')],
    });
    await expect(
      actions.decideDispute('d/1', { outcome: 'refund_partial', refundMinor: 500, reason: 'Half' }, 'key-2'),
    ).rejects.toMatchObject({ status: 409, message: 'Ce litige est déjà tranché' });
    expect(sent[0]!.url).toBe(`${API}/disputes/d%2F1/decision`);
    expect(sent[0]!.headers.get('idempotency-key')).toBe('key-2');
    expect(sent[0]!.headers.get('accept-language')).toBe('fr');
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      outcome: 'refund_partial',
      refundMinor: 500,
      reason: 'Half',
    });
  });

  it('verifies the ledger with a GET', async () => {
    const { actions, sent } = setup({
      'GET /api/v1/admin/ledger/verify': [json({ valid: true, checked: 12, problems: [] })],
    });
    expect(await actions.verifyLedger()).toEqual({ valid: true, checked: 12, problems: [] });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('downloads an order document from the parties’ route with the staff token', async () => {
    const { actions, sent } = setup({
      'GET /api/v1/orders': [
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="photo.pdf"',
          },
        }),
      ],
    });
    const file = await actions.downloadOrderDocument('o1', 'doc1');
    expect(file.filename).toBe('photo.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(sent[0]!.url).toBe(`${ORDERS}/o1/documents/doc1`);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('reports a refused download with the server’s detail', async () => {
    const { actions } = setup({ 'GET /api/v1/orders': [problem(404, 'Document introuvable')] });
    await expect(actions.downloadOrderDocument('o1', 'x')).rejects.toMatchObject({
      status: 404,
      message: 'Document introuvable',
    });
  });
});
