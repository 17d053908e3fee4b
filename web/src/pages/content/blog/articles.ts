/** The blog's articles, newest first. Texts: texts/<page>.<lang>.ts. */
export interface ArticleInfo {
  slug: string;
  page: string;
  published: string;
}

export const ARTICLES: readonly ArticleInfo[] = [
  { slug: 'supporting-african-smes', page: 'blog-supporting-african-smes', published: '2026-11-10' },
  { slug: 'why-sokoni-launched', page: 'blog-why-sokoni-launched', published: '2026-10-27' },
];

export function articleBySlug(slug: string | undefined): ArticleInfo | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}
