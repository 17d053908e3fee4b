import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Msaada',
  description:
    'Jinsi ya kupata msaada wa timu ya Sokoni: cha kueleza, lini tunajibu, matatizo ya oda na migogoro, na jinsi ya kuripoti udanganyifu au tatizo la usalama.',
  lead: 'Kila ombi hujibiwa na watu, si roboti. Hivi ndivyo unavyoweza kutufikia na kupata jibu la kusaidia haraka.',
  sections: [
    {
      id: 'channels',
      heading: 'Jinsi ya kutufikia',
      paragraphs: [
        'Fomu ya mawasiliano ndiyo njia ya haraka zaidi: chagua mada inayofaa na ujumbe wako utaifikia timu husika moja kwa moja. Kwa tatizo la oda fulani, tumia ukurasa wa oda, ili kila kitu kibaki pamoja na kihesabiwe kama ushahidi mgogoro ukifunguliwa.',
      ],
      list: [
        'Fomu ya mawasiliano: swali lolote, kwa Kiswahili, Kiingereza, Kifaransa au Kiarabu.',
        'Ukurasa wa oda: ujumbe kwa upande mwingine, kuthibitisha kupokea, migogoro.',
        'Barua pepe support@sokoni.africa kama huwezi kutumia fomu.',
      ],
      links: [
        { to: '/contact?topic=support', label: 'Fungua fomu ya mawasiliano', primary: true },
        { to: 'mailto:support@sokoni.africa', label: 'support@sokoni.africa' },
      ],
    },
    {
      id: 'details',
      heading: 'Cha kueleza',
      paragraphs: [
        'Ujumbe wa kwanza uliokamilika mara nyingi huleta jibu la kwanza lililokamilika. Tafadhali tueleze:',
      ],
      list: [
        'barua pepe ya akaunti yako ya Sokoni;',
        'namba ya oda, au kiungo cha bidhaa au ombi la bei;',
        'ulichotarajia, kilichotokea badala yake, na lini;',
        'picha za skrini au picha nyingine zikisaidia;',
        'kwa malipo: tarehe, kiasi na njia uliyotumia. Usitume kamwe namba ya kadi, nenosiri au msimbo wa mara moja.',
      ],
    },
    {
      id: 'hours',
      heading: 'Lini tunajibu',
      paragraphs: [
        'Timu yetu hufanya kazi Jumatatu hadi Ijumaa katika kanda za saa za Afrika Magharibi, Kati, Mashariki na Kusini, na hulenga kujibu ndani ya siku mbili za kazi. Matatizo ya oda ambazo pesa zake ziko kwenye escrow hushughulikiwa kwanza.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Matatizo ya oda na migogoro',
      paragraphs: [
        'Pesa ikiwa kwenye escrow, muda ni muhimu. Fungua mgogoro kwenye ukurasa wa oda kabla muda wa ukaguzi haujaisha, hata kama bado mnazungumza na msambazaji. Mgogoro huzuia malipo; haumtuhumu mtu yeyote, na unaweza kuufunga mara mnapokubaliana.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'Jinsi migogoro inavyoshughulikiwa' }],
    },
    {
      id: 'security',
      heading: 'Udanganyifu na usalama',
      paragraphs: [
        'Mtu akikuomba ulipe nje ya Sokoni au umpe nenosiri lako, au ukiona bidhaa inayoonekana ya udanganyifu, iripoti kutoka ukurasa wa bidhaa au andika kwa security@sokoni.africa. Hatuombi kamwe manenosiri wala misimbo ya mara moja.',
        'Kuripoti udhaifu kwenye mfumo, tuma hatua za kuurudia kwa security@sokoni.africa na utupe muda wa kutosha kuurekebisha kabla ya kuuchapisha. Hatutachukua hatua dhidi ya utafiti uliofanywa kwa nia njema.',
      ],
      links: [{ to: 'mailto:security@sokoni.africa', label: 'security@sokoni.africa' }],
    },
    {
      id: 'feedback',
      heading: 'Mawazo na maoni',
      paragraphs: [
        'Sokoni ni programu huria na huboreka kwa maoni ya biashara zinazoitumia. Tueleze kinachokosekana au kisichoeleweka: mapendekezo ya wafanyabiashara huongoza tunachojenga baadaye.',
      ],
      links: [{ to: '/contact?topic=general', label: 'Tuma maoni' }],
    },
  ],
  actions: [
    { to: '/help-center', label: 'Kituo cha msaada' },
    { to: '/faq', label: 'Maswali ya mara kwa mara' },
  ],
};

export default doc;
