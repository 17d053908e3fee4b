import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import type { SupplierView } from '../api/types';
import { CountryLabel } from '../components/country-label';
import { VerifiedBadge } from '../components/verified-badge';
import { plural } from '../lib/plural';

const languageNames = new Map<string, Intl.DisplayNames>();
export function languageName(code: string, intl: string): string {
  let dn = languageNames.get(intl);
  if (!dn) {
    dn = new Intl.DisplayNames([intl, 'en'], { type: 'language', fallback: 'code' });
    languageNames.set(intl, dn);
  }
  try {
    return dn.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The facts of a supplier the directory card and the storefront header share. */
export function SupplierFacts({ s }: { s: SupplierView }) {
  const t = useT('browse');
  const { intl } = useLocale();
  return (
    <dl className="bw-facts">
      <div>
        <dt>{t('supplier.location')}</dt>
        <dd>
          <CountryLabel code={s.country} />
          {s.city ? `, ${s.city}` : ''}
        </dd>
      </div>
      {s.yearEstablished !== null && (
        <div>
          <dt>{t('supplier.established')}</dt>
          <dd>{String(s.yearEstablished)}</dd>
        </div>
      )}
      {s.employeesBand && (
        <div>
          <dt>{t('supplier.employees')}</dt>
          <dd>{s.employeesBand}</dd>
        </div>
      )}
      {s.responseTimeHours !== null && (
        <div>
          <dt>{t('supplier.responseTime')}</dt>
          <dd>
            <ClockCircleOutlined aria-hidden="true" />{' '}
            {plural(t, 'supplier.withinHours', s.responseTimeHours, intl)}
          </dd>
        </div>
      )}
      {s.rating !== null && (
        <div>
          <dt>{t('supplier.rating')}</dt>
          <dd>
            <StarFilled aria-hidden="true" className="bw-star" />{' '}
            {t('supplier.ratingValue', {
              rating: s.rating.toLocaleString(intl, { maximumFractionDigits: 1 }),
              count: s.ratingCount.toLocaleString(intl),
            })}
          </dd>
        </div>
      )}
      {s.languages.length > 0 && (
        <div>
          <dt>{t('supplier.languages')}</dt>
          <dd>{s.languages.map((l) => languageName(l, intl)).join(', ')}</dd>
        </div>
      )}
      {s.mainProducts.length > 0 && (
        <div>
          <dt>{t('supplier.mainProducts')}</dt>
          <dd>{s.mainProducts.join(', ')}</dd>
        </div>
      )}
      {s.certifications.length > 0 && (
        <div>
          <dt>{t('supplier.certifications')}</dt>
          <dd>
            <ul className="bw-tags">
              {s.certifications.map((c) => (
                <li key={c} className="bw-tag">
                  {c}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** A directory entry: the company name is the link to its storefront. */
export function SupplierCard({ s }: { s: SupplierView }) {
  const t = useT('browse');
  const { intl } = useLocale();
  return (
    <article className="bw-supplier-card">
      <h2 className="bw-supplier-card__name">
        <Link to={`/suppliers/${s.id}`}>{s.companyName}</Link>
      </h2>
      {s.verified && <VerifiedBadge since={s.verifiedAt} />}
      <SupplierFacts s={s} />
      <p className="bw-muted">{plural(t, 'categories.products', s.productCount, intl)}</p>
    </article>
  );
}
