import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Kwa nini tulianzisha Sokoni',
  description:
    'Afrika inafanya biashara kidogo mno na yenyewe. AfCFTA inabadilisha kanuni; Sokoni inazipa biashara ndogo na za kati zana za kuzitumia.',
  lead: 'Msindikaji wa kakao nchini Ghana na mtengenezaji wa pipi nchini Kenya wanapaswa kuweza kupatana, kukubaliana bei na kufanya biashara kwa usalama bila yeyote kupanda ndege. Mara nyingi hawawezi. Sokoni ilijengwa kutatua hilo.',
  sections: [
    {
      heading: 'Bara linalofanya biashara na kila mtu isipokuwa lenyewe',
      paragraphs: [
        'Kwa mujibu wa UNCTAD, ni takriban asilimia 15 tu ya mauzo ya nje ya nchi za Afrika yanayokwenda kwa nchi nyingine za Afrika. Ndani ya Ulaya kiwango hicho kinakaribia theluthi mbili, na ndani ya Asia ni zaidi ya nusu. Afrika husafirisha kakao ghafi kwenda Ulaya na kununua chokoleti; huuza pamba nje na kuagiza vitambaa. Thamani kubwa ambayo ingeweza kuzalishwa kati ya majirani inazalishwa kwingineko.',
        'Sababu zinazotajwa kwa kawaida ni za kweli: barabara na reli zisizounganika, mipaka inayochelewesha, ushuru wa forodha, na malipo ya gharama kubwa kati ya sarafu za Kiafrika ambayo mara nyingi hupitia dola au yuro. Lakini ukizungumza na wafanyabiashara utasikia kuhusu kikwazo kingine kigumu vilevile. Mnunuzi wa Nairobi hajui ni mzalishaji yupi wa siagi ya shea kaskazini mwa Ghana anayeaminika. Mshonaji wa nguo wa Tunis hawezi kuhakiki kama msambazaji wa pamba wa Benin aliyemjibu ni halisi. Muuzaji wa Lagos hana njia ya kuwa na uhakika kwamba mteja mpya wa Douala atalipa.',
      ],
    },
    {
      heading: 'AfCFTA inabadilisha kanuni',
      paragraphs: [
        'Eneo Huru la Biashara la Bara la Afrika (AfCFTA) ndilo badiliko kubwa zaidi la kanuni hizi katika kizazi kizima. Mkataba ulisainiwa Kigali mwezi Machi 2018, ukaanza kutumika Mei 2019, na biashara chini yake ilianza rasmi tarehe 1 Januari 2021. Nchi hamsini na nne kati ya nchi hamsini na tano wanachama wa Umoja wa Afrika zimeusaini. Polepole nchi wanachama zinaondoa ushuru wa forodha kwa sehemu kubwa ya bidhaa wanazouziana, na zimekubaliana kanuni za pamoja za asili ya bidhaa, ili bidhaa iliyotengenezwa Afrika iweze kuthibitisha hivyo na kulipa ushuru mdogo.',
        'Vipande vingine vinakaa mahali pake. Mpango wa Biashara Elekezi (Guided Trade Initiative), ulioanzishwa mwaka 2022, uliwezesha shehena halisi za kwanza kwa masharti ya AfCFTA kati ya nchi chache. Mfumo wa Malipo na Usuluhishi wa Afrika (PAPSS), ulioanzishwa na Afreximbank mwaka huohuo, humwezesha mnunuzi kulipa kwa sarafu yake na muuzaji kupokea sarafu yake, bila kupitia sarafu ya tatu.',
      ],
    },
    {
      heading: 'Kanuni pekee hazitoshi',
      paragraphs: [
        'Ushuru mdogo haumfanyi mfanyabiashara wa Dakar amwamini mgeni wa Dar es Salaam. Tukifanya kazi na wasafirishaji, waagizaji na vyama vya ushirika, tuliendelea kukutana na mapengo yaleyale matatu.',
      ],
      list: [
        'Kupata: kuwapata wasambazaji wenye vipimo halisi, viwango vya chini vya oda na bei, badala ya namba ya simu kwenye orodha.',
        'Kuaminiana: kulipa biashara ambayo hujawahi kukutana nayo, au kuisafirishia mzigo, bila kuhatarisha oda nzima.',
        'Makaratasi: Incoterms, vyeti vya asili chini ya kanuni za AfCFTA, vyeti vya afya ya mimea, misimbo ya forodha. Hakuna kati ya hayo kilicho kigumu ukishakijua, na yote ni ghali kujifunza kwa kukosea.',
      ],
    },
    {
      heading: 'Tulichojenga',
      paragraphs: [
        'Sokoni ni soko la biashara kwa biashara lililojengwa kuzunguka mapengo hayo. Wasambazaji huorodhesha bidhaa zenye bei kwa viwango na kiasi cha chini, na wanaweza kuhakikiwa usajili wao ili kupata beji ya Imethibitishwa. Wanunuzi wanaweza kutafuta, kulinganisha na kuchapisha maombi ya bei. Kila oda inaweza kulipiwa kupitia escrow: pesa hushikiliwa hadi mnunuzi amekagua mzigo, na jambo likienda vibaya kuna utaratibu wa kutatua mgogoro unaoishia kwa uamuzi wa mtu.',
        'Tulijenga kwa jinsi biashara inavyofanyika kweli barani. Sokoni inazungumza Kiingereza, Kifaransa, Kiarabu na Kiswahili, huku Kiarabu kikisomeka kutoka kulia kwenda kushoto, na inaonyesha bei kwa sarafu kumi na nne. Ukurasa wa kwanza ni mwepesi kiasi cha kufunguka haraka hata kwenye mtandao wa simu wa polepole. Na programu ni huria, hivyo yeyote anaweza kukagua jinsi inavyoshughulikia malipo na data binafsi badala ya kutegemea maneno yetu.',
      ],
    },
    {
      heading: 'Tusichofanya',
      paragraphs: [
        'Sisi ni wapya, na hatutajifanya vinginevyo. Hutaona kwenye kurasa zetu idadi ya wasambazaji iliyobuniwa wala jumla za miamala za kufikirika. Ada zetu ni rahisi: wanunuzi hawalipi chochote, na wauzaji hulipa kati ya asilimia 2 na 5 ya oda zilizokamilika kutegemea mpango wao, na hakuna ada kwenye marejesho. Hatuuzi data na hatutumii vifuatiliaji vya matangazo.',
      ],
    },
    {
      heading: 'Tunakoelekea',
      paragraphs: [
        'Tunaanza na bidhaa ambazo tayari zina mahitaji makubwa kati ya nchi za Afrika: mazao ya kilimo kama kakao, korosho, shea, kahawa na ufuta; nguo na mavazi; vifaa vya ujenzi; vyakula vilivyosindikwa; na vifaa vya nishati ya jua. Tunafanya kazi na watoa huduma za usafirishaji, ukaguzi na ufadhili wa biashara ili sehemu ngumu za biashara ya kuvuka mipaka ziwe hatua za oda badala ya vikwazo.',
        'Zaidi ya yote, tunasikiliza. Kama unanunua au kuuza kuvuka mipaka ya Afrika, tueleze kinachokukwamisha. Fungua akaunti, orodhesha bidhaa zako, au tuandikie tu: tutakachojenga baadaye kinategemea hilo.',
      ],
      links: [
        { to: '/register', label: 'Fungua akaunti ya bure', primary: true },
        { to: '/contact', label: 'Tuandikie' },
      ],
    },
  ],
};

export default doc;
