import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { useSupplier } from '../api/suppliers.api';
import type { ProductView } from '../api/types';
import { CountryLabel } from '../components/country-label';
import { VerifiedBadge } from '../components/verified-badge';
import { plural } from '../lib/plural';

/** Who sells it: the storefront's facts, fetched beside the product (the product carries only the name). */
export function SupplierPanel({ supplier }: { supplier: ProductView['supplier'] }) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { data, isPending } = useSupplier(supplier.id);
  const years = data?.yearEstablished ? new Date().getFullYear() - data.yearEstablished : null;
  return (
    <section className="bw-panel bw-supplier" aria-labelledby="bw-supplier-h">
      <h2 id="bw-supplier-h" className="bw-panel__title">
        {t('product.supplier')}
      </h2>
      <p className="bw-supplier__name">
        <Link to={`/suppliers/${supplier.id}`}>{data?.companyName ?? supplier.name}</Link>
      </p>
      {(data?.verified ?? supplier.verified) && <VerifiedBadge since={data?.verifiedAt} />}
      {isPending && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {data && (
        <dl className="bw-facts">
          <div>
            <dt>{t('supplier.location')}</dt>
            <dd>
              <CountryLabel code={data.country} />
              {data.city ? `, ${data.city}` : ''}
            </dd>
          </div>
          {years !== null && years >= 0 && (
            <div>
              <dt>{t('supplier.inBusiness')}</dt>
              <dd>{plural(t, 'supplier.years', years, intl)}</dd>
            </div>
          )}
          {data.responseTimeHours !== null && (
            <div>
              <dt>{t('supplier.responseTime')}</dt>
              <dd>
                <ClockCircleOutlined aria-hidden="true" />{' '}
                {plural(t, 'supplier.withinHours', data.responseTimeHours, intl)}
              </dd>
            </div>
          )}
          {data.rating !== null && (
            <div>
              <dt>{t('supplier.rating')}</dt>
              <dd>
                <StarFilled aria-hidden="true" className="bw-star" />{' '}
                {t('supplier.ratingValue', {
                  rating: data.rating.toLocaleString(intl, { maximumFractionDigits: 1 }),
                  count: data.ratingCount.toLocaleString(intl),
                })}
              </dd>
            </div>
          )}
        </dl>
      )}
      <p>
        <Link to={`/suppliers/${supplier.id}`}>{t('supplier.visit')}</Link>
      </p>
    </section>
  );
}
