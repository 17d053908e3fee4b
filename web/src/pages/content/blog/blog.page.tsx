import { use } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../app/page-meta';
import { useLocale, useT } from '../../../i18n/i18n';
import { loadContent } from '../content-loader';
import { readingMinutes } from '../render/article-page';
import { ContentPage } from '../render/content-page';
import type { ContentDoc } from '../content-doc';
import { ARTICLES, type ArticleInfo } from './articles';
import './blog.css';

export default function BlogPage() {
  const { lang } = useLocale();
  // Every article's text at once, not one after the other as each card suspends.
  for (const a of ARTICLES) void loadContent(a.page, lang).catch(() => undefined);
  const posts = ARTICLES.map((info) => ({ info, doc: use(loadContent(info.page, lang)).doc }));
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <ContentPage
      page="blog"
      jsonLd={(doc) => ({
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: doc.title,
        description: doc.description,
        url: `${origin}/blog`,
        publisher: { '@type': 'Organization', name: SITE_NAME },
        blogPost: posts.map(({ info, doc: post }) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: info.published,
          url: `${origin}/blog/${info.slug}`,
        })),
      })}
      top={<ArticleList posts={posts} />}
    />
  );
}

function ArticleList({ posts }: { posts: { info: ArticleInfo; doc: ContentDoc }[] }) {
  const { intl } = useLocale();
  const t = useT('content');
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="sk-blog-list">
      {posts.map(({ info, doc }) => (
        <li key={info.slug} className="sk-blog-card">
          <h2>
            <Link to={`/blog/${info.slug}`}>{doc.title}</Link>
          </h2>
          <p className="sk-content__meta">
            <time dateTime={info.published}>{date.format(new Date(info.published))}</time> ·{' '}
            {t('blog.minutes', { n: new Intl.NumberFormat(intl).format(readingMinutes(doc)) })}
          </p>
          <p>{doc.description}</p>
          <p>
            <Link to={`/blog/${info.slug}`} aria-label={t('blog.readAria', { title: doc.title })}>
              {t('blog.read')}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
