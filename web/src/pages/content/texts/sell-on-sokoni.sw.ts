import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Uza kupitia Sokoni',
  description:
    'Wafikie wanunuzi wa kibiashara kote Afrika, lipwa kwa usalama kupitia escrow, na ulipe ada pale tu unapouza. Kuanza ni bure.',
  lead: 'Mteja wako ajaye anaweza kuwa ng’ambo ya mpaka. Sokoni inaweka bidhaa zako mbele ya wanunuzi wa kibiashara kote barani, kwa lugha na sarafu zao, na inahakikisha unalipwa kwa unachosafirisha.',
  sections: [
    {
      id: 'reach',
      heading: 'Wafikie wanunuzi wa nchi nyingine',
      paragraphs: [
        'Duka lako na bidhaa zako huonyeshwa kwa Kiingereza, Kifaransa, Kiarabu na Kiswahili, na bei huonyeshwa kwa sarafu anayochagua mnunuzi kati ya sarafu kumi na nne. Wanunuzi wasiopata wanachohitaji huchapisha maombi ya bei, hivyo biashara mpya inakujia.',
      ],
    },
    {
      id: 'paid',
      heading: 'Lipwa kwa unachosafirisha',
      paragraphs: [
        'Kila oda inaweza kulipiwa kwenye escrow kabla hujasafirisha, hivyo unajua pesa ipo. Hutolewa mnunuzi anapothibitisha kupokea, au yenyewe muda wa ukaguzi ukiisha bila mgogoro. Mnunuzi akilalamika, uamuzi unategemea ushahidi kama picha, nyaraka na jumbe zako, si nani anapiga kelele zaidi.',
      ],
    },
    {
      id: 'tools',
      heading: 'Zana zinazookoa muda wako',
      paragraphs: ['Kila unachohitaji kuendesha mauzo yako ya nje kiko mahali pamoja:'],
      list: [
        'bei kwa viwango vya kiasi na kiasi cha chini cha oda kwa kila bidhaa;',
        'maswali, maombi ya bei na oda kwenye dashibodi moja ya muuzaji;',
        'arifa kwa barua pepe na ndani ya programu mnunuzi anapoandika au kulipa;',
        'kupakia bidhaa nyingi kwa mara moja kwenye mpango wa Kitaalamu.',
      ],
    },
    {
      id: 'verified',
      heading: 'Jitofautishe kwa uthibitisho',
      paragraphs: [
        'Beji ya Imethibitishwa inategemea nyaraka zako za usajili, si ukubwa wako, hivyo chama cha ushirika cha watu kumi kinaweza kupata imani ileile ya kiwanda kikubwa.',
      ],
    },
    {
      id: 'fees',
      heading: 'Ada rahisi',
      paragraphs: [
        'Anza bure kwa Mwanzo ukiwa na hadi bidhaa 50 na ada ya 5% kwenye oda zilizokamilika. Kitaalamu ni dola 29 kwa mwezi kwa bidhaa bila kikomo na ada ya 3%; Kampuni Kubwa ina bei ya makubaliano na ada ya 2%. Hakuna ada ya kuorodhesha, na hakuna ada kwenye oda ambazo pesa zake zimerejeshwa.',
      ],
      links: [{ to: '/membership', label: 'Linganisha mipango' }],
    },
    {
      id: 'start',
      heading: 'Anza mchana huu',
      paragraphs: [
        'Fungua akaunti yako, kamilisha wasifu, orodhesha bidhaa zako za kwanza na uombe uthibitisho. Mwongozo wa muuzaji unakuongoza katika kila hatua.',
      ],
      links: [{ to: '/seller-onboarding', label: 'Soma mwongozo wa muuzaji' }],
    },
  ],
  faq: [
    {
      question: 'Je, ni lazima niwe kampuni iliyosajiliwa?',
      answer:
        'Unahitaji kuwa biashara: kampuni, vyama vya ushirika na wafanyabiashara binafsi waliosajiliwa wote wanakaribishwa. Beji ya Imethibitishwa inahitaji nyaraka za usajili.',
    },
    {
      question: 'Naweza kuuza kwa nchi zipi?',
      answer:
        'Kwa wanunuzi wa nchi yoyote ambako Sokoni inatumika, mradi bidhaa zako zinaruhusiwa kisheria kusafirishwa kutoka nchi yako na kuingizwa nchini kwao.',
    },
    {
      question: 'Nani anapanga usafirishaji?',
      answer:
        'Wewe na mnunuzi mnakubaliana kwa kila oda kwa kutaja Incoterm. Unaweza kutumia wakala wako wa usafirishaji, wa mnunuzi, au mmoja wa washirika wa usafirishaji walioorodheshwa kwenye Sokoni.',
    },
    {
      question: 'Napokea pesa zangu lini?',
      answer:
        'Mnunuzi anapothibitisha kupokea, au muda wa ukaguzi (siku saba isipokuwa oda imesema vinginevyo) ukiisha bila mgogoro. Kisha malipo, baada ya kukatwa ada, huingizwa kwenye akaunti yako ya kupokea malipo; muda wa uhamisho unategemea njia inayotumika.',
    },
  ],
  actions: [
    { to: '/register', label: 'Anza kuuza bure', primary: true },
    { to: '/login', label: 'Ingia' },
  ],
};

export default doc;
