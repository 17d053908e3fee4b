import { SafetyCertificateFilled } from '@ant-design/icons';
import { useLocale, useT } from '../../../i18n/i18n';

/** "Verified supplier", with the date when known (the storefront and product pages have it). */
export function VerifiedBadge({ since, compact }: { since?: string | null; compact?: boolean }) {
  const t = useT('browse');
  const { intl } = useLocale();
  const date = since ? new Date(since).toLocaleDateString(intl, { dateStyle: 'medium' }) : null;
  return (
    <span className="bw-verified">
      <SafetyCertificateFilled aria-hidden="true" />{' '}
      {compact
        ? t('supplier.verifiedShort')
        : date
          ? t('supplier.verifiedSince', { date })
          : t('supplier.verified')}
    </span>
  );
}
