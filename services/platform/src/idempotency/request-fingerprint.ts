import { createHash } from 'node:crypto';

/**
 * The JSON text of `value` with every object's keys sorted (by UTF-16 code units, as `sort()`
 * does), so two bodies that differ only in key order (or in spelling, `1.0` and `1`, once parsed)
 * have the same text. Array order is kept: it means something. Written out by hand rather than by rebuilding sorted objects, which
 * would give a `__proto__` key of a parsed body the object's prototype instead of a property.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) {
    // As JSON.stringify does: a hole or an undefined element is null.
    return `[${Array.from(value, (item: unknown) => canonicalJson(item)).join(',')}]`;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof (record as { toJSON?: unknown }).toJSON === 'function') {
      return canonicalJson((record as { toJSON(): unknown }).toJSON());
    }
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a repeated request is compared by: the SHA-256 (hex) of its body's canonical JSON. A missing
 * body and an empty one are the same request.
 */
export function bodyFingerprint(body: unknown): string {
  const empty =
    body === undefined ||
    body === null ||
    (typeof body === 'object' &&
      !Buffer.isBuffer(body) &&
      !Array.isArray(body) &&
      Object.keys(body).length === 0);
  return createHash('sha256')
    .update(empty ? 'null' : canonicalJson(body))
    .digest('hex');
}
