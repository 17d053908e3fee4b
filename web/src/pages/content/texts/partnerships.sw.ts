import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Ushirikiano',
  description:
    'Watoa huduma za usafirishaji, wakopeshaji, kampuni za ukaguzi, kampuni za teknolojia na vyama vya biashara: fanyeni kazi na Sokoni kuwahudumia wafanyabiashara wa Afrika.',
  lead: 'Biashara inahitaji zaidi ya soko la mtandaoni. Tunafanya kazi na kampuni na mashirika yanayosaidia biashara za Afrika kusafirisha bidhaa, kulipwa, kugharamia ukuaji na kuthibitisha ubora.',
  sections: [
    {
      id: 'who',
      heading: 'Tunafanya kazi na nani',
      paragraphs: ['Tunatafuta washirika wanaohudumia biashara katika nchi moja au zaidi za Afrika:'],
      list: [
        'mawakala wa usafirishaji, wasafirishaji na maghala;',
        'benki, taasisi za fedha ndogo ndogo na mifuko ya fedha za biashara;',
        'kampuni za ukaguzi, vipimo na utoaji wa vyeti;',
        'kampuni za teknolojia: malipo, uhasibu, programu za usafirishaji;',
        'vyama vya wafanyabiashara, vya wauzaji nje na vya wazalishaji.',
      ],
      links: [
        {
          to: '#request',
          label: 'Tuma ombi la ushirikiano',
          primary: true,
        },
      ],
    },
    {
      id: 'offer',
      heading: 'Washirika wanapata nini',
      paragraphs: [
        'Maombi kutoka kwa biashara zilizothibitishwa zenye historia ya biashara, yaliyopangwa ili uweze kutoa bei haraka, na nafasi kwenye kurasa za huduma ambazo wanunuzi na wauzaji husoma kabla ya kufanya biashara.',
      ],
      links: [
        {
          to: '/trade-services',
          label: 'Huduma za biashara za Sokoni',
        },
      ],
    },
    {
      id: 'how',
      heading: 'Jinsi ya kuanza',
      paragraphs: [
        'Tuambie wewe ni nani na unapendekeza nini kwenye fomu iliyo hapa chini. Tunajibu kila ombi ndani ya siku tano za kazi.',
      ],
      ordered: true,
      list: [
        'Tuma ombi lako.',
        'Tunapanga simu ili kuelewa huduma yako, nchi zako na masharti yako.',
        'Tunakubaliana jinsi maombi yatakavyokufikia na jinsi tutakavyopima huduma wanayopata watumiaji wetu.',
      ],
    },
  ],
  actions: [
    {
      to: '/investor-relations',
      label: 'Mahusiano na wawekezaji',
    },
  ],
};

export default doc;
