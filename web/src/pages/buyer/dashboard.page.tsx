import { Result } from 'antd';
import { use, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { isBuyer, isSeller, useSessionUser } from '../../auth/auth-context';
import { session, type SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { AddressBookSection } from './address-book-section';
import { RecentlyViewedSection, SavedSuppliersSection, WishlistSection } from './lists-sections';
import { OrdersSection } from './orders-section';
import { ProfileSection } from './profile-section';
import { RfqsSection } from './rfqs-section';
import './buyer.css';

function Panel({
  id,
  title,
  children,
  wide,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className={`by-panel${wide ? ' by-panel--wide' : ''}`}>
      <h2 id={`${id}-h`}>{title}</h2>
      {children}
    </section>
  );
}

function Workspace({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  return (
    <div className="by-dashboard">
      <Panel id="orders" title={t('orders.title')} wide>
        <OrdersSection user={user} />
      </Panel>
      <Panel id="rfqs" title={t('rfqs.title')} wide>
        <RfqsSection user={user} />
      </Panel>
      <Panel id="addresses" title={t('address.title')} wide>
        <AddressBookSection user={user} />
      </Panel>
      <Panel id="saved-suppliers" title={t('suppliers.title')}>
        <SavedSuppliersSection user={user} />
      </Panel>
      <Panel id="profile" title={t('profile.title')}>
        <ProfileSection user={user} />
      </Panel>
      <Panel id="wishlist" title={t('wishlist.title')} wide>
        <WishlistSection />
      </Panel>
      <Panel id="recently-viewed" title={t('recent.title')} wide>
        <RecentlyViewedSection user={user} />
      </Panel>
    </div>
  );
}

/**
 * /buyer/dashboard and /dashboard: a buyer's orders and RFQs in progress, address book, saved suppliers,
 * wishlist, recently viewed products and company profile. A visitor signs in first and comes back;
 * on /dashboard a seller who does not buy goes to their own workspace.
 */
export default function BuyerDashboardPage() {
  const t = useT('buyer');
  use(session.restore()); // A reload must not bounce a signed-in buyer to /login before the session is back.
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  const seller = isSeller(user.role);
  if (!isBuyer(user.role)) {
    if (seller && pathname === '/dashboard') return <Navigate to="/seller/dashboard" replace />;
    return (
      <div className="sk-container">
        <Result
          status="403"
          title={t('role.title')}
          subTitle={t('role.text')}
          extra={
            <Link className="sk-btn" to={seller ? '/seller/dashboard' : '/'}>
              {seller ? t('role.seller') : t('role.home')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="sk-container by-page">
      <PageMeta title={t('title')} description={t('lead')} noIndex />
      <h1>{t('title')}</h1>
      <p className="by-lead">
        {t('greeting', { name: user.fullName, company: user.businessName })}
        {seller && (
          <>
            {' '}
            <Link to="/seller/dashboard">{t('sellerLink')}</Link>
          </>
        )}
      </p>
      <Workspace user={user} />
    </div>
  );
}
