import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Msaada wa kimataifa',
  description:
    'Kufanya biashara kuvuka mipaka ya Afrika kupitia Sokoni: lugha, sarafu, kanda za saa, Incoterms, nyaraka za forodha na kanuni za asili za AfCFTA.',
  lead: 'Sokoni imejengwa kwa biashara kati ya nchi. Hivi ndivyo inavyoshughulikia lugha, pesa na muda, na unachohitaji kujua kusafirisha bidhaa kuvuka mpaka.',
  sections: [
    {
      id: 'languages',
      heading: 'Lugha',
      paragraphs: [
        'Kiingereza, Kifaransa, Kiarabu na Kiswahili zimetafsiriwa kikamilifu, na Kiarabu huonyeshwa kutoka kulia kwenda kushoto. Kireno, Kihausa, Kiyoruba, Kiigbo, Kiamhari na Kizulu zinaweza kuchaguliwa kwenye menyu ya lugha wakati tafsiri zake zikiendelea; maandishi ambayo bado hayajatafsiriwa huonekana kwa Kiingereza.',
        'Ujumbe kati ya wanunuzi na wauzaji hautafsiriwi wenyewe. Andika kwa lugha mnayoielewa wote, na weka masharti muhimu kama kiasi, bei na tarehe ndani ya oda yenyewe, ambapo kila upande huyaona kwa lugha yake.',
      ],
    },
    {
      id: 'currencies',
      heading: 'Sarafu',
      paragraphs: [
        'Chagua sarafu ya kuonyesha bei kwenye menyu ya sarafu. Bei zilizobadilishwa ni za makadirio na hutumia viwango vya marejeo vinavyosasishwa mara kwa mara; sarafu na kiasi unacholipa kweli huwekwa unapoweka oda na huonyeshwa kabla ya kulipa. Sarafu kumi na nne zinapatikana:',
      ],
      list: [
        'Afrika Magharibi: naira ya Nigeria (NGN), sedi ya Ghana (GHS)',
        'Afrika Mashariki: shilingi ya Kenya (KES), shilingi ya Uganda (UGX), shilingi ya Tanzania (TZS), birr ya Ethiopia (ETB)',
        'Afrika Kaskazini: pauni ya Misri (EGP), dirham ya Morocco (MAD), dinari ya Tunisia (TND)',
        'Kusini mwa Afrika: randi ya Afrika Kusini (ZAR)',
        'Kimataifa: dola ya Marekani (USD), yuro (EUR), pauni ya Uingereza (GBP), yuan ya China (CNY)',
      ],
    },
    {
      id: 'time-zones',
      heading: 'Kanda za saa',
      paragraphs: [
        'Afrika ina kanda sita za saa, kuanzia UTC−1 huko Cabo Verde hadi UTC+4 huko Mauritius na Ushelisheli, na biashara nyingi hufanyika kati ya GMT na Saa za Afrika Mashariki (UTC+3). Sokoni huonyesha tarehe na mwisho wa muda, kama mwisho wa muda wa ukaguzi, kwa kanda ya saa ya kifaa chako, ili pande zote mbili zione wakati uleule kwa saa zao za hapo. Mnapokubaliana tarehe ya kufikisha mzigo kwa ujumbe, tajeni kanda ya saa mnayomaanisha.',
      ],
    },
    {
      id: 'incoterms',
      heading: 'Nani anafanya nini: Incoterms',
      paragraphs: [
        'Incoterm inaeleza wajibu wa muuzaji unaishia wapi na nani analipia usafiri, bima na ushuru. Taja moja kwenye kila oda ya kuvuka mpaka. Zinazotumika zaidi ni:',
      ],
      list: [
        'EXW (Ex Works): mnunuzi anachukua mzigo kwenye eneo la muuzaji na kushughulikia mengine yote, ikiwemo taratibu za forodha za kusafirisha nje.',
        'FCA (Free Carrier): muuzaji anakamilisha taratibu za kusafirisha nje na kumkabidhi mzigo msafirishaji wa mnunuzi.',
        'FOB (Free On Board): kwa usafiri wa baharini; muuzaji anapakia mzigo kwenye meli katika bandari ya kuondokea.',
        'CIF (Cost, Insurance and Freight): muuzaji analipia usafiri wa baharini na bima ya msingi hadi bandari ya kufikia; hatari huhamia mzigo ukishapakiwa melini.',
        'DAP (Delivered At Place): muuzaji anafikisha mzigo mahali palipotajwa; mnunuzi anakamilisha forodha ya kuingiza na kulipa ushuru.',
        'DDP (Delivered Duty Paid): muuzaji anafikisha mzigo ushuru ukiwa umelipwa, jambo linalowezekana tu kama muuzaji anaweza kukamilisha forodha katika nchi ya mnunuzi.',
      ],
    },
    {
      id: 'documents',
      heading: 'Nyaraka za shehena ya kuvuka mpaka',
      paragraphs: ['Ziandae kabla mzigo haujaondoka, na uambatishe nakala kwenye oda kwenye Sokoni:'],
      list: [
        'Ankara ya kibiashara, inayoonyesha msimbo wa forodha wa HS wa kila bidhaa.',
        'Orodha ya ufungashaji.',
        'Cheti cha asili: cheti cha AfCFTA kudai nafuu za AfCFTA, au cheti cha jumuiya yako ya kikanda (ECOWAS, EAC, SADC, COMESA).',
        'Cheti cha afya au cha afya ya mimea kwa vyakula, mimea na mazao ya wanyama.',
        'Hati ya usafirishaji: bili ya shehena ya meli, bili ya shehena ya ndege au hati ya mzigo wa barabarani.',
        'Leseni au kibali cha kuingiza bidhaa, pale nchi ya mnunuzi inapokihitaji.',
      ],
    },
    {
      id: 'afcfta',
      heading: 'Nafuu za ushuru za AfCFTA',
      paragraphs: [
        'Bidhaa zinazotimiza kanuni za asili za AfCFTA zinaweza kuingia katika nchi nyingine wanachama kwa ushuru mdogo au bila ushuru, kadiri kila nchi inavyoondoa ushuru wake kulingana na ratiba yake. Ili kustahili, bidhaa lazima iwe imepatikana kikamilifu au imesindikwa vya kutosha katika nchi mwanachama, na msafirishaji anahitaji cheti cha asili, kwa kawaida kinachotolewa na mamlaka ya forodha au chumba cha biashara. Waulize ni bidhaa zipi zako zinastahili; Sekretarieti ya AfCFTA iliyoko Accra huchapisha ratiba na kanuni.',
      ],
    },
    {
      id: 'help',
      heading: 'Msaada kuhusu shehena',
      paragraphs: [
        'Unaweza kusafirisha kupitia wakala wako wa usafirishaji, wa muuzaji, au washirika wa usafirishaji walioorodheshwa kwenye ukurasa wetu wa lojistiki. Kwa maswali kuhusu shehena fulani, andika kwenye ukurasa wa oda ili upande mwingine nao uone, au wasiliana na timu yetu.',
      ],
      links: [
        { to: '/logistics', label: 'Usafirishaji na lojistiki' },
        { to: '/contact?topic=support', label: 'Wasiliana na timu yetu', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'Nani analipa ushuru na kodi za kuingiza bidhaa?',
      answer:
        'Mnunuzi, isipokuwa oda iko kwa masharti ya DDP. Hakiki ushuru unaotarajiwa kwa mamlaka yako ya forodha au wakala wa usafirishaji kabla ya kuagiza; vyeti vya asili vya AfCFTA na vya kikanda vinaweza kuupunguza.',
    },
    {
      question: 'Naweza kulipa kwa sarafu ya nchi yangu?',
      answer:
        'Inategemea njia za malipo zinazopatikana nchini kwako na sarafu ya oda. Ukurasa wa malipo unaonyesha njia hizo na kiasi kamili kabla hujalipa.',
    },
    {
      question: 'Mzigo wangu umezuiliwa forodhani. Muda wa ukaguzi unakuwaje?',
      answer:
        'Muombe muuzaji auongeze kwenye ukurasa wa oda kabla haujaisha. Msipokubaliana na muda ukikaribia kuisha, fungua mgogoro: unabakiza malipo kwenye escrow wakati hali inashughulikiwa.',
    },
  ],
};

export default doc;
