import {
  REDACTED,
  redactPayload,
  timestampDate,
  topics,
  type PayloadOf,
  type TopicName,
  type Topics,
} from '@sokoni/contracts';
import type { Json } from '../chain/canonical-json.js';

type DescField = Topics[TopicName]['fields'][number];
type DescEnum = NonNullable<Extract<DescField, { fieldKind: 'enum' }>['enum']>;
interface DescMessageLike {
  readonly typeName: string;
  readonly fields: readonly DescField[];
}

/**
 * Field names that say "secret" although the .proto does not mark them `debug_redact`: defence in
 * depth, so a field added carelessly later is still never kept. Matched against every key, nested
 * ones included.
 */
export const SECRET_NAME =
  /token|passw(or)?d|secret|credential|api[-_]?key|private[-_]?key|authorization|cookie/i;

/** A query parameter of a link that may carry a one-time secret (`?token=…`, `&code=…`, `&sig=…`). */
const SECRET_PARAM = /token|code|secret|sig|signature|key|passw(or)?d|auth/i;

/**
 * The payload as audit keeps it: first `redactPayload` (fields the .proto marks debug_redact), then
 * turned into plain JSON (int64 as strings, enums by name, timestamps as ISO strings, bytes base64, as
 * in the protobuf JSON mapping, but with every field present), then scrubbed by name and of secret
 * link parameters. The result is what is stored and hashed; the secret never reaches the database.
 */
export function auditPayload<T extends TopicName>(topic: T, payload: PayloadOf<T>): Json {
  const redacted = redactPayload(topic, payload);
  const schema = topics[topic] as unknown as DescMessageLike;
  return scrub(messageJson(schema, redacted));
}

/** Masks values under secret-sounding keys and secret parameters of links, at any depth. */
export function scrub(value: Json): Json {
  if (typeof value === 'string') return scrubLink(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(scrub);
  const out: Record<string, Json> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_NAME.test(key) ? mask(v) : scrub(v);
  }
  return out;
}

/** Something that was set stays visibly set (a link was sent), with nothing of its value left. */
const mask = (v: Json): Json => (v === null || v === '' ? v : REDACTED);

function scrubLink(s: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || !URL.canParse(s)) return s;
  const url = new URL(s);
  let changed = false;
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) {
      url.searchParams.set(name, REDACTED);
      changed = true;
    }
  }
  if (url.username || url.password) {
    url.username = '';
    url.password = '';
    changed = true;
  }
  // A fragment can carry a token too (implicit-flow style links); it is never needed for audit.
  if (url.hash.includes('=')) {
    url.hash = '';
    changed = true;
  }
  return changed ? url.toString() : s;
}

function messageJson(desc: DescMessageLike, msg: Record<string, unknown>): Json {
  if (desc.typeName === 'google.protobuf.Timestamp') {
    return timestampDate(msg as unknown as Parameters<typeof timestampDate>[0]).toISOString();
  }
  const out: Record<string, Json> = {};
  for (const field of desc.fields) {
    let value: unknown = msg[field.localName];
    if (field.oneof) {
      const chosen = msg[field.oneof.localName] as { case?: string; value?: unknown } | undefined;
      value = chosen?.case === field.localName ? chosen.value : undefined;
    }
    out[field.localName] = fieldJson(field, value);
  }
  return out;
}

function fieldJson(field: DescField, value: unknown): Json {
  if (value === undefined || value === null) return null;
  switch (field.fieldKind) {
    case 'scalar':
      return scalarJson(value);
    case 'enum':
      return enumJson(field.enum, value);
    case 'message':
      return messageJson(field.message, value as Record<string, unknown>);
    case 'list':
      return (value as unknown[]).map((item) =>
        field.listKind === 'message'
          ? messageJson(field.message, item as Record<string, unknown>)
          : field.listKind === 'enum'
            ? enumJson(field.enum, item)
            : scalarJson(item),
      );
    case 'map': {
      const out: Record<string, Json> = {};
      for (const [k, item] of Object.entries(value as Record<string, unknown>)) {
        out[k] =
          field.mapKind === 'message'
            ? messageJson(field.message, item as Record<string, unknown>)
            : field.mapKind === 'enum'
              ? enumJson(field.enum, item)
              : scalarJson(item);
      }
      return out;
    }
  }
}

function scalarJson(value: unknown): Json {
  switch (typeof value) {
    case 'string':
      // PostgreSQL's jsonb cannot hold U+0000; the entry must not fail to store because of it.
      return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return value.toString();
    default:
      if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
      return null;
  }
}

function enumJson(desc: DescEnum, value: unknown): Json {
  const found = desc.values.find((v) => v.number === value);
  return found ? found.name : typeof value === 'number' ? value : null;
}
