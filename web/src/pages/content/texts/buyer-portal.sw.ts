import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Lango la mnunuzi',
  description:
    'Kila unachohitaji kununua kwenye Sokoni mahali pamoja: oda, maombi ya bei, orodha ya matamanio, kikapu na wasambazaji uliowahifadhi.',
  lead: 'Kila unachohitaji kununua kwenye Sokoni, mahali pamoja.',
  sections: [
    {
      id: 'what',
      heading: 'Unachoweza kufanya hapa',
      paragraphs: ['Kutoka lango la mnunuzi unaweza:'],
      list: [
        'kufuatilia oda zako kuanzia malipo kwenye escrow hadi kufikishwa;',
        'kuwaomba wasambazaji bei za unachohitaji;',
        'kuweka bidhaa kwenye orodha ya matamanio na kikapu hadi utakapokuwa tayari;',
        'kupanga usafirishaji, ukaguzi na fedha kwa manunuzi yako.',
      ],
    },
    {
      id: 'new',
      heading: 'Mgeni wa kununua kwenye Sokoni?',
      paragraphs: [
        'Mwongozo wa mnunuzi unakuelekeza hadi oda yako ya kwanza, na kituo cha wanunuzi kinakusanya zana na huduma zote za wanunuzi.',
      ],
      links: [
        {
          to: '/buyer-onboarding',
          label: 'Mwongozo wa mnunuzi',
        },
        {
          to: '/buyer-central',
          label: 'Kituo cha wanunuzi',
        },
        {
          to: '/how-it-works',
          label: 'Sokoni inavyofanya kazi',
        },
      ],
    },
  ],
};

export default doc;
