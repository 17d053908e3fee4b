import { searchClient, seedCatalogue, VISIBLE } from './search-fixtures.js';
import { PROBLEM_JSON, searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

/**
 * Product search over HTTP against real PostgreSQL: relevance (typos, accents, languages, weights),
 * filters and facets, visibility, sorting and paging, bad input.
 */
const db = await searchDatabaseOrSkip('catalogue search');
const suite = db ? describe : describe.skip;

suite('catalogue search', () => {
  let t: SearchTestApp;
  let id: Record<string, string> = {};
  let search: ReturnType<typeof searchClient>['search'];
  let ids: ReturnType<typeof searchClient>['ids'];
  let q: ReturnType<typeof searchClient>['q'];

  beforeAll(async () => {
    t = await startSearch(db!);
    id = await seedCatalogue(t);
    ({ search, ids, q } = searchClient(t));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a browse with public cards, newest first, and nothing unpublished or suspended', async () => {
    const body = await search('');
    expect(body.total).toBe(VISIBLE);
    expect(body.page).toBe(1);
    expect(body.items).toHaveLength(VISIBLE);
    expect(ids(body)).toEqual(
      [
        'feves',
        'cocoa',
        'organicShea',
        'rawShea',
        'cashew',
        'macadamia',
        'kente',
        'cotton',
        'solar',
        'rice',
        'argan',
        'agriTop',
      ].map((k) => id[k]),
    );
    const card = body.items.find((i: any) => i.id === id.macadamia);
    expect(card).toMatchObject({
      title: 'Macadamia Nuts Kernels',
      unit: 'kg',
      moq: 500,
      currency: 'KES',
      minPrice: { amountMinor: 150_000, currency: 'KES' },
      convertedMinPrice: { amountMinor: 1_000, currency: 'USD' },
      originCountry: 'KE',
      supplier: { name: 'Nairobi Agro Exports', verified: true },
      readyToShip: false,
      leadTimeDays: 14,
      categoryPath: 'agriculture/nuts-seeds',
      priceTiers: [{ minQuantity: 500, unitPriceMinor: 150_000 }],
    });
    expect(card.image.url).toMatch(/^\/media\//);
    expect(card).not.toHaveProperty('status');
    expect(card).not.toHaveProperty('description');
    for (const hidden of ['draft', 'pending', 'suspended']) expect(ids(body)).not.toContain(id[hidden]);
    const cocoa = await q('cocoa beans');
    expect(ids(cocoa)).toContain(id.cocoa);
    for (const hidden of ['draft', 'pending', 'suspended']) expect(ids(cocoa)).not.toContain(id[hidden]);
  });

  it('corrects typos through the dictionary of published words and says so', async () => {
    const cocao = await q('cocao beans');
    expect(cocao.correctedQuery).toBe('cocoa beans');
    expect(ids(cocao)[0]).toBe(id.cocoa);
    const shea = await q('shea buter');
    expect(shea.correctedQuery).toBe('shea butter');
    expect(ids(shea).sort()).toEqual([id.rawShea, id.organicShea].sort());
    // Two neighbouring letters swapped share too few trigrams; the swap is undone instead.
    const swapped = await q('sloar panel');
    expect(swapped.correctedQuery).toBe('solar panel');
    expect(ids(swapped)).toContain(id.solar);
    // Known words, and a half-typed last word that starts a known one, are left alone.
    const exact = await q('shea butt');
    expect(exact.correctedQuery).toBeUndefined();
    expect(exact.total).toBe(2);
  });

  it('ignores accents and case, in supplier names and titles', async () => {
    const plain = await q("cote d'ivoire");
    const accented = await q("Côte d'Ivoire");
    expect(ids(plain)).toContain(id.feves);
    expect(ids(accented)).toEqual(ids(plain));
    expect(plain.correctedQuery).toBeUndefined();
    expect(ids(await q('FEVES sechees'))).toEqual([id.feves]);
  });

  it('finds titles by their own language’s words', async () => {
    expect(ids(await q('fèves de cacao'))[0]).toBe(id.feves);
    expect(ids(await q('mchele pishori'))).toEqual([id.rice]);
    expect(ids(await q('الأرغان'))).toEqual([id.argan]);
    expect(ids(await q('huile argan'))).toEqual([id.argan]); // the French description
  });

  it('stems a listing in its own language and a query in the reader’s', async () => {
    // "fermentation" and the title's "fermentées" share only their French stem, which exists
    // only while accented (unaccented, "fermentees" stems to "fermente" in both languages).
    // The word is not in the typo dictionary (titles' words as written), and is no typo either.
    for (const lang of ['fr', 'en']) {
      const body = await q('cacao fermentation', '', lang);
      expect(ids(body)).toEqual([id.feves]);
      expect(body.correctedQuery).toBeUndefined();
    }
    // The Arabic title over a French description: "مغربي" (Moroccan) is "المغربي" without the
    // article. An Arabic reader's query is stemmed; in English the word is only close to one.
    const arabic = await q('مغربي', '', 'ar');
    expect(ids(arabic)).toEqual([id.argan]);
    expect(arabic.correctedQuery).toBeUndefined();
    expect((await q('مغربي', '', 'en')).correctedQuery).toBe('المغربي');
    // Unaccented, as people often type, still matches the word as written.
    expect(ids(await q('fermentees', '', 'fr'))).toEqual([id.feves]);
    const [row] = await t.sql<{ v: string }>(
      `select search_vector::text as v from catalogue.products where id = $1`,
      [id.feves],
    );
    expect(row!.v).toContain("'ferment':"); // the French stem, unaccented
    const detected = await t.sql<{ c: string | null }>(
      `select catalogue.text_search_config(x)::text as c from unnest($1::text[]) with ordinality u(x, n) order by n`,
      [
        [
          'Huile d’argan pure, pressée à froid.',
          'Raw shea butter for the cosmetics trade',
          'زيت الأرغان',
          'Sunflower Oil, 5 L',
          "Côte d'Ivoire Cotton Lint",
          '',
        ],
      ],
    );
    expect(detected.map((r) => r.c)).toEqual(['french', 'english', 'arabic', null, null, null]);
  });

  it('ranks a title match above a description-only match', async () => {
    const body = await q('kente');
    expect(ids(body)).toEqual([id.kente, id.cotton]);
  });

  it('gives facets whose counts each add up to the total', async () => {
    for (const query of [
      '',
      'q=nuts',
      'category=agriculture',
      'q=butter&readyToShip=true',
      'verified=true&minPrice=5',
    ]) {
      const body = await search(query);
      for (const [name, buckets] of Object.entries(body.facets)) {
        const sum = (buckets as any[]).reduce((s, b) => s + b.count, 0);
        expect({ query, name, sum }).toEqual({ query, name, sum: body.total });
      }
    }
    const all = await search('');
    expect(all.facets.category.find((b: any) => b.value === 'agriculture')).toEqual({
      value: 'agriculture',
      name: 'Agriculture',
      count: 6,
    });
    expect(all.facets.verified).toEqual([
      { value: true, count: 9 },
      { value: false, count: 3 },
    ]);
    expect(all.facets.priceBand.map((b: any) => [b.value, b.count])).toEqual([
      ['0-10', 4],
      ['10-100', 3],
      ['100-1000', 3],
      ['1000-10000', 2],
      ['10000+', 0],
    ]);
    expect(all.facets.country[0]).toEqual({ value: 'GH', count: 4 });
    const fr: any = await (await t.api('/api/v1/products?category=agriculture', 'fr-SN')).json();
    expect(fr.facets.category).toEqual([
      { value: 'agriculture/cocoa-coffee', name: 'Cacao et café', count: 2 },
      { value: 'agriculture/nuts-seeds', name: 'Noix et graines', count: 2 },
      { value: 'agriculture', name: 'Agriculture', count: 1 },
      { value: 'agriculture/grains-cereals', name: 'Céréales et grains', count: 1 },
    ]);
  });

  it('filters a category with its descendants, and by country, verification, readiness and MOQ', async () => {
    expect((await search('category=agriculture')).total).toBe(6);
    expect(ids(await search('category=agriculture/cocoa-coffee')).sort()).toEqual(
      [id.cocoa, id.feves].sort(),
    );
    expect(ids(await search('country=ke')).sort()).toEqual([id.macadamia, id.rice, id.agriTop].sort());
    expect(ids(await search('verified=false')).sort()).toEqual([id.rawShea, id.cashew, id.solar].sort());
    expect(ids(await search('readyToShip=true&sort=price_asc'))).toEqual([
      id.organicShea,
      id.solar,
      id.cocoa,
    ]);
    expect(ids(await search('moq=10&category=agriculture')).sort()).toEqual(
      [id.cocoa, id.feves, id.agriTop].sort(),
    );
  });

  it('filters prices in any supported currency through the USD column', async () => {
    // 6,000 NGN = 8 USD: the KES macadamia (10 USD) is above it, the USD cashew (5 USD) below.
    const above = await q('nuts', '&minPrice=6000&currency=NGN');
    expect(ids(above)).toEqual([id.macadamia]);
    expect(above.items[0].convertedMinPrice).toEqual({ amountMinor: 750_000, currency: 'NGN' });
    expect(above.items[0].minPrice).toEqual({ amountMinor: 150_000, currency: 'KES' });
    expect(ids(await q('nuts', '&maxPrice=6000&currency=NGN'))).toEqual([id.cashew]);
    expect(ids(await q('nuts', '&minPrice=5&maxPrice=10&currency=USD')).sort()).toEqual(
      [id.cashew, id.macadamia].sort(),
    );
  });

  it('sorts by relevance, price and recency, and pages without overlap', async () => {
    const asc = await search('sort=price_asc&pageSize=100');
    const usd = (b: any) => b.items.map((i: any) => i.convertedMinPrice.amountMinor);
    expect(usd(asc)).toEqual([...usd(asc)].sort((a: number, b: number) => a - b));
    const desc = await search('sort=price_desc&pageSize=100');
    expect(ids(desc)).toEqual([...ids(asc)].reverse());
    expect(ids(await q('cocoa', '&sort=newest'))).toEqual([id.feves, id.cocoa]); // the category names say cocoa too
    expect(ids(await q('cocoa'))).toEqual([id.cocoa, id.feves]);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search(`pageSize=5&page=${page}`));
    expect(pages.map((b) => b.items.length)).toEqual([5, 5, 2, 0]);
    expect(pages.every((b) => b.total === VISIBLE && b.pageSize === 5)).toBe(true);
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(VISIBLE);
  });

  it('refuses bad input with a problem document', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=500',
      'page=0',
      'sort=cheapest',
      'minPrice=20&maxPrice=10',
      'minPrice=-5',
      'maxPrice=abc',
      'moq=0',
      'moq=-3',
      'verified=maybe',
      'currency=XYZ',
      'currency=dollars',
      'country=Kenya',
      'category=Not%20A%20Path',
      'category=agriculture/no-such-thing',
      'colour=red',
      'q=a&q=b',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await t.api(`/api/v1/products?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const body: any = await res.json();
      expect(body.detail).toEqual(expect.any(String));
    }
    const currency: any = await (await t.api('/api/v1/products?currency=XYZ')).json();
    expect(currency.code).toBe('search.unsupported_currency');
    expect(currency.errors[0].field).toBe('currency');
  });
});
