import { canonicalJson, type Json } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives the same text whatever order the keys were written in', () => {
    const one = { seq: 7, actor: { email: 'a@b.example', id: 'u1' }, payload: { reason: 'fraud' } };
    const two = { payload: { reason: 'fraud' }, actor: { id: 'u1', email: 'a@b.example' }, seq: 7 };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('orders keys by UTF-16 code units, as RFC 8785 does', () => {
    // "é" (U+00E9) sorts after "z"; "B" before "a".
    expect(canonicalJson({ é: 1, z: 2, a: 3, B: 4 })).toBe('{"B":4,"a":3,"z":2,"é":1}');
  });

  it('spells numbers and strings as ECMAScript does', () => {
    expect(canonicalJson([1e21, 0.1, -0, 1.5e-7, 100])).toBe('[1e+21,0.1,0,1.5e-7,100]');
    expect(canonicalJson('line\nbreak "quoted" \u2028 ✓')).toBe('"line\\nbreak \\"quoted\\" \u2028 ✓"');
  });

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['undefined in an object', { a: undefined }],
    ['a bigint', 10n],
    ['a Date', new Date(0)],
    ['a function', () => 1],
  ])('refuses %s rather than change it', (_name, value) => {
    expect(() => canonicalJson(value as unknown as Json)).toThrow(TypeError);
  });
});
