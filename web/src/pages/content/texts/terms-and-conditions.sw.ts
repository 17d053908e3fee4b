import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Vigezo na masharti',
  description:
    'Kanuni za kununua na kuuza kupitia Sokoni: akaunti, kuorodhesha bidhaa, oda, escrow, ada, migogoro, kufuata sheria za mipakani na dhima.',
  lead: 'Masharti haya ni makubaliano kati ya biashara yako na Sokoni unapotumia soko hili. Yameandikwa yasomeke kwa mkao mmoja; pale kanuni ina uzito zaidi, imesemwa waziwazi.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'scope',
      heading: 'Masharti haya yanamhusu nani',
      paragraphs: [
        'Yanamhusu kila anayefungua akaunti kwenye Sokoni: wanunuzi, wauzaji na biashara zinazofanya yote mawili. Kwa kufungua akaunti unathibitisha kuwa una angalau miaka 18, kwamba unafanya kazi kwa niaba ya biashara (kampuni, chama cha ushirika au mfanyabiashara binafsi) na kwamba una mamlaka ya kuifunga kisheria.',
        'Sokoni ni soko. Mkataba wa mauzo ni kati ya mnunuzi na muuzaji, na Sokoni si sehemu yake; Sokoni inatoa jukwaa, huduma ya escrow na utatuzi wa migogoro unaoelezwa hapa.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Akaunti yako',
      paragraphs: [
        'Hakikisha taarifa zako ni sahihi na za sasa, usimpe mtu nenosiri lako, na utujulishe mara moja ukidhani mtu mwingine ametumia akaunti yako. Unawajibika kwa kinachofanywa kupitia akaunti hiyo. Nafasi uliyojisajili nayo (mnunuzi, muuzaji au vyote) huamua unachoweza kufanya; haki za msimamizi hazitolewi kamwe kupitia usajili.',
      ],
    },
    {
      id: 'listings',
      heading: 'Kuorodhesha bidhaa na kinachoruhusiwa kuuzwa',
      paragraphs: [
        'Wauzaji lazima waeleze bidhaa kwa usahihi (asili, vipimo, daraja, kiasi kilichopo, bei kwa viwango, kiasi cha chini cha oda na muda wa maandalizi) na wawe na haki na leseni zinazohitajika kuziuza. Bidhaa zinaweza kukaguliwa kabla ya kuchapishwa na kuondolewa zikivunja kanuni hizi. Vifuatavyo haviruhusiwi kuuzwa:',
      ],
      list: [
        'silaha, risasi na vilipuzi;',
        'dawa za kulevya na vitu vingine vinavyodhibitiwa;',
        'mazao ya wanyamapori yanayolindwa na CITES, kama pembe za ndovu au magamba ya kakakuona;',
        'bidhaa bandia na bidhaa zinazokiuka haki miliki za wengine;',
        'madini ya maeneo ya migogoro, na bidhaa kutoka kwa watu au maeneo yaliyowekewa vikwazo;',
        'taka hatari;',
        'chochote ambacho kukiuza au kukisafirisha nje ni kinyume cha sheria katika nchi ya muuzaji, au kukiingiza ni kinyume cha sheria katika nchi ya mnunuzi.',
      ],
    },
    {
      id: 'orders',
      heading: 'Oda na nukuu za bei',
      paragraphs: [
        'Oda hukamilika mnunuzi anapokubali bei iliyoorodheshwa au nukuu ya msambazaji na kulipa kwenye escrow. Ukurasa wa oda hurekodi bidhaa, kiasi, bei, sarafu, Incoterm, tarehe ya kufikishiwa na muda wa ukaguzi, na rekodi hiyo ndiyo yenye nguvu kuliko jumbe za awali. Mabadiliko baada ya malipo yanahitaji makubaliano ya pande zote mbili kwenye ukurasa wa oda.',
      ],
    },
    {
      id: 'escrow',
      heading: 'Malipo na escrow',
      paragraphs: ['Escrow ndiyo inayofanya biashara na mshirika mpya kuwa salama. Inafanya kazi hivi:'],
      list: [
        'Mnunuzi hulipa kiasi chote cha oda kwenye escrow, kinachoshikiliwa na washirika wa malipo wa Sokoni waliopewa leseni, kando na pesa za Sokoni yenyewe.',
        'Muuzaji husafirisha mara oda inapoonekana imelipiwa.',
        'Muda wa ukaguzi huanza mzigo unapofika na ni siku saba isipokuwa oda imetaja muda mwingine.',
        'Fedha hutolewa kwa muuzaji mnunuzi anapothibitisha kupokea, au zenyewe muda wa ukaguzi ukiisha bila mgogoro.',
        'Hairuhusiwi kulipa au kupokea malipo nje ya Sokoni kwa oda iliyopangwa kupitia Sokoni, na malipo hayo hayalindwi.',
      ],
    },
    {
      id: 'fees',
      heading: 'Ada',
      paragraphs: [
        'Wanunuzi hawalipi ada yoyote kwa Sokoni. Wauzaji hulipa ada ya muamala kwenye thamani ya kila oda iliyokamilika, inayokatwa escrow inapotolewa: 5% kwa Mwanzo, 3% kwa Kitaalamu na 2% kwa Kampuni Kubwa, au kama ilivyowekwa kwenye mkataba wa Kampuni Kubwa. Hakuna ada kwenye kiasi kilichorejeshwa.',
        'Kitaalamu ni dola 29 za Marekani kwa mwezi, zinazolipwa mapema, na unaweza kuusitisha wakati wowote kuanzia mwisho wa mwezi. Washirika wa malipo wanaweza kutoza gharama zao za kuhamisha au kubadilisha fedha, zinazoonyeshwa kabla ya kulipa. Kodi kwenye ada zetu, kama VAT, huongezwa pale sheria inapotaka.',
      ],
      links: [{ to: '/membership', label: 'Mipango na ada' }],
    },
    {
      id: 'shipping',
      heading: 'Usafirishaji, forodha na kufuata sheria',
      paragraphs: [
        'Mnunuzi na muuzaji hukubaliana nani anapanga usafiri, bima na utoaji wa mzigo forodhani, kwa kawaida kwa kutaja kanuni ya Incoterms 2020 kwenye oda. Kila upande unawajibika kwa kanuni zinazohusu upande wake wa biashara: leseni za kusafirisha nje na kuingiza, vyeti vya afya na afya ya mimea, kanuni za asili ya bidhaa, vikwazo, ushuru na kodi. Hatari juu ya mzigo huhamia kama Incoterm iliyokubaliwa inavyosema.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Migogoro',
      paragraphs: [
        'Matatizo mengi hutatuliwa kwa mazungumzo, kwa hiyo mtumie upande mwingine ujumbe kwanza. Hilo lisipotosha:',
      ],
      ordered: true,
      list: [
        'Mnunuzi hufungua mgogoro kwenye ukurasa wa oda kabla muda wa ukaguzi haujaisha, akieleza tatizo na suluhisho analotaka.',
        'Fedha hubaki kwenye escrow. Muuzaji ana siku tano za kazi kujibu, na pande zote mbili zinaweza kuwasilisha ushahidi: picha, ripoti za ukaguzi, nyaraka za usafiri na forodha, na jumbe zao kwenye Sokoni.',
        'Pande hizo zinaweza kumalizana wakati wowote kwa kukubaliana kwenye ukurasa wa oda kutoa malipo yote, kurejesha sehemu ya pesa, au kurudisha mzigo na kurejesha pesa.',
        'Wasipomalizana, Sokoni hupitia ushahidi na kuamua jinsi fedha zilizo kwenye escrow zinavyolipwa, kwa kawaida ndani ya siku kumi na tano za kazi tangu uwasilishaji wa mwisho. Tunaweza kudai ukaguzi huru, utakaolipiwa kama uamuzi unavyoeleza.',
        'Uamuzi wa Sokoni unahusu tu fedha zilizo kwenye escrow. Haumzuii upande wowote kudai haki zake mbele ya mahakama au baraza la usuluhishi lenye mamlaka.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Biashara ya haki',
      paragraphs: ['Ili soko libaki la kuaminika, unakubali kutofanya yafuatayo:'],
      list: [
        'kuandika au kununua maoni ya uongo, au kumshinikiza mtu abadilishe maoni yake;',
        'kutumia mawasiliano uliyopata kwenye Sokoni kuhamisha muamala nje ya jukwaa;',
        'kutumia data za watumiaji wengine kwa jambo lingine zaidi ya biashara iliyosababisha zishirikiwe;',
        'kutuma barua taka, kunakili maudhui ya tovuti kwa wingi, au kujaribu kukwepa usalama wake.',
      ],
    },
    {
      id: 'content',
      heading: 'Maudhui na haki miliki',
      paragraphs: [
        'Unabaki na haki za picha na maelezo unayopakia, na unairuhusu Sokoni kuyaonyesha sokoni na kuyatumia kutangaza bidhaa zako zikiwa mtandaoni. Jina na nembo ya Sokoni ni mali ya Sokoni. Programu inayoendesha Sokoni ni huria na ina leseni yake tofauti.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Kusimamisha na kufunga akaunti',
      paragraphs: [
        'Unaweza kufunga akaunti yako wakati wowote oda na migogoro yako iliyo wazi ikishamalizika. Tunaweza kusimamisha au kufunga akaunti inayovunja masharti haya au sheria, au ili kuwalinda watumiaji wengine. Isipokuwa katika hali za dharura kama udanganyifu, tunaonya kwanza na kueleza sababu. Fedha zilizo kwenye escrow kwa oda zilizo wazi bado hushughulikiwa chini ya masharti haya.',
      ],
    },
    {
      id: 'liability',
      heading: 'Dhima',
      paragraphs: [
        'Sokoni inatoa jukwaa kwa uangalifu na ujuzi unaostahili. Sisi si wauzaji wa bidhaa na hatuwajibiki kwa ubora, usalama au uhalali wake zaidi ya escrow na utaratibu wa migogoro unaoelezwa hapa. Kwa kiwango kinachoruhusiwa na sheria, dhima yetu yote kwa biashara moja kwa madai yote ni ada ilizotulipa katika miezi kumi na miwili kabla ya dai. Hakuna chochote katika masharti haya kinachopunguza dhima ambayo sheria hairuhusu ipunguzwe, kama dhima ya udanganyifu.',
      ],
    },
    {
      id: 'law',
      heading: 'Sheria inayotumika na kutokubaliana na Sokoni',
      paragraphs: [
        'Masharti haya yanaongozwa na sheria ya nchi ambako kampuni inayoendesha Sokoni imesajiliwa, kama inavyoonyeshwa kwenye ankara zako, bila kukunyima ulinzi wa kanuni za lazima za nchi yako. Kabla ya kwenda mahakamani, sote tunakubali kujaribu kwa nia njema, kwa siku 30, kumaliza kutokubaliana kokote na Sokoni baada ya upande mmoja kuuandikia mwingine kupitia legal@sokoni.africa.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya masharti haya',
      paragraphs: [
        'Tunatoa taarifa ya angalau siku 30 kabla ya mabadiliko makubwa, kwa barua pepe au ndani ya programu. Mabadiliko hayahusu kamwe oda zilizokwisha kuwekwa.',
      ],
    },
  ],
  actions: [
    { to: '/privacy-policy', label: 'Sera ya faragha' },
    { to: '/contact', label: 'Wasiliana nasi', primary: true },
  ],
};

export default doc;
