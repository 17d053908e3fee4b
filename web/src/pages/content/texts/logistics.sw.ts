import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Usafirishaji na usambazaji',
  description:
    'Bei za usafirishaji kwa bahari, anga, barabara na reli ndani na nje ya Afrika, kutoka kwa mawakala wanaoijua njia. Tuambie unachotaka kusafirisha.',
  lead: 'Tuambie kinachopaswa kusafirishwa, kutoka wapi kwenda wapi na lini. Tunauliza mawakala wa usafirishaji na wasafirishaji wanaofanya kazi kwenye njia hiyo, kisha tunakuletea machaguo.',
  sections: [
    {
      id: 'modes',
      heading: 'Bahari, anga, barabara na reli',
      paragraphs: [
        'Bidhaa nyingi zinazonunuliwa kwenye Sokoni husafiri kwa barabara ndani ya kanda moja au kwa bahari kati ya kanda; anga hufaa kwa sampuli na mizigo myepesi ya haraka. Washirika wetu hushughulikia njia kuu, kwa mfano:',
      ],
      list: [
        'Mombasa na Dar es Salaam hadi Kampala, Kigali na Juba;',
        'Abidjan, Tema na Lomé hadi Lagos na ukanda wa Sahel;',
        'Durban hadi Johannesburg, Lusaka na Harare;',
        'Casablanca na Tangier hadi Ulaya na Afrika Magharibi.',
      ],
      links: [
        {
          to: '#request',
          label: 'Omba bei ya usafirishaji',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Ombi linavyoshughulikiwa',
      paragraphs: [
        'Kadiri ombi linavyokuwa sahihi ndivyo bei zinavyokuwa sahihi: uzito au ujazo, ufungashaji na tarehe bidhaa zitakapokuwa tayari ndivyo vya muhimu zaidi.',
      ],
      ordered: true,
      list: [
        'Jaza fomu iliyo hapa chini kwa njia, mzigo na tarehe.',
        'Timu yetu hulisoma ndani ya siku mbili za kazi na kukuuliza kama kuna kinachokosekana.',
        'Ukikubali, mawakala hulipokea na kukupa bei, muda wa safari na hati zinazohitajika.',
        'Unaweka nafasi kwa wakala unayemchagua, kisha unaongeza taarifa za ufuatiliaji kwenye oda yako ili pande zote mbili ziifuatilie.',
      ],
    },
    {
      id: 'documents',
      heading: 'Hati na Incoterms',
      paragraphs: [
        'Incoterm inaeleza kazi ya muuzaji inapoishia na ya mnunuzi inapoanzia: FOB Mombasa maana yake muuzaji analipa hadi bidhaa ziwe melini, CIF inaongeza gharama ya usafiri na bima hadi bandari ya kufikia. Vyeti vya asili chini ya Eneo Huru la Biashara la Bara la Afrika vinaweza kupunguza ushuru unaolipa.',
      ],
      links: [
        {
          to: '/international-support',
          label: 'Biashara ya kuvuka mipaka',
        },
        {
          to: '/orders',
          label: 'Oda zangu',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Je, Sokoni inasafirisha bidhaa yenyewe?',
      answer:
        'Hapana. Sokoni inakuunganisha na mawakala na wasafirishaji; uwekaji wa nafasi na mkataba wa usafirishaji ni kati yako na wao.',
    },
    {
      question: 'Naweza kuomba bei kabla ya kuweka oda?',
      answer:
        'Ndiyo. Wanunuzi wengi huomba bei za usafirishaji wanapolinganisha wasambazaji, ili kujua gharama kamili hadi bidhaa zifike.',
    },
  ],
  actions: [
    {
      to: '/trade-services',
      label: 'Huduma zote za biashara',
    },
  ],
};

export default doc;
