import { describe, expect, it } from 'vitest';
import { forecast, wholeNumber } from './forecast';

const TODAY = new Date('2027-03-01T00:00:00Z');
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

describe('forecast', () => {
  it('says how long the stock lasts, when to reorder and how much', () => {
    // 300 sold in 30 days: 10 a day. 400 in stock last 40 days; a batch takes 14 days, 7 safety days.
    const f = forecast({ stock: 400, soldLast30: 300, leadDays: 14, safetyDays: 7, coverDays: 30 }, TODAY);
    expect(f.daily).toBe(10);
    expect(f.daysOfCover).toBe(40);
    expect(day(f.stockoutOn)).toBe('2027-04-10');
    expect(f.reorderPoint).toBe(210);
    expect(f.orderNow).toBe(false);
    // 400 − 210 = 190 units, 19 days from today.
    expect(day(f.reorderOn)).toBe('2027-03-20');
    // (14 + 7 + 30) × 10 = 510 needed when the order is placed with 210 left: 300.
    expect(f.orderQuantity).toBe(300);
  });

  it('says to order now when the stock is at or below the reorder point, and counts what is left', () => {
    const f = forecast({ stock: 100, soldLast30: 300, leadDays: 14, safetyDays: 7, coverDays: 30 }, TODAY);
    expect(f.orderNow).toBe(true);
    expect(f.reorderOn).toBeNull();
    expect(f.orderQuantity).toBe(410);
    expect(
      forecast({ stock: 210, soldLast30: 300, leadDays: 14, safetyDays: 7, coverDays: 30 }, TODAY).orderNow,
    ).toBe(true);
  });

  it('rounds units up and days down, so the estimate never promises too much', () => {
    const f = forecast({ stock: 50, soldLast30: 7, leadDays: 10, safetyDays: 5, coverDays: 30 }, TODAY);
    expect(f.reorderPoint).toBe(4); // 3.5 rounded up
    expect(f.daysOfCover).toBe(214); // 214.28… rounded down
    expect(Number.isInteger(f.orderQuantity)).toBe(true);
  });

  it('does not run out when nothing sells', () => {
    const f = forecast({ stock: 50, soldLast30: 0, leadDays: 10, safetyDays: 5, coverDays: 30 }, TODAY);
    expect(f).toMatchObject({ daysOfCover: null, stockoutOn: null, orderNow: false, orderQuantity: 0 });
  });
});

describe('wholeNumber', () => {
  it('takes whole numbers of 0 or more only', () => {
    expect(wholeNumber(' 42 ')).toBe(42);
    expect(wholeNumber('0')).toBe(0);
    for (const bad of ['', '-1', '1.5', '1e3', 'ten', '1234567890'])
      expect(wholeNumber(bad), bad).toBeUndefined();
  });
});
