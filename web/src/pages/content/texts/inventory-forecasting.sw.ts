import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Utabiri wa akiba',
  description:
    'Kadiria lini bidhaa itakwisha, lini uagize upya na kiasi gani, kwa kutumia mauzo yako ya karibuni na muda wa msambazaji wako kuleta.',
  lead: 'Jua wakati wa kuagiza upya kabla bidhaa hazijakwisha. Weka akiba yako, mauzo yako ya karibuni na muda ambao shehena mpya huchukua kufika.',
  sections: [
    {
      id: 'how',
      heading: 'Makadirio yanavyokokotolewa',
      paragraphs: [
        'Wastani wa mauzo yako kwa siku ni vipimo vilivyouzwa katika siku 30 zilizopita ukigawanya kwa 30. Kwa kasi hiyo, akiba yako inadumu idadi hiyo ya siku.',
        'Kiwango cha kuagiza upya ni kile unachouza wakati shehena mpya iko njiani, pamoja na siku chache za akiba ya tahadhari kwa ucheleweshaji. Akiba yako ikishuka hadi kiwango hicho, ni wakati wa kuagiza; kiasi kinachopendekezwa kinatosha muda wa kuleta, siku za tahadhari na kipindi unachotaka oda idumu.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Kufanya makadirio kuwa sahihi zaidi',
      paragraphs: ['Makadirio ni mazuri kadiri taarifa zilizowekwa zilivyo nzuri:'],
      list: [
        'tumia kipindi kisicho na oda zisizo za kawaida, au ondoa oda kubwa ya mara moja kwenye mauzo;',
        'ongeza siku za tahadhari kabla ya sikukuu, msimu wa mvua au mpaka unapokuwa na foleni;',
        'angalia kiwango cha chini cha oda cha msambazaji wako na upandishe pendekezo hadi kufikia kiwango hicho.',
      ],
    },
    {
      id: 'stock',
      heading: 'Akiba yako kwenye Sokoni',
      paragraphs: [
        'Bidhaa zilizo tayari kusafirishwa zina akiba inayofuatiliwa: kila oda inaihifadhi, na unaweza kuirekebisha wakati wowote. Takwimu za soko zinaonyesha mahitaji yanakoongezeka.',
      ],
      links: [
        {
          to: '/seller/stock',
          label: 'Akiba yangu',
        },
        {
          to: '/market-intelligence',
          label: 'Taarifa za soko',
        },
      ],
    },
  ],
  actions: [
    {
      to: '/business-tools',
      label: 'Zana zote za biashara',
      primary: true,
    },
  ],
};

export default doc;
