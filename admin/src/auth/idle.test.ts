import { describe, expect, it } from 'vitest';
import { IdleClock } from './idle';

const MIN = 60_000;

function store() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('IdleClock', () => {
  it('is idle after the limit without activity, and activity restarts the period', () => {
    let now = 0;
    const clock = new IdleClock({ limitMs: 30 * MIN, now: () => now, storage: store() });
    now = 29 * MIN;
    expect(clock.isIdle()).toBe(false);
    clock.touch();
    now = 58 * MIN;
    expect(clock.isIdle()).toBe(false);
    now = 59 * MIN;
    expect(clock.isIdle()).toBe(true);
  });

  it('counts activity in another tab (shared storage)', () => {
    let now = 0;
    const shared = store();
    const a = new IdleClock({ limitMs: 30 * MIN, now: () => now, storage: shared });
    const b = new IdleClock({ limitMs: 30 * MIN, now: () => now, storage: shared });
    now = 20 * MIN;
    b.touch();
    now = 40 * MIN;
    expect(a.isIdle()).toBe(false);
    now = 50 * MIN;
    expect(a.isIdle()).toBe(true);
  });

  it('tells a stale stored session from a fresh one, and forgets on sign-out', () => {
    let now = 100 * MIN;
    const s = store();
    const clock = new IdleClock({ limitMs: 30 * MIN, now: () => now, storage: s });
    expect(clock.storedSessionExpired()).toBe(false); // nothing stored: a first visit
    clock.reset();
    now += 31 * MIN;
    expect(clock.storedSessionExpired()).toBe(true);
    clock.forget();
    expect(clock.storedSessionExpired()).toBe(false);
  });

  it('works without storage', () => {
    let now = 0;
    const clock = new IdleClock({ limitMs: 1000, now: () => now, storage: null });
    now = 999;
    expect(clock.isIdle()).toBe(false);
    now = 1000;
    expect(clock.isIdle()).toBe(true);
  });
});
