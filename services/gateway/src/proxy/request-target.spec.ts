import fc from 'fast-check';
import { readRequestTarget, targetString, type RequestTarget } from './request-target.js';
import { matchRoute } from './routes.js';

const read = (raw: string, method = 'GET'): RequestTarget | string => {
  const r = readRequestTarget(raw, method);
  if (!r.ok) return r.reason;
  return 'target' in r ? r.target : '*';
};

describe('readRequestTarget', () => {
  it('resolves dot segments once, decoded, as RFC 3986 does', () => {
    expect(read('/api/v1/auth/refresh/%2e%2e/login')).toEqual({ path: '/api/v1/auth/login', query: '' });
    expect(read('/api/v1/countries/%2E./admin/users')).toEqual({ path: '/api/v1/admin/users', query: '' });
    expect(read('/a/./b/.')).toEqual({ path: '/a/b/', query: '' });
    expect(read('/a/b/..?x=1')).toEqual({ path: '/a/', query: 'x=1' });
    expect(read('/..')).toBe('escapes_root');
    expect(read('/a/../..')).toBe('escapes_root');
  });

  it('accepts only origin-form, and * for OPTIONS', () => {
    expect(read('http://127.0.0.1:18777/api/v1/categories/../../../secret')).toBe('not_origin_form');
    expect(read('127.0.0.1:443')).toBe('not_origin_form');
    expect(read('')).toBe('not_origin_form');
    expect(read('*', 'OPTIONS')).toBe('*');
    expect(read('*')).toBe('asterisk_form');
  });

  it('refuses characters that parsers read differently', () => {
    for (const raw of [
      '/a%2fb',
      '/a%2Fb',
      '/a%5cb',
      '/a\\b',
      '/a%00b',
      '/a%0Ab',
      '/a%7f',
      '/a b',
      '/a?b\u0000',
    ])
      expect(read(raw)).toBe('forbidden_character');
    expect(read('/%zz')).toBe('bad_encoding');
    expect(read('/%C3')).toBe('bad_encoding');
  });

  it('keeps the path canonically encoded and the query as sent', () => {
    expect(read('/p/C%c3%b4te%20d%27Ivoire')).toEqual({ path: "/p/C%C3%B4te%20d'Ivoire", query: '' });
    expect(read('/p/a:b@c;d=e')).toEqual({ path: '/p/a:b@c;d=e', query: '' });
    expect(read('/p?range=[0,24]&q=%2e%2e#frag')).toEqual({ path: '/p', query: 'range=%5B0,24%5D&q=%2e%2e' });
    // Raw UTF-8 bytes (latin1 in Node's request line) are read as the UTF-8 they are.
    expect(read('/p/C\u00c3\u00b4te')).toEqual({ path: '/p/C%C3%B4te', query: '' });
  });

  // Pieces an attacker combines: separators, dot segments in every encoding, forbidden characters.
  const piece = fc.constantFrom(
    '/',
    '//',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2e%2e',
    '.%2e',
    '%2f',
    '%5C',
    '\\',
    '%00',
    '%',
    '%zz',
    '%25',
    '%252e',
    '?',
    '#',
    '&',
    ';',
    ':',
    '@',
    'api',
    'v1',
    'auth',
    'login',
    'refresh',
    'countries',
    'admin',
    'users',
    'http:',
    'ô',
    '\u00c3\u00b4',
    ' ',
    'a',
  );
  const rawTarget = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));

  it('property: a target is refused, or it routes, is checked and is forwarded as one path', () => {
    const origin = 'http://127.0.0.1:3001';
    fc.assert(
      fc.property(rawTarget, fc.boolean(), (tail, leadingSlash) => {
        const raw = leadingSlash ? `/${tail}` : tail;
        const reading = readRequestTarget(raw, 'GET');
        if (!raw.startsWith('/')) {
          expect(reading.ok).toBe(false);
          return;
        }
        if (!reading.ok || !('target' in reading)) return;
        const { path } = reading.target;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // What the service decodes is exactly what the gateway routed on: no dot segment, no
        // separator or control character hidden in a segment.
        const segments = path.split('/').slice(1).map(decodeURIComponent);
        for (const s of segments) {
          expect(s === '.' || s === '..').toBe(false);
          // eslint-disable-next-line no-control-regex -- control characters are what it looks for
          expect(/[/\\\x00-\x1f\x7f]/.test(s)).toBe(false);
        }
        // The upstream URL can only ever be the configured service, at the path routed on.
        const upstream = new URL(targetString(reading.target), origin);
        expect(upstream.origin).toBe(origin);
        expect(upstream.pathname).toBe(path);
        // Normalising is done once: reading the result again changes nothing.
        const again = readRequestTarget(targetString(reading.target), 'GET');
        expect(again).toEqual(reading);
        expect(matchRoute(upstream.pathname)).toBe(matchRoute(path));
      }),
      { numRuns: 5000 },
    );
  });
});
