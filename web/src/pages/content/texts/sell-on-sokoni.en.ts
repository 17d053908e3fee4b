import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Sell on Sokoni',
  description:
    'Reach business buyers across Africa, get paid safely through escrow, and pay a fee only when you sell. Free to start.',
  lead: 'Your next customer may be one border away. Sokoni puts your products in front of business buyers across the continent, in their language and currency, and makes sure you are paid for what you ship.',
  sections: [
    {
      id: 'reach',
      heading: 'Reach buyers in other countries',
      paragraphs: [
        'Your storefront and listings are shown in English, French, Arabic and Swahili, with prices displayed in the buyer’s choice of fourteen currencies. Buyers who cannot find what they need publish requests for quotation, so new business comes to you.',
      ],
    },
    {
      id: 'paid',
      heading: 'Get paid for what you ship',
      paragraphs: [
        'Every order can be paid into escrow before you ship, so you know the money is there. It is released when the buyer confirms receipt, or automatically when the inspection period ends without a dispute. If a buyer does raise a problem, the decision rests on evidence such as your photos, documents and messages, not on who complains loudest.',
      ],
    },
    {
      id: 'tools',
      heading: 'Tools that save you time',
      paragraphs: ['Everything you need to run your export sales is in one place:'],
      list: [
        'price tiers by quantity and minimum order quantities on every product;',
        'inquiries, requests for quotation and orders in one seller dashboard;',
        'notifications by email and in the app when a buyer writes or pays;',
        'bulk product upload on the Professional plan.',
      ],
    },
    {
      id: 'verified',
      heading: 'Stand out with verification',
      paragraphs: [
        'The Verified badge is based on your registration documents, not on your size, so a ten-person cooperative can earn the same trust as a large manufacturer.',
      ],
    },
    {
      id: 'fees',
      heading: 'Simple fees',
      paragraphs: [
        'Start free on Starter with up to 50 products and a 5% fee on completed orders. Professional costs $29 a month for unlimited listings and a 3% fee; Enterprise has custom pricing and a 2% fee. No listing fees, and no fee on refunded orders.',
      ],
      links: [{ to: '/membership', label: 'Compare plans' }],
    },
    {
      id: 'start',
      heading: 'Start this afternoon',
      paragraphs: [
        'Create your account, complete your profile, list your first products and apply for verification. The seller guide walks you through each step.',
      ],
      links: [{ to: '/seller-onboarding', label: 'Read the seller guide' }],
    },
  ],
  faq: [
    {
      question: 'Do I need to be a registered company?',
      answer:
        'You need to be a business: companies, cooperatives and registered sole traders are all welcome. The Verified badge requires registration documents.',
    },
    {
      question: 'Which countries can I sell to?',
      answer:
        'To buyers in any country where Sokoni is used, provided your goods may legally be exported from your country and imported into theirs.',
    },
    {
      question: 'Who arranges shipping?',
      answer:
        'You and the buyer agree on it for each order by naming an Incoterm. You can use your own forwarder, the buyer’s, or one of the logistics partners listed on Sokoni.',
    },
    {
      question: 'When do I receive my money?',
      answer:
        'When the buyer confirms receipt, or when the inspection period (seven days unless the order says otherwise) ends without a dispute. The payment, minus the fee, then goes to your payout account; how long the transfer takes depends on the method.',
    },
  ],
  actions: [
    { to: '/register', label: 'Start selling for free', primary: true },
    { to: '/login', label: 'Sign in' },
  ],
};

export default doc;
