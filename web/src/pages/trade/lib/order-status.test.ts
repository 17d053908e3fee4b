import { describe, expect, it } from 'vitest';
import { buyerActions, ORDER_STATUSES, progressOf, sellerActions, statusColor } from './order-status';

describe('what the order screens offer', () => {
  it('the buyer cancels before shipment, confirms or disputes after it', () => {
    expect(buyerActions('pending_payment')).toEqual(['cancel']);
    expect(buyerActions('paid')).toEqual(['cancel']);
    expect(buyerActions('accepted')).toEqual(['cancel']);
    expect(buyerActions('shipped')).toEqual(['deliver', 'confirm_receipt', 'dispute']);
    expect(buyerActions('delivered')).toEqual(['confirm_receipt', 'dispute']);
    for (const s of ['completed', 'disputed', 'refunded', 'declined', 'cancelled', 'expired'] as const)
      expect(buyerActions(s)).toEqual([]);
  });

  it('the seller accepts or declines a paid order, ships an accepted one, marks a shipped one delivered', () => {
    expect(sellerActions('paid')).toEqual(['accept', 'decline']);
    expect(sellerActions('accepted')).toEqual(['ship']);
    expect(sellerActions('shipped')).toEqual(['deliver']);
    expect(sellerActions('pending_payment')).toEqual([]);
    expect(sellerActions('delivered')).toEqual([]);
    expect(sellerActions('disputed')).toEqual([]);
  });

  it('every status has a colour', () => {
    for (const s of ORDER_STATUSES) expect(statusColor(s)).toBeTruthy();
    expect(statusColor('completed')).toBe('green');
  });

  it('places an order on the main path, or where it left it', () => {
    expect(progressOf('shipped', [])).toEqual({ current: 3, stop: null });
    expect(
      progressOf('disputed', ['pending_payment', 'paid', 'accepted', 'shipped', 'delivered', 'disputed']),
    ).toEqual({
      current: 4,
      stop: 'disputed',
    });
    expect(progressOf('declined', ['pending_payment', 'paid', 'declined'])).toEqual({
      current: 1,
      stop: 'declined',
    });
    expect(progressOf('expired', ['pending_payment', 'expired'])).toEqual({ current: 0, stop: 'expired' });
  });
});
