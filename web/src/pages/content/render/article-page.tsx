import { Link } from 'react-router';
import { PageMeta, SITE_NAME } from '../../../app/page-meta';
import { useLocale, useT } from '../../../i18n/i18n';
import { ARTICLES, type ArticleInfo } from '../blog/articles';
import { loadContent } from '../content-loader';
import type { ContentDoc } from '../content-doc';
import { useContent } from '../use-content';
import { DocSections } from './doc-parts';
import './content.css';

/** Minutes to read at ~200 words a minute; never less than one. */
export function readingMinutes(doc: ContentDoc): number {
  const text = [
    doc.lead ?? '',
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  ];
  const words = text.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function blogPostingJsonLd(doc: ContentDoc, info: ArticleInfo, lang: string, origin: string) {
  const url = `${origin}/blog/${info.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: doc.title,
    description: doc.description,
    datePublished: info.published,
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: SITE_NAME, url: origin },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
  };
}

/** One blog article: byline, date, reading time, BlogPosting structured data and a way back. */
export function ArticlePage({ info }: { info: ArticleInfo }) {
  const others = ARTICLES.filter((a) => a.slug !== info.slug);
  const { lang: uiLang, intl } = useLocale();
  // Start the other articles' texts loading now (for their titles below) rather than one after another.
  for (const o of others) void loadContent(o.page, uiLang).catch(() => undefined);
  const { doc, lang } = useContent(info.page);
  const t = useT('content');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(info.published),
  );
  return (
    <div className="sk-content sk-article" lang={lang === uiLang ? undefined : lang}>
      <PageMeta
        title={doc.title}
        description={doc.description}
        path={`/blog/${info.slug}`}
        type="article"
        jsonLd={blogPostingJsonLd(doc, info, lang, origin)}
      />
      <p className="sk-article__back">
        <Link to="/blog">{t('blog.back')}</Link>
      </p>
      <article>
        <header className="sk-content__header">
          <h1>{doc.title}</h1>
          <p className="sk-content__meta">
            {t('blog.byline')} · <time dateTime={info.published}>{date}</time> ·{' '}
            {t('blog.minutes', { n: new Intl.NumberFormat(intl).format(readingMinutes(doc)) })}
          </p>
          {doc.lead && <p className="sk-content__lead">{doc.lead}</p>}
        </header>
        <DocSections sections={doc.sections} />
      </article>
      {others.length > 0 && (
        <aside className="sk-content__actions" aria-labelledby="more-articles">
          <h2 id="more-articles">{t('blog.more')}</h2>
          <ul className="sk-content__list">
            {others.map((o) => (
              <OtherArticle key={o.slug} info={o} />
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

function OtherArticle({ info }: { info: ArticleInfo }) {
  const { doc } = useContent(info.page);
  return (
    <li>
      <Link to={`/blog/${info.slug}`}>{doc.title}</Link>
    </li>
  );
}
