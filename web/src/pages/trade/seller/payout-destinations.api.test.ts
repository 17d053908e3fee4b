import { afterEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../../shell/testing/fake-network');
  installFakeNetwork();
});

import { ApiError } from '../../../api/problem';
import { calls, json, respond } from '../../../shell/testing/fake-network';
import { destinationsApi } from './payout-destinations.api';

const ID = '0193a000-0000-7000-8000-0000000000d1';

afterEach(() => respond(() => json({ status: 404, title: 'Not Found' }, 404)));

describe('the seller’s payout destination calls', () => {
  it('lists, adds, makes default and removes on trade’s routes', async () => {
    respond((call) =>
      call.method === 'DELETE' ? json(null, 204) : json(call.method === 'GET' ? [] : { id: ID }),
    );
    expect(await destinationsApi.list()).toEqual([]);
    const body = {
      kind: 'bank_account' as const,
      currency: 'KES',
      country: 'KE',
      accountName: 'A B',
      bankCode: '01',
      accountNumber: '0123456789',
    };
    await destinationsApi.create(body);
    await destinationsApi.makeDefault(ID);
    await destinationsApi.remove(ID);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/api/v1/seller/payout-destinations'],
      ['POST', '/api/v1/seller/payout-destinations'],
      ['POST', `/api/v1/seller/payout-destinations/${ID}/default`],
      ['DELETE', `/api/v1/seller/payout-destinations/${ID}`],
    ]);
    expect(calls[1]!.body).toEqual(body);
  });

  it('a refusal carries trade’s problem and its field errors', async () => {
    respond(() =>
      json(
        {
          status: 409,
          code: 'payout_destinations.in_use',
          detail: 'A payout is being sent to this destination.',
        },
        409,
      ),
    );
    const err = await destinationsApi.remove(ID).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).message).toBe('A payout is being sent to this destination.');
  });
});
