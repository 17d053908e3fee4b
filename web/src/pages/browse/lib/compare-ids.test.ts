import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareHref, parseCompareIds, toggleCompareId } from './compare-ids';

const id = (n: number) => `01960000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('compare ids', () => {
  it('keeps distinct ids in order, lower-cased, and drops what is not an id', () => {
    expect(parseCompareIds(` ${id(2)} ,${id(1).toUpperCase()},nope,${id(2)},,`)).toEqual([id(2), id(1)]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('keeps at most four', () => {
    expect(parseCompareIds([1, 2, 3, 4, 5].map(id).join(','))).toEqual([1, 2, 3, 4].map(id));
  });

  it('toggles without passing the limit', () => {
    let ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids = toggleCompareId(ids, id(n));
    expect(ids).toHaveLength(COMPARE_MAX);
    expect(ids).not.toContain(id(5));
    expect(toggleCompareId(ids, id(2))).toEqual([id(1), id(3), id(4)]);
  });

  it('links the comparison page', () => {
    expect(compareHref([id(1), id(2)])).toBe(`/products/compare?ids=${id(1)},${id(2)}`);
  });
});
