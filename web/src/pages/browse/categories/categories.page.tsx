import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useLocale, useT } from '../../../i18n/i18n';
import { useCategoryTree } from '../api/categories.api';
import { plural } from '../lib/plural';
import '../browse.css';

/** /categories — the seven top categories and their subcategories, with product counts. */
export default function CategoriesPage() {
  const t = useT('browse');
  const { intl } = useLocale();
  const tree = useCategoryTree();
  const count = (n: number) => plural(t, 'categories.products', n, intl);

  return (
    <div className="bw-page">
      <PageMeta title={t('categories.title')} description={t('categories.description')} />
      <h1 className="bw-page__title">{t('categories.title')}</h1>
      <p className="bw-lead">{t('categories.lead')}</p>
      {tree.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {tree.isError && (
        <Alert type="error" showIcon title={t('results.error')} description={tree.error.message} />
      )}
      {tree.data && (
        <ul className="bw-tree">
          {tree.data.map((top) => (
            <li key={top.id} className="bw-tree__top">
              <h2 className="bw-tree__title">
                <Link to={`/categories/${top.path}`}>{top.name}</Link>
              </h2>
              <p className="bw-muted">{count(top.productCount)}</p>
              {(top.children ?? []).length > 0 && (
                <ul className="bw-tree__subs">
                  {top.children!.map((sub) => (
                    <li key={sub.id}>
                      <Link to={`/categories/${sub.path}`}>{sub.name}</Link>{' '}
                      <span className="bw-opt__count">({sub.productCount.toLocaleString(intl)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
