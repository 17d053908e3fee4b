import { useLocation } from 'react-router';
import NotFoundPage from '../../../shell/not-found.page';
import { ArticlePage } from '../render/article-page';
import { articleBySlug } from './articles';

/** /blog/<slug>: one chunk for every article; the slug is the last part of the path. */
export default function BlogArticlePage() {
  const { pathname } = useLocation();
  const info = articleBySlug(pathname.replace(/\/+$/, '').split('/').pop());
  return info ? <ArticlePage key={info.slug} info={info} /> : <NotFoundPage />;
}
