import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Jaribu toleo la majaribio la Sokoni',
  description:
    'Chunguza Sokoni kwa data za mfano: ingia kama mnunuzi au muuzaji wa majaribio uone jinsi bidhaa, nukuu za bei, ujumbe na oda zinavyofanya kazi.',
  lead: 'Toleo la majaribio ni soko la Sokoni lililojaa wasambazaji na bidhaa za mfano, ili uone jinsi kila kitu kinavyofanya kazi kabla ya kufungua akaunti yako mwenyewe.',
  sections: [
    {
      id: 'contents',
      heading: 'Kilichomo kwenye toleo la majaribio',
      paragraphs: [
        'Katalogi ya wasambazaji wa mfano kutoka kote barani, yenye bidhaa za kilimo, nguo na mavazi, vifaa vya elektroniki, mashine, vyakula na vinywaji, urembo na ujenzi. Kampuni, bidhaa na bei zimebuniwa kwa ajili ya maonyesho: si ofa halisi.',
      ],
    },
    {
      id: 'buyer',
      heading: 'Kama mnunuzi wa majaribio',
      paragraphs: [
        'Ingia kama Okafor Retail Group, muuzaji wa rejareja wa Lagos, ujaribu anachofanya mnunuzi:',
      ],
      list: [
        'kutafuta na kuchuja katalogi, na kulinganisha bidhaa kwa pamoja;',
        'kuweka bidhaa kwenye kikapu na orodha ya matamanio;',
        'kumtumia msambazaji ujumbe au kuchapisha ombi la bei;',
        'kufuatilia oda na arifa.',
      ],
    },
    {
      id: 'seller',
      heading: 'Kama muuzaji wa majaribio',
      paragraphs: [
        'Ingia kama Mensah Agro Exports ya Kumasi, Ghana, inayouza kakao, siagi ya shea, korosho na nguo, na pia hununua kwa ajili ya biashara yake:',
      ],
      list: [
        'kufungua dashibodi ya muuzaji na duka;',
        'kuongeza bidhaa au kuhariri iliyopo;',
        'kujibu maswali na maombi ya bei;',
        'kuona bidhaa zinazosubiri kukaguliwa.',
      ],
    },
    {
      id: 'rules',
      heading: 'Vizuri kujua',
      paragraphs: [
        'Akaunti za majaribio zinatumiwa na watu wengi na manenosiri yake ni ya wazi, hivyo yeyote anaweza kuona unachoandika: usiweke taarifa halisi za kibinafsi au za biashara. Hakuna malipo halisi yanayochukuliwa kamwe na hakuna kinachosafirishwa.',
      ],
    },
  ],
  actions: [
    { to: '/demo-login', label: 'Fungua toleo la majaribio', primary: true },
    { to: '/register', label: 'Fungua akaunti halisi' },
  ],
};

export default doc;
