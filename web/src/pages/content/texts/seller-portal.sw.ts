import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Lango la muuzaji',
  description:
    'Kila unachohitaji kuuza kupitia Sokoni mahali pamoja: bidhaa, maswali, maombi ya bei, oda, malipo na uthibitisho.',
  lead: 'Kila unachohitaji kuuza kupitia Sokoni, mahali pamoja.',
  sections: [
    {
      id: 'what',
      heading: 'Unachoweza kufanya hapa',
      paragraphs: ['Kupitia lango la muuzaji unaweza:'],
      list: [
        'kuorodhesha bidhaa mpya na kusasisha bei, hisa na picha;',
        'kujibu maswali ya wanunuzi na maombi ya bei;',
        'kufuatilia oda zako kuanzia malipo kwenye escrow hadi unapolipwa;',
        'kuthibitisha biashara yako na kupata beji ya Imethibitishwa.',
      ],
    },
    {
      id: 'new',
      heading: 'Mgeni katika kuuza kupitia Sokoni?',
      paragraphs: [
        'Mwongozo wa muuzaji unakuongoza katika bidhaa yako ya kwanza na oda yako ya kwanza, na ukurasa wa mipango unaeleza ada.',
      ],
      links: [
        { to: '/seller-onboarding', label: 'Mwongozo wa muuzaji' },
        { to: '/sell-on-sokoni', label: 'Kwa nini uuze kupitia Sokoni' },
        { to: '/membership', label: 'Mipango na ada' },
      ],
    },
  ],
};

export default doc;
