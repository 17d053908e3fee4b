import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'International support',
  description:
    'Trading across African borders on Sokoni: languages, currencies, time zones, Incoterms, customs documents and AfCFTA rules of origin.',
  lead: 'Sokoni is built for trade between countries. Here is how it handles languages, money and time, and what you need to know to ship goods across a border.',
  sections: [
    {
      id: 'languages',
      heading: 'Languages',
      paragraphs: [
        'English, French, Arabic and Swahili are fully translated, and Arabic is displayed right to left. Portuguese, Hausa, Yoruba, Igbo, Amharic and Zulu can be chosen in the language menu while their translations are in progress; text that is not yet translated appears in English.',
        'Messages between buyers and sellers are not translated automatically. Write in a language you share, and keep important terms such as quantities, prices and dates in the order itself, where both sides see them in their own language.',
      ],
    },
    {
      id: 'currencies',
      heading: 'Currencies',
      paragraphs: [
        'Choose the currency in which prices are displayed from the currency menu. Converted prices are indicative and use regularly updated reference rates; the currency and amount you actually pay are fixed when you place the order and shown before you pay. Fourteen currencies are available:',
      ],
      list: [
        'West Africa: Nigerian naira (NGN), Ghanaian cedi (GHS)',
        'East Africa: Kenyan shilling (KES), Ugandan shilling (UGX), Tanzanian shilling (TZS), Ethiopian birr (ETB)',
        'North Africa: Egyptian pound (EGP), Moroccan dirham (MAD), Tunisian dinar (TND)',
        'Southern Africa: South African rand (ZAR)',
        'International: US dollar (USD), euro (EUR), pound sterling (GBP), Chinese yuan (CNY)',
      ],
    },
    {
      id: 'time-zones',
      heading: 'Time zones',
      paragraphs: [
        'Africa spans six time zones, from UTC−1 in Cabo Verde to UTC+4 in Mauritius and Seychelles, and most business happens between GMT and East Africa Time (UTC+3). Sokoni shows dates and deadlines, such as the end of an inspection period, in your device’s time zone, so both parties see the same moment in their own local time. When you agree a delivery date in a message, say which time zone you mean.',
      ],
    },
    {
      id: 'incoterms',
      heading: 'Who does what: Incoterms',
      paragraphs: [
        'An Incoterm says where the seller’s responsibility ends and who pays for transport, insurance and duties. Name one on every cross-border order. The most common are:',
      ],
      list: [
        'EXW (Ex Works): the buyer collects at the seller’s premises and handles everything else, including export clearance.',
        'FCA (Free Carrier): the seller clears the goods for export and hands them to the buyer’s carrier.',
        'FOB (Free On Board): for sea freight; the seller loads the goods on the ship at the port of shipment.',
        'CIF (Cost, Insurance and Freight): the seller pays sea freight and basic insurance to the destination port; the risk passes once the goods are on board.',
        'DAP (Delivered At Place): the seller delivers to the named place; the buyer clears import customs and pays duties.',
        'DDP (Delivered Duty Paid): the seller delivers with duties paid, which is only possible if the seller can clear customs in the buyer’s country.',
      ],
    },
    {
      id: 'documents',
      heading: 'Documents for a cross-border shipment',
      paragraphs: ['Prepare these before the goods leave, and attach copies to the order on Sokoni:'],
      list: [
        'Commercial invoice, showing the HS customs code of each product.',
        'Packing list.',
        'Certificate of origin: an AfCFTA certificate to claim AfCFTA preferences, or the certificate of your regional community (ECOWAS, EAC, SADC, COMESA).',
        'Sanitary or phytosanitary certificate for food, plants and animal products.',
        'Transport document: bill of lading, air waybill or road consignment note.',
        'Import licence or permit, where the buyer’s country requires one.',
      ],
    },
    {
      id: 'afcfta',
      heading: 'AfCFTA tariff preferences',
      paragraphs: [
        'Goods that meet the AfCFTA rules of origin can enter other member countries at reduced or zero duty, as each country phases out its tariffs according to its schedule. To qualify, a product must be wholly obtained or sufficiently processed in a member country, and the exporter needs a certificate of origin, usually issued by the customs authority or a chamber of commerce. Ask them which of your products qualify; the AfCFTA Secretariat in Accra publishes the schedules and the rules.',
      ],
    },
    {
      id: 'help',
      heading: 'Help with a shipment',
      paragraphs: [
        'You can ship with your own forwarder, with the seller’s, or with the logistics partners listed on our logistics page. For questions about a particular shipment, write on the order page so the other party sees them too, or contact our team.',
      ],
      links: [
        { to: '/logistics', label: 'Logistics and shipping' },
        { to: '/contact?topic=support', label: 'Contact our team', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'Who pays import duties and taxes?',
      answer:
        'The buyer, unless the order is on DDP terms. Check the likely duties with your customs authority or forwarder before you order; AfCFTA and regional certificates of origin can reduce them.',
    },
    {
      question: 'Can I pay in my own currency?',
      answer:
        'It depends on the payment methods available in your country and on the currency of the order. The checkout shows the methods and the exact amount before you pay.',
    },
    {
      question: 'My goods are held at customs. What happens to the inspection period?',
      answer:
        'Ask the seller to extend it on the order page before it ends. If you cannot agree and the period is about to end, open a dispute: it keeps the payment in escrow while the situation is sorted out.',
    },
  ],
};

export default doc;
