import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Buyer guide: your first order on Sokoni',
  description:
    'Step by step from a free account to your first escrow-protected order: register, confirm your email, find suppliers, request quotes, pay, inspect.',
  lead: 'Buying on Sokoni is free. These seven steps take you from sign-up to a first order you can trust.',
  sections: [
    {
      id: 'register',
      heading: 'Create your free account',
      paragraphs: [
        'Register with your work email, your name, your business name and your country. Choose the buyer role, or “both” if your business also sells.',
      ],
      links: [
        { to: '/register', label: 'Create a buyer account', primary: true },
        { to: '/login', label: 'I already have an account' },
      ],
    },
    {
      id: 'confirm',
      heading: 'Confirm your email address',
      paragraphs: [
        'We send you a link to confirm your address; placing orders needs a confirmed address. If the email has not arrived after a few minutes, check your spam folder, or ask for a new link from the banner at the top of the page once you are signed in.',
      ],
    },
    {
      id: 'profile',
      heading: 'Complete your business profile',
      paragraphs: [
        'Add your phone number, delivery address and preferred language and currency. Suppliers answer complete profiles faster, because they can see who they are quoting for.',
      ],
      links: [{ to: '/profile', label: 'Open my profile' }],
    },
    {
      id: 'find',
      heading: 'Find products and suppliers',
      paragraphs: [
        'Search by product or browse the categories. Filter by country of origin, price and minimum order quantity, and look for the Verified badge, reviews and how quickly a supplier answers. Ready-to-ship products are in stock and can leave quickly.',
      ],
      links: [
        { to: '/products', label: 'Browse products' },
        { to: '/categories', label: 'Categories' },
        { to: '/ready-to-ship', label: 'Ready to ship' },
      ],
    },
    {
      id: 'ask',
      heading: 'Ask questions or request quotes',
      paragraphs: [
        'Message a supplier from the product page about specifications, samples, packaging or lead time. If you need something specific, or want several offers to compare, publish a request for quotation with the product, quantity, delivery country and date.',
      ],
      links: [{ to: '/rfq/new', label: 'Request a quotation' }],
    },
    {
      id: 'order',
      heading: 'Agree the details and pay into escrow',
      paragraphs: [
        'Before you pay, check that the order states the quantity, price, currency, Incoterm, delivery date and inspection period you agreed. Then pay: the money is held in escrow, and the supplier is told that it is secured and can ship.',
      ],
    },
    {
      id: 'inspect',
      heading: 'Inspect, confirm and review',
      paragraphs: [
        'Check the goods as soon as they arrive. If everything matches, confirm receipt and the supplier is paid. If not, open a dispute from the order page before the inspection period ends; the money stays in escrow until it is resolved. Finally, leave a review: it helps the next buyer and rewards good suppliers.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'How disputes work' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Create a buyer account', primary: true },
    { to: '/login', label: 'Sign in' },
    { to: '/how-it-works', label: 'How Sokoni works' },
  ],
};

export default doc;
