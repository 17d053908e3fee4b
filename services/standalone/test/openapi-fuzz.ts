import fc from 'fast-check';
import { randomUUID } from 'node:crypto';

/**
 * Hostile requests derived from the merged OpenAPI document, for openapi-fuzz.e2e-spec.ts. Every
 * operation gets its documented shape broken in the ways that used to reach a 500: wrong types,
 * null, NUL, huge strings, deep nesting, repeated parameters, bodies that are no object, plus random
 * JSON from fast-check. All randomness comes from one seed, so a failure reproduces with it.
 */

type Schema = Record<string, any>;
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
export interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface FuzzCase {
  method: string;
  /** The documented path (`/api/v1/products/{id}`): the operation this case belongs to. */
  operation: string;
  /** What was broken, for the failure report. */
  label: string;
  /** The document says the operation needs a token. */
  secured: boolean;
  /** Path with parameters filled in and the query string, ready to request. */
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const HUGE = 'x'.repeat(20_000);
const NUL = 'a\u0000b';
const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export class FuzzCases {
  private readonly random: () => number;
  private readonly json: unknown[];
  private readonly texts: string[];

  constructor(
    private readonly doc: OpenApiDoc,
    seed: number,
    /** Real ids for path parameters, by path prefix, so some cases reach past the 404. */
    private readonly realIds: Record<string, string>,
    /**
     * Valid bodies by `METHOD /path`, where the document's examples do not make one (a fresh e-mail
     * to register, a free slug): a broken field then fails on its own, not next to a broken sibling.
     */
    private readonly validBodies: Record<string, () => Record<string, unknown>> = {},
  ) {
    let state = seed >>> 0;
    this.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    this.json = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed, numRuns: 64 });
    this.texts = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: seed + 1, numRuns: 64 });
  }

  operations(): { method: string; path: string; op: Operation }[] {
    const out: { method: string; path: string; op: Operation }[] = [];
    for (const [path, item] of Object.entries(this.doc.paths))
      for (const method of HTTP_METHODS) if (item[method]) out.push({ method, path, op: item[method] });
    return out;
  }

  casesFor(method: string, path: string, op: Operation): FuzzCase[] {
    const cases: FuzzCase[] = [];
    const secured = Boolean(op.security?.length);
    const params = op.parameters ?? [];
    const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const query = params.filter((p) => p.in === 'query').map((p) => p.name);
    // The admin lists take the simple-rest parameters, which the document leaves out.
    if (method === 'get' && path.startsWith('/api/v1/admin/') && inPath.length === 0)
      query.push('sort', 'range', 'filter');
    const add = (
      label: string,
      pathValues: Record<string, string>,
      search = '',
      body?: unknown,
      raw?: string,
    ) =>
      cases.push({
        method: method.toUpperCase(),
        operation: path,
        label,
        secured,
        url: fill(path, pathValues) + (search ? `?${search}` : ''),
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        contentType: raw !== undefined || body !== undefined ? 'application/json' : undefined,
      });
    const good = Object.fromEntries(inPath.map((name) => [name, this.realId(path) ?? randomUUID()]));

    // Path parameters: malformed, NUL, huge, traversal, random text.
    for (const name of inPath) {
      for (const [label, value] of [
        ['not an id', 'not-an-id'],
        ['NUL', NUL],
        ['huge', 'x'.repeat(3000)],
        ['traversal', '../../etc/passwd'],
        ['random', this.pick(this.texts) || 'x'],
        ['unknown uuid', randomUUID()],
      ] as const)
        add(`path ${name}: ${label}`, { ...good, [name]: value });
    }

    // Query parameters: repeated, NUL, huge, wrong type, empty, bracket forms, JSON-ish.
    for (const name of query) {
      const variants: [string, string][] = [
        ['repeated', `${name}=a&${name}=b`],
        ['NUL', `${name}=${encodeURIComponent(NUL)}`],
        ['huge', `${name}=${'x'.repeat(5000)}`],
        ['wrong type', `${name}=-1e309`],
        ['empty', `${name}=`],
        ['bracket', `${name}[a]=1&${name}[]=2`],
        ['json NUL', `${name}=${encodeURIComponent(JSON.stringify({ q: NUL }))}`],
        ['json deep', `${name}=${encodeURIComponent(deep(500))}`],
        ['random', `${name}=${encodeURIComponent(this.pick(this.texts))}`],
      ];
      for (const [label, search] of variants) add(`query ${name}: ${label}`, good, search);
    }

    const content = op.requestBody?.content ?? {};
    if (content['application/json']) {
      const schema = this.resolve(content['application/json'].schema ?? {});
      const valid = this.validBodies[`${method.toUpperCase()} ${path}`];
      const base = () => valid?.() ?? (this.sample(schema, 0) as Record<string, unknown>);
      add('body: documented shape', good, '', base());
      const props = Object.entries(this.resolve(schema).properties ?? {}).slice(0, 14);
      for (const [name, prop] of props) {
        const type = this.resolve(prop as Schema).type;
        const broken: [string, unknown][] = [
          ['null', null],
          ['NUL', NUL],
          ['wrong type', type === 'string' ? 12345 : 'x'],
          ['object', { $gt: '' }],
          ['huge', type === 'array' ? Array(5000).fill(HUGE.slice(0, 50)) : HUGE],
          ['random text', this.pick(this.texts)],
        ];
        // Next to valid siblings (a create), and alone (a partial update).
        for (const [label, value] of broken) {
          add(`body ${name}: ${label}`, good, '', { ...base(), [name]: value });
          add(`body ${name} alone: ${label}`, good, '', { [name]: value });
        }
        const nested = JSON.stringify({ ...base(), [name]: '\u2063deep' }).replace('"\u2063deep"', deep(200));
        add(`body ${name}: deep`, good, '', undefined, nested);
      }
      for (const [label, raw] of [
        ['array', '[]'],
        ['string', '"text"'],
        ['null', 'null'],
        ['number', '42'],
        ['empty object', '{}'],
        ['deep 2000', deep(2000)],
        ['deep 1000', deep(1000)],
        ['deep objects', '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
        ['malformed', '{"a":'],
        ['prototype keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
        ['NUL key', JSON.stringify({ ['k\u0000']: 1 })],
        ['lone surrogate', '{"x":"\\ud800"}'],
      ] as const)
        add(`body: ${label}`, good, '', undefined, raw);
      for (let i = 0; i < 3; i++) add(`body: random JSON #${i}`, good, '', this.pick(this.json));
    }
    if (content['multipart/form-data']) {
      for (const [label, text] of [
        ['NUL', NUL],
        ['huge', HUGE],
        ['random', this.pick(this.texts)],
      ] as const) {
        const boundary = 'fuzzboundary';
        const fields = ['companyRegistrationNumber', 'taxId', 'companyName', 'country', 'image', 'documents'];
        const raw =
          fields
            .map((f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\n${text}\r\n`)
            .join('') + `--${boundary}--\r\n`;
        cases.push({
          method: method.toUpperCase(),
          operation: path,
          label: `multipart: ${label}`,
          secured,
          url: fill(path, good),
          body: raw,
          contentType: `multipart/form-data; boundary=${boundary}`,
        });
      }
    }
    if (cases.length === 0 || (!content['application/json'] && !content['multipart/form-data']))
      add('as documented', good);
    return cases;
  }

  private realId(path: string): string | undefined {
    const prefix = Object.keys(this.realIds)
      .sort((a, b) => b.length - a.length)
      .find((p) => path.startsWith(p));
    return prefix ? this.realIds[prefix] : undefined;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  private resolve(schema: Schema): Schema {
    let s = schema;
    for (let i = 0; i < 10 && s?.$ref; i++)
      s = this.doc.components?.schemas?.[String(s.$ref).split('/').pop()!] ?? {};
    if (s?.allOf?.length) return this.resolve(s.allOf[0]);
    return s ?? {};
  }

  /** A value of the documented shape: examples and defaults first, else the smallest valid guess. */
  private sample(raw: Schema, depth: number): unknown {
    const s = this.resolve(raw);
    if (s.example !== undefined) return s.example;
    if (s.default !== undefined) return s.default;
    if (s.enum?.length) return s.enum[0];
    if (s.oneOf?.length || s.anyOf?.length) return this.sample((s.oneOf ?? s.anyOf)[0], depth);
    if (depth > 5) return null;
    switch (s.type) {
      case 'string':
        if (s.format === 'uuid') return randomUUID();
        if (s.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
        if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
        return 'Fuzzed text'.padEnd(Math.min(s.minLength ?? 0, 200), '.');
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return false;
      case 'array':
        return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
          this.sample(s.items ?? {}, depth + 1),
        );
      default: {
        const out: Record<string, unknown> = {};
        for (const [name, prop] of Object.entries(s.properties ?? {}))
          out[name] = this.sample(prop as Schema, depth + 1);
        return out;
      }
    }
  }
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}
