import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Mahusiano na wawekezaji',
  description:
    'Dhamira ya Sokoni, soko lililofunguliwa na AfCFTA, na mfumo wa biashara unaotegemea ada za miamala na usajili wa malipo.',
  lead: 'Sokoni inajenga miundombinu ya kibiashara kwa biashara za Kiafrika zinazotaka kununua na kuuziana. Ukurasa huu ni kwa wawekezaji, taasisi za ufadhili wa maendeleo na washirika wanaotaka kuelewa tunachofanya na jinsi tunavyokusudia kupata mapato.',
  sections: [
    {
      id: 'mission',
      heading: 'Dhamira yetu',
      paragraphs: [
        'Kufanya biashara kati ya biashara za Kiafrika iwe salama na rahisi kama biashara ndani ya mji mmoja. Tunajipima kwa idadi ya biashara zinazokamilisha oda yao ya kwanza ya kuvuka mpaka kupitia Sokoni, na kwa idadi ya zile zinazorudi kwa oda ya pili.',
      ],
    },
    {
      id: 'market',
      heading: 'Soko',
      paragraphs: [
        'Eneo Huru la Biashara la Bara la Afrika limesainiwa na nchi 54 kati ya 55 wanachama wa Umoja wa Afrika. Linajumuisha soko la takriban watu bilioni 1.4 na, kwa takwimu inayotajwa mara nyingi, pato la taifa la pamoja linalozidi dola trilioni tatu za Marekani. Biashara chini ya mkataba huo ilianza tarehe 1 Januari 2021, na ushuru wa forodha kwa bidhaa nyingi unaondolewa hatua kwa hatua.',
        'Mahali pa kuanzia panaacha nafasi kubwa. Kwa mujibu wa UNCTAD, ni takriban asilimia 15 tu ya mauzo ya nje ya nchi za Afrika yanayokwenda kwa nchi nyingine za Afrika, ikilinganishwa na karibu theluthi mbili ndani ya Ulaya. Tume ya Umoja wa Mataifa ya Uchumi kwa Afrika imekadiria kuwa utekelezaji kamili wa AfCFTA unaweza kuifanya biashara ya ndani ya Afrika kuwa kubwa kwa karibu theluthi moja ifikapo 2045 kuliko ingekuwa bila mkataba huo, na Benki ya Dunia imekadiria kuwa mkataba unaweza kuwatoa takriban watu milioni 30 katika umaskini uliokithiri ifikapo 2035.',
        'Kanda hii pia iko tayari kwa biashara ya kidijitali: kwa mujibu wa GSMA, Afrika Kusini mwa Jangwa la Sahara ndiyo yenye sehemu kubwa zaidi ya shughuli za pesa kwa simu duniani, na mifumo ya malipo ya kuvuka mipaka kama PAPSS inapunguza gharama ya kulipa kwa sarafu za ndani.',
      ],
    },
    {
      id: 'model',
      heading: 'Mfumo wa biashara',
      paragraphs: [
        'Wanunuzi hutumia Sokoni bure, kwa sababu mahitaji ndiyo yanayowavutia wauzaji. Mapato yanatoka kwa wauzaji, na mengi yake hupatikana tu biashara inapofanikiwa:',
      ],
      list: [
        'Ada za miamala za asilimia 3 hadi 5 ya kila oda iliyokamilika, kutegemea mpango wa muuzaji (5% kwa mpango wa bure wa Mwanzo, 3% kwa Kitaalamu), na kiwango cha makubaliano kwa akaunti za Kampuni Kubwa. Ada huchukuliwa escrow inapotolewa, hivyo mapato hufuata uwasilishaji uliofanikiwa.',
        'Usajili wa malipo: Kitaalamu kwa dola 29 za Marekani kwa mwezi kwa bidhaa bila kikomo na zana za juu za muuzaji, na mikataba ya Kampuni Kubwa kwa wasambazaji wakubwa.',
        'Baadaye, huduma zinazotolewa pamoja na washirika kuzunguka oda, kama ufadhili wa biashara, usafirishaji na ukaguzi.',
      ],
    },
    {
      id: 'edge',
      heading: 'Kinachoitofautisha Sokoni',
      paragraphs: ['Maamuzi machache tuliyofanya tangu mwanzo yanaitofautisha Sokoni:'],
      list: [
        'Uaminifu uliojengwa ndani ya kila oda: escrow, muda wa ukaguzi na utaratibu wa migogoro unaoamuliwa na watu.',
        'Imejengwa kwa bara zima tangu siku ya kwanza: Kiingereza, Kifaransa, Kiarabu (kutoka kulia kwenda kushoto) na Kiswahili, na bei kwa sarafu kumi na nne.',
        'Nyepesi kiasi cha kufanya kazi kwenye mitandao ya simu ya polepole, wanayotumia watumiaji wetu wengi.',
        'Programu huria: wasimamizi, washirika na wateja wanaweza kuona hasa jinsi malipo na data binafsi zinavyoshughulikiwa.',
        'Msimbo mmoja unaoendeshwa kwenye seva moja ndogo kwa mradi wa majaribio, au kwenye kundi la seva kwa utekelezaji wa kitaifa.',
      ],
    },
    {
      id: 'stage',
      heading: 'Tulipo sasa',
      paragraphs: [
        'Sokoni iko katika hatua za mwanzo. Hatuchapishi takwimu za ukuaji hadi ziwe na maana na ziweze kuthibitishwa; tutakapozichapisha, zitaonekana kwenye ukurasa huu pamoja na maelezo yake. Tunafurahi kuwashirikisha wawekezaji waliohitimu mpango wetu wa kazi, vipimo vya bidhaa na nyaraka za utawala chini ya makubaliano ya usiri.',
      ],
    },
    {
      id: 'contact',
      heading: 'Mawasiliano',
      paragraphs: [
        'Wawekezaji na washirika wa maendeleo wanaweza kuandika kwa investors@sokoni.africa au kutumia fomu ya mawasiliano.',
      ],
      links: [
        { to: 'mailto:investors@sokoni.africa', label: 'investors@sokoni.africa' },
        { to: '/contact?topic=partnership', label: 'Fomu ya mawasiliano', primary: true },
      ],
    },
  ],
  actions: [
    { to: '/blog/why-sokoni-launched', label: 'Kwa nini tulianzisha Sokoni' },
    { to: '/how-it-works', label: 'Jinsi Sokoni inavyofanya kazi' },
  ],
};

export default doc;
