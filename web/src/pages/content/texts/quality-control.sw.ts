import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Udhibiti wa ubora na ukaguzi',
  description:
    'Ukaguzi huru wa bidhaa kabla ya kusafirishwa, wakati wa uzalishaji au wakati wa kupakia, kupitia washirika wa ukaguzi kote Afrika.',
  lead: 'Mkaguzi huru hulinganisha bidhaa na oda yako kabla hazijaondoka kwa msambazaji, ili matatizo yagunduliwe yakiwa bado yanaweza kurekebishwa.',
  sections: [
    {
      id: 'kinds',
      heading: 'Unahitaji ukaguzi wa aina gani',
      paragraphs: ['Washirika hutoa aina za kawaida za ukaguzi:'],
      list: [
        'ukaguzi kabla ya kusafirisha: idadi, daraja, ufungashaji na alama za bidhaa zilizokamilika;',
        'ukaguzi wakati wa uzalishaji, kwa shehena kubwa au zinazotengenezwa kwa oda maalum;',
        'usimamizi wa upakiaji, kuhakikisha bidhaa sahihi zinaingia kwenye kontena;',
        'ukaguzi wa kiwanda, kabla ya oda kubwa ya kwanza kwa msambazaji mpya;',
        'vipimo vya maabara, vya unyevu, sumu kuvu (aflatoxin), usafi au vipimo vingine.',
      ],
      links: [
        {
          to: '#request',
          label: 'Omba ukaguzi',
          primary: true,
        },
      ],
    },
    {
      id: 'how',
      heading: 'Ombi linavyoshughulikiwa',
      paragraphs: [
        'Eleza bidhaa ni nini, zinaweza kukaguliwa wapi na lini, na kiwango au vipimo vinavyopaswa kufikiwa.',
      ],
      ordered: true,
      list: [
        'Jaza fomu iliyo hapa chini.',
        'Timu yetu hulisoma ndani ya siku mbili za kazi na kukuuliza kama kuna kinachokosekana.',
        'Ukikubali, washirika wa ukaguzi katika nchi hiyo hukupa bei na tarehe.',
        'Mkaguzi anatembelea, na unapokea ripoti yenye picha na vipimo.',
      ],
    },
    {
      id: 'evidence',
      heading: 'Ukaguzi na escrow',
      paragraphs: [
        'Kwa escrow, malipo yako hutolewa tu baada ya wewe kuthibitisha bidhaa. Ripoti ya ukaguzi iliyoambatishwa kwenye oda inaonyesha kilichosafirishwa, na huhesabiwa kama ushahidi mgogoro ukifunguliwa.',
      ],
      links: [
        {
          to: '/how-it-works#escrow',
          label: 'Escrow inavyofanya kazi',
        },
      ],
    },
  ],
  faq: [
    {
      question: 'Nani analipia ukaguzi?',
      answer:
        'Kwa kawaida upande unaouomba, isipokuwa mnunuzi na muuzaji wakubaliane vinginevyo. Bei ya mshirika imo kwenye ofa yake.',
    },
    {
      question: 'Mkaguzi anahitaji taarifa mapema kiasi gani?',
      answer:
        'Kwa kawaida siku tatu hadi tano za kazi; zaidi katika maeneo ya mbali au kwa vipimo vya maabara.',
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
