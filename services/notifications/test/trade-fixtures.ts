import type { PayloadInit, TopicName } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { publishAs } from '@sokoni/platform/testing';
import { aUser } from './fixtures.js';
import { parseMail, type ParsedMail } from './mime.js';
import type { DeliveryRow, NotificationsHarness } from './notifications-harness.js';

type Init<T> = Extract<T, { $typeName?: undefined }>;
export type OrderInit = Init<NonNullable<PayloadInit<'trade.order.status_changed.v1'>['order']>>;
/** An order with every field set (what anOrder returns). */
export type FullOrder = Required<Omit<OrderInit, '$typeName' | '$unknown' | 'releaseDueAt'>> &
  Pick<OrderInit, 'releaseDueAt'>;
export type User = ReturnType<typeof aUser>;

let refs = 0;
/** A human order reference as trade mints them; unique per call so tests can search for it. */
export const aReference = (): string =>
  `SK-${(++refs).toString(36).toUpperCase().padStart(4, '0')}-T${Date.now() % 1000}`;

/** The two lines every test order has, priced in the seller's currency. */
export const twoLines = (prices: readonly bigint[] = [60_000n, 1_000n]): FullOrder['lines'] => [
  { productId: uuidv7(), title: 'Shea butter', quantity: 2n, unit: 'kg', unitPriceMinor: prices[0] },
  { productId: uuidv7(), title: 'Black soap', quantity: 30n, unit: 'bars', unitPriceMinor: prices[1] },
];

/** An order snapshot as trade's events carry it: KES, 3% fee, two lines priced in the seller's currency. */
export function anOrder(buyer: User, seller: User, o: Partial<OrderInit> = {}): FullOrder {
  const order: FullOrder = {
    orderId: uuidv7(),
    reference: aReference(),
    checkoutId: uuidv7(),
    buyerId: buyer.userId,
    sellerId: seller.userId,
    status: 'paid',
    currency: 'KES',
    amountMinor: 150_000n,
    feeMinor: 4_500n,
    feeBasisPoints: 300,
    sellerCurrency: 'KES',
    sellerSubtotalMinor: 150_000n,
    lines: twoLines(),
    buyerLocale: buyer.locale,
  };
  return Object.assign(order, o);
}

/** Intl's invisible direction marks and non-breaking spaces, made plain so expectations stay readable. */
export const plain = (s: string): string =>
  s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

export interface SentMail {
  d: DeliveryRow;
  mail: ParsedMail;
  /** Subject and text with plain spaces and no direction marks. */
  subject: string;
  text: string;
}

/** Trade's side of the bus as the notifications service sees it, plus its users' contacts. */
export function tradeBus(h: NotificationsHarness) {
  return {
    /** A user identity has told notifications about (the contact read model). */
    async register(locale: string, name?: string): Promise<User> {
      const u = aUser(locale, name);
      await h.publish('identity.user.registered.v1', {
        ...u,
        businessName: `${u.fullName} Trading`,
        country: 'KE',
        source: 'self',
      });
      return u;
    },
    /** Publishes as trade's relay would; resolves once every group handled it. */
    publish<T extends TopicName>(topic: T, payload: PayloadInit<T>, o: { id?: string; key?: string } = {}) {
      return publishAs(h.transport, topic, payload, { producer: 'trade', id: o.id, key: o.key ?? uuidv7() });
    },
    /** Every e-mail the event produced, sent by the dev transport, keyed by recipient address. */
    async mailsOf(eventId: string): Promise<Map<string, SentMail>> {
      await h.queue.drain();
      const rows = await h.deliveries('event_id = $1', [eventId]);
      const byRecipient = new Map<string, SentMail>();
      for (const d of rows) {
        if (byRecipient.has(d.recipient)) throw new Error(`two e-mails to ${d.recipient} for ${eventId}`);
        const mail = parseMail(d.raw ?? '');
        byRecipient.set(d.recipient, { d, mail, subject: plain(d.subject), text: plain(mail.text) });
      }
      return byRecipient;
    },
  };
}
