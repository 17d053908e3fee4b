import { Role, type PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { EVENT_TRANSPORT, type EventTransport } from '@sokoni/platform/events';
import { publishAs, type TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart accounts');
const suite = db ? describe : describe.skip;

/** identity.user.deleted.v1: the account's cart, wishlist, saved suppliers and history go; nobody else's. */
suite('cart: a deleted account’s lists', () => {
  let h: CartHarness;
  let transport: EventTransport;

  beforeAll(async () => {
    h = await startCart(db!);
    transport = h.app.get(EVENT_TRANSPORT);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const deleted = (c: Caller, id = uuidv7()) => {
    const payload: PayloadInit<'identity.user.deleted.v1'> = {
      userId: c.id,
      role: Role.BUYER,
      deletedAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
    };
    return publishAs(transport, 'identity.user.deleted.v1', payload, { producer: 'identity', key: c.id, id });
  };
  const fill = async (c: Caller) => {
    const p = await h.product();
    expect((await h.add(c, p.id, 5)).status).toBe(200);
    expect(
      (await h.api('/api/v1/wishlist/items', { method: 'POST', token: c.token, json: { productId: p.id } }))
        .status,
    ).toBeLessThan(300);
    expect(
      (await h.api(`/api/v1/saved-suppliers/${uuidv7()}`, { method: 'PUT', token: c.token })).status,
    ).toBe(200);
    expect(
      (await h.api('/api/v1/recently-viewed', { method: 'POST', token: c.token, json: { productId: p.id } }))
        .status,
    ).toBeLessThan(300);
  };
  const rows = async (c: Caller) => {
    const count = async (table: string) =>
      (await h.sql(`select count(*)::int as n from cart.${table} where user_id = $1`, [c.id]))[0].n;
    return {
      carts: await count('carts'),
      lines: await count('cart_lines'),
      wishlist: await count('wishlist_items'),
      saved: await count('saved_suppliers'),
      viewed: await count('recently_viewed'),
    };
  };

  it('removes every list of the deleted user, once, and leaves other users’ lists alone', async () => {
    const [gone, stays] = [await h.caller(), await h.caller()];
    await fill(gone);
    await fill(stays);
    const full = { carts: 1, lines: 1, wishlist: 1, saved: 1, viewed: 1 };
    expect(await rows(gone)).toEqual(full);

    const id = uuidv7();
    await deleted(gone, id);
    expect(await rows(gone)).toEqual({ carts: 0, lines: 0, wishlist: 0, saved: 0, viewed: 0 });
    expect(await rows(stays)).toEqual(full);
    // A redelivery is a no-op (and does not fail on rows already gone).
    await deleted(gone, id);
    expect(await rows(stays)).toEqual(full);
  });
});
