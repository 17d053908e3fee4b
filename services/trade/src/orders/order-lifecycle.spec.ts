import {
  FINAL,
  HOLDING_ESCROW,
  ORDER_STATUSES,
  refundsOnTransition,
  releasesOnTransition,
  transition,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './order-lifecycle.js';

const ACTIONS: OrderAction[] = [
  'pay',
  'accept',
  'decline',
  'ship',
  'deliver',
  'confirm_receipt',
  'auto_release',
  'cancel',
  'expire',
  'dispute',
  'decide_release',
  'decide_refund',
  'staff_refund',
];
const ACTORS: OrderActor[] = ['buyer', 'seller', 'staff', 'system'];

function allowed(from: OrderStatus): Array<[OrderAction, OrderActor, OrderStatus]> {
  const out: Array<[OrderAction, OrderActor, OrderStatus]> = [];
  for (const action of ACTIONS)
    for (const actor of ACTORS) {
      const r = transition(from, action, actor);
      if (r.ok) out.push([action, actor, r.to]);
    }
  return out;
}

describe('order lifecycle', () => {
  it('walks the happy path of the issue: pending_payment → paid → accepted → shipped → delivered → completed', () => {
    let s: OrderStatus = 'pending_payment';
    const steps: Array<[OrderAction, OrderActor]> = [
      ['pay', 'system'],
      ['accept', 'seller'],
      ['ship', 'seller'],
      ['deliver', 'buyer'],
      ['confirm_receipt', 'buyer'],
    ];
    const seen: OrderStatus[] = [s];
    for (const [action, actor] of steps) {
      const r = transition(s, action, actor);
      if (!r.ok) throw new Error(`${action} by ${actor} from ${s}: ${r.reason}`);
      s = r.to;
      seen.push(s);
    }
    expect(seen).toEqual(['pending_payment', 'paid', 'accepted', 'shipped', 'delivered', 'completed']);
  });

  it('lets nothing leave a final status', () => {
    for (const s of FINAL) expect(allowed(s)).toEqual([]);
  });

  it('reaches every status from pending_payment', () => {
    const reached = new Set<OrderStatus>(['pending_payment']);
    const queue: OrderStatus[] = ['pending_payment'];
    while (queue.length) {
      for (const [, , to] of allowed(queue.shift()!))
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('refuses the wrong party before it looks at the status', () => {
    expect(transition('paid', 'accept', 'buyer')).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(transition('delivered', 'confirm_receipt', 'seller')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(transition('disputed', 'decide_refund', 'buyer')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(transition('pending_payment', 'pay', 'buyer')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
  });

  it('lets the buyer cancel only before shipment, and the seller decline only a paid order', () => {
    expect(transition('accepted', 'cancel', 'buyer')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition('shipped', 'cancel', 'buyer')).toEqual({ ok: false, reason: 'wrong_status' });
    expect(transition('accepted', 'decline', 'seller')).toEqual({ ok: false, reason: 'wrong_status' });
  });

  it('has disputes only between shipment and release, and only staff end them', () => {
    const disputable = ORDER_STATUSES.filter((s) => transition(s, 'dispute', 'buyer').ok);
    expect(disputable).toEqual(['shipped', 'delivered']);
    expect(allowed('disputed').map(([a, actor]) => `${a}:${actor}`)).toEqual([
      'decide_release:staff',
      'decide_refund:staff',
    ]);
    // A frozen escrow: the auto-release job cannot complete a disputed order.
    expect(transition('disputed', 'auto_release', 'system').ok).toBe(false);
  });

  it('moves money exactly when escrow holds it', () => {
    expect(refundsOnTransition('pending_payment', 'cancel')).toBe(false);
    expect(refundsOnTransition('paid', 'cancel')).toBe(true);
    expect(refundsOnTransition('paid', 'decline')).toBe(true);
    for (const s of ORDER_STATUSES)
      for (const a of ACTIONS) if (refundsOnTransition(s, a)) expect(HOLDING_ESCROW.has(s)).toBe(true);
    expect(ACTIONS.filter(releasesOnTransition)).toEqual([
      'confirm_receipt',
      'auto_release',
      'decide_release',
    ]);
    // Every action that releases or refunds, wherever allowed, ends in a final status.
    for (const s of HOLDING_ESCROW)
      for (const [action, , to] of allowed(s))
        if (releasesOnTransition(action) || refundsOnTransition(s, action)) expect(FINAL.has(to)).toBe(true);
  });
});
