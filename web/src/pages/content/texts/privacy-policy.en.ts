import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Privacy policy',
  description:
    'What personal data Sokoni collects and why, who sees it, how long we keep it, and your rights under African data protection laws.',
  lead: 'This policy explains in plain words what we do with the personal data of the people who use Sokoni (buyers, sellers and visitors) and how you stay in control of it.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      paragraphs: [
        'Sokoni runs a business-to-business marketplace for trade between African countries. For the personal data described here, Sokoni is the data controller (the “responsible party” in South African law). Our data protection officer can be reached at privacy@sokoni.africa.',
        'Where a country requires a local representative or a registration with its regulator, the details are available from the same address.',
      ],
    },
    {
      id: 'collect',
      heading: 'What we collect',
      paragraphs: [
        'We collect what you give us, what is created when you trade, and a little technical data:',
      ],
      list: [
        'Account data: your name, email address, phone number, language, role (buyer, seller or both) and your password, stored only as a one-way hash.',
        'Business data: company name, country and city, registration and tax numbers and, if you apply for verification, the documents you upload, such as a certificate of incorporation and the identity document of the account holder.',
        'Trade data: listings, requests for quotation, quotes, orders, delivery addresses, shipping and customs documents, reviews, disputes and the evidence attached to them.',
        'Messages you exchange with other users and with our team.',
        'Payment data: payout account details and payment references. Card numbers are handled by our payment partners and never stored by Sokoni.',
        'Technical data: IP address, browser and device type, and the pages and searches you make, used to keep Sokoni secure and to improve it.',
      ],
    },
    {
      id: 'use',
      heading: 'Why we use it',
      paragraphs: ['Each use has a legal basis, shown in brackets:'],
      list: [
        'To run the marketplace for you: accounts, listings, orders, escrow, payouts and messages (performance of our contract with you).',
        'To verify businesses and prevent fraud, money laundering and sanctions breaches (legal obligation and legitimate interest).',
        'To keep accounting and tax records and answer lawful requests from authorities (legal obligation).',
        'To secure Sokoni and understand how it is used, with our own analytics and no advertising networks (legitimate interest).',
        'To send you news and offers, only if you agreed, which you can withdraw at any time with the link in every email (consent).',
      ],
    },
    {
      id: 'no-sale',
      heading: 'What we never do',
      paragraphs: [
        'We do not sell personal data, and we do not let advertisers track you on Sokoni. We do not take decisions with legal or similarly significant effects about you by automated means alone: automatic checks may flag a listing or a payment for review, but a person makes the decision.',
      ],
    },
    {
      id: 'share',
      heading: 'Who we share it with',
      paragraphs: ['Only with those who need it to make your trade happen or to protect it:'],
      list: [
        'The other party to your trade: buyers see a seller’s business profile; a seller receives the buyer’s name, business and delivery details needed to fulfil the order.',
        'Licensed payment and escrow partners, to hold and release funds.',
        'Logistics, inspection and trade finance providers that you choose to use, with only the data that service needs.',
        'Providers that host or operate parts of Sokoni for us, such as hosting and email delivery, under contracts that forbid any other use.',
        'Authorities, when the law requires it, and where needed to protect our users against fraud.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers between countries',
      paragraphs: [
        'Trade on Sokoni crosses borders, so your data may be processed outside your country, for example when a buyer in Kenya orders from a supplier in Ghana. We transfer personal data only where your country’s law allows it: to countries with adequate protection, under contractual safeguards recognised by the regulator, with your consent, or where the transfer is needed to perform the contract you asked for.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: ['We keep data no longer than its purpose requires:'],
      list: [
        'Account data: while your account is open; after you close it, deleted within 90 days except for the records below.',
        'Orders, payments and invoices: as long as tax and commercial laws require, usually five to seven years depending on the country.',
        'Verification documents: while your business is verified, then as long as anti-money-laundering rules require.',
        'Messages and dispute evidence: up to three years after the order is closed, to deal with claims.',
        'Security logs: up to twelve months. The audit log of staff actions is kept longer, because it is what proves that your account was handled properly.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'Depending on the law of your country, you can ask to see the data we hold about you, correct it, delete it, restrict or object to its use, receive it in a portable format, and withdraw consent you gave. Write to privacy@sokoni.africa from the email address of your account. We answer free of charge within one month, or sooner where your law sets a shorter deadline.',
        'Some data cannot be deleted at once, for example invoices we must keep for tax purposes; we will tell you what we keep and why.',
      ],
      links: [{ to: 'mailto:privacy@sokoni.africa', label: 'privacy@sokoni.africa' }],
    },
    {
      id: 'laws',
      heading: 'The laws we follow',
      paragraphs: ['We apply the data protection law of each country where our users are, including:'],
      list: [
        'Nigeria: Nigeria Data Protection Act 2023 (NDPA), supervised by the Nigeria Data Protection Commission.',
        'Kenya: Data Protection Act 2019, supervised by the Office of the Data Protection Commissioner.',
        'South Africa: Protection of Personal Information Act (POPIA), supervised by the Information Regulator.',
        'Egypt: Personal Data Protection Law No. 151 of 2020 (PDPL), supervised by the Personal Data Protection Center.',
        'Ghana: Data Protection Act 2012 (Act 843), supervised by the Data Protection Commission.',
        'Morocco: Law 09-08, supervised by the CNDP.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        'You can complain to the data protection regulator of your country at any time. We would be grateful for the chance to put things right first: write to privacy@sokoni.africa and tell us what went wrong.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'All connections to Sokoni are encrypted. Passwords are hashed with Argon2id, sign-in tokens are short-lived and sessions can be revoked. Staff only see what their role needs, and every staff action is recorded in a tamper-evident audit log.',
        'If a breach puts your data at risk, we notify the regulator and you within the deadlines the law sets (72 hours for the regulator in several of the countries we serve) and tell you what you can do to protect yourself.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'Sokoni uses no advertising cookies and no third-party trackers. Your browser keeps your language, currency, cart and wishlist, so that they survive a reload, and a note that you may be signed in. The session itself is a secure cookie that scripts on the page cannot read. Clearing your browser’s storage removes all of this.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Sokoni is for businesses. Accounts are for people aged 18 or over acting for a business, and we do not knowingly collect data about children.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy in a way that matters, we tell registered users by email or in the app before the change takes effect. The date at the top of the page is the date of the last change.',
      ],
    },
  ],
  actions: [
    { to: '/contact?topic=support', label: 'Ask a privacy question', primary: true },
    { to: '/terms-and-conditions', label: 'Terms and conditions' },
  ],
};

export default doc;
