import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Kusaidia biashara ndogo na za kati za Afrika katika biashara ya kuvuka mipaka',
  description:
    'Biashara ndogo na za kati ndizo uti wa mgongo wa uchumi wa Afrika. Kinachozikwamisha katika biashara ya kuvuka mipaka, na kinachozisaidia kweli.',
  lead: 'Biashara nyingi za Kiafrika ni ndogo. Kwa pamoja zinaajiri watu wengi wanaofanya kazi, lakini ndizo zenye maandalizi duni zaidi ya kuuza nje ya mipaka yao. Haya ndiyo tuliyojifunza kuhusu kinachozisaidia, na tulichojenga kujibu hilo.',
  sections: [
    {
      heading: 'Uti wa mgongo, na kizingiti',
      paragraphs: [
        'Kwa makadirio mengi, biashara ndogo na za kati ni takriban biashara tisa kati ya kumi barani Afrika na zinatoa ajira nyingi zaidi. Ndizo zinazobangua korosho nchini Côte d’Ivoire, kufuma vitambaa nchini Ghana, kutengeneza samani nchini Kenya na kufungasha viungo nchini Morocco. Hata hivyo biashara rasmi kati ya nchi za Afrika inatawaliwa na kampuni kubwa, huku sehemu kubwa ya biashara ndogo ikivuka mipaka kwa njia isiyo rasmi, bila ulinzi, mikopo wala kumbukumbu.',
        'Sababu si ukosefu wa bidhaa bora. Biashara ndogo inayotaka kuuza nje hukabiliana na makaratasi yaleyale, hatari ileile ya malipo na gharama zilezile za usafirishaji kama kampuni ya kimataifa, bila idara ya kufuata sheria, dawati la ufadhili wa biashara wala timu ya usafirishaji.',
      ],
    },
    {
      heading: 'Kinachowakwamisha wauzaji wadogo',
      paragraphs: [
        'Tunapoziuliza biashara ndogo kwa nini haziuzi kwa nchi jirani, majibu yanafanana kwa kiasi cha kushangaza:',
      ],
      list: [
        'Kupata wanunuzi: maonyesho ya biashara ni ghali, na orodha za mtandaoni zimejaa mawasiliano yaliyopitwa na wakati.',
        'Kulipwa: barua ya mkopo (letter of credit) ni ghali mno kwa oda ya dola elfu tano, na kusafirisha bila dhamana kunamaanisha kubeba hatari yote.',
        'Mtaji wa kufanyia kazi: oda kubwa inahitaji pesa za malighafi muda mrefu kabla mnunuzi hajalipa, na benki huomba dhamana ambazo biashara ndogo hazina.',
        'Makaratasi na viwango: vyeti vya asili, viwango vya bidhaa na kanuni za afya hutofautiana kutoka nchi moja hadi nyingine.',
        'Usafirishaji: mizigo midogo hugharimu zaidi kwa kila kilo, na kushirikiana kontena na wasafirishaji wengine ni vigumu kupanga.',
      ],
    },
    {
      heading: 'AfCFTA inazipa nini biashara ndogo',
      paragraphs: [
        'Eneo Huru la Biashara la Bara la Afrika linapunguza ushuru wa forodha kati ya nchi wanachama, lakini ushuru mdogo unamsaidia tu mfanyabiashara anayeweza kuthibitisha kuwa bidhaa zake zinastahili. Hilo linamaanisha kuelewa kanuni za asili za AfCFTA na kupata cheti kinachothibitisha, kwa kawaida kutoka chumba cha biashara au mamlaka ya forodha. Ni jambo linaloweza kujifunzwa, na linastahili: akiba inapatikana kwa kila shehena.',
        'Wafanyabiashara wadogo hawaanzi mwanzo kabisa. Jumuiya za kiuchumi za kikanda kama COMESA tayari zinaendesha mifumo rahisi ya biashara kwa mizigo midogo, yenye fomu fupi na cheti cha asili kilichorahisishwa. Na mwaka 2024 Umoja wa Afrika ulipitisha Itifaki ya AfCFTA kuhusu Wanawake na Vijana katika Biashara, inayozitaka nchi wanachama kuhakikisha mkataba unazinufaisha biashara ndogo zinazoendeshwa na wanawake na vijana.',
      ],
    },
    {
      heading: 'Jinsi Sokoni inavyosaidia',
      paragraphs: [
        'Tuliibuni Sokoni ili kampuni ya watu kumi iweze kufanya biashara kuvuka mpaka kwa uhakika uleule wa kampuni kubwa:',
      ],
      list: [
        'Duka linalofanya kazi kama katalogi, lenye vipimo, bei kwa viwango na kiasi cha chini, linaloonekana na wanunuzi wa nchi nyingine kwa lugha na sarafu zao.',
        'Maombi ya bei yanayowaleta wanunuzi kwako, badala ya wewe kuwafuata.',
        'Escrow inayofanya kwa oda ya kawaida kile barua ya mkopo inachofanya kwa oda kubwa: muuzaji anaona pesa imehifadhiwa kabla ya kusafirisha, na mnunuzi analipia tu kinachofika kama kilivyokubaliwa.',
        'Uthibitisho unaotegemea nyaraka, si ukubwa, hivyo kampuni ndogo inapata beji ileile ya kampuni kubwa.',
        'Miongozo kwa lugha rahisi kuhusu Incoterms, vyeti vya asili na forodha.',
        'Bei zinazofaa: mpango wa Mwanzo ni bure, na ada inalipwa tu unapouza.',
      ],
    },
    {
      heading: 'Orodha ya ukaguzi kwa oda yako ya kwanza ya kuvuka mpaka',
      paragraphs: [
        'Kama unajiandaa kwa mauzo yako ya kwanza kwa nchi nyingine ya Afrika, hatua hizi zinaepusha matatizo mengi tunayoyaona:',
      ],
      ordered: true,
      list: [
        'Eleza bidhaa kwa usahihi: daraja, ufungashaji, muda wa kudumu na msimbo wake wa forodha wa HS.',
        'Weka kiasi cha chini cha oda unachoweza kukitimiza kweli, na toa bei nafuu zaidi kwa viwango vikubwa.',
        'Kubalianeni Incoterm kwa maandishi; kwa oda ya kwanza, FCA au DAP huweka majukumu wazi.',
        'Uliza chumba chako cha biashara au mamlaka ya forodha jinsi ya kupata cheti cha asili cha AfCFTA kwa bidhaa yako.',
        'Piga picha za mzigo na ufungashaji kabla ya kusafirisha na uhifadhi kila hati: huo ndio ushahidi wako.',
        'Tumia escrow, hata na mnunuzi unayemfahamu.',
      ],
    },
    {
      heading: 'Kinachofuata',
      paragraphs: [
        'Tunafanya kazi na watoa huduma za ufadhili wa biashara ili oda iliyothibitishwa na kulipiwa kwenye escrow imsaidie muuzaji kupata mtaji wa kufanyia kazi, na na washirika wa usafirishaji kuunganisha mizigo midogo. Lugha zaidi za kiolesura ziko njiani, kuanzia Kireno, Kihausa na Kiamhari.',
        'Tunataka kusikia kutoka kwa biashara ndogo, na kutoka kwa mashirika yanayoziunga mkono: vyumba vya biashara, vyama vya ushirika, mashirika ya kukuza mauzo ya nje na vyama vya wafanyabiashara wanawake. Tueleze kitakachorahisisha mauzo yako yajayo ya kuvuka mpaka.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Anza kuuza', primary: true },
        { to: '/contact?topic=partnership', label: 'Shirikiana nasi' },
      ],
    },
  ],
};

export default doc;
