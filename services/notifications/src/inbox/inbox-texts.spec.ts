import { date, term } from '../email/mail-text.js';
import { orderStatusMails } from '../trade-emails/order-mails.js';
import { noticeOfEmail } from './in-app-notice.js';
import { renderInboxText } from './inbox-texts.js';

const order = {
  orderId: '0190f5a0-0000-7000-8000-000000000001',
  reference: 'SK-AB12-CD34',
  checkoutId: '0190f5a0-0000-7000-8000-000000000002',
  buyerId: '0190f5a0-0000-7000-8000-000000000003',
  sellerId: '0190f5a0-0000-7000-8000-000000000004',
  status: 'refunded',
  currency: 'KES',
  amountMinor: 150_000n,
  feeMinor: 4_500n,
  feeBasisPoints: 300,
  sellerCurrency: 'KES',
  sellerSubtotalMinor: 150_000n,
  lines: [],
  buyerLocale: 'fr',
} as never;

describe('in-app texts', () => {
  it('renders an inbox text in the language asked for, English for others, and never re-reads a value', () => {
    const text = { key: 'message_received' as const, vars: { sender: 'Kofi', preview: 'Price {sender}?' } };
    expect(renderInboxText(text, 'fr-CI')).toEqual({
      lang: 'fr',
      title: 'Nouveau message de Kofi',
      body: 'Price {sender}?',
    });
    expect(renderInboxText(text, 'ha').title).toBe('New message from Kofi');
    expect(renderInboxText(text, '').lang).toBe('en');
  });

  it('translates terms and formats dates in the reader’s language', () => {
    const declined = {
      key: 'quote_declined' as const,
      vars: { rfq: 'Cashews', reason: [term('rfq_closed')] },
    };
    expect(renderInboxText(declined, 'sw').body).toBe('Mnunuzi amefunga ombi.');
    const posted = {
      key: 'rfq_posted' as const,
      vars: {
        title: 'Cashews',
        buyer: 'Amina',
        quantity: '5',
        unit: 'kg',
        deadline: [date(new Date('2027-03-01T12:00:00Z'))],
      },
    };
    expect(renderInboxText(posted, 'en').body).toMatch(
      /^Amina asks for quotes for 5 kg\. Quotes are due by .*2027/,
    );
  });

  it('gives an e-mail’s in-app twin its topic: switchable order news, always-on money', () => {
    const mails = orderStatusMails(
      { order, action: 'cancel', fromStatus: 'paid', actorRole: 'buyer', refundedMinor: 150_000n } as never,
      'e1',
    );
    const notices = mails.map(noticeOfEmail);
    expect(notices.map((n) => [n.kind, n.topic, n.link])).toEqual([
      ['order-refunded', 'payments', `/orders/${'0190f5a0-0000-7000-8000-000000000001'}`],
      ['seller-order-cancelled', 'payments', `/seller/orders/${'0190f5a0-0000-7000-8000-000000000001'}`],
    ]);
    const rendered = renderInboxText(notices[0]!.text, 'fr');
    expect(rendered.title).toContain('SK-AB12-CD34');
    expect(rendered.body).toContain('KES');
    const shipped = orderStatusMails(
      { order, action: 'ship', fromStatus: 'accepted', actorRole: 'seller' } as never,
      'e2',
    );
    expect(noticeOfEmail(shipped[0]!).topic).toBe('order_updates');
  });
});
