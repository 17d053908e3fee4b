import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('page window', () => {
  it('shows the ends and two pages either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 83)).toEqual([1, null, 8, 9, 10, 11, 12, null, 83]);
    expect(pageWindow(83, 83)).toEqual([1, null, 81, 82, 83]);
  });
});
