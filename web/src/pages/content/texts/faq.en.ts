import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Frequently asked questions',
  description:
    'Answers about buying and selling on Sokoni: verified suppliers, escrow payments, inspection, disputes, fees, currencies and shipping.',
  lead: 'Short answers to the questions businesses ask us most. If yours is not here, the help center and our team are one click away.',
  sections: [
    {
      heading: 'Still have a question?',
      paragraphs: [
        'The help center groups our guides by task, and the team answers every message sent through the contact form.',
      ],
      links: [
        { to: '/help-center', label: 'Open the help center' },
        { to: '/contact', label: 'Contact us', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'What is Sokoni?',
      answer:
        'Sokoni is a business-to-business marketplace for African trade. Businesses buy wholesale quantities from suppliers across the continent, and every order can be paid through escrow, so the money reaches the supplier only when the buyer has received what was agreed.',
    },
    {
      question: 'Who can buy on Sokoni?',
      answer:
        'Any business: retailers and distributors, manufacturers looking for raw materials, hotels and restaurants, cooperatives and NGOs. You need a free account with a confirmed email address to place orders. Buyers pay no fees to Sokoni.',
    },
    {
      question: 'How do I know that a supplier is genuine?',
      answer:
        'Look for the Verified badge: it means we have checked the company’s registration documents and the identity of the person running the account. Read the reviews of other buyers, and keep every payment inside Sokoni. We will never ask you to pay a supplier directly, and a supplier who asks you to is breaking our rules.',
    },
    {
      question: 'How does escrow protect my payment?',
      answer:
        'When you pay for an order, the money goes into an escrow account held with our payment partners, not to the supplier. The supplier sees that the payment is secured and ships. You inspect the goods on arrival; when you confirm receipt, the money is released. If there is a problem you open a dispute and the money stays where it is until it is resolved.',
    },
    {
      question: 'How long do I have to inspect the goods?',
      answer:
        'Seven days after delivery, unless the order states a different period (perishable goods often have a shorter one, machinery a longer one). If you need more time, for example because the goods are held at customs, ask the supplier to extend the period before it ends. Without a confirmation or a dispute, the payment is released when the period ends.',
    },
    {
      question: 'What if the goods are not what I ordered?',
      answer:
        'Open a dispute from the order page before the inspection period ends and add photos, an inspection report or anything else that shows the difference. The payment stays frozen while our team reviews the evidence from both sides and proposes a resolution: a partial refund, a return and refund, or a full refund.',
    },
    {
      question: 'Which payment methods can I use?',
      answer:
        'It depends on your country and the currency of the order. Bank transfers and card payments are handled by our payment partners, and mobile money is offered where it is available. The checkout shows the methods you can use before you pay.',
    },
    {
      question: 'Which currencies are prices shown in?',
      answer:
        'You can display prices in 14 currencies, including the naira, rand, Kenyan shilling, cedi, Egyptian pound, dirham, dinar, birr, Ugandan and Tanzanian shillings, the US dollar, euro, pound sterling and yuan. Converted prices are indicative and use the day’s reference rates; the exact amount you pay is fixed at checkout.',
    },
    {
      question: 'Can I order small quantities or samples?',
      answer:
        'Each product shows its minimum order quantity, set by the supplier, and often lower prices for larger tiers. Many suppliers sell samples or a trial order below the minimum: send them a message from the product page to ask.',
    },
    {
      question: 'What is a request for quotation (RFQ)?',
      answer:
        'An RFQ describes what you want to buy (product, specification, quantity, delivery country and date) so that suppliers can send you offers. It saves you contacting suppliers one by one and lets you compare prices and terms side by side.',
    },
    {
      question: 'Who takes care of shipping and customs?',
      answer:
        'Buyer and supplier agree on it for each order, usually with an Incoterm such as EXW, FOB, CIF or DAP that says who pays for transport, insurance and duties. Unless the order says otherwise, import duties and taxes are paid by the buyer. Our international support page explains the documents you will need.',
    },
    {
      question: 'How much does it cost to sell?',
      answer:
        'Listing is free on the Starter plan, up to 50 products, with a 5% fee on completed orders. Professional costs $29 a month for unlimited listings and a 3% fee; Enterprise has a custom price and a 2% fee. There is no fee on orders that are refunded.',
    },
    {
      question: 'How and when do sellers get paid?',
      answer:
        'When the buyer confirms receipt, or the inspection period ends without a dispute, the payment minus the transaction fee is paid to the payout account you registered: a bank account or, where available, a mobile money wallet.',
    },
    {
      question: 'Is my data safe?',
      answer:
        'Passwords are stored only as strong one-way hashes, every connection is encrypted, and staff access to accounts is logged. We follow the data protection laws of the countries we serve, such as Nigeria’s NDPA, Kenya’s Data Protection Act, South Africa’s POPIA and Egypt’s PDPL. The privacy policy explains what we collect and why.',
    },
    {
      question: 'Which languages is Sokoni available in?',
      answer:
        'English, French, Arabic and Swahili are fully translated, and Arabic reads right to left. Portuguese, Hausa, Yoruba, Igbo, Amharic and Zulu can be selected while their translations are in progress; English is shown where a translation is missing.',
    },
    {
      question: 'Is Sokoni open source?',
      answer:
        'Yes. The software that runs Sokoni is open source, so anyone can review how it handles payments, data and permissions, and suggest improvements.',
    },
  ],
};

export default doc;
