import fc from 'fast-check';
import { bodyFingerprint, canonicalJson } from './request-fingerprint.js';

/** The same value with every object's keys in another order. */
function reorder(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((v, i) => reorder(v, seed + i));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const rotated = entries.length ? seed % entries.length : 0;
  const shuffled = [...entries.slice(rotated), ...entries.slice(0, rotated)].reverse();
  return Object.fromEntries(shuffled.map(([k, v]) => [k, reorder(v, seed + 1)]));
}

describe('bodyFingerprint', () => {
  it('does not depend on the order of keys, at any depth', () => {
    const a = { currency: 'KES', shippingAddress: { city: 'Nairobi', line1: 'Moi Ave 1' }, note: 'x' };
    const b = { note: 'x', shippingAddress: { line1: 'Moi Ave 1', city: 'Nairobi' }, currency: 'KES' };
    expect(bodyFingerprint(a)).toBe(bodyFingerprint(b));
    expect(canonicalJson(b)).toBe(
      '{"currency":"KES","note":"x","shippingAddress":{"city":"Nairobi","line1":"Moi Ave 1"}}',
    );
  });

  it('holds for any JSON value whose keys are shuffled', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, seed) => {
        expect(bodyFingerprint(reorder(value, seed))).toBe(bodyFingerprint(value));
      }),
    );
  });

  it('tells apart bodies that differ in a value, a type, an array order or a key', () => {
    const base = {
      items: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
    };
    const variants = [
      {
        items: [
          { productId: 'p1', quantity: 3 },
          { productId: 'p2', quantity: 1 },
        ],
      },
      {
        items: [
          { productId: 'p1', quantity: '2' },
          { productId: 'p2', quantity: 1 },
        ],
      },
      {
        items: [
          { productId: 'p2', quantity: 1 },
          { productId: 'p1', quantity: 2 },
        ],
      },
      { items: [{ productId: 'p1', quantity: 2 }] },
      {
        items: [
          { productId: 'p1', quantity: 2 },
          { productId: 'p2', quantity: 1 },
        ],
        note: '',
      },
      {
        items: [
          { productId: 'p1', qty: 2 },
          { productId: 'p2', quantity: 1 },
        ],
      },
      {
        items: [
          { productId: 'p1', quantity: 2 },
          { productId: 'p2', quantity: null },
        ],
      },
    ];
    const prints = new Set([base, ...variants].map(bodyFingerprint));
    expect(prints.size).toBe(variants.length + 1);
  });

  it('tells apart any two JSON values that are not equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        const empty = (v: unknown) =>
          v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
        fc.pre(!(empty(a) && empty(b)));
        expect(bodyFingerprint(a)).not.toBe(bodyFingerprint(b));
      }),
    );
  });

  it('keeps a parsed "__proto__" key as a member of the body', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"admin": true}, "a": 1}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"admin":true},"a":1}');
    expect(bodyFingerprint(parsed)).not.toBe(bodyFingerprint({ a: 1 }));
  });

  it('treats a missing body and an empty object as the same request, and is a SHA-256', () => {
    expect(bodyFingerprint(undefined)).toBe(bodyFingerprint({}));
    expect(bodyFingerprint(null)).toBe(bodyFingerprint({}));
    expect(bodyFingerprint({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
    expect(bodyFingerprint([])).not.toBe(bodyFingerprint({}));
  });
});
