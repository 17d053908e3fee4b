import type { FuzzCase, OpenApiDoc, Operation } from './openapi-fuzz.js';

/**
 * Hostile multipart/form-data requests for every operation the merged OpenAPI document lists as
 * multipart (openapi-fuzz-multipart.e2e-spec.ts): broken framing, missing and extra parts, empty
 * and oversized parts, lying content types, files that are not what their name says, path
 * traversal in file names, and forms with too many parts. Each case is sent to a real target (an
 * order in the right state, the seller's own product), so it reaches the upload checks instead of
 * stopping at a 404.
 *
 * Cases come in tiers, run in this order, because some routes take one upload only (a shipment,
 * a dispute, a pending verification) and a case that succeeds closes them to the rest:
 * - `refused`: a well-formed form whose files break a rule (type, size, count, field): it must be
 *   refused by the upload checks themselves (400, 413, 415, 422), never stored;
 * - `malformed`: broken framing or headers: any 4xx, and never stored either;
 * - `may-store`: acceptable forms with hostile details (a traversal file name, a part without a
 *   Content-Disposition): stored or not, never a 5xx, and a kept file name is a plain name.
 */
export type Tier = 'refused' | 'malformed' | 'may-store';

/** Tier, label, body and its content type (multipart with the case's boundary when absent). */
type Row = [Tier, string, Uint8Array<ArrayBuffer>, string?];

export interface MultipartCase extends FuzzCase {
  tier: Tier;
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface MultipartTarget {
  /** Values for the path parameters: each names a resource the caller may upload to now. */
  params: Record<string, string>;
  /** The file the route takes (a 1×1 PNG unless given): a spreadsheet route takes no picture. */
  accepted?: { name: string; type: string; body: Uint8Array };
}

/** A 1×1 PNG that decodes, accepted wherever images or documents are. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** One byte over the largest per-file limit of any service (10 MB). */
const OVERSIZED = 10 * 1024 * 1024 + 1;
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
const B64 = 'Content-Transfer-Encoding: base64';
/** The names a traversal would need; a kept file name must contain none of their separators. */
export const TRAVERSALS = ['../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd'];

/** `n` bytes from a seeded generator (mulberry32), so FUZZ_SEED replays the junk too. */
function junk(seed: number, n: number): Buffer {
  let state = seed >>> 0;
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = (t ^ (t >>> 14)) >>> 24;
  }
  return out;
}

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  body: string | Uint8Array;
  /** The part's whole header block, instead of the one built from name, filename and type. */
  head?: string;
  extra?: string[];
}

interface FormOptions {
  eol?: string;
  close?: boolean;
  preamble?: string;
}

