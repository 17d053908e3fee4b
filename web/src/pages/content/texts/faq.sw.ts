import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Maswali yanayoulizwa mara kwa mara',
  description:
    'Majibu kuhusu kununua na kuuza kupitia Sokoni: wasambazaji waliothibitishwa, malipo ya escrow, ukaguzi, migogoro, ada, sarafu na usafirishaji.',
  lead: 'Majibu mafupi kwa maswali ambayo biashara hutuuliza mara nyingi. Kama swali lako halipo hapa, kituo cha msaada na timu yetu viko karibu nawe.',
  sections: [
    {
      heading: 'Bado una swali?',
      paragraphs: [
        'Kituo cha msaada kimepanga miongozo yetu kwa kazi, na timu yetu hujibu kila ujumbe unaotumwa kupitia fomu ya mawasiliano.',
      ],
      links: [
        { to: '/help-center', label: 'Fungua kituo cha msaada' },
        { to: '/contact', label: 'Wasiliana nasi', primary: true },
      ],
    },
  ],
  faq: [
    {
      question: 'Sokoni ni nini?',
      answer:
        'Sokoni ni soko la mtandaoni la biashara kwa biashara (B2B) kwa ajili ya biashara ya Afrika. Biashara hununua bidhaa kwa jumla kutoka kwa wasambazaji kote barani, na kila oda inaweza kulipiwa kupitia escrow, hivyo pesa humfikia msambazaji pale tu mnunuzi anapopokea kilichokubaliwa.',
    },
    {
      question: 'Nani anaweza kununua kupitia Sokoni?',
      answer:
        'Biashara yoyote: wauzaji wa rejareja na wasambazaji, viwanda vinavyotafuta malighafi, hoteli na mikahawa, vyama vya ushirika na mashirika yasiyo ya kiserikali. Unahitaji akaunti ya bure yenye barua pepe iliyothibitishwa ili kuweka oda. Wanunuzi hawalipi ada yoyote kwa Sokoni.',
    },
    {
      question: 'Nitajuaje kuwa msambazaji ni halali?',
      answer:
        'Angalia beji ya Imethibitishwa: inamaanisha tumekagua nyaraka za usajili wa kampuni na utambulisho wa mtu anayeendesha akaunti. Soma maoni ya wanunuzi wengine, na fanya malipo yote ndani ya Sokoni. Hatutakuomba kamwe umlipe msambazaji moja kwa moja, na msambazaji anayekuomba hivyo anavunja kanuni zetu.',
    },
    {
      question: 'Escrow inalindaje malipo yangu?',
      answer:
        'Unapolipia oda, pesa huingia kwenye akaunti ya escrow kwa washirika wetu wa malipo, si kwa msambazaji. Msambazaji anaona kuwa malipo yamehifadhiwa, kisha anasafirisha. Unakagua mzigo ukifika; ukithibitisha kuupokea, pesa inatolewa. Kukiwa na tatizo, unafungua mgogoro na pesa inabaki ilipo hadi utatuliwe.',
    },
    {
      question: 'Nina muda gani wa kukagua mzigo?',
      answer:
        'Siku saba baada ya mzigo kufika, isipokuwa oda imetaja muda mwingine (mara nyingi mfupi zaidi kwa bidhaa zinazoharibika haraka, na mrefu zaidi kwa mashine). Ukihitaji muda zaidi, kwa mfano mzigo ukiwa umezuiliwa forodhani, muombe msambazaji aongeze muda kabla haujaisha. Bila uthibitisho wala mgogoro, malipo yanatolewa muda ukiisha.',
    },
    {
      question: 'Itakuwaje mzigo usipolingana na oda yangu?',
      answer:
        'Fungua mgogoro kwenye ukurasa wa oda kabla muda wa ukaguzi haujaisha, na uambatishe picha, ripoti ya ukaguzi au chochote kinachoonyesha tofauti. Malipo yanabaki yamezuiliwa wakati timu yetu inapitia ushahidi wa pande zote mbili na kupendekeza suluhisho: kurejesha sehemu ya pesa, kurudisha mzigo na kurejesha pesa, au kurejesha pesa yote.',
    },
    {
      question: 'Naweza kulipa kwa njia zipi?',
      answer:
        'Inategemea nchi yako na sarafu ya oda. Uhamisho wa benki na malipo kwa kadi hushughulikiwa na washirika wetu wa malipo, na pesa kwa simu (mobile money) inapatikana pale inapowezekana. Ukurasa wa malipo unaonyesha njia unazoweza kutumia kabla hujalipa.',
    },
    {
      question: 'Bei zinaonyeshwa kwa sarafu zipi?',
      answer:
        'Unaweza kuona bei kwa sarafu 14, zikiwemo naira, randi, shilingi ya Kenya, sedi, pauni ya Misri, dirham, dinari, birr, shilingi za Uganda na Tanzania, dola ya Marekani, yuro, pauni ya Uingereza na yuan. Bei zilizobadilishwa ni za makadirio na hutumia viwango vya kubadilisha fedha vya siku; kiasi halisi unacholipa huwekwa wakati wa malipo.',
    },
    {
      question: 'Naweza kuagiza kiasi kidogo au sampuli?',
      answer:
        'Kila bidhaa inaonyesha kiasi cha chini cha oda kilichowekwa na msambazaji, na mara nyingi bei nafuu zaidi kwa viwango vikubwa. Wasambazaji wengi huuza sampuli au oda ya majaribio chini ya kiwango hicho: watumie ujumbe kutoka ukurasa wa bidhaa uulize.',
    },
    {
      question: 'Ombi la bei (RFQ) ni nini?',
      answer:
        'Ombi la bei linaeleza unachotaka kununua (bidhaa, vipimo, kiasi, nchi na tarehe ya kufikishiwa) ili wasambazaji wakutumie ofa zao. Linakuepushia kuwasiliana na wasambazaji mmoja mmoja na linakuwezesha kulinganisha bei na masharti kwa pamoja.',
    },
    {
      question: 'Nani anashughulikia usafirishaji na forodha?',
      answer:
        'Mnunuzi na msambazaji hukubaliana kwa kila oda, kwa kawaida kwa kutumia Incoterm kama EXW, FOB, CIF au DAP inayoeleza nani analipia usafiri, bima na ushuru. Isipokuwa oda imesema vinginevyo, ushuru na kodi za kuingiza bidhaa hulipwa na mnunuzi. Ukurasa wetu wa msaada wa kimataifa unaeleza nyaraka utakazohitaji.',
    },
    {
      question: 'Kuuza kunagharimu kiasi gani?',
      answer:
        'Kuorodhesha ni bure kwa mpango wa Mwanzo, hadi bidhaa 50, na ada ya 5% kwenye oda zilizokamilika. Kitaalamu ni dola 29 kwa mwezi kwa bidhaa bila kikomo na ada ya 3%; Kampuni Kubwa ina bei ya makubaliano na ada ya 2%. Hakuna ada kwenye oda ambazo pesa zake zimerejeshwa.',
    },
    {
      question: 'Wauzaji hulipwa vipi na lini?',
      answer:
        'Mnunuzi akithibitisha kupokea, au muda wa ukaguzi ukiisha bila mgogoro, malipo baada ya kukatwa ada huingizwa kwenye akaunti ya kupokea malipo uliyosajili: akaunti ya benki au, inapowezekana, pochi ya pesa kwa simu.',
    },
    {
      question: 'Je, data yangu iko salama?',
      answer:
        'Manenosiri huhifadhiwa tu kama alama za usimbaji zisizoweza kurudishwa, kila muunganisho umesimbwa, na kila mara mfanyakazi anapofikia akaunti hurekodiwa. Tunafuata sheria za ulinzi wa data za nchi tunazohudumia, kama NDPA ya Nigeria, Sheria ya Ulinzi wa Data ya Kenya, POPIA ya Afrika Kusini na PDPL ya Misri. Sera ya faragha inaeleza tunachokusanya na kwa nini.',
    },
    {
      question: 'Sokoni inapatikana kwa lugha zipi?',
      answer:
        'Kiingereza, Kifaransa, Kiarabu na Kiswahili zimetafsiriwa kikamilifu, na Kiarabu husomeka kutoka kulia kwenda kushoto. Kireno, Kihausa, Kiyoruba, Kiigbo, Kiamhari na Kizulu zinaweza kuchaguliwa wakati tafsiri zake zikiendelea; Kiingereza huonyeshwa pale tafsiri inapokosekana.',
    },
    {
      question: 'Je, Sokoni ni programu huria?',
      answer:
        'Ndiyo. Programu inayoendesha Sokoni ni huria (open source), hivyo mtu yeyote anaweza kukagua jinsi inavyoshughulikia malipo, data na ruhusa, na kupendekeza maboresho.',
    },
  ],
};

export default doc;
