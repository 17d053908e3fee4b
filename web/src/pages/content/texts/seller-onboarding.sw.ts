import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Mwongozo wa muuzaji: kutoka usajili hadi malipo yako ya kwanza',
  description:
    'Hatua kwa hatua: fungua akaunti ya muuzaji, thibitishwa, orodhesha bidhaa, jibu wanunuzi na maombi ya bei, safirisha, na ulipwe kupitia escrow.',
  lead: 'Kuorodhesha bidhaa kwenye Sokoni ni bure kwa mpango wa Mwanzo. Hatua hizi saba zinakufikisha kutoka usajili hadi malipo yako ya kwanza.',
  sections: [
    {
      id: 'register',
      heading: 'Fungua akaunti yako ya muuzaji',
      paragraphs: [
        'Jisajili kwa barua pepe yako ya kazi, jina, jina la biashara na nchi, kisha uchague nafasi ya muuzaji, au “vyote” kama pia unanunua kwa ajili ya biashara yako.',
      ],
      links: [
        { to: '/register', label: 'Fungua akaunti ya muuzaji', primary: true },
        { to: '/login', label: 'Tayari nina akaunti' },
      ],
    },
    {
      id: 'profile',
      heading: 'Thibitisha barua pepe na ukamilishe wasifu',
      paragraphs: [
        'Thibitisha barua pepe yako kwa kiungo tunachokutumia, kisha ukamilishe wasifu wa biashara yako: maelezo ya kampuni, namba ya simu, lugha unazofanyia kazi, na akaunti unayotaka kupokelea pesa zako.',
      ],
      links: [{ to: '/profile', label: 'Fungua wasifu wangu' }],
    },
    {
      id: 'verify',
      heading: 'Thibitishwa',
      paragraphs: [
        'Pakia nyaraka za usajili wa biashara yako na kitambulisho cha mwenye akaunti. Timu yetu inazikagua, na zikikubaliwa duka lako na bidhaa zako zinapata beji ya Imethibitishwa ambayo wanunuzi huitafuta.',
      ],
      links: [{ to: '/advanced-verification', label: 'Anza uthibitisho' }],
    },
    {
      id: 'list',
      heading: 'Orodhesha bidhaa zako',
      paragraphs: [
        'Bidhaa iliyoorodheshwa vizuri huuzika. Tumia picha safi, vipimo sahihi (daraja, ukubwa, ufungashaji, muda wa kudumu), msimbo wa forodha wa HS kama unaujua, bei kwa viwango vya kiasi, kiasi cha chini cha oda unachoweza kukitimiza kweli na muda wa maandalizi wa kweli. Bidhaa mpya zinaweza kukaguliwa kabla ya kuchapishwa.',
      ],
      links: [{ to: '/products/new', label: 'Ongeza bidhaa' }],
    },
    {
      id: 'respond',
      heading: 'Jibu wanunuzi na maombi ya bei',
      paragraphs: [
        'Wanunuzi hulinganisha jinsi wasambazaji wanavyojibu haraka. Jibu maswali mapema, na ujibu maombi ya bei yanayolingana na bidhaa zako kwa ofa iliyo wazi: bei, kiasi, Incoterm, muda wa maandalizi na muda ambao ofa ni halali.',
      ],
      links: [{ to: '/seller/dashboard', label: 'Dashibodi ya muuzaji' }],
    },
    {
      id: 'ship',
      heading: 'Safirisha oda ikishalipiwa',
      paragraphs: [
        'Mnunuzi akilipa, oda inaonyesha kuwa pesa imehifadhiwa kwenye escrow. Safirisha kama mlivyokubaliana, kisha ongeza kwenye oda namba ya ufuatiliaji na nyaraka za usafirishaji, pamoja na picha za mzigo na ufungashaji: ndio ushahidi wako swali likiibuka baadaye.',
      ],
    },
    {
      id: 'payout',
      heading: 'Lipwa, na ukue',
      paragraphs: [
        'Malipo hutolewa mnunuzi anapothibitisha kupokea, au yenyewe muda wa ukaguzi ukiisha bila mgogoro, baada ya kukatwa ada ya muamala ya mpango wako. Mauzo yako yakikua, mpango wa Kitaalamu unapunguza ada na kuondoa kikomo cha bidhaa.',
      ],
      links: [{ to: '/membership', label: 'Linganisha mipango' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Fungua akaunti ya muuzaji', primary: true },
    { to: '/login', label: 'Ingia' },
    { to: '/sell-on-sokoni', label: 'Kwa nini uuze kupitia Sokoni' },
  ],
};

export default doc;
