/**
 * The shape of every content text (one file per page and language under texts/). Text is kept apart
 * from layout so translators edit words only, and so a test can check that every language has the
 * same structure (section count, anchors, link targets) as English.
 */
export interface ContentLink {
  /** An app route (/register) or an absolute mailto:/https: address. */
  to: string;
  label: string;
  /** Shown as the main call to action of its group. */
  primary?: boolean;
}

export interface ContentSection {
  /** Anchor, the same in every language, so /how-it-works#escrow works whatever the reader's language. */
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
  links?: ContentLink[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ContentDoc {
  title: string;
  /** Meta description: one or two sentences, under ~160 characters. */
  description: string;
  /** The opening paragraph under the title. */
  lead?: string;
  sections: ContentSection[];
  faq?: FaqItem[];
  /** Calls to action at the end of the page. */
  actions?: ContentLink[];
  /** ISO date of the last material change (policies), shown as "Last updated". */
  updated?: string;
}
