import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Mipango na bei',
  description:
    'Mipango ya wauzaji wa Sokoni: Mwanzo ni bure na ada ya 5%, Kitaalamu ni dola 29 kwa mwezi na ada ya 3%, Kampuni Kubwa ni kwa makubaliano na ada ya 2%. Kununua ni bure.',
  lead: 'Anza bure na ulipe ada pale tu unapouza. Hamia mpango wa kulipia pale ada ndogo na bidhaa bila kikomo vinapokufaa.',
  sections: [
    {
      id: 'buyers',
      heading: 'Kununua ni bure',
      paragraphs: [
        'Wanunuzi hawalipi chochote kwa Sokoni: hakuna usajili wa kulipia wala ada kwenye oda. Mipango iliyo hapa chini ni kwa biashara zinazouza.',
      ],
    },
    {
      id: 'fee',
      heading: 'Jinsi ada ya muamala inavyofanya kazi',
      paragraphs: [
        'Ada ni asilimia ya kila oda iliyokamilika na hukatwa malipo yanapotolewa kutoka escrow. Kwa oda ya dola 1,000 za Marekani, muuzaji wa Mwanzo hupokea dola 950, wa Kitaalamu dola 970 na wa Kampuni Kubwa dola 980. Kiasi kilichorejeshwa hakina ada.',
      ],
    },
    {
      id: 'change',
      heading: 'Kubadilisha mpango',
      paragraphs: [
        'Unaweza kuhamia Kitaalamu wakati wowote, na ada ndogo inahusu oda zinazowekwa baada ya mabadiliko. Ukisitisha, unarudi Mwanzo mwishoni mwa mwezi uliolipia; bidhaa zinazozidi 50 za kwanza husimamishwa kwa muda, hazifutwi.',
      ],
    },
  ],
  faq: [
    {
      question: 'Je, bei ziko kwa dola za Marekani?',
      answer:
        'Ndiyo. Kitaalamu hutozwa dola 29 za Marekani kwa mwezi; ukilipa kwa sarafu nyingine, kiwango cha kubadilisha fedha na gharama zozote huonyeshwa kabla ya kulipa.',
    },
    {
      question: 'Je, kuna muda wa chini wa kujifunga?',
      answer:
        'Hapana kwa Kitaalamu: hulipwa kila mwezi na unaweza kusitisha wakati wowote. Mikataba ya Kampuni Kubwa huweka muda wake, unaokubaliwa nawe.',
    },
    {
      question: 'Kampuni Kubwa inajumuisha nini?',
      answer:
        'Ada ya 2% au kiwango kilichowekwa kwenye mkataba wako, meneja wa akaunti maalum, ankara za pamoja, msaada wa kuorodhesha katalogi kubwa, na kuunganishwa na washirika wa ufadhili wa biashara na usafirishaji. Wasiliana nasi tujadili kiasi cha biashara yako.',
    },
  ],
  actions: [
    { to: '/register', label: 'Fungua akaunti ya bure', primary: true },
    { to: '/contact?topic=selling', label: 'Zungumza na timu ya mauzo' },
  ],
};

export default doc;
