import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Kituo cha msaada',
  description:
    'Miongozo ya kununua na kuuza kupitia Sokoni kwa kila kazi: kuanza, oda na escrow, kutafuta bidhaa, kuuza, usafirishaji na usalama wa akaunti.',
  lead: 'Pata mwongozo wa kile unachofanya sasa hivi. Kila mada hapa chini inakupeleka kwenye ukurasa unaoieleza hatua kwa hatua.',
  sections: [
    {
      id: 'start',
      heading: 'Kuanza',
      paragraphs: [
        'Mgeni kwenye Sokoni? Fungua akaunti ya bure, thibitisha barua pepe yako na ukamilishe wasifu wa biashara yako. Wanunuzi wanaweza kuanza kutafuta bidhaa mara moja; wauzaji huongeza bidhaa zao za kwanza na kuomba uthibitisho.',
      ],
      links: [
        { to: '/buyer-onboarding', label: 'Mwongozo wa mnunuzi' },
        { to: '/seller-onboarding', label: 'Mwongozo wa muuzaji' },
        { to: '/demo', label: 'Jaribu toleo la majaribio' },
      ],
    },
    {
      id: 'orders',
      heading: 'Oda, escrow na migogoro',
      paragraphs: [
        'Kila oda ina ukurasa unaoonyesha ilipofikia: imelipiwa kwenye escrow, imesafirishwa, imefika, imethibitishwa, au iko kwenye mgogoro. Kutoka hapo unathibitisha kupokea, unamtumia ujumbe upande mwingine au unafungua mgogoro kabla muda wa ukaguzi haujaisha.',
      ],
      links: [
        { to: '/orders', label: 'Oda zangu' },
        { to: '/how-it-works#escrow', label: 'Jinsi escrow inavyofanya kazi' },
        { to: '/terms-and-conditions#disputes', label: 'Kanuni za migogoro' },
      ],
    },
    {
      id: 'sourcing',
      heading: 'Kupata bidhaa na wasambazaji',
      paragraphs: [
        'Tafuta kwa jina la bidhaa, pitia makundi, au angalia orodha ya wasambazaji. Usipopata hasa unachohitaji, chapisha ombi la bei na uwaache wasambazaji wakufuate.',
      ],
      links: [
        { to: '/products', label: 'Angalia bidhaa' },
        { to: '/suppliers', label: 'Orodha ya wasambazaji' },
        { to: '/rfq/new', label: 'Omba bei' },
      ],
    },
    {
      id: 'selling',
      heading: 'Kuuza kupitia Sokoni',
      paragraphs: [
        'Bidhaa iliyoorodheshwa vizuri ina picha safi, vipimo sahihi, bei kwa viwango vya kiasi na kiasi cha chini cha oda kinachoeleweka. Uthibitisho unakupa beji ambayo wanunuzi huitafuta, na ukurasa wa mipango unaeleza ada.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Kwa nini uuze kupitia Sokoni' },
        { to: '/advanced-verification', label: 'Thibitishwa' },
        { to: '/membership', label: 'Mipango na ada' },
      ],
    },
    {
      id: 'international',
      heading: 'Usafirishaji, forodha na sarafu',
      paragraphs: [
        'Kufanya biashara kuvuka mpaka kunamaanisha kukubaliana kuhusu Incoterms, kuandaa ankara ya kibiashara na cheti cha asili, na kujua nani analipa ushuru. Ukurasa wetu wa msaada wa kimataifa umekusanya unachohitaji, zikiwemo kanuni za AfCFTA zinazoweza kupunguza ushuru wa forodha.',
      ],
      links: [
        { to: '/international-support', label: 'Msaada wa kimataifa' },
        { to: '/logistics', label: 'Usafirishaji na lojistiki' },
      ],
    },
    {
      id: 'account',
      heading: 'Akaunti na usalama',
      paragraphs: [
        'Chagua nenosiri refu usilolitumia mahali pengine, na ulibadilishe mara moja ukidhani mtu mwingine amelijua. Sokoni haitakuomba kamwe nenosiri lako kwa barua pepe, simu au gumzo. Wewe ndiye unayeamua arifa unazopokea, kwa barua pepe au ndani ya programu.',
      ],
      links: [
        { to: '/reset-password', label: 'Weka upya nenosiri' },
        { to: '/notification-settings', label: 'Mipangilio ya arifa' },
        { to: '/privacy-policy', label: 'Sera ya faragha' },
      ],
    },
    {
      id: 'contact',
      heading: 'Bado umekwama?',
      paragraphs: [
        'Tueleze kilichotokea na uweke namba ya oda kama ipo. Kila ujumbe husomwa na mtu wa timu yetu.',
      ],
      links: [
        { to: '/contact', label: 'Wasiliana nasi', primary: true },
        { to: '/support', label: 'Jinsi msaada unavyofanya kazi' },
        { to: '/faq', label: 'Maswali ya mara kwa mara' },
      ],
    },
  ],
};

export default doc;
