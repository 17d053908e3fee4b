import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useLocale, useT } from '../../../i18n/i18n';
import type { ContentDoc } from '../content-doc';
import { useContent } from '../use-content';
import { DocLinks, DocSections, FaqList, Toc } from './doc-parts';
import './content.css';

export interface ContentPageProps {
  /** The text's name under texts/ (texts/<page>.<lang>.ts). */
  page: string;
  /** Canonical path when several routes show this page (/help and /help-center). */
  canonical?: string;
  jsonLd?: (doc: ContentDoc) => object | object[] | undefined;
  /** Between the lead and the sections: plan cards, the seller portal's tools. */
  top?: ReactNode;
  /** After the sections and questions: a form. */
  children?: ReactNode;
  /** Sections as numbered steps (onboarding guides). */
  steps?: boolean;
  /** An "On this page" list of the sections (long policies). */
  toc?: boolean;
  /** Heading over the questions; the FAQ page itself has none (its title says it). */
  faqHeading?: boolean;
  /** Questions before the sections (the FAQ page, whose one section is "still have a question?"). */
  faqFirst?: boolean;
}

/** A text page: title, lead, sections, questions and calls to action, all from its text file. */
export function ContentPage({
  page,
  canonical,
  jsonLd,
  top,
  children,
  steps,
  toc,
  faqHeading = true,
  faqFirst,
}: ContentPageProps) {
  const { doc, lang } = useContent(page);
  const { lang: uiLang, intl } = useLocale();
  const t = useT('content');
  useScrollToHash(doc);
  const faq = doc.faq && <FaqList items={doc.faq} heading={faqHeading ? t('faq.heading') : undefined} />;
  return (
    // The shell provides <main>. Marked as English when the reader's language has no translation
    // yet (screen readers switch voice).
    <div className="sk-content" lang={lang === uiLang ? undefined : lang}>
      <PageMeta title={doc.title} description={doc.description} path={canonical} jsonLd={jsonLd?.(doc)} />
      <header className="sk-content__header">
        <h1>{doc.title}</h1>
        {doc.lead && <p className="sk-content__lead">{doc.lead}</p>}
        {doc.updated && (
          <p className="sk-content__meta">
            {t('page.updated', {
              date: new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(doc.updated),
              ),
            })}
          </p>
        )}
      </header>
      {toc && <Toc sections={doc.sections} label={t('page.toc')} />}
      {top}
      {faqFirst && faq}
      <DocSections sections={doc.sections} steps={steps} />
      {!faqFirst && faq}
      {children}
      {doc.actions && <DocLinks links={doc.actions} className="sk-content__actions" />}
    </div>
  );
}

/**
 * /how-it-works#escrow: the section exists only once the text has loaded, after the browser's own
 * jump to the fragment, so scroll there when it appears.
 */
export function useScrollToHash(loaded: unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    try {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } catch {
      // A malformed fragment: stay at the top.
    }
  }, [hash, loaded]);
}
