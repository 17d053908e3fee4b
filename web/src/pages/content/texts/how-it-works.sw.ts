import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Jinsi Sokoni inavyofanya kazi',
  description:
    'Jinsi biashara zinavyofanya biashara kupitia Sokoni: tafuta bidhaa au omba bei, lipa kupitia escrow, kagua mzigo, kisha toa malipo.',
  lead: 'Sokoni inaunganisha biashara za Kiafrika zinazonunua na biashara zinazolima, kutengeneza na kusambaza. Kila oda hupitia njia ileile iliyolindwa: kukubaliana, kulipa kupitia escrow, kuwasilisha, kukagua, kisha kutoa malipo.',
  sections: [
    {
      id: 'buyers',
      heading: 'Kwa wanunuzi',
      paragraphs: [
        'Kununua kupitia Sokoni ni bure. Unalipia bidhaa na usafirishaji mnaokubaliana na msambazaji, basi.',
      ],
      ordered: true,
      list: [
        'Tafuta bidhaa kwa kupitia makundi au kwa kutumia utafutaji. Chuja kwa nchi ya asili, kiasi cha chini cha oda, bei na bidhaa zilizo tayari kusafirishwa.',
        'Linganisha wasambazaji: duka lao, hali ya uthibitisho, maoni ya wanunuzi wengine na jinsi wanavyojibu haraka.',
        'Muulize msambazaji swali, au chapisha ombi la bei (RFQ) upokee ofa kutoka kwa wasambazaji kadhaa.',
        'Weka oda yako. Malipo yako yanahifadhiwa kwenye escrow, hayaendi moja kwa moja kwa msambazaji.',
        'Pokea mzigo na uukague. Ukithibitisha kuwa unalingana na oda, malipo yanatolewa kwa msambazaji.',
      ],
      links: [
        { to: '/products', label: 'Angalia bidhaa', primary: true },
        { to: '/rfq/new', label: 'Omba bei' },
        { to: '/buyer-onboarding', label: 'Mwongozo wa mnunuzi' },
      ],
    },
    {
      id: 'sellers',
      heading: 'Kwa wauzaji',
      paragraphs: [
        'Wauzaji hufungua duka, huorodhesha bidhaa zenye bei kwa viwango vya kiasi, na hujibu maswali ya wanunuzi na maombi ya bei. Oda ikilipiwa kwenye escrow, unaona kuwa pesa imehifadhiwa salama kabla ya kusafirisha.',
        'Mnunuzi akithibitisha kupokea mzigo, au muda wa ukaguzi ukiisha bila mgogoro, malipo yanaingizwa kwenye akaunti yako baada ya kukatwa ada ya mpango wako.',
      ],
      links: [
        { to: '/sell-on-sokoni', label: 'Kwa nini uuze kupitia Sokoni' },
        { to: '/seller-onboarding', label: 'Mwongozo wa muuzaji' },
      ],
    },
    {
      id: 'escrow',
      heading: 'Escrow: malipo yanashikiliwa hadi uthibitishe',
      paragraphs: [
        'Escrow ni mpango ambapo mtu wa tatu asiyeegemea upande wowote anashikilia pesa wakati mzigo uko safarini. Kwenye Sokoni, malipo ya mnunuzi huhifadhiwa katika akaunti maalum ya escrow kwa washirika wetu wa malipo waliosajiliwa. Muuzaji hawezi kuyatoa, na Sokoni haiyatumii kwa jambo lingine lolote.',
        'Baada ya mzigo kufika, mnunuzi ana muda wa ukaguzi wa kuhakiki kiasi na ubora: siku saba isipokuwa oda imetaja muda mwingine. Kisha anathibitisha kupokea na pesa inatolewa. Mnunuzi asipothibitisha wala kufungua mgogoro kabla muda haujaisha, malipo yanatolewa yenyewe, ili muuzaji mwaminifu asisubiri bila mwisho.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Jambo likienda kombo',
      paragraphs: [
        'Mzigo usipofika, ukifika umeharibika, au usipolingana na kiasi, daraja au vipimo vilivyokubaliwa, mnunuzi hufungua mgogoro kwenye ukurasa wa oda kabla muda wa ukaguzi haujaisha. Malipo yanabaki yamezuiliwa kwenye escrow muda wote mgogoro ukiwa wazi.',
        'Pande zote mbili huwasilisha ushahidi: picha, ripoti za ukaguzi au maabara, nyaraka za usafirishaji na forodha, na jumbe walizobadilishana kwenye Sokoni. Timu yetu hupitia faili na kupendekeza suluhisho: kutoa malipo yote, kurejesha sehemu ya pesa, kurudisha mzigo na kurejesha pesa, au kurejesha pesa yote. Migogoro mingi humalizika hapa; vigezo na masharti vinaeleza kinachofuata isipomalizika.',
      ],
      links: [{ to: '/terms-and-conditions#disputes', label: 'Kanuni za migogoro' }],
    },
    {
      id: 'verification',
      heading: 'Maana ya “Imethibitishwa”',
      paragraphs: [
        'Beji ya Imethibitishwa ina maana kwamba Sokoni imekagua nyaraka za usajili wa biashara ya msambazaji na utambulisho wa mtu anayeendesha akaunti. Inakuhakikishia kuwa kampuni ipo na kwamba unazungumza nayo kweli.',
        'Uthibitisho si ahadi kuhusu shehena fulani. Hiyo ndiyo kazi ya escrow, ukaguzi na utatuzi wa migogoro, na ndiyo sababu tunashauri uvitumie kwa kila oda, hata kwa wasambazaji unaowafahamu.',
      ],
    },
    {
      id: 'fees',
      heading: 'Gharama zake',
      paragraphs: [
        'Wanunuzi hawalipi ada yoyote kwa Sokoni. Wauzaji hulipa ada ya muamala kwenye oda zilizokamilika: 5% kwa mpango wa bure wa Mwanzo, 3% kwa Kitaalamu na 2% kwa Kampuni Kubwa. Hakuna ada kwenye oda ambayo pesa yake imerejeshwa.',
      ],
      links: [{ to: '/membership', label: 'Linganisha mipango' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Fungua akaunti ya bure', primary: true },
    { to: '/faq', label: 'Soma maswali ya mara kwa mara' },
  ],
};

export default doc;
