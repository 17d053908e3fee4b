import { describe, expect, it } from 'vitest';
import { ActionKey } from './action-key';

describe('ActionKey', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key while the same action is retried', () => {
    const k = new ActionKey(counter());
    const body = { amountMinor: 999, reason: 'Damaged' };
    expect(k.for(body)).toBe('key-1');
    expect(k.for({ amountMinor: 999, reason: 'Damaged' })).toBe('key-1');
  });

  it('takes a new key for another body, and after the action is over', () => {
    const k = new ActionKey(counter());
    expect(k.for({ amountMinor: 999, reason: 'Damaged' })).toBe('key-1');
    expect(k.for({ amountMinor: 500, reason: 'Damaged' })).toBe('key-2');
    expect(k.for({ amountMinor: 500, reason: 'Damaged' })).toBe('key-2');
    k.reset();
    expect(k.for({ amountMinor: 500, reason: 'Damaged' })).toBe('key-3');
  });

  it('uses random UUIDs by default', () => {
    const a = new ActionKey().for({ x: 1 });
    const b = new ActionKey().for({ x: 1 });
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
