import { timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser } from './fixtures.js';
import {
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';
import {
  anOrder,
  plain,
  tradeBus,
  twoLines,
  type OrderInit,
  type SentMail,
  type User,
} from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications trade e-mails');
const suite = db ? describe : describe.skip;

/**
 * Trade's events, published as trade's relay publishes them, become e-mails to the buyer and the
 * seller in their languages (the buyer's from the event, the seller's from the contact read
 * model), with amounts formatted from integer minor units, sent by the dev transport.
 */
suite('notifications: trade events → e-mails', () => {
  let h: NotificationsHarness;
  let bus: ReturnType<typeof tradeBus>;

  beforeAll(async () => {
    h = await startNotifications(db!);
    bus = tradeBus(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** The one e-mail `eventId` sent to `user`, after checking who else got one. */
  async function mailTo(eventId: string, user: User, recipients = 1): Promise<SentMail> {
    const mails = await bus.mailsOf(eventId);
    expect([...mails.keys()]).toHaveLength(recipients);
    const m = mails.get(user.email);
    expect(m).toBeDefined();
    expect(m!.d).toMatchObject({ user_id: user.userId, status: 'sent', transport: 'dev' });
    expect(m!.mail.headers.to).toBe(user.email);
    return m!;
  }

  const statusChanged = (
    order: OrderInit,
    action: string,
    from: string,
    extra: Record<string, unknown> = {},
  ) =>
    bus.publish(
      'trade.order.status_changed.v1',
      { order, action, fromStatus: from, actorRole: 'system', ...extra },
      { key: order.orderId },
    );

  describe('checkout placed → one e-mail to the buyer listing every seller’s order, nothing to sellers', () => {
    it.each([
      {
        lang: 'fr',
        currency: 'KES',
        amounts: [150_000n, 220_050n],
        subject: 'Nous avons reçu votre commande : 3 700,50 KES',
        hello: 'Bonjour Amina Diallo,',
        listed: ['1 500,00 KES', '2 200,50 KES'],
        items: '  Shea butter × 2 kg\n  Black soap × 30 bars',
        total: 'Total: 3 700,50 KES',
        action: 'Voir mes commandes',
      },
      {
        lang: 'ar',
        currency: 'UGX',
        amounts: [1_500_000n, 2_500_000n],
        subject: 'تلقّينا طلبك: ٤٬٠٠٠٬٠٠٠ UGX',
        hello: 'مرحبًا Amina Diallo،',
        listed: ['١٬٥٠٠٬٠٠٠ UGX', '٢٬٥٠٠٬٠٠٠ UGX'],
        items: '  Shea butter × ٢ kg\n  Black soap × ٣٠ bars',
        total: 'الإجمالي: ٤٬٠٠٠٬٠٠٠ UGX',
        action: 'عرض طلباتي',
      },
      {
        lang: 'en',
        currency: 'TND',
        amounts: [1_234_505n, 20_000n],
        subject: 'We received your order: TND 1,254.505',
        hello: 'Hello Amina Diallo,',
        listed: ['TND 1,234.505', 'TND 20.000'],
        items: '  Shea butter × 2 kg\n  Black soap × 30 bars',
        total: 'Total: TND 1,254.505',
        action: 'See my orders',
      },
    ])('$lang, $currency', async (c) => {
      // The contact says English: the checkout's language (the event's) wins for the buyer.
      const buyer = await bus.register('en', 'Amina Diallo');
      const [s1, s2] = [await bus.register('fr'), await bus.register('sw')];
      const orders = [
        anOrder(buyer, s1, { currency: c.currency, amountMinor: c.amounts[0]!, buyerLocale: c.lang }),
        anOrder(buyer, s2, { currency: c.currency, amountMinor: c.amounts[1]!, buyerLocale: c.lang }),
      ];
      const eventId = await bus.publish('trade.checkout.placed.v1', {
        checkoutId: orders[0]!.checkoutId,
        buyerId: buyer.userId,
        currency: c.currency,
        totalMinor: c.amounts[0]! + c.amounts[1]!,
        orders,
        buyerLocale: c.lang,
      });
      const m = await mailTo(eventId, buyer);
      expect(m.d).toMatchObject({ template: 'order-placed', locale: c.lang });
      expect(m.subject).toBe(c.subject);
      expect(m.text).toContain(c.hello);
      expect(m.text).toContain(
        `${orders[0]!.reference} — ${c.listed[0]}\n${c.items}\n\n${orders[1]!.reference} — ${c.listed[1]}\n${c.items}`,
      );
      expect(m.text).toContain(c.total);
      expect(m.text).toContain(`${c.action}: ${PUBLIC_URL}/orders\n`);
      expect(m.mail.html).toContain(`<html lang="${c.lang}" dir="${c.lang === 'ar' ? 'rtl' : 'ltr'}">`);
    });
  });

  it('payment succeeded → the buyer’s receipt; a checkout with no language falls back to the contact’s', async () => {
    const buyer = await bus.register('fr');
    const eventId = await bus.publish('trade.payment.succeeded.v1', {
      paymentId: uuidv7(),
      checkoutId: uuidv7(),
      buyerId: buyer.userId,
      provider: 'sandbox',
      providerReference: 'SBX-42',
      currency: 'TND',
      amountMinor: 1_234_505n,
      buyerLocale: '',
    });
    const m = await mailTo(eventId, buyer);
    expect(m.d).toMatchObject({ template: 'payment-received', locale: 'fr' });
    expect(m.subject).toBe('Paiement reçu : 1 234,505 TND');
    expect(m.text).toContain('Référence du paiement: SBX-42');
    expect(m.text).toContain(`${PUBLIC_URL}/orders`);
  });

  describe('paid → the seller’s new order in their own language, with their prices and the fee', () => {
    it.each([
      {
        lang: 'en',
        order: {
          currency: 'JPY',
          amountMinor: 98_765n,
          feeMinor: 2_963n,
          sellerCurrency: 'JPY',
          sellerSubtotalMinor: 98_765n,
        },
        prices: [45_000n, 291n],
        subject: (ref: string) => `New paid order ${ref}`,
        expected: [
          'Items:\nShea butter × 2 kg @ ¥45,000\nBlack soap × 30 bars @ ¥291',
          'Your subtotal: ¥98,765',
          'Paid by the buyer: ¥98,765',
          'Platform fee: ¥2,963 (3%)',
        ],
      },
      {
        lang: 'fr',
        order: {
          currency: 'KES',
          amountMinor: 250_000n,
          feeMinor: 7_500n,
          sellerCurrency: 'TND',
          sellerSubtotalMinor: 65_000n,
        },
        prices: [5_000n, 2_000n],
        subject: (ref: string) => `Nouvelle commande payée ${ref}`,
        expected: [
          'Articles:\nShea butter × 2 kg @ 5,000 TND\nBlack soap × 30 bars @ 2,000 TND',
          'Votre sous-total: 65,000 TND',
          "Payé par l'acheteur: 2 500,00 KES",
          'Commission de la plateforme: 75,00 KES (3 %)',
        ],
      },
      {
        lang: 'ar',
        order: {
          currency: 'KES',
          amountMinor: 150_000n,
          feeMinor: 4_500n,
          sellerCurrency: 'KES',
          sellerSubtotalMinor: 150_000n,
        },
        prices: [60_000n, 1_000n],
        subject: (ref: string) => `طلب جديد مدفوع ${ref}`,
        expected: [
          'المنتجات:\nShea butter × ٢ kg @ ٦٠٠٫٠٠ KES\nBlack soap × ٣٠ bars @ ١٠٫٠٠ KES',
          'مجموعك الفرعي: ١٬٥٠٠٫٠٠ KES',
          'عمولة المنصة: ٤٥٫٠٠ KES (٣٪)',
        ],
      },
    ])('$lang, $order.currency', async (c) => {
      const buyer = await bus.register('sw');
      const seller = await bus.register(c.lang, 'Kofi Mensah');
      const order = anOrder(buyer, seller, { ...c.order, lines: twoLines(c.prices) });
      const m = await mailTo(await statusChanged(order, 'pay', 'pending_payment'), seller);
      expect(m.d).toMatchObject({ template: 'seller-order-paid', locale: c.lang });
      expect(m.subject).toBe(c.subject(order.reference));
      for (const e of c.expected) expect(m.text).toContain(e);
      expect(m.text).toContain(`${PUBLIC_URL}/seller/orders/${order.orderId}`);
    });
  });

  it('shipped → the buyer gets the carrier and tracking (French)', async () => {
    const [buyer, seller] = [await bus.register('fr', 'Awa Traoré'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'shipped' });
    const m = await mailTo(
      await statusChanged(order, 'ship', 'accepted', {
        actorRole: 'seller',
        carrier: 'DHL Express',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://track.example/1Z999AA10123456784',
      }),
      buyer,
    );
    expect(m.d.template).toBe('order-shipped');
    expect(m.subject).toBe(`La commande ${order.reference} a été expédiée`);
    expect(m.text).toContain('Bonjour Awa Traoré,');
    expect(m.text).toContain('Transporteur: DHL Express');
    expect(m.text).toContain('Numéro de suivi: 1Z999AA10123456784');
    expect(m.text).toContain('Lien de suivi: https://track.example/1Z999AA10123456784');
    expect(m.text).toContain(`Voir la commande: ${PUBLIC_URL}/orders/${order.orderId}`);
  });

  it('delivered → the buyer is asked to confirm receipt, and told when the money goes to the seller', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('fr')];
    const releaseDueAt = timestampFromDate(new Date('2026-12-08T10:00:00Z'));
    const order = anOrder(buyer, seller, { status: 'delivered', releaseDueAt });
    const m = await mailTo(await statusChanged(order, 'deliver', 'shipped', { actorRole: 'seller' }), buyer);
    expect(m.d.template).toBe('order-delivered');
    expect(m.subject).toBe(`Order ${order.reference} was delivered`);
    expect(m.text).toContain(`Confirm receipt: ${PUBLIC_URL}/orders/${order.orderId}`);
    expect(plain(m.text)).toContain(
      'the payment is released to the supplier automatically on December 8, 2026 at 10:00 UTC.',
    );
    // An event of a trade that did not say when: the general wording, no half-filled sentence.
    const [b2, s2] = [await bus.register('sw'), await bus.register('en')];
    const undated = anOrder(b2, s2, { status: 'delivered' });
    const m2 = await mailTo(await statusChanged(undated, 'deliver', 'shipped', { actorRole: 'seller' }), b2);
    expect(m2.text).toContain('siku kadhaa baada ya kufikishwa');
    expect(m2.text).not.toMatch(/\{release\}|dated/);
  });

  it('receipt confirmed → the buyer’s order is complete, the seller’s balance gets the payment less the fee (JPY)', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('fr')];
    const order = anOrder(buyer, seller, {
      status: 'completed',
      currency: 'JPY',
      amountMinor: 98_765n,
      feeMinor: 2_963n,
      sellerCurrency: 'JPY',
    });
    const eventId = await statusChanged(order, 'confirm_receipt', 'delivered', {
      actorRole: 'buyer',
      releasedMinor: 98_765n,
    });
    const b = await mailTo(eventId, buyer, 2);
    expect(b.d.template).toBe('order-completed');
    expect(b.subject).toBe(`Order ${order.reference} is complete`);
    expect(b.text).toContain('the payment of ¥98,765 was released from escrow');
    const s = await mailTo(eventId, seller, 2);
    expect(s.d).toMatchObject({ template: 'seller-funds-released', locale: 'fr' });
    expect(s.subject).toBe(`Paiement libéré pour la commande ${order.reference}`);
    expect(s.text).toContain('95 802 JPY est ajouté à votre solde');
    expect(s.text).toContain('Libéré du séquestre: 98 765 JPY');
    expect(s.text).toContain('Commission de la plateforme: 2 963 JPY (3 %)');
    expect(s.text).toContain('Ajouté à votre solde: 95 802 JPY');
    expect(s.text).toContain(`${PUBLIC_URL}/seller/orders/${order.orderId}`);
  });

  it('auto-release does the same; accepting and expiring send nothing', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'completed' });
    const released = await bus.mailsOf(await statusChanged(order, 'auto_release', 'delivered'));
    expect([...released.values()].map((m) => m.d.template).sort()).toEqual([
      'order-completed',
      'seller-funds-released',
    ]);
    expect(released.get(seller.email)!.text).toContain('Added to your balance: KES 1,455.00');
    expect((await bus.mailsOf(await statusChanged(order, 'accept', 'paid'))).size).toBe(0);
    expect((await bus.mailsOf(await statusChanged(order, 'expire', 'pending_payment'))).size).toBe(0);
  });

  it('declined → the buyer is refunded, told why (Arabic)', async () => {
    const [buyer, seller] = [await bus.register('ar', 'Omar Haddad'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'declined' });
    const eventId = await statusChanged(order, 'decline', 'paid', {
      actorRole: 'seller',
      note: 'Out of stock until March',
      refundedMinor: 150_000n,
    });
    const m = await mailTo(eventId, buyer);
    expect(m.d).toMatchObject({ template: 'order-refunded', locale: 'ar' });
    expect(m.subject).toBe(`تم استرداد مبلغ الطلب ${order.reference}`);
    expect(m.text).toContain('يعود إليك ١٬٥٠٠٫٠٠ KES');
    expect(m.text).toContain('السبب: رفض المورد الطلب.');
    expect(m.text).toContain('ملاحظة: Out of stock until March');
  });

  it('cancelled by the buyer → refund to the buyer and a notice to the seller; an unpaid cancellation sends nothing', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('fr')];
    const unpaid = anOrder(buyer, seller, { status: 'cancelled' });
    expect((await bus.mailsOf(await statusChanged(unpaid, 'cancel', 'pending_payment'))).size).toBe(0);

    const order = anOrder(buyer, seller, { status: 'cancelled', amountMinor: 220_050n });
    const eventId = await statusChanged(order, 'cancel', 'accepted', {
      actorRole: 'buyer',
      note: 'Ordered twice',
      refundedMinor: 220_050n,
    });
    const b = await mailTo(eventId, buyer, 2);
    expect(b.subject).toBe(`Order ${order.reference} was refunded`);
    expect(b.text).toContain('KES 2,200.50 goes back to you');
    expect(b.text).toContain('Why: You cancelled the order.');
    const s = await mailTo(eventId, seller, 2);
    expect(s.d.template).toBe('seller-order-cancelled');
    expect(s.subject).toBe(`La commande ${order.reference} a été annulée par l'acheteur`);
    expect(s.text).toContain("Note de l'acheteur: Ordered twice");
  });

  it('refunded by staff → both parties, with the amount; a partial refund tells the seller what was released', async () => {
    const [buyer, seller] = [await bus.register('sw'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'refunded', currency: 'UGX', amountMinor: 1_500_000n });
    const full = await statusChanged(order, 'staff_refund', 'shipped', {
      actorRole: 'staff',
      note: 'Goods seized at customs',
      refundedMinor: 1_500_000n,
    });
    const b = await mailTo(full, buyer, 2);
    expect(b.text).toContain('UGX 1,500,000 zinarudi kwako');
    expect(b.text).toContain('Sababu: Timu ya Sokoni ilirejesha pesa.');
    const s = await mailTo(full, seller, 2);
    expect(s.d.template).toBe('seller-order-refunded');
    expect(s.text).toContain(`Sokoni staff refunded UGX 1,500,000 of order ${order.reference} to the buyer`);
    expect(s.text).toContain('Reason: Goods seized at customs');
    expect(s.text).not.toContain('Released from escrow');

    const part = await statusChanged(order, 'staff_refund', 'delivered', {
      actorRole: 'staff',
      refundedMinor: 1_000_000n,
      releasedMinor: 500_000n,
    });
    expect((await mailTo(part, buyer, 2)).text).toContain('UGX 1,000,000 zinarudi kwako');
    const ps = await mailTo(part, seller, 2);
    expect(ps.text).toContain(`Sokoni staff refunded UGX 1,000,000 of order ${order.reference} to the buyer`);
    expect(ps.text).toContain('Released from escrow: UGX 500,000');
  });

  it('dispute opened → the buyer’s confirmation and the seller’s call to answer by the date trade set', async () => {
    const [buyer, seller] = [await bus.register('fr'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'disputed' });
    const eventId = await bus.publish(
      'trade.dispute.opened.v1',
      {
        disputeId: uuidv7(),
        order,
        reason: 'not_as_described',
        description: 'Half the bars are broken',
        evidenceCount: 3,
        answerBy: timestampFromDate(new Date('2026-12-01T09:30:00Z')),
      },
      { key: order.orderId },
    );
    const b = await mailTo(eventId, buyer, 2);
    expect(b.d.template).toBe('dispute-opened');
    expect(b.subject).toBe(`Votre litige sur la commande ${order.reference} est ouvert`);
    expect(b.text).toContain('Fichiers joints: 3');
    const s = await mailTo(eventId, seller, 2);
    expect(s.d.template).toBe('seller-dispute-opened');
    expect(s.subject).toBe(`Dispute opened on order ${order.reference}`);
    expect(plain(s.text)).toContain('Please answer by December 1, 2026 at 09:30 UTC');
    expect(s.text).toContain("Buyer's description: Half the bars are broken");
    expect(s.text).toContain(`Answer the dispute: ${PUBLIC_URL}/seller/orders/${order.orderId}`);
  });

  it('dispute decided (partial refund, TND) → each party sees the outcome and the amounts', async () => {
    const [buyer, seller] = [await bus.register('ar'), await bus.register('en')];
    const order = anOrder(buyer, seller, {
      status: 'refunded',
      currency: 'TND',
      amountMinor: 1_234_505n,
      feeMinor: 37_035n,
      sellerCurrency: 'TND',
    });
    const eventId = await bus.publish(
      'trade.dispute.decided.v1',
      {
        disputeId: uuidv7(),
        order,
        outcome: 'refund_partial',
        refundedMinor: 617_253n,
        releasedMinor: 617_252n,
        feeMinor: 18_518n,
        reason: 'Half the goods were damaged',
        decidedBy: uuidv7(),
      },
      { key: order.orderId },
    );
    const b = await mailTo(eventId, buyer, 2);
    expect(b.d).toMatchObject({ template: 'dispute-decided', locale: 'ar' });
    expect(b.text).toContain('يُردّ إليك جزء من المبلغ.');
    expect(b.text).toContain('المبلغ المسترد لك: ٦١٧٫٢٥٣ د.ت.');
    const s = await mailTo(eventId, seller, 2);
    expect(s.subject).toBe(`Decision on the dispute about order ${order.reference}`);
    expect(s.text).toContain('the buyer is refunded in part and the rest is released to you.');
    expect(s.text).toContain(
      [
        'Released from escrow: TND 617.252',
        'Platform fee: TND 18.518 (3%)',
        'Added to your balance: TND 598.734',
        'Refunded to the buyer: TND 617.253',
        'Reason for the decision: Half the goods were damaged',
      ].join('\n'),
    );
  });

  it('payouts settled and failed → the seller (Swahili, French)', async () => {
    const [sw, fr] = [await bus.register('sw'), await bus.register('fr')];
    const payout = (seller: User, currency: string, amountMinor: bigint) => ({
      payoutId: uuidv7(),
      sellerId: seller.userId,
      currency,
      amountMinor,
      provider: 'sandbox',
    });
    const settled = await mailTo(
      await bus.publish('trade.payout.settled.v1', { payout: payout(sw, 'UGX', 1_500_000n) }),
      sw,
    );
    expect(settled.subject).toBe('Malipo yako ya UGX 1,500,000 yametumwa');
    expect(settled.text).toContain(`${PUBLIC_URL}/seller/payouts`);
    const failed = await mailTo(
      await bus.publish('trade.payout.failed.v1', {
        payout: payout(fr, 'KES', 250_000n),
        reason: 'Account closed',
      }),
      fr,
    );
    expect(failed.subject).toBe('Votre virement de 2 500,00 KES a échoué');
    expect(failed.text).toContain('Motif: Account closed');
  });

  it('a redelivered event sends nothing twice', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('en')];
    const order = anOrder(buyer, seller, { status: 'completed' });
    const id = uuidv7();
    for (let i = 0; i < 3; i++)
      await bus.publish(
        'trade.order.status_changed.v1',
        { order, action: 'confirm_receipt', fromStatus: 'delivered', actorRole: 'buyer' },
        { id, key: order.orderId },
      );
    await h.queue.drain();
    expect((await h.deliveries('event_id = $1', [id])).map((d) => d.recipient).sort()).toEqual(
      [buyer.email, seller.email].sort(),
    );
  });

  it('a recipient notifications does not know yet: the e-mail waits for the contact, then goes out once', async () => {
    const buyer = await bus.register('en');
    const seller = aUser('ar', 'Layla Nasser'); // identity's registration has not arrived
    const order = anOrder(buyer, seller);
    const id = await statusChanged(order, 'pay', 'pending_payment');
    await statusChanged(order, 'pay', 'pending_payment', {}); // another event, same facts
    await bus.publish(
      'trade.order.status_changed.v1',
      { order, action: 'pay', fromStatus: 'pending_payment', actorRole: 'system' },
      { id, key: order.orderId },
    ); // a redelivery
    await h.queue.drain();
    expect(await h.deliveries('user_id = $1', [seller.userId])).toEqual([]);
    const held = await h.sql.query('select event_id from notifications.held_emails where user_id = $1', [
      seller.userId,
    ]);
    expect(held.rows).toHaveLength(2);
    expect(held.rows.map((r: { event_id: string }) => r.event_id)).toContain(id);

    await h.publish('identity.user.registered.v1', {
      ...seller,
      businessName: 'Nasser Foods',
      country: 'EG',
      source: 'self',
    });
    await h.publish('identity.user.profile_updated.v1', {
      ...seller,
      businessName: 'Nasser Foods',
      country: 'EG',
    });
    await h.queue.drain();
    const sent = await h.deliveries('user_id = $1', [seller.userId]);
    expect(sent).toHaveLength(2);
    const first = sent.find((d) => d.event_id === id)!;
    expect(first).toMatchObject({
      recipient: seller.email,
      template: 'seller-order-paid',
      locale: 'ar',
      status: 'sent',
      subject: `طلب جديد مدفوع ${order.reference}`,
    });
    expect(first.text).toContain('مرحبًا Layla Nasser،');
    expect(plain(first.text ?? '')).toContain('مجموعك الفرعي: ١٬٥٠٠٫٠٠ KES');
    expect((await h.sql.query('select 1 from notifications.held_emails')).rowCount).toBe(0);
  });

  it('an e-mail and its recipient’s contact arriving at the same time: sent once, nothing left held', async () => {
    const buyer = await bus.register('en');
    const sellers = Array.from({ length: 25 }, () => aUser('fr'));
    const orders = sellers.map((s) => anOrder(buyer, s));
    await Promise.all(
      sellers.flatMap((s, i) => [
        statusChanged(orders[i]!, 'pay', 'pending_payment'),
        h.publish('identity.user.registered.v1', { ...s, businessName: 'X', country: 'CI', source: 'self' }),
      ]),
    );
    await h.queue.drain();
    const ids = sellers.map((s) => s.userId);
    const sent = await h.deliveries('user_id = any($1)', [ids]);
    expect(sent.map((d) => d.user_id).sort()).toEqual([...ids].sort());
    expect(sent.every((d) => d.template === 'seller-order-paid' && d.status === 'sent')).toBe(true);
    const held = await h.sql.query('select 1 from notifications.held_emails where user_id = any($1)', [ids]);
    expect(held.rowCount).toBe(0);
  });

  it('an event that cannot make a sensible e-mail is dead-lettered, not retried', async () => {
    const [buyer, seller] = [await bus.register('en'), await bus.register('en')];
    const order = anOrder(buyer, seller);
    const bad = [
      await bus.publish('trade.dispute.decided.v1', {
        disputeId: uuidv7(),
        order,
        outcome: 'split_the_difference',
      }),
      await bus.publish('trade.payment.succeeded.v1', {
        buyerId: buyer.userId,
        currency: 'kes',
        amountMinor: 1n,
      }),
      await bus.publish('trade.order.status_changed.v1', { action: 'ship' }),
    ];
    const letters = await h.sql.query<{ event_id: string; error_kind: string; consumer_group: string }>(
      `select event_id, error_kind, consumer_group from notifications.dead_letter
       where event_id = any($1) and consumer_group = 'notifications.trade-emails'`,
      [bad],
    );
    expect(letters.rows.map((l) => [l.error_kind, l.consumer_group])).toEqual(
      bad.map(() => ['poison', 'notifications.trade-emails']),
    );
    // The bell's group (the same decisions, order-mails.ts) dead-letters them too, and stores nothing.
    const inbox = await h.sql.query(
      `select 1 from notifications.dead_letter where event_id = any($1) and consumer_group = 'notifications.inbox'`,
      [bad],
    );
    expect(inbox.rowCount).toBe(bad.length);
    expect(await h.deliveries('event_id = any($1)', [bad])).toEqual([]);
  });
});
