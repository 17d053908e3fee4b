import { decodeEnvelope, decodePayload, type PayloadOf } from '@sokoni/contracts';
import { SearchEvents } from '../src/search/search-events.js';
import { searchClient, seedCatalogue } from './search-fixtures.js';
import { searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

const db = await searchDatabaseOrSkip('catalogue search events');
const suite = db ? describe : describe.skip;

type Performed = PayloadOf<'catalogue.search.performed.v1'>;

/**
 * catalogue.search.performed.v1 over HTTP against real PostgreSQL: what the outbox holds after the
 * searches buyers start, and that a later page, a suggestion or a refused search adds nothing.
 */
suite('catalogue search events', () => {
  let t: SearchTestApp;
  let search: ReturnType<typeof searchClient>['search'];
  let q: ReturnType<typeof searchClient>['q'];

  beforeAll(async () => {
    t = await startSearch(db!);
    await seedCatalogue(t);
    ({ search, q } = searchClient(t));
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Writes what the service holds back, then every search event in the outbox, oldest first. */
  async function outbox(): Promise<{ key: string; actorId: string; raw: Buffer; payload: Performed }[]> {
    await t.app.get(SearchEvents).flush();
    const rows = await t.sql<{ key: string; value: Buffer }>(
      `select key, value from catalogue.outbox where topic = 'catalogue.search.performed.v1' order by id`,
    );
    return rows.map((r) => {
      const env = decodeEnvelope(r.value);
      expect(env.type).toBe('catalogue.search.performed.v1');
      expect(env.aggregateId).toBe(r.key);
      return {
        key: r.key,
        actorId: env.actorId,
        raw: r.value,
        payload: decodePayload('catalogue.search.performed.v1', env.payload),
      };
    });
  }
  /** The events written since `before` of them were there. */
  const since = async (before: number) => (await outbox()).slice(before);

  it('publishes a first page with the normalised query, filters, total and locale, and no one behind it', async () => {
    const before = (await outbox()).length;
    const body = await q('  Cocoa   BEANS ', '&category=agriculture&country=GH&verified=true', 'fr');
    expect(body.total).toBeGreaterThan(0);
    const events = await since(before);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({
      query: 'cocoa beans',
      categoryPath: 'agriculture',
      country: 'GH',
      total: BigInt(body.total),
      totalEstimated: false,
      page: 1,
      pageSize: 24,
      correctedQuery: '',
      locale: 'fr',
      sort: 'relevance',
      otherFilters: ['verified'],
    });
    expect(events[0]!.actorId).toBe('');
  });

  it('tells the typo fallback and a zero-result search, and a browse without words', async () => {
    const before = (await outbox()).length;
    const typo = await q('cocao beans');
    expect(typo.correctedQuery).toBe('cocoa beans');
    const none = await q('titanium submarine');
    expect(none.total).toBe(0);
    const browse = await search('category=beauty-personal-care&sort=price_asc');
    const events = await since(before);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        query: 'cocao beans',
        correctedQuery: 'cocoa beans',
        total: BigInt(typo.total),
      }),
      expect.objectContaining({ query: 'titanium submarine', total: 0n }),
      expect.objectContaining({
        query: '',
        categoryPath: 'beauty-personal-care',
        sort: 'price_asc',
        total: BigInt(browse.total),
      }),
    ]);
    // One key per search, not per query.
    expect(new Set(events.map((e) => e.key)).size).toBe(3);
  });

  it('never lets an e-mail address or a phone number typed into the box reach the outbox', async () => {
    const before = (await outbox()).length;
    await q('Amina.Otieno@example.com cocoa');
    await q('supplier +254 712 345 678');
    const events = await since(before);
    expect(events.map((e) => e.payload.query)).toEqual(['[redacted]', '[redacted]']);
    for (const e of events) {
      const bytes = e.raw.toString('latin1');
      expect(bytes).not.toMatch(/otieno|example\.com|712/i);
    }
  });

  it('publishes nothing for a later page, a suggestion, trending terms or a refused search', async () => {
    const before = (await outbox()).length;
    const page2 = await search('pageSize=2&page=2');
    expect(page2.page).toBe(2);
    expect((await t.api('/api/v1/search/suggest?q=coc')).status).toBe(200);
    expect((await t.api('/api/v1/search/trending')).status).toBe(200);
    expect((await t.api('/api/v1/products?q=cocoa&sort=cheapest')).status).toBe(400);
    expect((await t.api('/api/v1/products?q=cocoa&category=no-such-category')).status).toBe(400);
    expect(await since(before)).toEqual([]);
    // The first page of that same browse does publish.
    await search('pageSize=2');
    expect(await since(before)).toHaveLength(1);
  });
});
