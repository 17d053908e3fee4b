import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Kituo cha wanunuzi',
  description:
    'Kila anachohitaji mnunuzi kwenye Sokoni: kupata bidhaa na wasambazaji, kuomba bei, kulipa kupitia escrow, kusafirisha, kukagua na kugharamia manunuzi.',
  lead: 'Kuanzia utafutaji wa kwanza hadi bidhaa kufika ghalani kwako: zana na huduma za kununua kwenye Sokoni.',
  sections: [
    {
      id: 'find',
      heading: 'Pata bidhaa na wasambazaji',
      paragraphs: [
        'Tafuta kwenye katalogi, pitia makundi, linganisha wasambazaji na uthibitisho wao, au chagua bidhaa zilizo tayari kusafirishwa.',
      ],
      links: [
        {
          to: '/products',
          label: 'Vinjari bidhaa',
          primary: true,
        },
        {
          to: '/suppliers/directory',
          label: 'Orodha ya wasambazaji',
        },
        {
          to: '/ready-to-ship',
          label: 'Tayari kusafirishwa',
        },
        {
          to: '/categories',
          label: 'Makundi',
        },
      ],
    },
    {
      id: 'quote',
      heading: 'Omba bei',
      paragraphs: [
        'Eleza unachohitaji mara moja, pamoja na idadi, vipimo na nchi ya kufikisha, upokee ofa kutoka kwa wasambazaji wanaoweza kukiwasilisha.',
      ],
      links: [
        {
          to: '/rfq/new',
          label: 'Weka ombi la bei',
        },
      ],
    },
    {
      id: 'pay',
      heading: 'Lipa kwa usalama',
      paragraphs: [
        'Malipo yako hushikiliwa kwenye escrow na kupelekwa kwa msambazaji baada ya wewe kuthibitisha bidhaa tu. Kukiwa na tatizo, fungua mgogoro kutoka kwenye oda.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Escrow inavyofanya kazi',
        },
        {
          to: '/orders',
          label: 'Oda zangu',
        },
      ],
    },
    {
      id: 'deliver',
      heading: 'Safirisha na kagua',
      paragraphs: [
        'Pata bei za usafirishaji kutoka kwa mawakala wanaoijua njia, na ukaguzi huru kabla bidhaa hazijaondoka kwa msambazaji.',
      ],
      links: [
        {
          to: '/logistics',
          label: 'Usafirishaji na usambazaji',
        },
        {
          to: '/quality-control',
          label: 'Udhibiti wa ubora',
        },
      ],
    },
    {
      id: 'finance',
      heading: 'Gharamia manunuzi yako',
      paragraphs: [
        'Washirika wanaweza kugharamia oda ya ununuzi au mtaji wako wa kuendesha biashara, wakizingatia historia ya oda zako.',
      ],
      links: [
        {
          to: '/trade-finance',
          label: 'Fedha za biashara',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/buyer/portal',
      label: 'Lango la mnunuzi',
      primary: true,
    },
    {
      to: '/buyer-onboarding',
      label: 'Mwongozo wa mnunuzi',
    },
  ],
};

export default doc;
