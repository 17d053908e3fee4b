import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Try the Sokoni demo',
  description:
    'Explore Sokoni with sample data: sign in as a demo buyer or seller and see how products, quotes, messages and orders work.',
  lead: 'The demo is a Sokoni marketplace filled with sample suppliers and products, so you can see how everything works before you create an account of your own.',
  sections: [
    {
      id: 'contents',
      heading: 'What the demo contains',
      paragraphs: [
        'A catalogue of sample suppliers from across the continent, with products in agriculture, textiles and apparel, electronics, machinery, food and beverage, beauty and construction. The companies, products and prices are made up for demonstration: they are not real offers.',
      ],
    },
    {
      id: 'buyer',
      heading: 'As the demo buyer',
      paragraphs: ['Sign in as Okafor Retail Group, a retailer in Lagos, and try what a buyer does:'],
      list: [
        'search and filter the catalogue, and compare products side by side;',
        'add products to the cart and the wishlist;',
        'send an inquiry to a supplier or publish a request for quotation;',
        'follow orders and notifications.',
      ],
    },
    {
      id: 'seller',
      heading: 'As the demo seller',
      paragraphs: [
        'Sign in as Mensah Agro Exports in Kumasi, Ghana, which sells cocoa, shea butter, cashew nuts and textiles and also buys for its business:',
      ],
      list: [
        'open the seller dashboard and the storefront;',
        'add a product or edit an existing one;',
        'answer inquiries and requests for quotation;',
        'see which products are waiting for review.',
      ],
    },
    {
      id: 'rules',
      heading: 'Good to know',
      paragraphs: [
        'The demo accounts are shared and their passwords are public, so anyone may see what you enter: do not type real personal or business information. No real payment is ever taken and nothing is shipped.',
      ],
    },
  ],
  actions: [
    { to: '/demo-login', label: 'Open the demo', primary: true },
    { to: '/register', label: 'Create a real account' },
  ],
};

export default doc;
