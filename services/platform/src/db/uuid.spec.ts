import { uuidv7 } from './uuid.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { Test } from '@nestjs/testing';

describe('uuidv7', () => {
  it('has version 7 and the RFC variant', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('sorts in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('draws fresh random bits for every id, across refills of its random pool', () => {
    const start = 1_800_000_000_000;
    const ids = Array.from({ length: 3000 }, (_, i) => uuidv7(start + i));
    // The last 62 bits are random alone: a pool served twice would repeat them.
    expect(new Set(ids.map((id) => id.slice(20))).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(15, 18))).size).toBeGreaterThan(100); // the counter's random start
  });
  it('loads ESM deps', () => {
    expect(typeof MikroORM).toBe('function');
    expect(typeof Test.createTestingModule).toBe('function');
  });
});
