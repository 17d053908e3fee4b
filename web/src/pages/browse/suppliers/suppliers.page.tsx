import { Alert, Checkbox, Skeleton } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useLocale, useT } from '../../../i18n/i18n';
import { useCategoryTree } from '../api/categories.api';
import { SUPPLIER_PAGE_SIZE, useCountries, useSuppliers, type SupplierFilters } from '../api/suppliers.api';
import { Pagination } from '../components/pagination';
import { plural } from '../lib/plural';
import { parseSupplierFilters, supplierFiltersQuery } from '../lib/supplier-filters';
import { SupplierCard } from './supplier-summary';
import '../browse.css';

/** /suppliers and /suppliers/directory — find a supplier by name, country, category, verification. */
export default function SuppliersPage() {
  const t = useT('browse');
  const { intl } = useLocale();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = parseSupplierFilters(params);
  const suppliers = useSuppliers(filters);
  const countries = useCountries();
  const tree = useCategoryTree();
  const ids = { q: useId(), country: useId(), category: useId() };
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => {
    setQ(filters.q ?? '');
  }, [filters.q]);

  const go = (patch: Partial<SupplierFilters>) => {
    const qs = supplierFiltersQuery({ ...filters, ...patch, page: undefined });
    void navigate(qs ? `${pathname}?${qs}` : pathname);
  };
  const pageHref = (page: number) => {
    const qs = supplierFiltersQuery({ ...filters, page });
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const data = suppliers.data;

  return (
    <div className="bw-page">
      <PageMeta title={t('suppliers.title')} description={t('suppliers.description')} path="/suppliers" />
      <h1 className="bw-page__title">{t('suppliers.title')}</h1>
      <p className="bw-lead">{t('suppliers.lead')}</p>
      <form
        role="search"
        aria-label={t('suppliers.filters')}
        className="bw-supplier-filters"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: q.trim() || undefined });
        }}
      >
        <div className="bw-field">
          <label htmlFor={ids.q}>{t('suppliers.name')}</label>
          <input id={ids.q} type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="bw-field">
          <label htmlFor={ids.country}>{t('filters.country')}</label>
          <select
            id={ids.country}
            className="bw-select"
            value={filters.country ?? ''}
            onChange={(e) => go({ country: e.target.value || undefined })}
          >
            <option value="">{t('filters.allCountries')}</option>
            {(countries.data ?? [])
              .filter((c) => c.african)
              .map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
          </select>
        </div>
        <div className="bw-field">
          <label htmlFor={ids.category}>{t('filters.category')}</label>
          <select
            id={ids.category}
            className="bw-select"
            value={filters.category ?? ''}
            onChange={(e) => go({ category: e.target.value || undefined })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {(tree.data ?? []).map((top) => (
              <optgroup key={top.id} label={top.name}>
                <option value={top.path}>{t('suppliers.allIn', { name: top.name })}</option>
                {(top.children ?? []).map((sub) => (
                  <option key={sub.id} value={sub.path}>
                    {sub.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Checkbox
          checked={filters.verified === true}
          onChange={(e) => go({ verified: e.target.checked || undefined })}
        >
          {t('filters.verifiedOnly')}
        </Checkbox>
        <button type="submit" className="bw-button bw-button--primary">
          {t('suppliers.search')}
        </button>
      </form>

      <p className="bw-toolbar__count" role="status">
        {data ? plural(t, 'suppliers.count', data.total, intl) : ''}
      </p>
      {suppliers.isError && (
        <Alert type="error" showIcon title={t('results.error')} description={suppliers.error.message} />
      )}
      {suppliers.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && data.items.length === 0 && <p className="bw-empty">{t('suppliers.none')}</p>}
      {data && data.items.length > 0 && (
        <ul className="bw-supplier-grid" aria-busy={suppliers.isFetching}>
          {data.items.map((s) => (
            <li key={s.id}>
              <SupplierCard s={s} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={filters.page ?? 1}
          count={Math.max(1, Math.ceil(data.total / SUPPLIER_PAGE_SIZE))}
          hrefFor={pageHref}
        />
      )}
    </div>
  );
}
