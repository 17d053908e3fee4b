import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Wasiliana na Sokoni',
  description:
    'Una swali kuhusu kununua, kuuza, ushirikiano au habari? Iandikie timu ya Sokoni kwa Kiswahili, Kiingereza, Kifaransa au Kiarabu.',
  lead: 'Kununua, kuuza, ushirikiano au vyombo vya habari: tuandikie na mtu sahihi atakujibu.',
  sections: [
    {
      id: 'teams',
      heading: 'Iandikie timu sahihi',
      paragraphs: [
        'Fomu iliyo juu inatufikia sote. Ukipendelea barua pepe, anwani hizi zinakwenda moja kwa moja kwa kila timu:',
      ],
      list: [
        'Msaada kuhusu akaunti au oda: support@sokoni.africa',
        'Ushirikiano na mauzo kwa makampuni: partners@sokoni.africa',
        'Waandishi wa habari na vyombo vya habari: press@sokoni.africa',
        'Maombi kuhusu data binafsi: privacy@sokoni.africa',
        'Ripoti za usalama: security@sokoni.africa',
      ],
    },
    {
      id: 'before',
      heading: 'Kabla hujaandika',
      paragraphs: [
        'Majibu mengi tayari yapo kwenye maswali ya mara kwa mara na kituo cha msaada. Kwa tatizo la oda, ukurasa wa oda ni wa haraka zaidi: ujumbe wako unabaki pamoja na oda na unaweza kufungua mgogoro wakati malipo bado yako kwenye escrow.',
      ],
      links: [
        { to: '/faq', label: 'Maswali ya mara kwa mara' },
        { to: '/help-center', label: 'Kituo cha msaada' },
      ],
    },
    {
      id: 'languages',
      heading: 'Lugha na muda wa kujibu',
      paragraphs: [
        'Andika kwa Kiswahili, Kiingereza, Kifaransa au Kiarabu na tutakujibu kwa lugha hiyohiyo. Tunalenga kujibu ndani ya siku mbili za kazi, na mapema zaidi oda ikiwa hatarini.',
      ],
    },
  ],
};

export default doc;
