import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Blogu ya Sokoni',
  description:
    'Kuhusu biashara ya Afrika, AfCFTA na ujenzi wa Sokoni: makala za vitendo kwa biashara zinazonunua na kuuza kuvuka mipaka.',
  lead: 'Makala kuhusu biashara ya Afrika, AfCFTA na ujenzi wa Sokoni, zilizoandikwa na timu yetu kwa ajili ya biashara zinazonunua na kuuza kuvuka mipaka.',
  sections: [
    {
      id: 'suggest',
      heading: 'Pendekeza mada',
      paragraphs: [
        'Tunaandika makala za vitendo, si taarifa kwa vyombo vya habari. Kama una mkataba wa kuvuka mpaka unaostahili kusimuliwa, tatizo la forodha ulilotatua, au swali ungependa tulijibu hapa, tueleze.',
      ],
      links: [{ to: '/contact?topic=press', label: 'Pendekeza mada' }],
    },
  ],
};

export default doc;
