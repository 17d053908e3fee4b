import { useLocale, useT } from '../../../i18n/i18n';
import type { SupplierView } from '../api/types';
import { VerifiedBadge } from '../components/verified-badge';
import './storefront-head.css';

type HeadFields = Pick<
  SupplierView,
  'companyName' | 'verified' | 'verifiedAt' | 'memberSince' | 'logoUrl' | 'bannerUrl'
>;

/**
 * The top of a supplier's page: banner, logo, name, badge and membership. Shared by the public
 * storefront and the seller's preview of it, so the preview cannot drift from the real page.
 * The pictures are decorative (the name beside them says who it is), hence the empty alt.
 */
export function StorefrontHead({ s, level = 1 }: { s: HeadFields; level?: 1 | 2 }) {
  const t = useT('browse');
  const { intl } = useLocale();
  const Heading = level === 1 ? 'h1' : 'h2';
  const memberSince = new Date(s.memberSince).toLocaleDateString(intl, { year: 'numeric', month: 'long' });
  return (
    <header className={`bw-storefront__head${s.bannerUrl ? ' bw-storefront__head--banner' : ''}`}>
      {s.bannerUrl && <img className="bw-storefront__banner" src={s.bannerUrl} alt="" decoding="async" />}
      <div className="bw-storefront__identity">
        {s.logoUrl && (
          <img
            className="bw-storefront__logo"
            src={s.logoUrl}
            alt=""
            width={80}
            height={80}
            decoding="async"
          />
        )}
        <div>
          <Heading className="bw-page__title">{s.companyName}</Heading>
          {s.verified && <VerifiedBadge since={s.verifiedAt} />}
          <p className="bw-muted">{t('supplier.memberSince', { date: memberSince })}</p>
        </div>
      </div>
    </header>
  );
}
