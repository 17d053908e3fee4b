import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Huduma za biashara',
  description:
    'Huduma zinazozunguka oda ya Sokoni: maombi ya bei, malipo ya escrow, ufadhili wa biashara, usafirishaji, udhibiti wa ubora na taarifa za soko.',
  lead: 'Kumpata msambazaji ni mwanzo tu wa biashara. Huduma hizi zinahusu yote yanayozunguka oda, kuanzia nukuu ya kwanza ya bei hadi mzigo kufika kama ulivyokubaliwa.',
  sections: [
    {
      id: 'rfq',
      heading: 'Maombi ya bei',
      paragraphs: [
        'Eleza unachohitaji mara moja (bidhaa, vipimo, kiasi, nchi na tarehe ya kufikishiwa) na upokee ofa kutoka kwa wasambazaji wanaoweza kukitoa. Linganisha bei, muda wa maandalizi na masharti kwa pamoja, uliza maswali ya ziada, na ugeuze ofa bora kuwa oda.',
      ],
      links: [
        { to: '/rfq/new', label: 'Chapisha ombi la bei', primary: true },
        { to: '/rfq', label: 'Maombi yangu' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Malipo ya escrow',
      paragraphs: [
        'Malipo ya mnunuzi hushikiliwa hadi mzigo ufike na ukaguliwe, kisha hutolewa kwa muuzaji. Yanalinda pande zote mbili: wanunuzi hulipia tu kinachofika kama kilivyokubaliwa, na wauzaji wanajua pesa imehifadhiwa kabla ya kusafirisha.',
      ],
      links: [{ to: '/how-it-works#escrow', label: 'Jinsi escrow inavyofanya kazi' }],
    },
    {
      id: 'trade-finance',
      heading: 'Ufadhili wa biashara',
      paragraphs: [
        'Biashara zinazokua mara nyingi huhitaji pesa kabla oda haijalipwa, kununua malighafi au kuwapa wanunuzi muda wa kulipa. Sokoni inafanya kazi na washirika wa fedha wanaoweza kuzingatia historia ya oda zako na oda zilizothibitishwa kwenye escrow wanapotathmini mtaji wa kufanyia kazi au ufadhili wa ankara. Mshirika ndiye anayeweka masharti; Sokoni yenyewe haikopeshi pesa.',
      ],
      links: [{ to: '/trade-finance', label: 'Ufadhili wa biashara' }],
    },
    {
      id: 'logistics',
      heading: 'Usafirishaji na lojistiki',
      paragraphs: [
        'Linganisha njia za kusafirisha mizigo kuvuka mipaka kwa barabara, bahari na anga, pamoja na mawakala wanaozijua njia kuu za biashara, kutoka Mombasa hadi Kampala au kutoka Abidjan hadi Lagos. Ongeza maelezo ya ufuatiliaji na nyaraka za usafirishaji kwenye oda ili pande zote mbili zione mzigo ulipo.',
      ],
      links: [{ to: '/logistics', label: 'Usafirishaji na lojistiki' }],
    },
    {
      id: 'quality-control',
      heading: 'Udhibiti wa ubora na ukaguzi',
      paragraphs: [
        'Kwa oda ya kwanza au oda kubwa, ukaguzi huru kabla ya kusafirisha huhakiki kiasi, daraja na ufungashaji dhidi ya oda. Ripoti huambatishwa kwenye oda na huhesabiwa kama ushahidi mgogoro ukifunguliwa.',
      ],
      links: [{ to: '/quality-control', label: 'Udhibiti wa ubora' }],
    },
    {
      id: 'market-intelligence',
      heading: 'Taarifa za soko',
      paragraphs: [
        'Mwelekeo wa utafutaji, viwango vya bei na mahitaji kwa nchi na kundi, vinavyotokana na shughuli kwenye Sokoni, huwasaidia wauzaji kuamua waorodheshe nini na wapi, na huwasaidia wanunuzi kupima kama nukuu ya bei ni ya haki.',
      ],
      links: [{ to: '/market-intelligence', label: 'Taarifa za soko' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Fungua akaunti ya bure', primary: true },
    { to: '/contact?topic=partnership', label: 'Kuwa mshirika wa huduma' },
  ],
};

export default doc;
