import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Mwongozo wa mnunuzi: oda yako ya kwanza kwenye Sokoni',
  description:
    'Hatua kwa hatua kutoka akaunti ya bure hadi oda yako ya kwanza inayolindwa na escrow: jisajili, thibitisha barua pepe, pata wasambazaji, omba bei, lipa, kagua.',
  lead: 'Kununua kupitia Sokoni ni bure. Hatua hizi saba zinakufikisha kutoka usajili hadi oda ya kwanza unayoweza kuiamini.',
  sections: [
    {
      id: 'register',
      heading: 'Fungua akaunti yako ya bure',
      paragraphs: [
        'Jisajili kwa barua pepe yako ya kazi, jina lako, jina la biashara yako na nchi yako. Chagua nafasi ya mnunuzi, au “vyote” kama biashara yako pia inauza.',
      ],
      links: [
        { to: '/register', label: 'Fungua akaunti ya mnunuzi', primary: true },
        { to: '/login', label: 'Tayari nina akaunti' },
      ],
    },
    {
      id: 'confirm',
      heading: 'Thibitisha barua pepe yako',
      paragraphs: [
        'Tunakutumia kiungo cha kuthibitisha anwani yako; kuweka oda kunahitaji barua pepe iliyothibitishwa. Barua pepe isipofika baada ya dakika chache, angalia kwenye barua taka, au omba kiungo kipya kutoka kwenye ukanda ulio juu ya ukurasa ukishaingia.',
      ],
    },
    {
      id: 'profile',
      heading: 'Kamilisha wasifu wa biashara yako',
      paragraphs: [
        'Ongeza namba yako ya simu, anwani ya kufikishiwa mzigo, na lugha na sarafu unazopendelea. Wasambazaji hujibu haraka zaidi wasifu uliokamilika, kwa sababu wanaona wanamwandalia nani bei.',
      ],
      links: [{ to: '/profile', label: 'Fungua wasifu wangu' }],
    },
    {
      id: 'find',
      heading: 'Pata bidhaa na wasambazaji',
      paragraphs: [
        'Tafuta bidhaa au pitia makundi. Chuja kwa nchi ya asili, bei na kiasi cha chini cha oda, na angalia beji ya Imethibitishwa, maoni na jinsi msambazaji anavyojibu haraka. Bidhaa zilizo tayari kusafirishwa zipo stoo na zinaweza kuondoka haraka.',
      ],
      links: [
        { to: '/products', label: 'Angalia bidhaa' },
        { to: '/categories', label: 'Makundi' },
        { to: '/ready-to-ship', label: 'Tayari kusafirishwa' },
      ],
    },
    {
      id: 'ask',
      heading: 'Uliza maswali au omba bei',
      paragraphs: [
        'Mtumie msambazaji ujumbe kutoka ukurasa wa bidhaa kuhusu vipimo, sampuli, ufungashaji au muda wa maandalizi. Ukihitaji kitu mahususi, au ukitaka ofa kadhaa za kulinganisha, chapisha ombi la bei lenye bidhaa, kiasi, nchi na tarehe ya kufikishiwa.',
      ],
      links: [{ to: '/rfq/new', label: 'Omba bei' }],
    },
    {
      id: 'order',
      heading: 'Kubalianeni maelezo na ulipe kupitia escrow',
      paragraphs: [
        'Kabla ya kulipa, hakikisha oda inaonyesha kiasi, bei, sarafu, Incoterm, tarehe ya kufikishiwa na muda wa ukaguzi mliokubaliana. Kisha lipa: pesa inashikiliwa kwenye escrow, na msambazaji anaarifiwa kuwa imehifadhiwa salama na anaweza kusafirisha.',
      ],
    },
    {
      id: 'inspect',
      heading: 'Kagua, thibitisha na toa maoni',
      paragraphs: [
        'Kagua mzigo mara unapofika. Kila kitu kikilingana, thibitisha kupokea na msambazaji analipwa. Vinginevyo, fungua mgogoro kwenye ukurasa wa oda kabla muda wa ukaguzi haujaisha; pesa inabaki kwenye escrow hadi utatuliwe. Mwisho, acha maoni: yanamsaidia mnunuzi anayefuata na kuwatuza wasambazaji wazuri.',
      ],
      links: [{ to: '/how-it-works#disputes', label: 'Jinsi migogoro inavyoshughulikiwa' }],
    },
  ],
  actions: [
    { to: '/register', label: 'Fungua akaunti ya mnunuzi', primary: true },
    { to: '/login', label: 'Ingia' },
    { to: '/how-it-works', label: 'Jinsi Sokoni inavyofanya kazi' },
  ],
};

export default doc;
