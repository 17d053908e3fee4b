import { Role } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, PROBLEM_JSON, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue suppliers API');
const suite = db ? describe : describe.skip;

suite('catalogue: supplier directory, storefronts and storefront edits', () => {
  let h: CatalogueHarness;
  const ashanti = uuidv7();
  const abidjan = uuidv7();
  const dar = uuidv7();
  const addis = uuidv7();
  const suspended = uuidv7();
  const formerSeller = uuidv7();

  const seller = (userId: string, businessName: string, country: string, role = Role.SELLER) =>
    h.publish('identity.user.registered.v1', { userId, businessName, country, role, city: '' });
  const get = async (path: string, token?: string): Promise<any> => {
    const res = await h.api(path, { token });
    expect([path, res.status]).toEqual([path, 200]);
    return res.json();
  };

  beforeAll(async () => {
    h = await startCatalogue(db!);
    await seller(ashanti, 'Ashanti Cocoa Cooperative', 'GH');
    await seller(abidjan, 'Société Ivoirienne de Cacao', 'CI', Role.BOTH);
    await seller(dar, 'Dar es Salaam Cashew Exporters', 'TZ');
    await seller(addis, 'Addis Leather Works', 'ET');
    await seller(suspended, 'Suspended Cocoa Traders', 'GH');
    await seller(formerSeller, 'Former Cocoa Sellers', 'GH');
    await h.publish('identity.user.suspended.v1', { userId: suspended });
    await h.publish('identity.user.role_changed.v1', { userId: formerSeller, newRole: Role.BUYER });
    await h.sql(
      "update catalogue.suppliers set verification_status = 'verified', verified_at = now() where id = $1",
      [abidjan],
    );

    for (let i = 0; i < 22; i++) {
      await h.product({
        sellerId: ashanti,
        categoryPath: 'agriculture/cocoa-coffee',
        title: `Cocoa lot ${i}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await h.product({
      sellerId: ashanti,
      categoryPath: 'agriculture/cocoa-coffee',
      status: 'draft',
      title: 'Secret draft',
    });
    await h.product({ sellerId: abidjan, categoryPath: 'agriculture/cocoa-coffee' });
    await h.product({ sellerId: dar, categoryPath: 'agriculture/nuts-seeds' });
    await h.product({ sellerId: dar, categoryPath: 'agriculture/cocoa-coffee', status: 'pending_review' });
    await h.product({ sellerId: addis, categoryPath: 'textiles/leather-goods' });
    await h.product({
      sellerId: suspended,
      categoryPath: 'agriculture/cocoa-coffee',
      supplierSuspended: true,
    });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('lists active sellers only, verified first, with pagination', async () => {
    const all = await get('/api/v1/suppliers');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.items.map((s: any) => s.id)).toEqual([abidjan, addis, ashanti, dar]);
    expect(all.items[0]).toMatchObject({ verified: true, verificationStatus: 'verified', productCount: 1 });
    expect(all.items[2]).toMatchObject({
      companyName: 'Ashanti Cocoa Cooperative',
      country: 'GH',
      productCount: 22,
    });
    expect(all.items[0]).not.toHaveProperty('suspended');

    const page2 = await get('/api/v1/suppliers?page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((s: any) => s.id)).toEqual([dar]);
    expect((await get('/api/v1/suppliers?page=9')).items).toEqual([]);
  });

  it('filters by country, verified, category subtree and name (accents and typos forgiven)', async () => {
    const ids = async (qs: string) => (await get(`/api/v1/suppliers?${qs}`)).items.map((s: any) => s.id);
    expect(await ids('country=gh')).toEqual([ashanti]);
    expect(await ids('verified=true')).toEqual([abidjan]);
    expect(await ids('verified=false')).toEqual([addis, ashanti, dar]);
    expect(await ids('category=agriculture/cocoa-coffee')).toEqual([abidjan, ashanti]);
    // The top level includes its subcategories; pending products do not count.
    expect(await ids('category=agriculture')).toEqual([abidjan, ashanti, dar]);
    expect(await ids('category=textiles')).toEqual([addis]);
    expect(await ids('category=agriculture&country=TZ')).toEqual([dar]);
    expect(await ids('q=societe ivoirienne')).toEqual([abidjan]);
    expect(await ids('q=cashw')).toEqual([dar]);
    expect(await ids('q=leather')).toEqual([addis]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids('q=')).toHaveLength(4);
  });

  it('refuses bad filters with clear translated errors', async () => {
    const cases: [string, string, string][] = [
      ['country=Ghana', 'validation.failed', 'country'],
      ['verified=yes', 'validation.failed', 'verified'],
      ['pageSize=500', 'validation.failed', 'pageSize'],
      ['page=0', 'validation.failed', 'page'],
      ['category=minerals', 'suppliers.unknown_category', 'category'],
      ['colour=red', 'validation.failed', 'colour'],
    ];
    for (const [qs, code, field] of cases) {
      const res = await h.api(`/api/v1/suppliers?${qs}&lang=fr`);
      expect([qs, res.status]).toEqual([qs, 400]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.code).toBe(code);
      expect(problem.errors.map((e: any) => e.field)).toContain(field);
    }
    const unknown: any = await (await h.api('/api/v1/suppliers?category=minerals&lang=fr')).json();
    expect(unknown.detail).toContain('« minerals »');
  });

  it('a storefront shows its 20 newest published products; unknown, suspended and former sellers are 404', async () => {
    const s = await get(`/api/v1/suppliers/${ashanti}`);
    expect(s).toMatchObject({ id: ashanti, companyName: 'Ashanti Cocoa Cooperative', productCount: 22 });
    expect(s.products).toHaveLength(20);
    expect(s.products[0]).toMatchObject({
      title: 'Cocoa lot 21',
      categoryPath: 'agriculture/cocoa-coffee',
      currency: 'USD',
    });
    expect(s.products[19].title).toBe('Cocoa lot 2');
    expect(s.products.map((p: any) => p.title)).not.toContain('Secret draft');
    for (const id of [uuidv7(), suspended, formerSeller, 'not-a-uuid']) {
      const res = await h.api(`/api/v1/suppliers/${id}?lang=sw`);
      expect([id, res.status]).toEqual([id, 404]);
      const problem: any = await res.json();
      expect(problem.code).toBe('suppliers.not_found');
      expect(problem.detail).toMatch(/Msambazaji/);
    }
  });

  it('a seller edits their own storefront and nobody else’s', async () => {
    const token = await h.token('seller', dar);
    const res = await h.api('/api/v1/suppliers/me', {
      method: 'PATCH',
      token,
      json: {
        yearEstablished: 2004,
        employeesBand: '51-200',
        mainProducts: [' Raw cashew nuts ', 'W320 kernels'],
        certifications: ['HACCP'],
        languages: ['SW', 'en'],
        responseTimeHours: 24,
        description: 'Cashew from Mtwara & Lindi, 3 < 4 containers a month.',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: dar,
      companyName: 'Dar es Salaam Cashew Exporters',
      yearEstablished: 2004,
      employeesBand: '51-200',
      mainProducts: ['Raw cashew nuts', 'W320 kernels'],
      languages: ['sw', 'en'],
      responseTimeHours: 24,
    });
    const [row] = await h.sql(
      'select main_products, languages, description from catalogue.suppliers where id = $1',
      [dar],
    );
    expect(row.main_products).toEqual(['Raw cashew nuts', 'W320 kernels']);
    expect(row.description).toContain('3 < 4');
    // Others' storefronts are untouched; the public page shows the edit.
    expect(
      (await h.sql('select year_established from catalogue.suppliers where id = $1', [ashanti]))[0]
        .year_established,
    ).toBeNull();
    expect((await get(`/api/v1/suppliers/${dar}`)).certifications).toEqual(['HACCP']);
    expect((await get('/api/v1/suppliers/me', token)).yearEstablished).toBe(2004);

    // null clears; absent fields stay.
    const cleared: any = await (
      await h.api('/api/v1/suppliers/me', {
        method: 'PATCH',
        token,
        json: { certifications: null, description: null },
      })
    ).json();
    expect(cleared).toMatchObject({ certifications: [], description: null, yearEstablished: 2004 });

    // A "both" account may edit too; the id in the body cannot redirect the edit.
    const both = await h.api('/api/v1/suppliers/me', {
      method: 'PATCH',
      token: await h.token('both', abidjan),
      json: { id: dar, responseTimeHours: 2 },
    });
    expect(both.status).toBe(400);
    const ok = await h.api('/api/v1/suppliers/me', {
      method: 'PATCH',
      token: await h.token('both', abidjan),
      json: { responseTimeHours: 2 },
    });
    expect(ok.status).toBe(200);
    expect(
      (await h.sql('select response_time_hours from catalogue.suppliers where id = $1', [dar]))[0]
        .response_time_hours,
    ).toBe(24);
  });

  it('buyers, admins and anonymous callers cannot edit; a seller without a storefront gets 404', async () => {
    expect((await h.api('/api/v1/suppliers/me', { method: 'PATCH', json: {} })).status).toBe(401);
    for (const role of ['buyer', 'admin'] as const) {
      const res = await h.api('/api/v1/suppliers/me', {
        method: 'PATCH',
        token: await h.token(role, dar),
        json: {},
      });
      expect([role, res.status]).toEqual([role, 403]);
    }
    const res = await h.api('/api/v1/suppliers/me', {
      method: 'PATCH',
      token: await h.token('seller'),
      json: {},
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).code).toBe('suppliers.storefront_missing');
  });

  it('refuses invalid storefront edits field by field, translated, and stores nothing', async () => {
    const token = await h.token('seller', addis);
    const before = await h.sql('select * from catalogue.suppliers where id = $1', [addis]);
    const nextYear = new Date().getUTCFullYear() + 1;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ yearEstablished: 1850 }, 'yearEstablished', 'isEstablishedYear'],
      [{ yearEstablished: nextYear }, 'yearEstablished', 'isEstablishedYear'],
      [{ yearEstablished: '1990' }, 'yearEstablished', 'isEstablishedYear'],
      [{ employeesBand: '10-20' }, 'employeesBand', 'isIn'],
      [
        { mainProducts: Array.from({ length: 11 }, (_, i) => `Product ${i}`) },
        'mainProducts',
        'arrayMaxSize',
      ],
      [{ mainProducts: ['<b>Leather</b>'] }, 'mainProducts', 'isFreeText'],
      [{ mainProducts: [''] }, 'mainProducts', 'isLength'],
      [{ languages: ['english'] }, 'languages', 'isLanguageCode'],
      [{ languages: ['xx'] }, 'languages', 'isLanguageCode'],
      [{ responseTimeHours: 0 }, 'responseTimeHours', 'min'],
      [{ description: 'x'.repeat(4001) }, 'description', 'maxLength'],
      [{ description: 'Hello <script>alert(1)</script>' }, 'description', 'isFreeText'],
      [{ description: 'Click <a href="https://evil.example">here</a>' }, 'description', 'isFreeText'],
      [{ companyName: 'Renamed' }, 'companyName', 'whitelistValidation'],
    ];
    for (const [json, field, code] of cases) {
      const res = await h.api('/api/v1/suppliers/me?lang=fr', { method: 'PATCH', token, json });
      expect([json, res.status]).toEqual([json, 400]);
      const problem: any = await res.json();
      const error = problem.errors.find((e: any) => e.field === field);
      expect([json, error?.code]).toEqual([json, code]);
      expect(error.message).toMatch(/\S/);
    }
    const year: any = await (
      await h.api('/api/v1/suppliers/me?lang=fr', { method: 'PATCH', token, json: { yearEstablished: 1850 } })
    ).json();
    expect(year.errors[0].message).toBe(`Saisissez une année comprise entre 1900 et ${nextYear - 1}.`);
    const html: any = await (
      await h.api('/api/v1/suppliers/me', { method: 'PATCH', token, json: { description: '<p>hi</p>' } })
    ).json();
    expect(html.errors[0].message).toBe('Use plain text only: HTML tags and markup are not allowed.');
    expect(await h.sql('select * from catalogue.suppliers where id = $1', [addis])).toEqual(before);
  });
});
