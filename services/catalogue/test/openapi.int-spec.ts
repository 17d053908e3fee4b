import { SEARCH_QUERY_PARAMS } from '../src/search/search-query.dto.js';
import { searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

/**
 * The catalogue's OpenAPI document, as the gateway fetches and merges it and the storefront's typed
 * client is generated from it: every public read has a named 200 schema (not `unknown`), errors are
 * problem+json, and the search parameters it declares are the ones the API accepts.
 */
const db = await searchDatabaseOrSkip('catalogue OpenAPI document');
const suite = db ? describe : describe.skip;

type Schema = { $ref?: string; type?: string; items?: Schema; allOf?: Schema[]; [k: string]: any };

/** [path, method, status, schema name, array of it] */
const DOCUMENTED: [string, string, string, string, boolean][] = [
  ['/api/v1/categories', 'get', '200', 'CategoryTree', false],
  ['/api/v1/categories/{slug}', 'get', '200', 'CategoryDetail', false],
  ['/api/v1/categories/{slug}/{sub}', 'get', '200', 'CategoryDetail', false],
  ['/api/v1/categories/{slug}/{sub}/{leaf}', 'get', '200', 'CategoryDetail', false],
  ['/api/v1/products', 'get', '200', 'SearchResult', false],
  ['/api/v1/products/featured', 'get', '200', 'FeaturedProducts', false],
  ['/api/v1/products/compare', 'get', '200', 'ProductComparison', false],
  ['/api/v1/products/{id}', 'get', '200', 'Product', false],
  ['/api/v1/search/suggest', 'get', '200', 'SearchSuggestions', false],
  ['/api/v1/search/trending', 'get', '200', 'TrendingTerms', false],
  ['/api/v1/suppliers', 'get', '200', 'SupplierPage', false],
  ['/api/v1/suppliers/{id}', 'get', '200', 'SupplierStorefront', false],
  ['/api/v1/suppliers/me', 'get', '200', 'Supplier', false],
  ['/api/v1/fx-rates', 'get', '200', 'FxRate', true],
  ['/api/v1/stats', 'get', '200', 'MarketplaceStats', false],
  ['/api/v1/seller/products', 'get', '200', 'SellerProductPage', false],
  ['/api/v1/products', 'post', '201', 'Product', false],
  ['/api/v1/products/{id}', 'patch', '200', 'Product', false],
  ['/api/v1/products/{id}/images', 'patch', '200', 'Product', false],
  ['/api/v1/suppliers/me', 'patch', '200', 'Supplier', false],
];

suite('catalogue: OpenAPI document', () => {
  let t: SearchTestApp;
  let doc: any;
  const refName = (s: Schema | undefined) => s?.$ref?.replace('#/components/schemas/', '');

  beforeAll(async () => {
    t = await startSearch(db!);
    const url = (t.app.getHttpServer() as import('node:http').Server).address() as { port: number };
    doc = await (await fetch(`http://127.0.0.1:${url.port}/openapi.json`)).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(DOCUMENTED)('%s %s answers %s with the %s schema', (path, method, status, name, isArray) => {
    const schema: Schema | undefined =
      doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    if (isArray) {
      expect(schema!.type).toBe('array');
      expect(refName(schema!.items)).toBe(name);
    } else {
      expect(refName(schema)).toBe(name);
    }
    expect(Object.keys(doc.components.schemas[name].properties ?? {}).length).toBeGreaterThan(0);
  });

  it('describes every property of every schema, with every reference resolving', () => {
    const schemas: Record<string, Schema> = doc.components.schemas;
    const untyped: string[] = [];
    const check = (where: string, s: Schema) => {
      if (s.$ref) {
        if (!schemas[refName(s)!]) untyped.push(`${where}: dangling ${s.$ref}`);
        return;
      }
      if (s.allOf) return s.allOf.forEach((x, i) => check(`${where}.allOf[${i}]`, x));
      if (s.type === 'array') return check(`${where}[]`, s.items ?? {});
      if (!s.type && !s.enum) untyped.push(where);
      // A bare object (a TypeScript union or interface the decorators could not see) types as unknown.
      if (s.type === 'object' && !s.properties && !s.additionalProperties && !s.allOf) untyped.push(where);
    };
    for (const [name, schema] of Object.entries(schemas))
      for (const [prop, s] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        check(`${name}.${prop}`, s);
    expect(untyped).toEqual([]);
  });

  it('documents error answers as problem+json', () => {
    const problems = (path: string, method: string) =>
      Object.entries(doc.paths[path][method].responses as Record<string, any>)
        .filter(([status]) => status.startsWith('4'))
        .map(([status, r]) => [status, refName(r.content?.['application/problem+json']?.schema)]);
    expect(problems('/api/v1/products/{id}', 'get')).toEqual([['404', 'Problem']]);
    expect(problems('/api/v1/products', 'get')).toEqual([['400', 'Problem']]);
    expect(doc.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'instance', 'code', 'requestId']),
    );
  });

  it('demands no header a browser sends by itself (Accept-Language is optional)', () => {
    const required = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        ((op.parameters ?? []) as { in: string; name: string; required?: boolean }[])
          .filter((p) => p.in === 'header' && p.required)
          .map((p) => `${method} ${path}: ${p.name}`),
      ),
    );
    expect(required).toEqual([]);
    expect(doc.components.schemas.CategoryDetail.required).toEqual(
      expect.arrayContaining(['children', 'breadcrumbs']),
    );
  });

  it('gives every operation its own id', () => {
    const ids = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId as string),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the search parameters the API accepts, and it accepts every one of them', async () => {
    const declared = (doc.paths['/api/v1/products'].get.parameters as { name: string; in: string }[])
      .filter((p) => p.in === 'query')
      .map((p) => p.name)
      .sort();
    expect(declared).toEqual(SEARCH_QUERY_PARAMS.map((p) => p.name).sort());

    const values: Record<string, string> = {
      q: 'cocoa',
      category: 'agriculture/cocoa-coffee',
      country: 'GH',
      verified: 'true',
      readyToShip: 'false',
      minPrice: '1',
      maxPrice: '5000',
      currency: 'KES',
      moq: '50',
      sort: 'price_asc',
      page: '1',
      pageSize: '24',
    };
    expect(Object.keys(values).sort()).toEqual(declared);
    const all = await t.api(`/api/v1/products?${new URLSearchParams(values).toString()}`);
    expect(all.status).toBe(200);
    const unknown = await t.api('/api/v1/products?limit=5');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as any).errors).toEqual([expect.objectContaining({ field: 'limit' })]);
  });
});
