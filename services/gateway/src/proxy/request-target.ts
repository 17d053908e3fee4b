/**
 * The one reading of a request line's target that the whole gateway uses: routing, the token rule,
 * the rate limits and the upstream URL all take `path` and `query` from here, so no two parts can
 * disagree on where a request goes (a route chosen on the raw path but forwarded with `..`
 * resolved was how `/auth/refresh/%2e%2e/login` escaped sign-in's stricter limit).
 */
export interface RequestTarget {
  /** Absolute path: percent-decoded once, dot segments resolved, slashes merged, then re-encoded canonically. */
  path: string;
  /** The query without its `?` ('' when there is none), characters outside the URI grammar encoded. */
  query: string;
}

export type TargetRejection =
  /** `http://host/…` (absolute-form) or `host:port` (authority-form): the gateway is not a forward proxy. */
  | 'not_origin_form'
  /** `*` is only meaningful for OPTIONS (asterisk-form). */
  | 'asterisk_form'
  /** An encoded `/`, a `\` or a control character (NUL among them): paths that mean different things to different parsers. */
  | 'forbidden_character'
  /** A `%` not followed by two hex digits, or bytes that are not UTF-8. */
  | 'bad_encoding'
  /** A `..` that climbs above the root. */
  | 'escapes_root';

export type TargetReading =
  { ok: true; target: RequestTarget } | { ok: true; asterisk: true } | { ok: false; reason: TargetRejection };

/** Encoded `/` (%2F), `\` (%5C) and control characters (%00–%1F, %7F), in any case. */
const FORBIDDEN_ENCODED = /%(2f|5c|[01][0-9a-f]|7f)/i;
/** Raw `\`, space and control characters (llhttp lets some through in lenient mode). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN_RAW = /[\\\x00-\x20\x7f]/;
/** Control characters and space, which no query may hold raw either. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN_QUERY = /[\x00-\x20\x7f]/;
/** Characters a query may hold as they are (RFC 3986 query = *( pchar / "/" / "?" ), plus `%`). */
const QUERY_UNSAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;
/** Node hands the request line over as latin1, one character per byte. */
const RAW_HIGH_BYTE = /[\x80-\xff]/g;

/** pchar characters that encodeURIComponent escapes but a path segment may carry as they are. */
const SEGMENT_KEEP: Record<string, string> = {
  '%24': '$',
  '%26': '&',
  '%2B': '+',
  '%2C': ',',
  '%3B': ';',
  '%3D': '=',
  '%3A': ':',
  '%40': '@',
};

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (m) => SEGMENT_KEEP[m] ?? m);
}

export function readRequestTarget(raw: string, method: string): TargetReading {
  if (raw === '*') return method === 'OPTIONS' ? { ok: true, asterisk: true } : reject('asterisk_form');
  if (!raw.startsWith('/')) return reject('not_origin_form');
  const hash = raw.indexOf('#');
  const withoutFragment = hash === -1 ? raw : raw.slice(0, hash);
  const q = withoutFragment.indexOf('?');
  const rawPath = q === -1 ? withoutFragment : withoutFragment.slice(0, q);
  const rawQuery = q === -1 ? '' : withoutFragment.slice(q + 1);
  if (FORBIDDEN_RAW.test(rawPath) || FORBIDDEN_ENCODED.test(rawPath) || FORBIDDEN_QUERY.test(rawQuery))
    return reject('forbidden_character');
  // Anything past latin1 cannot have come off the wire; refuse it rather than guess its bytes.
  if (/[\u0100-\uffff]/.test(withoutFragment)) return reject('bad_encoding');

  const segments: string[] = [];
  // Raw non-ASCII bytes (which browsers never send, curl may) are read as the UTF-8 they should be.
  const parts = rawPath.replace(RAW_HIGH_BYTE, byteEscape).split('/');
  for (let i = 1; i < parts.length; i++) {
    let segment: string;
    try {
      segment = decodeURIComponent(parts[i]!);
    } catch {
      return reject('bad_encoding');
    }
    const last = i === parts.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (segments.length === 0) return reject('escapes_root');
        segments.pop();
      }
      // `/a/b/..` names the directory `/a/`, as RFC 3986 §5.2.4 resolves it.
      if (last) segments.push('');
      continue;
    }
    // Empty segments are merged (`//x` must never read as a scheme-relative URL downstream),
    // except a trailing one, which some routes distinguish.
    if (segment === '' && !last) continue;
    segments.push(segment);
  }
  // A trailing empty segment after merging would turn '/' into '//'.
  const path = `/${segments.map(encodeSegment).join('/')}`.replace(/\/{2,}$/, '/');
  return { ok: true, target: { path, query: readQuery(rawQuery) } };
}

/** The query is the service's to interpret; the gateway only keeps it within the URI grammar. */
function readQuery(raw: string): string {
  return raw.replace(QUERY_UNSAFE, byteEscape);
}

function byteEscape(c: string): string {
  return `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

function reject(reason: TargetRejection): TargetReading {
  return { ok: false, reason };
}

/** `path?query`, the request target the gateway sends upstream. */
export function targetString(target: RequestTarget): string {
  return target.query ? `${target.path}?${target.query}` : target.path;
}
