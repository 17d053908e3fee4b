import { ProblemException } from '../errors/problem.exception.js';
import { jsonDepthExceeds, jsonDepthGuard, MAX_JSON_DEPTH } from './json-depth.js';

const nested = (depth: number, open = '[', close = ']') =>
  Buffer.from(open.repeat(depth) + close.repeat(depth));

describe('JSON depth guard', () => {
  it('passes bodies up to the limit and stops deeper ones', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    // The body of the report: 2,000 levels in 4 KB overflowed class-transformer's recursion.
    expect(jsonDepthExceeds(nested(2000), MAX_JSON_DEPTH)).toBe(true);
    const objects = Buffer.from('{"a":'.repeat(100) + '1' + '}'.repeat(100));
    expect(jsonDepthExceeds(objects, MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts only brackets outside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '['.repeat(500), quoted: '"[[[[', tail: '\\' });
    expect(jsonDepthExceeds(Buffer.from(text), 2)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from(JSON.stringify([[['"']]])), 2)).toBe(true);
  });

  it('answers 400 problem+json through body-parser (a thrown error keeps its status)', () => {
    const verify = jsonDepthGuard();
    expect(() => verify({} as never, {} as never, nested(10))).not.toThrow();
    let thrown: unknown;
    try {
      verify({} as never, {} as never, nested(65));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ProblemException);
    expect((thrown as ProblemException).getStatus()).toBe(400);
    expect((thrown as ProblemException).code).toBe('http.body_too_deep');
    expect((thrown as { status?: number }).status).toBe(400);
  });
});
