import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { api, unwrap } from '../../api/client';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { CountryLabel } from '../browse/components/country-label';
import { buyerKeys } from './buyer-api';

/** The company as identity knows it (GET /me); changed on the account page. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const me = useQuery({
    queryKey: buyerKeys.profile(user.id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me', { signal })),
  });
  if (me.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (me.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  const p = me.data;
  return (
    <>
      <dl className="by-facts">
        <dt>{t('profile.company')}</dt>
        <dd>{p.businessName}</dd>
        <dt>{t('profile.contact')}</dt>
        <dd>{p.fullName}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>
          {p.email}{' '}
          {p.verified ? (
            <span className="by-badge">{t('profile.verified')}</span>
          ) : (
            <span className="by-badge by-badge--muted">{t('profile.unverified')}</span>
          )}
        </dd>
        <dt>{t('profile.phone')}</dt>
        <dd>{p.phone ?? '—'}</dd>
        <dt>{t('profile.place')}</dt>
        <dd>
          {p.city ? `${p.city}, ` : ''}
          <CountryLabel code={p.country} />
        </dd>
      </dl>
      <Link to="/account" className="by-more">
        {t('profile.edit')}
      </Link>
    </>
  );
}
