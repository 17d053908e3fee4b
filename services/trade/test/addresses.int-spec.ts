import { Role } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { MAX_ADDRESSES } from '../src/addresses/index.js';
import {
  checkoutBody,
  freshDatabase,
  RATES,
  startCheckout,
  type CheckoutHarness,
} from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade address book');
const suite = db ? describe : describe.skip;

const PROBLEM_JSON = /^application\/problem\+json/;

const WAREHOUSE = {
  label: 'Nairobi warehouse',
  fullName: 'Wanjiru Kamau',
  company: 'Kamau Traders Ltd',
  line1: '12 Moi Avenue',
  city: 'Nairobi',
  region: 'Nairobi County',
  postalCode: '00100',
  country: 'ke',
  phone: '+254 712-345 678',
};
const PORT = {
  fullName: 'Baraka Otieno',
  line1: 'Shed 9, Kilindini Harbour',
  city: 'Mombasa',
  country: 'KE',
  phone: '+254722000111',
};

/**
 * The buyer's address book through the trade HTTP API on PostgreSQL: the checkout rules plus the
 * book's own (an African country, E.164), one default per buyer, a stranger's address answered 404,
 * refusals that change nothing, and a placed checkout keeping its own copy of the address.
 */
suite('trade: address book', () => {
  let h: CheckoutHarness;

  beforeAll(async () => {
    h = await startCheckout(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const buyer = async () => {
    const id = uuidv7();
    return { id, token: await h.token('buyer', id) };
  };
  const call = (token: string, method: string, path: string, json?: object, lang?: string) =>
    h.api(`/api/v1/addresses${path}`, { method, token, json, lang, idempotencyKey: false });
  const book = async (token: string) =>
    (await (await call(token, 'GET', '')).json()) as { items: Array<Record<string, unknown>>; max: number };
  const add = async (token: string, json: object) => {
    const res = await call(token, 'POST', '', json);
    expect(res.status).toBe(201);
    return (await res.json()) as Record<string, unknown> & { id: string };
  };
  const rows = (buyerId: string) =>
    h.sql(
      'select id, is_default, full_name, phone from trade.buyer_addresses where buyer_id = $1 order by id',
      [buyerId],
    );

  it('adds addresses normalised, the first as the default, and lists the default first', async () => {
    const { token } = await buyer();
    const first = await add(token, WAREHOUSE);
    expect(first).toMatchObject({
      ...WAREHOUSE,
      country: 'KE',
      phone: '+254712345678',
      line2: null,
      isDefault: true,
    });
    const second = await add(token, PORT);
    expect(second).toMatchObject({ label: null, company: null, isDefault: false });
    const third = await add(token, { ...PORT, line1: 'Shed 10', makeDefault: true });
    expect(third.isDefault).toBe(true);

    const listed = await book(token);
    expect(listed.max).toBe(MAX_ADDRESSES);
    expect(listed.items.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
  });

  it('keeps one default: setting another moves it, deleting the default passes it to the newest', async () => {
    const { id: buyerId, token } = await buyer();
    const a = await add(token, WAREHOUSE);
    const b = await add(token, PORT);
    const c = await add(token, { ...PORT, line1: 'Shed 10' });

    const made = await call(token, 'POST', `/${b.id}/default`);
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ id: b.id, isDefault: true });
    expect((await rows(buyerId)).filter((r) => r.is_default).map((r) => r.id)).toEqual([b.id]);
    // Again: no change, still one.
    expect((await call(token, 'POST', `/${b.id}/default`)).status).toBe(200);

    expect((await call(token, 'DELETE', `/${b.id}`)).status).toBe(204);
    const after = await book(token);
    expect(after.items.map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    // The database itself refuses a second default.
    await expect(
      h.sql('update trade.buyer_addresses set is_default = true where id = $1', [a.id]),
    ).rejects.toThrow(/buyer_addresses_default_uq/);
  });

  it('changes the fields given, clears optional ones with null, keeps the rest', async () => {
    const { token } = await buyer();
    const a = await add(token, WAREHOUSE);
    const res = await call(token, 'PATCH', `/${a.id}`, {
      city: ' Thika ',
      company: null,
      phone: '+254 733 111 222',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ...WAREHOUSE,
      country: 'KE',
      city: 'Thika',
      company: null,
      phone: '+254733111222',
      isDefault: true,
    });
  });

  it("answers 404 for another buyer's address, and changes nothing of it", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const a = await add(owner.token, WAREHOUSE);
    for (const [method, path, json] of [
      ['PATCH', `/${a.id}`, { city: 'Kisumu' }],
      ['DELETE', `/${a.id}`, undefined],
      ['POST', `/${a.id}/default`, undefined],
      ['PATCH', '/not-a-uuid', { city: 'Kisumu' }],
    ] as const) {
      const res = await call(stranger.token, method, path, json, 'fr');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await res.json()).code).toBe('addresses.not_found');
    }
    expect((await book(stranger.token)).items).toEqual([]);
    expect(await rows(owner.id)).toEqual([
      { id: a.id, is_default: true, full_name: 'Wanjiru Kamau', phone: '+254712345678' },
    ]);
    // A seller-only account has no address book.
    const seller = await h.token('seller', uuidv7());
    expect((await call(seller, 'GET', '')).status).toBe(403);
    expect((await h.api('/api/v1/addresses')).status).toBe(401);
  });

  it('refuses bad input field by field in the caller’s language, storing nothing', async () => {
    const { id: buyerId, token } = await buyer();
    const res = await call(
      token,
      'POST',
      '',
      { ...WAREHOUSE, country: 'FR', phone: '0712345678', fullName: '  ', line1: 'x'.repeat(201) },
      'fr',
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem = (await res.json()) as { errors: Array<{ field: string; code: string; message: string }> };
    const byField = new Map(problem.errors.map((e) => [e.field, e]));
    expect([...byField.keys()].sort()).toEqual(['country', 'fullName', 'line1', 'phone']);
    expect(byField.get('country')!.message).toBe("Choisissez l'un des 54 pays africains où Sokoni livre.");
    expect(byField.get('phone')!.message).toMatch(/indicatif/);
    expect(await rows(buyerId)).toEqual([]);

    const a = await add(token, WAREHOUSE);
    for (const json of [{ city: null }, { country: 'US' }, { phone: '12345' }, {}, { label: '<b>x</b>' }]) {
      const bad = await call(token, 'PATCH', `/${a.id}`, json, 'sw');
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(PROBLEM_JSON);
    }
    expect((await book(token)).items).toEqual([
      expect.objectContaining({ city: 'Nairobi', country: 'KE', label: WAREHOUSE.label }),
    ]);
  });

  it('holds at most MAX_ADDRESSES, even when added at once', async () => {
    const { id: buyerId, token } = await buyer();
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) =>
        call(token, 'POST', '', { ...PORT, line1: `Shed ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const stored = await rows(buyerId);
    expect(stored).toHaveLength(MAX_ADDRESSES);
    expect(stored.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('a deleted account’s address book goes, once; other buyers’ stay', async () => {
    const [gone, stays] = [await buyer(), await buyer()];
    await add(gone.token, WAREHOUSE);
    await add(gone.token, PORT);
    await add(stays.token, WAREHOUSE);
    const deleted = {
      userId: gone.id,
      role: Role.BUYER,
      deletedAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
    };
    await h.publish('identity.user.deleted.v1', deleted, gone.id, 'identity');
    expect(await rows(gone.id)).toEqual([]);
    expect(await rows(stays.id)).toHaveLength(1);
    await h.publish('identity.user.deleted.v1', deleted, gone.id, 'identity');
    expect(await rows(stays.id)).toHaveLength(1);
  });

  it('a placed checkout keeps its copy of the address when the book entry changes or goes', async () => {
    await h.rates(RATES);
    const { token } = await buyer();
    const a = await add(token, WAREHOUSE);
    const product = await h.product({ currency: 'KES', tiers: [[1, 50_000]] });
    const { id: _id, label: _label, isDefault: _d, createdAt: _c, updatedAt: _u, line2: _l2, ...address } = a;
    const placed = await h.api('/api/v1/checkout', {
      method: 'POST',
      token,
      json: checkoutBody('KES', [{ productId: product, quantity: 1 }], { shippingAddress: address }),
    });
    expect(placed.status).toBe(201);
    const checkout = (await placed.json()) as { id: string; shippingAddress: Record<string, string> };
    expect((await call(token, 'PATCH', `/${a.id}`, { line1: '99 Kenyatta Avenue' })).status).toBe(200);
    expect((await call(token, 'DELETE', `/${a.id}`)).status).toBe(204);
    const read = (await (await h.api(`/api/v1/checkout/${checkout.id}`, { token })).json()) as {
      shippingAddress: Record<string, string>;
    };
    expect(read.shippingAddress).toMatchObject({
      line1: '12 Moi Avenue',
      city: 'Nairobi',
      phone: '+254712345678',
    });
  });
});
