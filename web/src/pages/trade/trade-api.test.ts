import { afterEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { ApiError } from '../../api/problem';
import { calls, json, respond } from '../../shell/testing/fake-network';
import { SELLER_TODO } from './lib/order-status';
import { tradeApi } from './trade-api';

const query = (path: string) => new URL(path, 'http://localhost:3000').searchParams;

afterEach(() => respond(() => json({ status: 404, title: 'Not Found' }, 404)));

describe('the seller’s trade calls', () => {
  it('asks for several statuses as one comma-separated value, as trade reads them', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 20 };
    respond(() => json(page));
    expect(await tradeApi.sellerOrders({ status: SELLER_TODO, page: 2, pageSize: 20 })).toEqual(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    const q = query(calls[0]!.path);
    expect(calls[0]!.path.startsWith('/api/v1/seller/orders?')).toBe(true);
    expect(q.getAll('status')).toEqual(['paid,accepted,disputed']);
    expect(q.get('page')).toBe('2');
    expect(q.get('pageSize')).toBe('20');
  });

  it('sends one status, or none, as given', async () => {
    respond(() => json({ items: [], total: 0, page: 1, pageSize: 20 }));
    await tradeApi.sellerOrders({ status: ['shipped'], q: 'SK-7F' });
    await tradeApi.sellerOrders({});
    expect(query(calls[0]!.path).getAll('status')).toEqual(['shipped']);
    expect(query(calls[0]!.path).get('q')).toBe('SK-7F');
    expect(calls[1]!.path).toBe('/api/v1/seller/orders');
  });

  it('reads the balance and the payouts from their routes', async () => {
    const balance = [{ currency: 'KES', availableMinor: 1000, inTransitMinor: 0, paidOutMinor: 0 }];
    respond((call) =>
      json(call.path === '/api/v1/seller/balance' ? balance : { items: [], total: 0, page: 1, pageSize: 20 }),
    );
    expect(await tradeApi.balance()).toEqual(balance);
    expect((await tradeApi.payouts({ page: 1, pageSize: 20 })).total).toBe(0);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/v1/seller/balance',
      '/api/v1/seller/payouts?page=1&pageSize=20',
    ]);
  });

  it('requests a payout with its Idempotency-Key, and a refusal carries the problem', async () => {
    const payout = { id: 'po-1', currency: 'KES', amountMinor: 1000, status: 'requested' };
    respond(() => json(payout, 201));
    expect(await tradeApi.requestPayout({ currency: 'KES', amountMinor: 1000 }, 'key-1')).toEqual(payout);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe('/api/v1/seller/payouts');
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]!.body).toEqual({ currency: 'KES', amountMinor: 1000 });

    respond(() => json({ status: 409, title: 'Conflict', code: 'idempotency.in_flight' }, 409));
    const refused = await tradeApi.requestPayout({ currency: 'KES' }, 'key-2').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409 });
  });
});
