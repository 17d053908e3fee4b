import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Terms and conditions',
  description:
    'The rules for buying and selling on Sokoni: accounts, listings, orders, escrow, fees, disputes, cross-border compliance and liability.',
  lead: 'These terms are the agreement between your business and Sokoni when you use the marketplace. They are written to be read in one sitting; where a rule matters most, it is said plainly.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'scope',
      heading: 'Who these terms apply to',
      paragraphs: [
        'They apply to everyone who opens an account on Sokoni: buyers, sellers and businesses that are both. By creating an account you confirm that you are at least 18, that you act for a business (a company, cooperative or sole trader) and that you may commit it.',
        'Sokoni is a marketplace. The contract of sale is between the buyer and the seller, and Sokoni is not a party to it; Sokoni provides the platform, the escrow service and the dispute resolution described here.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'Keep your details accurate and up to date, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done through it. The role you register with (buyer, seller or both) decides what you can do; administrator rights are never given through sign-up.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listings and what may be sold',
      paragraphs: [
        'Sellers must describe products accurately (origin, specification, grade, quantity available, price tiers, minimum order quantity and lead time) and hold the rights and licences needed to sell them. Listings may be reviewed before publication and removed if they break these rules. The following may not be offered:',
      ],
      list: [
        'weapons, ammunition and explosives;',
        'narcotics and other controlled substances;',
        'wildlife products protected under CITES, such as ivory or pangolin scales;',
        'counterfeit goods and goods that infringe someone else’s intellectual property;',
        'conflict minerals, and goods from sanctioned persons or territories;',
        'hazardous waste;',
        'anything whose sale or export is illegal in the seller’s country or whose import is illegal in the buyer’s.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and quotes',
      paragraphs: [
        'An order is formed when the buyer accepts a listed price or a supplier’s quote and pays into escrow. The order page records the goods, quantity, price, currency, Incoterm, delivery date and inspection period, and this record prevails over earlier messages. Changes after payment need both parties’ agreement on the order page.',
      ],
    },
    {
      id: 'escrow',
      heading: 'Payment and escrow',
      paragraphs: ['Escrow is what makes trading with a new partner safe. It works as follows:'],
      list: [
        'The buyer pays the full order amount into escrow, held by Sokoni’s licensed payment partners apart from Sokoni’s own money.',
        'The seller ships once the order shows as paid.',
        'The inspection period starts on delivery and lasts seven days unless the order states another period.',
        'The funds are released to the seller when the buyer confirms receipt, or automatically when the inspection period ends without a dispute.',
        'Paying or accepting payment outside Sokoni for an order arranged on Sokoni is not allowed, and such payments are not protected.',
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      paragraphs: [
        'Buyers pay no fee to Sokoni. Sellers pay a transaction fee on the value of each completed order, deducted when escrow is released: 5% on Starter, 3% on Professional and 2% on Enterprise, or as set in an Enterprise contract. No fee is due on refunded amounts.',
        'Professional costs US$29 a month, billed in advance, and can be cancelled at any time with effect from the end of the month. Payment partners may charge their own transfer or conversion costs, shown before you pay. Taxes on our fees, such as VAT, are added where the law requires.',
      ],
      links: [{ to: '/membership', label: 'Plans and fees' }],
    },
    {
      id: 'shipping',
      heading: 'Shipping, customs and compliance',
      paragraphs: [
        'Buyer and seller agree who arranges transport, insurance and customs clearance, normally by naming an Incoterms 2020 rule on the order. Each party is responsible for the rules that apply to its side of the trade: export and import licences, sanitary and phytosanitary certificates, rules of origin, sanctions, duties and taxes. Risk in the goods passes as the agreed Incoterm says.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes',
      paragraphs: [
        'Most problems are solved by talking, so message the other party first. When that is not enough:',
      ],
      ordered: true,
      list: [
        'The buyer opens a dispute from the order page before the inspection period ends, describing the problem and the outcome sought.',
        'The funds stay in escrow. The seller has five working days to answer, and both parties may add evidence: photos, inspection reports, transport and customs documents, and their messages on Sokoni.',
        'The parties can settle at any time by agreeing on the order page to a full release, a partial refund, or a return and refund.',
        'Without a settlement, Sokoni reviews the evidence and decides how the escrowed funds are paid out, normally within fifteen working days of the last submission. We may require an independent inspection, paid for as the decision states.',
        'Sokoni’s decision governs only the funds held in escrow. It does not stop either party from pursuing its rights before a competent court or arbitral tribunal.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Fair dealing',
      paragraphs: ['To keep the marketplace trustworthy, you agree not to:'],
      list: [
        'write or buy fake reviews, or pressure anyone to change a review;',
        'use contacts made on Sokoni to move a transaction off the platform;',
        'use other users’ data for anything other than the trade it was shared for;',
        'send spam, copy the site’s content in bulk, or try to get around its security.',
      ],
    },
    {
      id: 'content',
      heading: 'Content and intellectual property',
      paragraphs: [
        'You keep the rights to the photos and descriptions you upload, and you allow Sokoni to display them on the marketplace and to use them to promote your listings while they are online. The Sokoni name and logo belong to Sokoni. The software that runs Sokoni is open source and is licensed separately under its own licence.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing an account',
      paragraphs: [
        'You can close your account at any time once your open orders and disputes are finished. We may suspend or close an account that breaks these terms or the law, or to protect other users. Except in urgent cases such as fraud, we warn first and explain why. Funds held in escrow for open orders are still handled under these terms.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'Sokoni provides the platform with reasonable care and skill. We are not the seller of the goods and are not responsible for their quality, safety or legality beyond the escrow and dispute process described here. As far as the law allows, our total liability to a business for all claims is limited to the fees it paid us in the twelve months before the claim. Nothing in these terms limits liability that the law does not allow to be limited, such as liability for fraud.',
      ],
    },
    {
      id: 'law',
      heading: 'Applicable law and disagreements with Sokoni',
      paragraphs: [
        'These terms are governed by the law of the country where Sokoni’s operating company is registered, as shown on your invoices, without depriving you of the protection of mandatory rules of your own country. Before going to court, we both agree to try in good faith, for 30 days, to settle any disagreement with Sokoni after one side has written to the other at legal@sokoni.africa.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We give at least 30 days’ notice of material changes by email or in the app. Changes never apply to orders already placed.',
      ],
    },
  ],
  actions: [
    { to: '/privacy-policy', label: 'Privacy policy' },
    { to: '/contact', label: 'Contact us', primary: true },
  ],
};

export default doc;
