import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Anza hatua kwa hatua',
  description:
    'Tuambie kama unataka kununua, kuuza au vyote viwili, ufuate orodha ya hatua iliyoandaliwa kwa ajili yako: akaunti, uthibitisho, oda ya kwanza au bidhaa ya kwanza.',
  lead: 'Chagua unachotaka kufanya kwenye Sokoni upate hatua zinazokuhusu, kwa mpangilio.',
  sections: [
    {
      id: 'account',
      heading: 'Fungua akaunti ya biashara yako',
      paragraphs: [
        'Jisajili kwa barua pepe ya kazini na jina la biashara yako, kisha thibitisha anwani kupitia barua pepe tunayokutumia. Akaunti moja inaweza kununua na kuuza.',
      ],
      links: [
        {
          to: '/register',
          label: 'Fungua akaunti',
          primary: true,
        },
      ],
    },
    {
      id: 'buy-find',
      heading: 'Pata unachohitaji',
      paragraphs: [
        'Tafuta bidhaa, linganisha wasambazaji na utafute beji ya Imethibitishwa. Hifadhi bidhaa kwenye orodha ya matamanio ili kuzilinganisha baadaye.',
      ],
      links: [
        {
          to: '/products',
          label: 'Vinjari bidhaa',
        },
        {
          to: '/suppliers/directory',
          label: 'Orodha ya wasambazaji',
        },
      ],
    },
    {
      id: 'buy-quote',
      heading: 'Omba bei',
      paragraphs: [
        'Kwa idadi inayozidi ngazi zilizoorodheshwa au vipimo maalum, weka ombi la bei na uwaache wasambazaji wakujie.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Weka ombi la bei',
        },
      ],
    },
    {
      id: 'buy-pay',
      heading: 'Weka oda yako ya kwanza',
      paragraphs: [
        'Lipa kupitia escrow: msambazaji hulipwa tu baada ya wewe kuthibitisha bidhaa. Ongeza usafirishaji na ukaguzi kama oda ni kubwa.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Escrow inavyofanya kazi',
        },
        {
          to: '/logistics',
          label: 'Bei za usafirishaji',
        },
      ],
    },
    {
      id: 'sell-verify',
      heading: 'Thibitisha biashara yako',
      paragraphs: [
        'Tuma hati zako za usajili mara moja. Wasambazaji waliothibitishwa hupata beji ambayo wanunuzi huitafuta, na maulizo yao mengi zaidi hugeuka kuwa oda.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Uthibitisho wa biashara',
        },
      ],
    },
    {
      id: 'sell-list',
      heading: 'Weka bidhaa zako za kwanza',
      paragraphs: [
        'Ongeza picha zilizo wazi, bei kwa ngazi, kiwango cha chini cha oda na muda wa kuandaa. Timu yetu hupitia kila bidhaa kabla haijachapishwa.',
      ],
      links: [
        {
          to: '/products/new',
          label: 'Ongeza bidhaa',
        },
        {
          to: '/seller-onboarding',
          label: 'Mwongozo wa muuzaji',
        },
      ],
    },
    {
      id: 'sell-orders',
      heading: 'Shughulikia oda na ulipwe',
      paragraphs: [
        'Kubali oda, isafirishe pamoja na taarifa za ufuatiliaji, na malipo huingia kwenye salio lako mnunuzi anapothibitisha. Chagua malipo yako yaende wapi.',
      ],
      links: [
        {
          to: '/seller/orders',
          label: 'Oda zilizopokelewa',
        },
        {
          to: '/seller/payouts',
          label: 'Malipo',
        },
      ],
    },
    {
      id: 'services',
      heading: 'Tumia huduma za biashara',
      paragraphs: [
        'Fedha, usafirishaji na ukaguzi kutoka kwa washirika wetu viko umbali wa ombi moja tu unapovihitaji.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Huduma za biashara',
        },
      ],
    },
  ],
};

export default doc;
