import { describe, expect, it } from 'vitest';
import { clockSkew, formatRemaining, lockState, nextTickMs } from './fx-lock';

const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const lock = (minutes: number, expired = false) => ({
  expiresAt: new Date(T0 + minutes * 60_000).toISOString(),
  expired,
});

describe('the rate lock countdown', () => {
  it('counts down to the expiry, rounding up to the second', () => {
    expect(lockState(lock(15), T0)).toEqual({
      expired: false,
      remainingMs: 900_000,
      ending: false,
      clock: '15:00',
    });
    expect(lockState(lock(15), T0 + 1).clock).toBe('15:00');
    expect(lockState(lock(15), T0 + 1000).clock).toBe('14:59');
    expect(lockState(lock(15), T0 + 14 * 60_000 + 59_500).clock).toBe('0:01');
  });

  it('warns in the last minute and expires at the instant', () => {
    expect(lockState(lock(1), T0).ending).toBe(true);
    expect(lockState(lock(1), T0 - 1).ending).toBe(false);
    const over = lockState(lock(1), T0 + 60_000);
    expect(over).toEqual({ expired: true, remainingMs: 0, ending: false, clock: '0:00' });
    expect(lockState(lock(1), T0 + 59_999).expired).toBe(false);
  });

  it('the server’s verdict wins over the browser’s clock', () => {
    expect(lockState(lock(10, true), T0).expired).toBe(true);
  });

  it('takes the clock skew off: a browser five minutes fast still sees ten minutes left', () => {
    const fast = T0 + 5 * 60_000;
    const skew = clockSkew(new Date(T0).toUTCString(), fast);
    expect(skew).toBe(-5 * 60_000);
    expect(lockState(lock(10), fast, skew).clock).toBe('10:00');
    expect(lockState(lock(10), fast).clock).toBe('5:00');
  });

  it('ignores a missing or sub-second Date header', () => {
    expect(clockSkew(null, T0)).toBe(0);
    expect(clockSkew('garbage', T0)).toBe(0);
    expect(clockSkew(new Date(T0).toUTCString(), T0 + 900)).toBe(0);
  });

  it('shows hours past the hour', () => {
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(-5)).toBe('0:00');
  });

  it('ticks on the change of second, and not at all once expired', () => {
    expect(nextTickMs(lockState(lock(1), T0 + 250))).toBe(750);
    expect(nextTickMs(lockState(lock(1), T0))).toBe(1000);
    expect(nextTickMs(lockState(lock(1), T0 + 61_000))).toBe(Infinity);
  });
});
