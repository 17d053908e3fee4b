import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useT } from '../../../i18n/i18n';
import { useCompareProducts } from '../api/products.api';
import { COMPARE_MIN, compareHref, parseCompareIds } from '../lib/compare-ids';
import { useCompareSelection } from '../lib/compare-store';
import { CompareTable } from './compare-table';
import '../browse.css';

/** /products/compare?ids=a,b[,c,d] — two to four products side by side. */
export default function ComparePage() {
  const t = useT('browse');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selection = useCompareSelection();
  const ids = parseCompareIds(params.get('ids'));
  const query = useCompareProducts(ids);
  const title = t('compare.title');

  const remove = (id: string) => {
    if (selection.has(id)) selection.toggle({ id, name: '' });
    const rest = ids.filter((x) => x !== id);
    void navigate(rest.length ? compareHref(rest) : '/products/compare');
  };

  let body: ReactNode;
  if (ids.length < COMPARE_MIN)
    body = (
      <Alert
        type="info"
        showIcon
        title={t('compare.tooFew')}
        description={
          <>
            {t('compare.tooFewText')} <Link to="/search">{t('compare.findProducts')}</Link>
          </>
        }
      />
    );
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('compare.failed')}
        description={
          <>
            {query.error.message} <Link to="/search">{t('compare.findProducts')}</Link>
          </>
        }
      />
    );
  else body = <CompareTable products={query.data} onRemove={remove} title={title} />;

  return (
    <div className="bw-page">
      <PageMeta title={title} description={t('compare.description')} noIndex />
      <h1 className="bw-page__title">{title}</h1>
      {body}
    </div>
  );
}
