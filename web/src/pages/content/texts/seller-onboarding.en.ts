import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Seller guide: from sign-up to your first payout',
  description:
    'Step by step: create a seller account, get verified, list products, answer buyers and requests for quotation, ship, and get paid through escrow.',
  lead: 'Listing on Sokoni is free on the Starter plan. These seven steps take you from sign-up to your first payout.',
  sections: [
    {
      id: 'register',
      heading: 'Create your seller account',
      paragraphs: [
        'Register with your work email, name, business name and country, and choose the seller role, or “both” if you also buy for your business.',
      ],
      links: [
        { to: '/register', label: 'Create a seller account', primary: true },
        { to: '/login', label: 'I already have an account' },
      ],
    },
    {
      id: 'profile',
      heading: 'Confirm your email and complete your profile',
      paragraphs: [
        'Confirm your email address with the link we send, then complete your business profile: company details, phone number, the languages you work in, and the payout account where you want to receive your money.',
      ],
      links: [{ to: '/profile', label: 'Open my profile' }],
    },
    {
      id: 'verify',
      heading: 'Get verified',
      paragraphs: [
        'Upload your business registration documents and the identity document of the account holder. Our team checks them, and once approved your storefront and listings carry the Verified badge that buyers look for.',
      ],
      links: [{ to: '/advanced-verification', label: 'Start verification' }],
    },
    {
      id: 'list',
      heading: 'List your products',
      paragraphs: [
        'Good listings sell. Use clear photos, a precise specification (grade, size, packaging, shelf life), the HS customs code if you know it, price tiers by quantity, a minimum order you can really deliver and an honest lead time. New listings may be reviewed before they are published.',
      ],
      links: [{ to: '/products/new', label: 'Add a product' }],
    },
    {
      id: 'respond',
      heading: 'Answer buyers and requests for quotation',
      paragraphs: [
        'Buyers compare how quickly suppliers answer. Reply to inquiries promptly, and answer requests for quotation that match your products with a clear offer: price, quantity, Incoterm, lead time and how long the offer is valid.',
      ],
      links: [{ to: '/seller/dashboard', label: 'Seller dashboard' }],
    },
    {
      id: 'ship',
      heading: 'Ship when the order is paid',
      paragraphs: [
        'When the buyer pays, the order shows that the money is secured in escrow. Ship as agreed, then add the tracking details and shipping documents to the order, with photos of the goods and packing: they are your evidence if a question comes up later.',
      ],
    },
    {
      id: 'payout',
      heading: 'Get paid, and grow',
      paragraphs: [
        'The payment is released when the buyer confirms receipt, or automatically when the inspection period ends without a dispute, minus your plan’s transaction fee. As your sales grow, the Professional plan lowers the fee and removes the listing limit.',
      ],
      links: [{ to: '/membership', label: 'Compare plans' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Create a seller account', primary: true },
    { to: '/login', label: 'Sign in' },
    { to: '/sell-on-sokoni', label: 'Why sell on Sokoni' },
  ],
};

export default doc;
