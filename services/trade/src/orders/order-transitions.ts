import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import type { TradeConfig } from '../trade.config.js';
import { FINAL, transition, type OrderAction, type OrderActor, type OrderStatus } from './order-lifecycle.js';
import { OrderEvent, TradeOrder, type Shipment } from './order.entities.js';
import { OrderProblems } from './order.problems.js';
import { OrderSnapshots } from './order-snapshot.js';

export interface TransitionActor {
  role: OrderActor;
  /** The user acting (buyer, seller, staff); null for the system (payments, scheduled jobs). */
  id: string | null;
}

export interface TransitionExtra {
  /** A decline or cancel reason, a staff note: kept on the timeline and sent with the event. */
  note?: string;
  /** Set on 'ship'. */
  shipment?: Shipment;
  /** Money that moved with this change, for the event (the caller moved it in the same transaction). */
  releasedMinor?: bigint;
  refundedMinor?: bigint;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from a URL: anything else is simply not found (and never reaches PostgreSQL as a uuid). */
export const isUuid = (id: string): boolean => UUID.test(id);
const DAY_MS = 86_400_000;

/**
 * Moves one order through its lifecycle in the caller's transaction: locks the row, asks
 * order-lifecycle whether this actor may take this action from the current status, writes the
 * status and its timestamps, appends the timeline entry and adds trade.order.status_changed.v1 to
 * the outbox. It moves no money: the caller does that beside it, in the same transaction, and says
 * how much in `extra` so the event can tell.
 *
 * Refusals: a buyer or seller who is not party to the order gets 404 (it might as well not exist),
 * a party taking the other party's action 403, an action the status does not allow 409.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly snapshots: OrderSnapshots,
    @InjectConfig() private readonly config: Pick<TradeConfig, 'AUTO_RELEASE_DAYS'>,
  ) {}

  /** Locks the order for the caller's transaction after checking the actor may see it (404 otherwise). */
  async lock(em: EntityManager, orderId: string, actor: TransitionActor): Promise<TradeOrder> {
    if (!UUID.test(orderId)) throw OrderProblems.notFound();
    const order = await em.findOne(TradeOrder, orderId.toLowerCase(), {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (!order || !maySee(order, actor)) throw OrderProblems.notFound();
    return order;
  }

  async apply(
    em: EntityManager,
    orderId: string,
    action: OrderAction,
    actor: TransitionActor,
    extra: TransitionExtra = {},
  ): Promise<TradeOrder> {
    const order = await this.lock(em, orderId, actor);
    return this.applyLocked(em, order, action, actor, extra);
  }

  /**
   * Whether `actor` may take `action` on the order now, without changing anything: the status it
   * would move to, or the refusal apply would throw. Use-cases that move money check first.
   */
  check(order: TradeOrder, action: OrderAction, actor: TransitionActor): OrderStatus {
    if (!actsAsItsParty(order, actor)) throw OrderProblems.notYourAction({ action: label(action) });
    const result = transition(order.status, action, actor.role);
    if (result.ok) return result.to;
    throw result.reason === 'not_allowed_for_actor'
      ? OrderProblems.notYourAction({ action: label(action) })
      : OrderProblems.wrongStatus({ status: order.status, action: label(action) });
  }

  /**
   * The same on an order the caller already holds locked (from `lock`), for use-cases that must
   * read the order (its status, its amounts) before deciding what money moves with the change.
   */
  async applyLocked(
    em: EntityManager,
    order: TradeOrder,
    action: OrderAction,
    actor: TransitionActor,
    extra: TransitionExtra = {},
  ): Promise<TradeOrder> {
    const from = order.status;
    const to = this.check(order, action, actor);
    const now = new Date();
    order.status = to;
    order.updatedAt = now;
    if (to === 'paid') order.paidAt ??= now;
    if (action === 'ship' && extra.shipment) order.shipment = extra.shipment;
    if (to === 'delivered' || (action === 'confirm_receipt' && !order.deliveredAt)) {
      order.deliveredAt = now;
      if (to === 'delivered')
        order.releaseDueAt = new Date(now.getTime() + this.config.AUTO_RELEASE_DAYS * DAY_MS);
    }
    if (FINAL.has(to)) order.closedAt = now;
    em.create(OrderEvent, {
      id: uuidv7(),
      orderId: order.id,
      action,
      fromStatus: from,
      toStatus: to,
      actorId: actor.id,
      actorRole: actor.role,
      note: extra.note ?? null,
      at: now,
    });
    await em.flush();

    const shipment = action === 'ship' ? order.shipment : null;
    await this.outbox.add(
      em,
      'trade.order.status_changed.v1',
      order.id,
      {
        order: await this.snapshots.of(em, order),
        action,
        fromStatus: from,
        actorRole: actor.role,
        note: extra.note ?? '',
        carrier: shipment?.carrier ?? '',
        trackingNumber: shipment?.trackingNumber ?? '',
        trackingUrl: shipment?.trackingUrl ?? '',
        releasedMinor: extra.releasedMinor ?? 0n,
        refundedMinor: extra.refundedMinor ?? 0n,
      },
      actor.id ? { actorId: actor.id } : {},
    );
    return order;
  }
}

/** Staff and the system see every order; a buyer or seller only the orders they are party to. */
function maySee(order: TradeOrder, actor: TransitionActor): boolean {
  if (actor.role === 'staff' || actor.role === 'system') return true;
  const id = actor.id?.toLowerCase();
  return id === order.buyerId || id === order.sellerId;
}

/** A party may only act as what they are on this order (the seller of an order is not its buyer). */
function actsAsItsParty(order: TradeOrder, actor: TransitionActor): boolean {
  const id = actor.id?.toLowerCase();
  if (actor.role === 'buyer') return id === order.buyerId;
  if (actor.role === 'seller') return id === order.sellerId;
  return true;
}

const label = (action: OrderAction): string => action.replace(/_/g, ' ');