/** A multipart body, byte for byte as written: nothing is escaped, so every defect is sent as is. */
function form(boundary: string, parts: readonly Part[], o: FormOptions = {}): Uint8Array<ArrayBuffer> {
  const eol = o.eol ?? '\r\n';
  const chunks: Buffer[] = o.preamble ? [Buffer.from(o.preamble + eol)] : [];
  for (const p of parts) {
    const disposition = ['form-data', ...(p.name === undefined ? [] : [`name="${p.name}"`])];
    if (p.filename !== undefined) disposition.push(`filename="${p.filename}"`);
    const head =
      p.head ??
      [
        `Content-Disposition: ${disposition.join('; ')}`,
        ...(p.type ? [`Content-Type: ${p.type}`] : []),
        ...(p.extra ?? []),
      ].join(eol);
    chunks.push(Buffer.from(`--${boundary}${eol}${head}${eol}${eol}`), Buffer.from(p.body), Buffer.from(eol));
  }
  if (o.close !== false) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The operations of the document that take multipart/form-data (method in capitals). */
export function multipartOperations(doc: OpenApiDoc): { method: string; path: string; op: Operation }[] {
  const out: { method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (op?.requestBody?.content?.['multipart/form-data'])
        out.push({ method: method.toUpperCase(), path, op });
  return out;
}

/**
 * The operation's form schema, `$ref`s followed and an `allOf` merged: trade's forms are their
 * DTO's text fields and, beside them, the part that takes the files.
 */
function formSchema(doc: OpenApiDoc, op: Operation): Record<string, any> {
  const resolve = (schema: Record<string, any>) => {
    let s = schema;
    for (let i = 0; i < 10 && s.$ref; i++)
      s = doc.components?.schemas?.[String(s.$ref).split('/').pop()!] ?? {};
    return s;
  };
  const s = resolve(op.requestBody?.content['multipart/form-data']?.schema ?? {});
  if (!Array.isArray(s.allOf)) return s;
  const parts = [s, ...s.allOf.map(resolve)];
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

/** Valid text fields from the document: examples, the first of an enum, else the smallest guess. */
export function exampleFields(doc: OpenApiDoc, op: Operation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, p] of Object.entries<Record<string, any>>(formSchema(doc, op).properties ?? {})) {
    if (p.format === 'binary' || p.type === 'array') continue;
    out[name] = String(p.example ?? p.enum?.[0] ?? 'Fuzzed text');
  }
  return out;
}

/**
 * Cases for one multipart operation. `fields` are valid text fields (from the document's examples
 * or the caller), so a case that breaks the files is refused for its files alone.
 */
export function multipartCases(
  doc: OpenApiDoc,
  method: string,
  path: string,
  op: Operation,
  target: MultipartTarget,
  fields: Record<string, string>,
  seed: number,
): MultipartCase[] {
  const binary = Object.entries<Record<string, any>>(formSchema(doc, op).properties ?? {}).find(
    ([, p]) => p.format === 'binary' || p.items?.format === 'binary',
  );
  // Every multipart route documents its file part: a form the clients cannot build is a bug.
  const field = binary?.[0];
  if (!field) throw new Error(`${method} ${path}: the document names no file part`);
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = target.params[name];
    if (!value) throw new Error(`${method} ${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const b = `----sokoni-fuzz-${seed.toString(16)}`;
  const text = Object.entries(fields).map(([name, value]) => ({ name, body: value }));
  const file = (filename: string, body: string | Uint8Array, type = 'image/png'): Part => ({
    name: field,
    filename,
    type,
    body,
  });
  const ok = target.accepted ?? { name: 'a.png', type: 'image/png', body: PNG };
  const okExt = ok.name.slice(ok.name.lastIndexOf('.'));
  /** The accepted file under another name. */
  const okAs = (filename: string): Part => file(filename, ok.body, ok.type);
  const raw = (head: string, body: string | Uint8Array = ok.body): Part => ({ head, body });
  const multipart = `multipart/form-data; boundary=${b}`;
  const withFile = (...files: Part[]) => form(b, [...text, ...files]);
  const good = withFile(okAs(ok.name));
  const bytes = (s: string) => new Uint8Array(Buffer.from(s));
  const big = Buffer.alloc(OVERSIZED, 0x20);
  PNG.copy(big);
  const long = 'x'.repeat(300);
  const disposition = `Content-Disposition: form-data; name="${field}"`;
  const table: Row[] = [
    // Refused by the upload checks: what the files are, how big, how many, in which part.
    ['refused', 'zero-length file', withFile(file('empty.pdf', '', 'application/pdf'))],
    ['refused', 'PHP named .png', withFile(file('photo.png', '<?php system($_GET["c"]); ?>'))],
    ['refused', 'SVG with script', withFile(file('logo.png', '<svg onload="alert(1)"/>', 'image/svg+xml'))],
    ['refused', 'executable named .pdf', withFile(file('invoice.pdf', MZ, 'application/pdf'))],
    ['refused', 'HTML named .jpg', withFile(file('scan.jpg', '<script>alert(1)</script>', 'image/jpeg'))],
    ['refused', 'traversal name, not a file', withFile(file(TRAVERSALS[0]!, 'root:x:0:0::/root:/bin/sh'))],
    // The right first bytes are not enough: every service checks what follows them.
    [
      'refused',
      'PNG signature in front of junk',
      withFile(file('junk.png', Buffer.concat([PNG.subarray(0, 16), junk(seed + 1, 512)]))),
    ],
    ['refused', `file of ${OVERSIZED} bytes`, withFile(file('huge.png', big))],
    ['refused', 'seven files', withFile(...Array.from({ length: 7 }, (_, i) => okAs(`p${i}${okExt}`)))],
    ['refused', 'file in an unknown part', withFile({ ...okAs(`x${okExt}`), name: 'attachment' })],
    ['refused', 'text field of 64 KB', withFile({ ...text[0], body: long.repeat(219) }, okAs(ok.name))],
    [
      'refused',
      '40 parts',
      withFile(...Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, body: 'x' }))),
    ],
    // Broken framing and headers: a 4xx, and nothing stored.
    ['malformed', 'no boundary in the header', good, 'multipart/form-data'],
    ['malformed', 'another boundary in the header', good, 'multipart/form-data; boundary=not-the-one'],
    ['malformed', 'empty boundary', good, 'multipart/form-data; boundary='],
    ['malformed', 'no closing delimiter', form(b, [...text, okAs(ok.name)], { close: false })],
    ['malformed', 'cut inside the file', good.slice(0, good.length - ok.body.length)],
    ['malformed', 'LF line endings', form(b, [...text, okAs(ok.name)], { eol: '\n' })],
    ['malformed', 'empty body', new Uint8Array(0)],
    ['malformed', 'closing delimiter only', form(b, [])],
    ['malformed', 'random bytes', new Uint8Array(junk(seed, 4096))],
    ['malformed', 'JSON labelled multipart', bytes(JSON.stringify(fields))],
    ['malformed', 'multipart labelled JSON', good, 'application/json'],
    ['malformed', 'multipart labelled text', good, 'text/plain'],
    ['malformed', 'multipart/mixed', good, `multipart/mixed; boundary=${b}`],
    ['malformed', 'file part without a name', withFile({ ...okAs(ok.name), name: undefined })],
    ['malformed', 'header line without a colon', withFile({ ...okAs(ok.name), extra: ['no header'] })],
    [
      'malformed',
      'part header of 100 KB',
      withFile({ ...okAs(ok.name), extra: [`X-Pad: ${long.repeat(334)}`] }),
    ],
    [
      'malformed',
      'base64 transfer encoding',
      withFile({ ...file(ok.name, Buffer.from(ok.body).toString('base64'), ok.type), extra: [B64] }),
    ],
    ['malformed', 'text fields twice', withFile(...text, okAs(ok.name))],
    // Acceptable forms with hostile details, the traversals first: stored or refused, never a 5xx.
    ...TRAVERSALS.map((name): Row => ['may-store', `file named ${name}`, withFile(okAs(name))]),
    [
      'may-store',
      'traversal in filename*',
      withFile(raw(`${disposition}; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)),
    ],
    ['may-store', 'control characters in the file name', withFile(okAs(`a\u0000b\u0007\u001b[31m${okExt}`))],
    ['may-store', 'file name of 5,000 characters', withFile(okAs(`${'n'.repeat(5000)}${okExt}`))],
    [
      'may-store',
      'bad percent-encoding in filename*',
      withFile(raw(`${disposition}; filename*=UTF-8''%ZZ%E0%A4${okExt}`)),
    ],
    ['may-store', 'unbalanced quote in the file name', withFile(raw(`${disposition}; filename="${ok.name}`))],
    ['may-store', 'part without Content-Disposition', withFile(raw(`Content-Type: ${ok.type}`))],
    [
      'may-store',
      'Content-Disposition: attachment',
      withFile(raw(`Content-Disposition: attachment; name="${field}"`)),
    ],
    [
      'may-store',
      'boundary of 300 characters',
      form(long, [...text, okAs(ok.name)]),
      `multipart/form-data; boundary=${long}`,
    ],
    [
      'may-store',
      'preamble before the first part',
      form(b, [...text, okAs(ok.name)], { preamble: 'ignore me' }),
    ],
    [
      'may-store',
      'as a urlencoded form',
      bytes(new URLSearchParams(fields).toString()),
      'application/x-www-form-urlencoded',
    ],
    ['may-store', 'documented shape', good],
  ];
  const secured = Boolean(op.security?.length);
  // A route without text fields has none to overflow or repeat: those cases would be valid forms.
  const textless = new Set(['text field of 64 KB', 'text fields twice']);
  return table
    .filter(([, label]) => text.length > 0 || !textless.has(label))
    .map(([tier, label, body, contentType = multipart]) => ({
      method,
      operation: path,
      label: `multipart ${tier}: ${label}`,
      secured,
      url,
      tier,
      body,
      contentType,
    }));
}
