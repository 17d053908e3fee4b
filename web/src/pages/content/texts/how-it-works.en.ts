import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'How Sokoni works',
  description:
    'How businesses trade on Sokoni: find products or request quotes, pay into escrow, inspect the goods, then release payment.',
  lead: 'Sokoni connects African businesses that buy with businesses that grow, make and distribute. Every order follows the same protected path: agree on the deal, pay into escrow, deliver, inspect, release the payment.',
  sections: [
    {
      id: 'buyers',
      heading: 'For buyers',
      paragraphs: [
        'Buying on Sokoni is free. You pay for the goods and the shipping you agree with the supplier, nothing else.',
      ],
      ordered: true,
      list: [
        'Find products by browsing categories or searching. Filter by country of origin, minimum order quantity, price and ready-to-ship stock.',
        'Compare suppliers: their storefront, verification status, reviews from other buyers and how quickly they answer.',
        'Ask a supplier a question, or publish a request for quotation (RFQ) and receive offers from several suppliers.',
        'Place your order. Your payment goes into escrow, not to the supplier.',
        'Receive the goods and check them. When you confirm that they match the order, the payment is released to the supplier.',
      ],
      links: [
        { to: '/products', label: 'Browse products', primary: true },
        { to: '/rfq/new', label: 'Request a quotation' },
        { to: '/buyer-onboarding', label: 'Buyer guide' },
      ],
    },
    {
      id: 'sellers',
      heading: 'For sellers',
      paragraphs: [
        'Sellers create a storefront, list products with prices per quantity tier, and answer buyers’ questions and requests for quotation. When an order is paid into escrow you can see that the money is secured before you ship.',
        'Once the buyer confirms delivery, or the inspection period ends without a dispute, the payment is released to your account minus the transaction fee of your plan.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Why sell on Sokoni' },
        { to: '/seller-onboarding', label: 'Seller guide' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Escrow: payment held until you confirm',
      paragraphs: [
        'Escrow means that a neutral party holds the money while the goods travel. On Sokoni the buyer’s payment is held in a segregated escrow account with our regulated payment partners. The seller cannot withdraw it, and Sokoni does not use it for anything else.',
        'After delivery the buyer has an inspection period to check quantity and quality: seven days unless the order states another period. The buyer then confirms receipt and the money is released. If the buyer neither confirms nor opens a dispute before the period ends, the payment is released automatically, so honest sellers are never left waiting.',
      ],
    },
    {
      id: 'disputes',
      heading: 'When something goes wrong',
      paragraphs: [
        'If the goods do not arrive, arrive damaged, or do not match the agreed quantity, grade or specification, the buyer opens a dispute from the order page before the inspection period ends. The payment stays frozen in escrow while the dispute is open.',
        'Both sides add evidence: photos, inspection or laboratory reports, shipping and customs documents, and the messages exchanged on Sokoni. Our team reviews the file and proposes a resolution: full release, partial refund, return and refund, or full refund. Most disputes are settled at this stage; the terms and conditions explain what happens if they are not.',
      ],
      links: [{ to: '/terms-and-conditions#disputes', label: 'Dispute rules' }],
    },
    {
      id: 'verification',
      heading: 'What “Verified” means',
      paragraphs: [
        'A Verified badge means that Sokoni has checked the supplier’s business registration documents and the identity of the person who runs the account. It tells you that the company exists and that you are talking to it.',
        'Verification is not a promise about a particular shipment. That is what escrow, inspection and dispute resolution are for, and why we recommend using them on every order, including with suppliers you already know.',
      ],
    },
    {
      id: 'fees',
      heading: 'What it costs',
      paragraphs: [
        'Buyers pay no fees to Sokoni. Sellers pay a transaction fee on completed orders: 5% on the free Starter plan, 3% on Professional and 2% on Enterprise. Nothing is charged on orders that are refunded.',
      ],
      links: [{ to: '/membership', label: 'Compare plans' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Create a free account', primary: true },
    { to: '/faq', label: 'Read the FAQ' },
  ],
};

export default doc;
