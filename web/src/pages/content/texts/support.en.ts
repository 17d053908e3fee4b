import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Support',
  description:
    'How to get help from the Sokoni team: what to include, when we reply, order problems and disputes, and how to report fraud or a security issue.',
  lead: 'People, not bots, answer every request. Here is how to reach us and how to get a useful answer quickly.',
  sections: [
    {
      id: 'channels',
      heading: 'How to reach us',
      paragraphs: [
        'The contact form is the fastest way: pick the topic that fits and your message goes straight to the right team. For a problem with a particular order, use the order page, so that everything stays together and counts as evidence if a dispute is opened.',
      ],
      list: [
        'Contact form: any question, in English, French, Arabic or Swahili.',
        'Order page: messages to the other party, confirmation of receipt, disputes.',
        'Email support@sokoni.africa if you cannot use the form.',
      ],
      links: [
        { to: '/contact?topic=support', label: 'Open the contact form', primary: true },
        { to: 'mailto:support@sokoni.africa', label: 'support@sokoni.africa' },
      ],
    },
    {
      id: 'details',
      heading: 'What to include',
      paragraphs: ['A complete first message usually means a complete first answer. Please tell us:'],
      list: [
        'the email address of your Sokoni account;',
        'the order number or a link to the product or request for quotation;',
        'what you expected, what happened instead, and when;',
        'screenshots or photos if they help;',
        'for a payment: the date, amount and method. Never send a card number, a password or a one-time code.',
      ],
    },
    {
      id: 'hours',
      heading: 'When we reply',
      paragraphs: [
        'Our team works Monday to Friday across the West, Central, East and Southern African time zones, and aims to reply within two working days. Problems with orders whose money is held in escrow are handled first.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Order problems and disputes',
      paragraphs: [
        'When money is in escrow, deadlines matter. Open the dispute from the order page before the inspection period ends, even if you are still talking with the supplier. A dispute freezes the payment; it accuses no one, and you can close it as soon as you reach an agreement.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'How disputes work' }],
    },
    {
      id: 'security',
      heading: 'Fraud and security',
      paragraphs: [
        'If someone asks you to pay outside Sokoni or to share your password, or if a listing looks fraudulent, report it from the product page or write to security@sokoni.africa. We never ask for passwords or one-time codes.',
        'To report a vulnerability in the platform, send the steps to reproduce it to security@sokoni.africa and give us reasonable time to fix it before you publish. We will not take action against research done in good faith.',
      ],
      links: [{ to: 'mailto:security@sokoni.africa', label: 'security@sokoni.africa' }],
    },
    {
      id: 'feedback',
      heading: 'Ideas and feedback',
      paragraphs: [
        'Sokoni is open source and gets better with the feedback of the businesses that use it. Tell us what is missing or confusing: suggestions from traders shape what we build next.',
      ],
      links: [{ to: '/contact?topic=general', label: 'Send feedback' }],
    },
  ],
  actions: [
    { to: '/help-center', label: 'Help center' },
    { to: '/faq', label: 'FAQ' },
  ],
};

export default doc;
