import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Fedha za biashara',
  description:
    'Mtaji wa kuendesha biashara, fedha za oda na za ankara kwa wafanyabiashara wa Afrika, kupitia wakopeshaji washirika. Tuambie unachohitaji.',
  lead: 'Sokoni haikopeshi pesa yenyewe. Tunapeleka ombi lako kwa washirika wa fedha wanaoelewa biashara ya kuvuka mipaka, na historia ya oda zako kwenye Sokoni inaweza kuwasaidia kuamua haraka zaidi.',
  sections: [
    {
      id: 'what',
      heading: 'Washirika wanaweza kugharamia nini',
      paragraphs: [
        'Washirika wetu hupitia maombi ya biashara zinazonunua au kuuza kwenye Sokoni, kuanzia dola elfu chache, kwa ajili ya:',
      ],
      list: [
        'mtaji wa kuendesha biashara, kununua malighafi au bidhaa kabla ya msimu;',
        'oda za ununuzi, ili umlipe msambazaji wako kabla mnunuzi wako hajakulipa;',
        'ankara, ili ulipwe mapema kwa bidhaa ulizokwisha kuwasilisha;',
        'vifaa, kama chumba cha baridi, lori au mashine za usindikaji;',
        'mauzo ya nje, ili uwape wanunuzi wako wa nje muda wa kulipa.',
      ],
      links: [
        {
          to: '#request',
          label: 'Omba fedha za biashara',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Ombi linavyoshughulikiwa',
      paragraphs: ['Kutuma ombi ni bure, na hulazimiki kukubali ofa yoyote.'],
      ordered: true,
      list: [
        'Jaza fomu iliyo hapa chini: pesa ni za nini, kiasi gani, kwa sarafu gani na kwa muda gani.',
        'Timu yetu hulisoma ndani ya siku mbili za kazi na kukuuliza kama kuna kinachokosekana.',
        'Ukikubali, tunalishiriki na washirika wanaofaa kiasi, nchi na madhumuni.',
        'Washirika hukutumia ofa zao moja kwa moja. Unachagua mwenyewe; mkataba ni kati yako na mshirika.',
      ],
    },
    {
      id: 'prepare',
      heading: 'Unachopaswa kuandaa',
      paragraphs: [
        'Kwa kawaida washirika huomba usajili wa biashara, taarifa za benki au za pesa za simu za hivi karibuni, na oda au mkataba unaohitaji fedha. Biashara iliyothibitishwa kwenye Sokoni imeshawasilisha hati zake za usajili mara moja.',
      ],
      links: [
        {
          to: '/advanced-verification',
          label: 'Thibitisha biashara yako',
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
      question: 'Je, Sokoni ndiyo inayokopesha pesa?',
      answer:
        'Hapana. Sokoni inawasilisha ombi lako kwa washirika wenye leseni. Kila mshirika huweka masharti, ada na riba zake, na huzitaja kwenye ofa yake.',
    },
    {
      question: 'Je, kutuma ombi kunaathiri kumbukumbu zangu za mikopo?',
      answer:
        'Kutuma ombi kwa Sokoni hakuathiri. Mshirika anayehitaji kuangalia kumbukumbu zako za mikopo huomba ruhusa yako kwanza.',
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
