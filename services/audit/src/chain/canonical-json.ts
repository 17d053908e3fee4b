/** A JSON value: what an audit entry's content is made of, and all a hash may depend on. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * One spelling per value, so the same entry always hashes the same whatever wrote or read it: object
 * keys sorted by UTF-16 code units, no whitespace, numbers and strings as ECMAScript serializes them
 * (the JSON Canonicalization Scheme, RFC 8785). Anything JSON cannot say exactly (undefined, NaN,
 * bigint, functions, dates) is refused rather than silently changed.
 */
export function canonicalJson(value: Json): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no spelling for ${value}`);
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      // Plain loops and concatenation: verification runs this over every entry of the log.
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + canonicalJson(value[i]!);
        return `${out}]`;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) {
        throw new TypeError(`canonical JSON takes plain objects only, not ${describe(value)}`);
      }
      const keys = Object.keys(value).sort();
      let out = '{';
      for (let i = 0; i < keys.length; i += 1) {
        const k = keys[i]!;
        const v = value[k];
        if (v === undefined) throw new TypeError(`canonical JSON has no spelling for undefined (${k})`);
        out += `${i ? ',' : ''}${JSON.stringify(k)}:${canonicalJson(v)}`;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`canonical JSON has no spelling for a ${typeof value}`);
  }
}

const describe = (value: object): string =>
  (value as { constructor?: { name?: string } }).constructor?.name ?? 'an exotic object';
