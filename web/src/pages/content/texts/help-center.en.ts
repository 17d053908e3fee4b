import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Help center',
  description:
    'Guides for buying and selling on Sokoni, by task: getting started, orders and escrow, sourcing, selling, shipping and account security.',
  lead: 'Find the guide for what you are doing right now. Each topic below points to the page that explains it step by step.',
  sections: [
    {
      id: 'start',
      heading: 'Getting started',
      paragraphs: [
        'New to Sokoni? Create a free account, confirm your email address and complete your business profile. Buyers can start sourcing straight away; sellers add their first products and apply for verification.',
      ],
      links: [
        { to: '/buyer-onboarding', label: 'Buyer guide' },
        { to: '/seller-onboarding', label: 'Seller guide' },
        { to: '/demo', label: 'Try the demo' },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders, escrow and disputes',
      paragraphs: [
        'Every order has a page that shows where it stands: paid into escrow, shipped, delivered, confirmed, or in dispute. From there you confirm receipt, message the other party or open a dispute before the inspection period ends.',
      ],
      links: [
        { to: '/orders', label: 'My orders' },
        { to: '/how-it-works#escrow', label: 'How escrow works' },
        { to: '/terms-and-conditions#disputes', label: 'Dispute rules' },
      ],
    },
    {
      id: 'sourcing',
      heading: 'Finding products and suppliers',
      paragraphs: [
        'Search by product name, browse categories, or look through the supplier directory. When you cannot find exactly what you need, publish a request for quotation and let suppliers come to you.',
      ],
      links: [
        { to: '/products', label: 'Browse products' },
        { to: '/suppliers', label: 'Supplier directory' },
        { to: '/rfq/new', label: 'Request a quotation' },
      ],
    },
    {
      id: 'selling',
      heading: 'Selling on Sokoni',
      paragraphs: [
        'Good listings have clear photos, a precise specification, price tiers by quantity and a realistic minimum order. Verification earns the badge buyers look for, and the plans page explains the fees.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Why sell on Sokoni' },
        { to: '/advanced-verification', label: 'Get verified' },
        { to: '/membership', label: 'Plans and fees' },
      ],
    },
    {
      id: 'international',
      heading: 'Shipping, customs and currencies',
      paragraphs: [
        'Trading across a border means agreeing on Incoterms, preparing the commercial invoice and certificate of origin, and knowing who pays duties. Our international support page gathers what you need, including the AfCFTA rules that can lower tariffs.',
      ],
      links: [
        { to: '/international-support', label: 'International support' },
        { to: '/logistics', label: 'Logistics and shipping' },
      ],
    },
    {
      id: 'account',
      heading: 'Account and security',
      paragraphs: [
        'Choose a long password that you use nowhere else, and reset it at once if you think someone else knows it. Sokoni will never ask for your password by email, phone or chat. You decide which notifications you receive, by email or in the app.',
      ],
      links: [
        { to: '/reset-password', label: 'Reset your password' },
        { to: '/notification-settings', label: 'Notification settings' },
        { to: '/privacy-policy', label: 'Privacy policy' },
      ],
    },
    {
      id: 'contact',
      heading: 'Still stuck?',
      paragraphs: [
        'Tell us what happened and include your order number if there is one. A person on our team reads every message.',
      ],
      links: [
        { to: '/contact', label: 'Contact us', primary: true },
        { to: '/support', label: 'How support works' },
        { to: '/faq', label: 'FAQ' },
      ],
    },
  ],
};

export default doc;
