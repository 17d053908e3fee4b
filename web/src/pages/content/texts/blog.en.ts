import type { ContentDoc } from '../content-doc';

const doc: ContentDoc = {
  title: 'Sokoni blog',
  description:
    'Notes on African trade, the AfCFTA and building Sokoni: practical reading for businesses that buy and sell across borders.',
  lead: 'Notes on African trade, the AfCFTA and building Sokoni, written by the team for businesses that buy and sell across borders.',
  sections: [
    {
      id: 'suggest',
      heading: 'Suggest a topic',
      paragraphs: [
        'We write practical pieces, not press releases. If you have a cross-border deal worth telling, a customs problem you solved, or a question you would like answered here, tell us.',
      ],
      links: [{ to: '/contact?topic=press', label: 'Suggest a topic' }],
    },
  ],
};

export default doc;
