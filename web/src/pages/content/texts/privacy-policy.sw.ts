import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Sera ya faragha',
  description:
    'Data binafsi ambazo Sokoni hukusanya na kwa nini, nani anaziona, tunazihifadhi kwa muda gani, na haki zako chini ya sheria za ulinzi wa data barani Afrika.',
  lead: 'Sera hii inaeleza kwa maneno rahisi tunachofanya na data binafsi za watu wanaotumia Sokoni (wanunuzi, wauzaji na wageni) na jinsi unavyobaki na udhibiti juu yake.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who',
      heading: 'Sisi ni nani',
      paragraphs: [
        'Sokoni inaendesha soko la mtandaoni la biashara kwa biashara kwa ajili ya biashara kati ya nchi za Afrika. Kwa data binafsi zinazoelezwa hapa, Sokoni ndiye mdhibiti wa data (“responsible party” kwa sheria ya Afrika Kusini). Afisa wetu wa ulinzi wa data anapatikana kupitia privacy@sokoni.africa.',
        'Pale nchi inapohitaji mwakilishi wa ndani au usajili kwa mamlaka yake ya usimamizi, maelezo yanapatikana kupitia anwani hiyohiyo.',
      ],
    },
    {
      id: 'collect',
      heading: 'Tunachokusanya',
      paragraphs: ['Tunakusanya unachotupa, kinachotokana na biashara yako, na data chache za kiufundi:'],
      list: [
        'Data za akaunti: jina lako, barua pepe, namba ya simu, lugha, nafasi yako (mnunuzi, muuzaji au vyote) na nenosiri lako, linalohifadhiwa tu kama alama ya usimbaji isiyoweza kurudishwa.',
        'Data za biashara: jina la kampuni, nchi na mji, namba za usajili na za kodi na, ukiomba uthibitisho, nyaraka unazopakia kama cheti cha usajili wa kampuni na kitambulisho cha mwenye akaunti.',
        'Data za biashara unazofanya: bidhaa zilizoorodheshwa, maombi ya bei, ofa, oda, anwani za kufikishia mzigo, nyaraka za usafirishaji na forodha, maoni, migogoro na ushahidi ulioambatishwa.',
        'Ujumbe unaobadilishana na watumiaji wengine na na timu yetu.',
        'Data za malipo: maelezo ya akaunti ya kupokea malipo na marejeo ya malipo. Namba za kadi hushughulikiwa na washirika wetu wa malipo na hazihifadhiwi kamwe na Sokoni.',
        'Data za kiufundi: anwani ya IP, aina ya kivinjari na kifaa, na kurasa unazotembelea na utafutaji unaofanya, tunazotumia kulinda Sokoni na kuiboresha.',
      ],
    },
    {
      id: 'use',
      heading: 'Kwa nini tunazitumia',
      paragraphs: ['Kila matumizi yana msingi wa kisheria, ulioonyeshwa kwenye mabano:'],
      list: [
        'Kukuendeshea soko: akaunti, bidhaa zilizoorodheshwa, oda, escrow, malipo kwa wauzaji na ujumbe (kutekeleza mkataba wetu nawe).',
        'Kuthibitisha biashara na kuzuia udanganyifu, utakatishaji wa fedha na ukiukaji wa vikwazo (wajibu wa kisheria na maslahi halali).',
        'Kutunza kumbukumbu za hesabu na kodi na kujibu maombi halali ya mamlaka (wajibu wa kisheria).',
        'Kulinda Sokoni na kuelewa jinsi inavyotumika, kwa takwimu zetu wenyewe bila mitandao ya matangazo (maslahi halali).',
        'Kukutumia habari na ofa, ikiwa tu umekubali, na unaweza kuondoa ridhaa hiyo wakati wowote kwa kiungo kilicho kwenye kila barua pepe (ridhaa).',
      ],
    },
    {
      id: 'no-sale',
      heading: 'Tusichofanya kamwe',
      paragraphs: [
        'Hatuuzi data binafsi, na hatuwaruhusu watangazaji kukufuatilia kwenye Sokoni. Hatufanyi maamuzi yenye athari za kisheria au athari kama hizo juu yako kwa njia za kiotomatiki pekee: ukaguzi wa kiotomatiki unaweza kuashiria bidhaa au malipo yakaguliwe, lakini mtu ndiye anayefanya uamuzi.',
      ],
    },
    {
      id: 'share',
      heading: 'Tunashirikiana nazo na nani',
      paragraphs: ['Ni wale tu wanaozihitaji kukamilisha au kulinda biashara yako:'],
      list: [
        'Upande mwingine wa biashara yako: wanunuzi huona wasifu wa biashara wa muuzaji; muuzaji hupokea jina, biashara na maelezo ya kufikishia mzigo ya mnunuzi yanayohitajika kutekeleza oda.',
        'Washirika wa malipo na escrow waliopewa leseni, kushikilia na kutoa fedha.',
        'Watoa huduma za usafirishaji, ukaguzi na ufadhili wa biashara unaochagua kuwatumia, kwa data tu zinazohitajika kwa huduma hiyo.',
        'Watoa huduma wanaohifadhi au kuendesha sehemu za Sokoni kwa niaba yetu, kama uhifadhi wa mifumo na utumaji wa barua pepe, chini ya mikataba inayokataza matumizi mengine yoyote.',
        'Mamlaka, sheria inapotaka hivyo, na inapohitajika kuwalinda watumiaji wetu dhidi ya udanganyifu.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Kuhamisha data kati ya nchi',
      paragraphs: [
        'Biashara kwenye Sokoni huvuka mipaka, kwa hiyo data zako zinaweza kushughulikiwa nje ya nchi yako, kwa mfano mnunuzi wa Kenya anapoagiza kutoka kwa msambazaji wa Ghana. Tunahamisha data binafsi pale tu sheria ya nchi yako inaporuhusu: kwenda nchi zenye ulinzi wa kutosha, chini ya kinga za kimkataba zinazotambuliwa na mamlaka ya usimamizi, kwa ridhaa yako, au pale uhamisho unapohitajika kutekeleza mkataba ulioomba.',
      ],
    },
    {
      id: 'retention',
      heading: 'Tunazihifadhi kwa muda gani',
      paragraphs: ['Hatuhifadhi data kwa muda mrefu kuliko madhumuni yake yanavyohitaji:'],
      list: [
        'Data za akaunti: wakati akaunti yako iko wazi; ukiifunga, zinafutwa ndani ya siku 90 isipokuwa kumbukumbu zilizo hapa chini.',
        'Oda, malipo na ankara: kwa muda unaotakiwa na sheria za kodi na biashara, kwa kawaida miaka mitano hadi saba kutegemea nchi.',
        'Nyaraka za uthibitisho: wakati biashara yako imethibitishwa, kisha kwa muda unaotakiwa na kanuni za kupambana na utakatishaji wa fedha.',
        'Ujumbe na ushahidi wa migogoro: hadi miaka mitatu baada ya oda kufungwa, kushughulikia madai.',
        'Kumbukumbu za usalama: hadi miezi kumi na miwili. Kumbukumbu za ukaguzi wa hatua za wafanyakazi huhifadhiwa muda mrefu zaidi, kwa sababu ndizo zinazothibitisha kuwa akaunti yako ilishughulikiwa ipasavyo.',
      ],
    },
    {
      id: 'rights',
      heading: 'Haki zako',
      paragraphs: [
        'Kutegemea sheria ya nchi yako, unaweza kuomba kuona data tulizonazo kukuhusu, kuzirekebisha, kuzifuta, kuzuia au kupinga matumizi yake, kuzipokea katika muundo unaoweza kuhamishwa, na kuondoa ridhaa uliyotoa. Andika kwa privacy@sokoni.africa kutoka barua pepe ya akaunti yako. Tunajibu bila malipo ndani ya mwezi mmoja, au mapema zaidi sheria yako ikiweka muda mfupi zaidi.',
        'Baadhi ya data haziwezi kufutwa mara moja, kwa mfano ankara tunazolazimika kuhifadhi kwa ajili ya kodi; tutakueleza tunachohifadhi na kwa nini.',
      ],
      links: [{ to: 'mailto:privacy@sokoni.africa', label: 'privacy@sokoni.africa' }],
    },
    {
      id: 'laws',
      heading: 'Sheria tunazofuata',
      paragraphs: ['Tunatumia sheria ya ulinzi wa data ya kila nchi walipo watumiaji wetu, zikiwemo:'],
      list: [
        'Nigeria: Nigeria Data Protection Act 2023 (NDPA), inayosimamiwa na Nigeria Data Protection Commission.',
        'Kenya: Sheria ya Ulinzi wa Data ya 2019, inayosimamiwa na Ofisi ya Kamishna wa Ulinzi wa Data.',
        'Afrika Kusini: Protection of Personal Information Act (POPIA), inayosimamiwa na Information Regulator.',
        'Misri: Sheria ya Ulinzi wa Data Binafsi Na. 151 ya 2020 (PDPL), inayosimamiwa na Personal Data Protection Center.',
        'Ghana: Data Protection Act 2012 (Act 843), inayosimamiwa na Data Protection Commission.',
        'Morocco: Sheria 09-08, inayosimamiwa na CNDP.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Malalamiko',
      paragraphs: [
        'Unaweza kuwasilisha malalamiko kwa mamlaka ya ulinzi wa data ya nchi yako wakati wowote. Tungeshukuru kupata nafasi ya kurekebisha jambo kwanza: andika kwa privacy@sokoni.africa na utueleze kilichoharibika.',
      ],
    },
    {
      id: 'security',
      heading: 'Jinsi tunavyozilinda',
      paragraphs: [
        'Miunganisho yote na Sokoni imesimbwa. Manenosiri husimbwa kwa Argon2id, tokeni za kuingia hudumu kwa muda mfupi na vipindi vya kuingia vinaweza kubatilishwa. Wafanyakazi huona tu kile ambacho kazi yao inahitaji, na kila hatua wanayochukua huandikwa kwenye kumbukumbu ya ukaguzi isiyoweza kuchezewa bila kugundulika.',
        'Uvunjaji wa usalama ukihatarisha data zako, tunaijulisha mamlaka ya usimamizi na wewe ndani ya muda uliowekwa na sheria (saa 72 kwa mamlaka katika nchi kadhaa tunazohudumia) na kukueleza unachoweza kufanya kujilinda.',
      ],
    },
    {
      id: 'storage',
      heading: 'Vidakuzi na hifadhi kwenye kivinjari chako',
      paragraphs: [
        'Sokoni haitumii vidakuzi vya matangazo wala vifuatiliaji vya watu wengine. Kivinjari chako huhifadhi lugha yako, sarafu, kikapu na orodha ya matamanio ili visipotee ukipakia ukurasa upya, pamoja na alama kwamba huenda umeingia. Kipindi chenyewe ni kidakuzi salama ambacho programu za ukurasa haziwezi kukisoma. Kufuta hifadhi ya kivinjari chako huondoa yote haya.',
      ],
    },
    {
      id: 'children',
      heading: 'Watoto',
      paragraphs: [
        'Sokoni ni kwa ajili ya biashara. Akaunti ni za watu wenye umri wa miaka 18 au zaidi wanaofanya kazi kwa niaba ya biashara, na hatukusanyi kwa kujua data za watoto.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya sera hii',
      paragraphs: [
        'Tunapobadilisha sera hii kwa namna yenye uzito, tunawajulisha watumiaji waliosajiliwa kwa barua pepe au ndani ya programu kabla mabadiliko hayajaanza kutumika. Tarehe iliyo juu ya ukurasa ni ya mabadiliko ya mwisho.',
      ],
    },
  ],
  actions: [
    { to: '/contact?topic=support', label: 'Uliza swali kuhusu data zako', primary: true },
    { to: '/terms-and-conditions', label: 'Vigezo na masharti' },
  ],
};

export default doc;
