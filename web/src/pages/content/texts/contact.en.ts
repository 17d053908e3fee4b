import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Contact Sokoni',
  description:
    'Questions about buying, selling, partnerships or press? Write to the Sokoni team in English, French, Arabic or Swahili.',
  lead: 'Buying, selling, partnerships or press: write to us and the right person will answer.',
  sections: [
    {
      id: 'teams',
      heading: 'Write to the right team',
      paragraphs: [
        'The form above reaches all of us. If you prefer email, these addresses go straight to each team:',
      ],
      list: [
        'Help with an account or an order: support@sokoni.africa',
        'Partnerships and enterprise sales: partners@sokoni.africa',
        'Press and media: press@sokoni.africa',
        'Personal data requests: privacy@sokoni.africa',
        'Security reports: security@sokoni.africa',
      ],
    },
    {
      id: 'before',
      heading: 'Before you write',
      paragraphs: [
        'Many answers are already in the FAQ and the help center. For a problem with an order, the order page is faster: it keeps your messages with the order and lets you open a dispute while the payment is still in escrow.',
      ],
      links: [
        { to: '/faq', label: 'FAQ' },
        { to: '/help-center', label: 'Help center' },
      ],
    },
    {
      id: 'languages',
      heading: 'Languages and reply times',
      paragraphs: [
        'Write in English, French, Arabic or Swahili and we will answer in the same language. We aim to reply within two working days, and sooner when an order is at stake.',
      ],
    },
  ],
};

export default doc;
