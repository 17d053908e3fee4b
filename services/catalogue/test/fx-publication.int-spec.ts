import { timestampDate, type PayloadOf } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { FX_RATES_KEY } from '../src/fx/fx-rates-publication.js';
import { FxRatesAnnouncer } from '../src/fx/fx-rates-announcer.js';
import { freshDatabase, PROBLEM_JSON, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue fx rates publication');
const suite = db ? describe : describe.skip;

type Published = PayloadOf<'catalogue.fx_rates.published.v1'>;
const TOPIC = 'catalogue.fx_rates.published.v1';
const HOUR = 3_600_000;

/**
 * The FX rates table is the catalogue's; trade keeps a copy from catalogue.fx_rates.published.v1
 * (DESIGN §1). Every event carries the whole table, the first start publishes it, a restart with
 * an unchanged table publishes nothing, every change is a new version with a later effective time,
 * and an unchanged table is re-sent once a day for consumer groups that start later.
 */
suite('catalogue: fx rates published for other services', () => {
  let h: CatalogueHarness;
  let admin: string;
  let seller: string;

  const events = async () => (await h.outbox(TOPIC)).map((e) => ({ key: e.key, ...e.payload }));
  const last = async (): Promise<Published> => (await h.outbox(TOPIC)).at(-1)!.payload;
  const rate = (p: Published, currency: string) => p.rates.find((r) => r.currency === currency)?.perUsd;
  const effective = (p: Published) => timestampDate(p.effectiveAt!).getTime();
  const table = async () =>
    Object.fromEntries(
      (
        await h.sql<{ currency: string; per_usd: string }>(
          'select currency, trim_scale(per_usd)::text as per_usd from catalogue.fx_rates',
        )
      ).map((r) => [r.currency, r.per_usd]),
    );
  const put = (currency: string, perUsd: unknown, token = admin) =>
    h.api(`/api/v1/admin/fx-rates/${currency}`, { method: 'PUT', token, json: { perUsd } });
  const announcer = () => h.app.get(FxRatesAnnouncer);

  beforeAll(async () => {
    h = await startCatalogue(db!);
    admin = await h.token('admin');
    seller = await h.token('seller');
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('the first start publishes the whole table once: exact decimal strings, minor digits, version 1', async () => {
    const all = await events();
    expect(all).toHaveLength(1);
    const first = all[0]!;
    expect(first.key).toBe(FX_RATES_KEY);
    expect(first.version).toBe(1n);
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(first.rates).toHaveLength(14);
    const byCurrency = Object.fromEntries(first.rates.map((r) => [r.currency, r]));
    expect(byCurrency.EUR).toMatchObject({ perUsd: '0.85', minorDigits: 2 });
    expect(byCurrency.TND).toMatchObject({ perUsd: '3.1', minorDigits: 3 });
    expect(byCurrency.UGX).toMatchObject({ perUsd: '3700', minorDigits: 0 });
    expect(byCurrency.USD).toMatchObject({ perUsd: '1', minorDigits: 2 });
  });

  it('a restart with the same table publishes nothing', async () => {
    await h.stop();
    h = await startCatalogue(db!);
    // A new app is a new token issuer too.
    admin = await h.token('admin');
    seller = await h.token('seller');
    expect(await events()).toHaveLength(1);
    expect((await announcer().pass()).sent).toBeNull();
    expect(await events()).toHaveLength(1);
  });

  it('staff set a rate: the table changes and a new version carries it, with a later effective time', async () => {
    const before = await last();
    const res = await put('kes', '151.5');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ currency: 'KES', perUsd: 151.5, minorDigits: 2 });
    expect((await table()).KES).toBe('151.5');
    const after = await last();
    expect(after.version).toBe(before.version + 1n);
    expect(rate(after, 'KES')).toBe('151.5');
    expect(rate(after, 'NGN')).toBe(rate(before, 'NGN'));
    expect(effective(after)).toBeGreaterThan(effective(before));
    expect(after.digest).not.toBe(before.digest);
    // The public list (this process's cache was dropped) shows it at once.
    const list = (await (await h.api('/api/v1/fx-rates')).json()) as { currency: string; perUsd: number }[];
    expect(list.find((r) => r.currency === 'KES')?.perUsd).toBe(151.5);
  });

  it('setting the rate a currency already has publishes nothing', async () => {
    const count = (await events()).length;
    expect((await put('KES', '151.50')).status).toBe(200);
    expect((await put('KES', 151.5)).status).toBe(200);
    expect(await events()).toHaveLength(count);
  });

  it('refuses a non-admin, an unknown currency and any value that is not a positive bounded decimal', async () => {
    const count = (await events()).length;
    const before = await table();
    expect((await put('KES', '160', seller)).status).toBe(403);
    expect(
      (await h.api('/api/v1/admin/fx-rates/KES', { method: 'PUT', json: { perUsd: '160' } })).status,
    ).toBe(401);
    const unknown = await put('XYZ', '2');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(((await unknown.json()) as { code: string }).code).toBe('fx.unknown_currency');
    expect((await put('KESS', '2')).status).toBe(404);
    for (const bad of [
      '0',
      '0.000',
      '-1',
      '1e3',
      '1000000000',
      '1.123456789',
      'abc',
      ' 150',
      '',
      null,
      0,
      -5,
      1e-9,
    ]) {
      const res = await put('KES', bad);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    const fr = await h.api('/api/v1/admin/fx-rates/KES', {
      method: 'PUT',
      token: admin,
      json: { perUsd: '0' },
      headers: { 'accept-language': 'fr' },
    });
    expect(JSON.stringify(await fr.json())).toContain('dollar américain');
    expect(await table()).toEqual(before);
    expect(await events()).toHaveLength(count);
  });

  it('two staff edits at once are two versions, and the newer event holds both', async () => {
    const before = await last();
    const [a, b] = await Promise.all([put('NGN', '1500.25'), put('GHS', '15.125')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const all = await events();
    const [x, y] = all.slice(-2);
    expect([x!.version, y!.version]).toEqual([before.version + 1n, before.version + 2n]);
    expect(effective(y!)).toBeGreaterThan(effective(x!));
    expect(rate(y!, 'NGN')).toBe('1500.25');
    expect(rate(y!, 'GHS')).toBe('15.125');
  });

  it('a direct edit of the table is published by the next check, once, whoever runs it', async () => {
    const before = await last();
    await h.sql(`update catalogue.fx_rates set per_usd = 19.75 where currency = 'ZAR'`);
    // Two replicas checking at the same moment: the lock makes the second see the first's version.
    const results = await Promise.all([announcer().pass(), announcer().pass()]);
    expect(results.map((r) => r.sent).sort()).toEqual(['changed', null]);
    const after = await last();
    expect(after.version).toBe(before.version + 1n);
    expect(rate(after, 'ZAR')).toBe('19.75');
    expect((await events()).filter((e) => e.version === after.version)).toHaveLength(1);
  });

  it('an unchanged table is re-sent a day later, same version and time, so a late consumer group finds it', async () => {
    const before = await last();
    const count = (await events()).length;
    expect((await announcer().pass(new Date(Date.now() + 23 * HOUR))).sent).toBeNull();
    const later = new Date(Date.now() + 25 * HOUR);
    expect((await announcer().pass(later)).sent).toBe('reannounced');
    expect((await announcer().pass(later)).sent).toBeNull();
    const all = await events();
    expect(all).toHaveLength(count + 1);
    const again = all.at(-1)!;
    expect(again.version).toBe(before.version);
    expect(again.digest).toBe(before.digest);
    expect(effective(again)).toBe(effective(before));
  });

  it('the events, in order, only move forward, and the newest is the table as it is', async () => {
    const all = await events();
    for (let i = 1; i < all.length; i++) {
      const [p, n] = [all[i - 1]!, all[i]!];
      expect(n.version >= p.version).toBe(true);
      expect(effective(n) >= effective(p)).toBe(true);
      if (n.version === p.version) expect(n.digest).toBe(p.digest);
    }
    const newest = all.at(-1)!;
    expect(Object.fromEntries(newest.rates.map((r) => [r.currency, r.perUsd]))).toEqual(await table());
  });
});
