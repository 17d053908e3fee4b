import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Zana za biashara',
  description:
    'Zana ambazo wauzaji hutumia kila siku kwenye Sokoni: bidhaa, oda, akiba, malipo, uthibitisho, takwimu za soko na mipango ya kuagiza upya.',
  lead: 'Kila unachohitaji kuendesha biashara yako kwenye Sokoni, katika orodha moja.',
  sections: [
    {
      id: 'sell',
      heading: 'Bidhaa na oda',
      paragraphs: [
        'Weka bidhaa zenye bei kwa ngazi na kiwango cha chini cha oda, fuatilia oda za wanunuzi wako, na sasisha akiba ya bidhaa zilizo tayari kusafirishwa.',
      ],
      links: [
        {
          to: '/seller/products',
          label: 'Bidhaa zangu',
          primary: true,
        },
        {
          to: '/products/new',
          label: 'Ongeza bidhaa',
        },
        {
          to: '/seller/orders',
          label: 'Oda zilizopokelewa',
        },
        {
          to: '/seller/stock',
          label: 'Akiba',
        },
      ],
    },
    {
      id: 'money',
      heading: 'Malipo na ada',
      paragraphs: [
        'Malipo hushikiliwa kwenye escrow na kuingizwa kwenye salio lako mnunuzi anapothibitisha bidhaa. Chagua malipo yako yaende wapi, na uone ada za kila mpango.',
      ],
      links: [
        {
          to: '/seller/payouts',
          label: 'Malipo',
        },
        {
          to: '/membership',
          label: 'Mipango na ada',
        },
      ],
    },
    {
      id: 'insight',
      heading: 'Lijue soko lako',
      paragraphs: [
        'Ona wanunuzi wanatafuta nini na bei zikoje kwa kila kundi na nchi, na ukadirie wakati wa kuagiza upya kabla bidhaa hazijakwisha.',
      ],
      links: [
        {
          to: '/market-intelligence',
          label: 'Taarifa za soko',
        },
        {
          to: '/inventory-forecasting',
          label: 'Utabiri wa akiba',
        },
      ],
    },
    {
      id: 'trust',
      heading: 'Uaminifu na ubora',
      paragraphs: [
        'Biashara iliyothibitishwa hupata beji ya Imethibitishwa kwenye duka lake na bidhaa zake. Ukaguzi huru unawaonyesha wanunuzi kwamba bidhaa zinalingana na oda.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Uthibitisho wa biashara',
        },
        {
          to: '/quality-control',
          label: 'Udhibiti wa ubora',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Fedha na usafirishaji',
      paragraphs: [
        'Omba kwa washirika wetu mtaji wa kuendesha biashara au bei za usafirishaji kutoka akaunti ileile.',
      ],
      links: [
        {
          to: '/trade-finance',
          label: 'Fedha za biashara',
        },
        {
          to: '/logistics',
          label: 'Usafirishaji na usambazaji',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/seller/portal',
      label: 'Lango la muuzaji',
      primary: true,
    },
    {
      to: '/ai-onboarding',
      label: 'Anza hatua kwa hatua',
    },
  ],
};

export default doc;
